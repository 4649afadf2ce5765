/**
 * zod schemas generated from the registry: one per field type, with Persian messages and the
 * normalisation of DOMAIN.md applied on the way in (ي/ك, digits, spaces, phone formats...).
 * The server validates every write with them; the web forms use the same schemas.
 */
import { z } from 'zod';
import { isValidNationalCode, normalizeMobile } from '../codes';
import { isPermissionKey } from '../permissions';
import { normalizeCode, normalizePersian, toAsciiDigits, toPersianDigits } from '../persian-text';
import { MAX_MONEY } from './finance';
import type { EntityDef, FieldDef } from './types';

/** Most rows one multiple reference may name (an exam's course groups). */
export const MAX_REFERENCES = 40;

export const FIELD_MESSAGES = {
  required: 'این فیلد الزامی است.',
  text: 'متن وارد کنید.',
  tooLong: (max: number) => `حداکثر ${toPersianDigits(max)} نویسه مجاز است.`,
  exactLength: (n: number) => `باید ${toPersianDigits(n)} رقم باشد.`,
  number: 'یک عدد وارد کنید.',
  integer: 'عدد باید صحیح باشد.',
  min: (min: number) => `کمترین مقدار مجاز ${toPersianDigits(min)} است.`,
  max: (max: number) => `بیشترین مقدار مجاز ${toPersianDigits(max)} است.`,
  date: 'تاریخ معتبر نیست.',
  time: 'ساعت باید به شکل ۰۸:۳۰ باشد.',
  option: 'یکی از گزینه‌ها را انتخاب کنید.',
  reference: 'یک مورد از فهرست انتخاب کنید.',
  tooManyReferences: `حداکثر ${toPersianDigits(MAX_REFERENCES)} مورد را می‌توان انتخاب کرد.`,
  boolean: 'مقدار باید بله یا خیر باشد.',
  phone: 'شماره تلفن معتبر نیست (مثلاً ۰۹۱۲۱۲۳۴۵۶۷ یا ۰۲۱۶۶۴۰۰۰۰۰).',
  nationalCode: 'کد ملی معتبر نیست.',
  money: 'مبلغ باید عدد صحیح و نامنفی (ریال) باشد.',
  moneyTooLarge: 'مبلغ بیش از اندازه بزرگ است.',
  score: 'نمره باید بین حداقل و حداکثر و با گام ۰٫۲۵ باشد.',
  permission: 'دسترسی ناشناخته است.',
  username: 'نام کاربری باید ۳ تا ۶۴ نویسه از حروف انگلیسی، رقم، نقطه، خط تیره یا زیرخط باشد.',
  email: 'نشانی ایمیل معتبر نیست.',
} as const;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Accepts a number, or a string of (Persian/Arabic/ASCII) digits, as a number. */
const numeric = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = toAsciiDigits(value)
    .replace(/[,٬،\s]/g, '')
    .replace('٫', '.');
  return text === '' ? null : Number.isNaN(Number(text)) ? value : Number(text);
};

function textSchema(field: FieldDef) {
  const max = field.maxLength ?? (field.type === 'richText' ? 20_000 : 500);
  switch (field.format) {
    case 'digits':
      return z
        .string({ error: FIELD_MESSAGES.text })
        .transform(normalizeCode)
        .pipe(z.string().regex(new RegExp(`^\\d{${max}}$`), FIELD_MESSAGES.exactLength(max)));
    case 'code':
      // Letters stay as typed (Persian-normalised); digits become ASCII so lookups and exports agree.
      return z
        .string({ error: FIELD_MESSAGES.text })
        .transform((v) => toAsciiDigits(normalizePersian(v)))
        .pipe(z.string().max(max, FIELD_MESSAGES.tooLong(max)));
    case 'username':
      return z
        .string({ error: FIELD_MESSAGES.text })
        .transform((v) => normalizeCode(v).toLowerCase())
        .pipe(z.string().regex(/^[a-z0-9._-]{3,64}$/, FIELD_MESSAGES.username));
    case 'email':
      return z
        .string({ error: FIELD_MESSAGES.text })
        .transform((v) => toAsciiDigits(v).trim().toLowerCase())
        .pipe(z.email(FIELD_MESSAGES.email).max(max, FIELD_MESSAGES.tooLong(max)));
    default:
      return z
        .string({ error: FIELD_MESSAGES.text })
        .transform(normalizePersian)
        .pipe(z.string().max(max, FIELD_MESSAGES.tooLong(max)));
  }
}

function numberSchema(field: FieldDef, integer: boolean) {
  let s = z.number({ error: FIELD_MESSAGES.number }).refine(Number.isFinite, FIELD_MESSAGES.number);
  if (integer) s = s.refine(Number.isInteger, FIELD_MESSAGES.integer);
  if (field.min !== undefined) s = s.refine((n) => n >= field.min!, FIELD_MESSAGES.min(field.min));
  if (field.max !== undefined) s = s.refine((n) => n <= field.max!, FIELD_MESSAGES.max(field.max));
  return z.preprocess(numeric, s);
}

