/**
 * A list page in one statement, so a page costs one round trip instead of three: the page's rows,
 * the filters' total as an uncorrelated subquery (computed once, whatever the page size) and the
 * title of each single reference as a lookup per row of the page. Multiple references (a list of
 * ids) keep their separate title query.
 */
import type { FieldDef } from '@school/shared';
import { type SQL, asc, desc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityBinding } from './binding';
import type { ListQuery } from './list-query';
import { persianSortKey } from './persian-sql';
import { aliasedColumn, contextSql, nameSql } from './row-names';
import { SERVED_KEYS } from './serialize';

/** Field types filtered, searched and sorted as text. */
export const TEXT_TYPES = new Set(['text', 'richText', 'phone', 'nationalCode']);

export const TOTAL_KEY = '__total';
export const titleKey = (field: FieldDef) => `__title_${field.name}`;
export const contextKey = (field: FieldDef) => `__context_${field.name}`;

export const singleReferences = (binding: EntityBinding) =>
  binding.def.fields.filter((f) => f.type === 'reference' && !f.multiple);

const servedByBinding = new WeakMap<EntityBinding, Record<string, PgColumn>>();

/**
 * The columns a list row is served from (serializeRow): the registry's fields but secrets, and the
 * bookkeeping the API returns. Nothing else leaves the database for a list — no password hash, no
 * creator ids — and each page has fewer values to read, map and drop.
 */
export function servedColumns(binding: EntityBinding): Record<string, PgColumn> {
  let served = servedByBinding.get(binding);
  if (!served) {
    const names = new Set([
      ...SERVED_KEYS,
      ...binding.def.fields.filter((f) => !f.secret).map((f) => f.name),
    ]);
    const all = getTableColumns(binding.table) as Record<string, PgColumn>;
    served = Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
    servedByBinding.set(binding, served);
  }
  return served;
}

/**
 * The select list of a page: the served columns, the total and the single references' titles. Read
 * from `source`, the entity's table or an alias of it (page-statement.ts reads them from the page's
 * rows, so the titles are looked up for the rows of the page only).
 */
export function pageFields(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  where: SQL | undefined,
  source: PgTable = binding.table,
): Record<string, PgColumn | SQL.Aliased> {
  const columns = getTableColumns(source) as Record<string, PgColumn>;
  const fields: Record<string, PgColumn | SQL.Aliased> = {
    ...pick(columns, Object.keys(servedColumns(binding))),
    [TOTAL_KEY]: sql`(select count(*) from ${binding.table} where ${where ?? sql`true`})`.as(TOTAL_KEY),
  };
  const outer = sql.identifier(getTableName(source));
  singleReferences(binding).forEach((field, i) => {
    const target = bindingOf(field.ref!);
    // Names written out in full: Drizzle leaves a one-table select's columns unqualified, and an
    // alias keeps a reference to the same table (a parent row) from reading its own columns.
    const ref = sql.identifier(`ref_${i}`);
    const readRef = (value: SQL) =>
      sql`(select ${value} from ${sql.identifier(getTableName(target.table))} ${ref}
      where ${ref}.id = ${outer}.${sql.identifier(columns[field.name]!.name)})`;
    fields[titleKey(field)] = readRef(nameSql(target, aliasedColumn(ref))).as(titleKey(field));
    const context = contextSql(target, bindingOf, aliasedColumn(ref));
    if (context) fields[contextKey(field)] = readRef(context).as(contextKey(field));
  });
  return fields;
}

const pick = (columns: Record<string, PgColumn>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, columns[key]!]));

/** The page's order: the sort asked for (Persian order for text), then the id, so pages never overlap. */
export function pageOrder(binding: EntityBinding, query: Pick<ListQuery, 'sort'>): SQL[] {
  const sort = query.sort ?? binding.def.defaultSort;
  const column = (getTableColumns(binding.table) as Record<string, PgColumn>)[sort.field]!;
  const field = binding.def.fields.find((f) => f.name === sort.field);
  const key = field && TEXT_TYPES.has(field.type) ? persianSortKey(column) : sql`${column}`;
  const id = (getTableColumns(binding.table) as Record<string, PgColumn>).id!;
  if (sort.dir === 'asc') return [sql`${key} asc nulls last`, asc(id)];
  // A column without nulls is read backwards along its (school, key, id) index, where a page is
  // 25 index entries instead of a sort of the whole school; empty values stay last otherwise.
  return column.notNull ? [sql`${key} desc`, desc(id)] : [sql`${key} desc nulls last`, asc(id)];
}

/** The total a page row carries. */
export const totalOf = (row: Record<string, unknown>) => Number(row[TOTAL_KEY]);

/**
 * Adds the single references' titles a page row carries to its serialised item, and the contexts
 * of those that have one (`_contexts`: a student's classroom beside their name).
 */
export function withTitles(
  binding: EntityBinding,
  row: Record<string, unknown>,
  item: Record<string, unknown>,
) {
  for (const field of singleReferences(binding)) {
    if (item[field.name] === null || item[field.name] === undefined) continue;
    item._titles = {
      ...(item._titles as object),
      [field.name]: (row[titleKey(field)] as string | null) ?? null,
    };
    if (contextKey(field) in row) {
      item._contexts = {
        ...(item._contexts as object),
        [field.name]: (row[contextKey(field)] as string | null) ?? null,
      };
    }
  }
  return item;
}

/** Three letters or digits in a row: the least a contains-pattern needs to give trigrams. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/**
 * The prepared-statement family a page's statement runs under (statement-names.ts), or undefined to
 * plan it each time. A plan kept for a search was made for patterns with trigrams; for a shorter
 * one («۰۹», «مح») it would read every entry of the trigram indexes — ten times slower than a plan
 * made for that pattern — so such a search is planned afresh.
 */
export function pageStatementFamily(query: Pick<ListQuery, 'filters' | 'q'>): string | undefined {
  const patterns = query.filters
    .filter(({ field, via }) => !via && TEXT_TYPES.has(field.type))
    .map(({ value }) => String(value));
  if (query.q) patterns.push(query.q);
  if (patterns.some((pattern) => !TRIGRAM_RUN.test(pattern))) return undefined;
  return patterns.length ? 'list_search' : 'list';
}
