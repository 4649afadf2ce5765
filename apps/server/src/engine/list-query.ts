/** The list endpoint's query string: paging, sort, quick search and per-field filters. */
import {
  type EntityDef,
  type FieldDef,
  LIST_SEARCH_MAX_LENGTH,
  listFilterFields,
  searchKey,
  toAsciiDigits,
  toPersianDigits,
} from '@school/shared';
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: { field: string; dir: 'asc' | 'desc' };
  q?: string;
  /** `via`: a derived filter, on the `target` field of the row this row's `via` reference points at. */
  filters: { field: FieldDef; value: string | number | boolean; via?: { field: string; target: string } }[];
  /** Date ranges of filterable date fields: `<field>From` and `<field>To`, both inclusive. */
  ranges: { field: FieldDef; from?: string; to?: string }[];
}

const isoDateParam = z
  .string()
  .transform((v) => toAsciiDigits(v))
  .pipe(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ فیلتر باید به شکل ۱۴۰۴-۰۷-۰۱ میلادی (YYYY-MM-DD) باشد.'),
  );

const dateFilterFields = (def: EntityDef) =>
  def.fields.filter((f) => f.filterable && f.type === 'jalaliDate');

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .transform((v) => Number(toAsciiDigits(v)))
    .pipe(
      z
        .number({ error: `${name} باید عدد باشد.` })
        .int(`${name} باید عدد صحیح باشد.`)
        .min(min, `${name} دست‌کم ${toPersianDigits(min)} است.`)
        .max(max, `${name} حداکثر ${toPersianDigits(max)} است.`),
    );

function filterSchema(field: FieldDef) {
  switch (field.type) {
    case 'reference':
    case 'number':
      return intParam('مقدار فیلتر', -1_000_000_000, 1_000_000_000);
    case 'boolean':
      return z
        .enum(['true', 'false'], { error: 'مقدار فیلتر باید true یا false باشد.' })
        .transform((v) => v === 'true');
    case 'enum':
      return z.enum((field.options ?? []) as [string, ...string[]], {
        error: 'مقدار فیلتر در گزینه‌ها نیست.',
      });
    case 'jalaliDate':
      return isoDateParam;
    default:
      return z.string().max(100, 'متن فیلتر طولانی است.');
  }
}

/** zod schema of the querystring for an entity's list and export; unknown parameters are refused. */
export function listQuerySchema(def: EntityDef) {
  const sortable = new Set([
    'id',
    'createdAt',
    'updatedAt',
    ...def.fields.filter((f) => f.sortable).map((f) => f.name),
  ]);
  const filterable = listFilterFields(def);
  const shape: Record<string, z.ZodType> = {
    page: intParam('شماره صفحه', 1, 1_000_000).optional(),
    pageSize: intParam('اندازه صفحه', 1, MAX_PAGE_SIZE).optional(),
    sort: z
      .string()
      .regex(/^[A-Za-z]+:(asc|desc)$/, 'مرتب‌سازی باید به شکل field:asc یا field:desc باشد.')
      .refine((v) => sortable.has(v.split(':')[0]!), 'این ستون قابل مرتب‌سازی نیست.')
      .optional(),
    q: z.string().max(LIST_SEARCH_MAX_LENGTH, 'متن جستجو طولانی است.').optional(),
  };
  for (const field of filterable) shape[field.name] = filterSchema(field).optional();
  for (const field of dateFilterFields(def)) {
    shape[`${field.name}From`] = isoDateParam.optional();
    shape[`${field.name}To`] = isoDateParam.optional();
  }
  return z.object(shape).strict();
}

export function toListQuery(def: EntityDef, raw: Record<string, unknown>): ListQuery {
  const [sortField, sortDir] = typeof raw.sort === 'string' ? raw.sort.split(':') : [];
  const q = typeof raw.q === 'string' ? searchKey(raw.q) : '';
  return {
    page: (raw.page as number | undefined) ?? 1,
    pageSize: (raw.pageSize as number | undefined) ?? 25,
    sort: sortField ? { field: sortField, dir: sortDir as 'asc' | 'desc' } : undefined,
    q: q || undefined,
    filters: listFilterFields(def)
      .filter((f) => raw[f.name] !== undefined)
      .map((field) => {
        const derived = def.derivedFilters?.find((d) => d.field.name === field.name);
        const value = raw[field.name] as string | number | boolean;
        return derived
          ? { field, value, via: { field: derived.via, target: derived.target } }
          : { field, value };
      }),
    ranges: dateFilterFields(def)
      .map((field) => ({
        field,
        from: raw[`${field.name}From`] as string | undefined,
        to: raw[`${field.name}To`] as string | undefined,
      }))
      .filter((r) => r.from !== undefined || r.to !== undefined),
  };
}