const isoDate = z
  .string({ error: FIELD_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, FIELD_MESSAGES.date);

const time = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v).trim() : v),
  z
    .string({ error: FIELD_MESSAGES.time })
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, FIELD_MESSAGES.time)
    .transform((v) => v.slice(0, 5).padStart(5, '0')),
);

const phone = z.string({ error: FIELD_MESSAGES.phone }).transform((value, ctx) => {
  const mobile = normalizeMobile(value);
  if (mobile) return mobile;
  const landline = normalizeCode(value).replace(/[-()]/g, '');
  if (/^0\d{10}$/.test(landline)) return landline;
  ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.phone });
  return z.NEVER;
});

const nationalCode = z
  .string({ error: FIELD_MESSAGES.nationalCode })
  .transform(normalizeCode)
  .refine(isValidNationalCode, FIELD_MESSAGES.nationalCode);

function enumSchema(field: FieldDef) {
  const one =
    field.optionsSource === 'permissions'
      ? z.string({ error: FIELD_MESSAGES.permission }).refine(isPermissionKey, FIELD_MESSAGES.permission)
      : z.enum((field.options ?? []) as [string, ...string[]], { error: FIELD_MESSAGES.option });
  return field.multiple
    ? z.array(one, { error: FIELD_MESSAGES.option }).transform((v) => [...new Set(v)].sort())
    : one;
}

function scoreSchema(field: FieldDef) {
  const min = field.min ?? 0;
  const max = field.max ?? 20;
  return z.preprocess(
    numeric,
    z
      .number({ error: FIELD_MESSAGES.score })
      .refine((n) => n >= min && n <= max && Number.isInteger(n * 4), FIELD_MESSAGES.score),
  );
}

const referenceSchema = z.preprocess(
  numeric,
  z
    .number({ error: FIELD_MESSAGES.reference })
    .int(FIELD_MESSAGES.reference)
    .positive(FIELD_MESSAGES.reference),
);

/** Several references (an exam's course groups): distinct ids, sorted; a required list is never empty. */
function referenceListSchema(field: FieldDef) {
  const list = z
    .array(referenceSchema, { error: FIELD_MESSAGES.reference })
    .max(MAX_REFERENCES, FIELD_MESSAGES.tooManyReferences)
    .transform((ids) => [...new Set(ids as number[])].sort((a, b) => a - b));
  return field.required ? list.refine((ids) => ids.length > 0, FIELD_MESSAGES.required) : list;
}

/** The value schema of one field, without required/optional handling. */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'richText':
      return textSchema(field);
    case 'number':
      return numberSchema(field, !field.decimal && !field.name.toLowerCase().includes('ratio'));
    case 'money':
      return z.preprocess(
        numeric,
        z
          .number({ error: FIELD_MESSAGES.money })
          .int(FIELD_MESSAGES.money)
          .min(0, FIELD_MESSAGES.money)
          .max(MAX_MONEY, FIELD_MESSAGES.moneyTooLarge),
      );
    case 'score':
      return scoreSchema(field);
    case 'jalaliDate':
      return isoDate;
    case 'time':
      return time;
    case 'enum':
      return enumSchema(field);
    case 'reference':
      return field.multiple ? referenceListSchema(field) : referenceSchema;
    case 'boolean':
      return z.boolean({ error: FIELD_MESSAGES.boolean });
    case 'phone':
      return phone;
    case 'nationalCode':
      return nationalCode;
    case 'image':
      return z.string({ error: FIELD_MESSAGES.text }).max(300, FIELD_MESSAGES.tooLong(300));
  }
}

/** Fields a client may write: not read-only. */
export function writableFields(entity: EntityDef): FieldDef[] {
  return entity.fields.filter((f) => !f.readOnly);
}

/**
 * The body schema of a create or update. Unknown fields are rejected. On create, required fields
 * must be present and non-empty (secret fields too); on update every field is optional, but a
 * required one cannot be cleared, and `version` is required for optimistic concurrency.
 */
export function entityWriteSchema(entity: EntityDef, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of writableFields(entity)) {
    const value = fieldValueSchema(field);
    const mustHave = Boolean(field.required || (field.secret && mode === 'create'));
    const keepsEmpty = field.type === 'boolean' || field.multiple;
    const schema = mustHave
      ? z
          .unknown()
          .refine(
            (v) => v !== null && v !== undefined && !(typeof v === 'string' && normalizePersian(v) === ''),
            FIELD_MESSAGES.required,
          )
          .pipe(value)
      : z.preprocess(
          (v) => (keepsEmpty ? v : emptyToNull(typeof v === 'string' && v.trim() === '' ? '' : v)),
          value.nullable(),
        );
    shape[field.name] = mode === 'create' && mustHave ? schema : schema.optional();
  }
  if (mode === 'update') shape.version = z.number({ error: 'نسخه رکورد لازم است.' }).int().positive();
  return z.object(shape).strict();
}
