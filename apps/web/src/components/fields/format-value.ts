/**
 * Text of a field's value for lists, print and history, per field type (DESIGN.md: one display per
 * type): Jalali dates with Persian digits, enum option labels, reference titles, money with
 * thousands separators. Empty values give ''.
 */
import { formatMoney, permissionLabel, type FieldDef, type MoneyUnit } from '@school/shared';
import type { AppLanguage } from '../../lib/app-config';
import { formatDate, formatDateTime, localizeDigits } from '../../lib/date';
import { optionLabelKey } from '../entity/entity-labels';
import { richTextToPlain } from './rich-text';

export type Translate = (key: string, options?: { defaultValue?: string }) => string;

export interface FormatContext {
  entity: string;
  language: AppLanguage;
  t: Translate;
  /** The school's unit for amounts (Rials when absent); the column or label names it. */
  moneyUnit?: MoneyUnit;
}

/** A full ISO timestamp (not a plain date). */
const isTimestamp = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);

function formatOption(field: FieldDef, value: string, ctx: FormatContext): string {
  if (field.optionsSource === 'permissions') return permissionLabel(value, ctx.language);
  return ctx.t(optionLabelKey(ctx.entity, field.name, value), { defaultValue: value });
}

function formatDecimal(value: number, language: AppLanguage): string {
  const text = String(value);
  return language === 'fa' ? localizeDigits(text, language).replace('.', '٫') : text;
}

/**
 * Formats one value. `title` is the reference's title (from the row's `_titles`), used for
 * reference fields.
 */
export function formatFieldValue(
  field: FieldDef,
  value: unknown,
  ctx: FormatContext,
  title?: string | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  const { language } = ctx;
  switch (field.type) {
    case 'jalaliDate':
      return typeof value === 'string' && isTimestamp(value)
        ? formatDateTime(value, language)
        : formatDate(String(value), language);
    case 'time':
      return localizeDigits(String(value), language);
    case 'enum':
      return Array.isArray(value)
        ? value.map((v) => formatOption(field, String(v), ctx)).join('، ')
        : formatOption(field, String(value), ctx);
    case 'reference':
      // Titles are text like any other: a classroom named 101 reads ۱۰۱ in Persian.
      return localizeDigits(title ?? `#${String(value)}`, language);
    case 'boolean':
      return ctx.t(value ? 'entity.yes' : 'entity.no');
    case 'money':
      return typeof value === 'number'
        ? formatMoney(value, ctx.moneyUnit ?? 'rial', { lang: language, withUnit: false })
        : String(value);
    case 'number':
    case 'score':
      return typeof value === 'number' ? formatDecimal(value, language) : String(value);
    case 'phone':
    case 'nationalCode':
      return localizeDigits(String(value), language);
    case 'image':
      return String(value);
    case 'richText':
      // A cell, a printed list or the history shows its text, not its markup.
      return localizeDigits(richTextToPlain(String(value)), language);
    default:
      // Usernames and e-mail addresses keep their Latin characters and digits.
      return field.format === 'username' || field.format === 'email'
        ? String(value)
        : localizeDigits(String(value), language);
  }
}

/**
 * The value of a row's field formatted, with the row's reference title when there is one, and its
 * context beside it (a student's classroom: «علی گودرزی · ۱۰۱»).
 */
export function formatItemField(field: FieldDef, item: Record<string, unknown>, ctx: FormatContext): string {
  const titles = item._titles as Record<string, string | null> | undefined;
  const context = (item._contexts as Record<string, string | null> | undefined)?.[field.name];
  const title = titles?.[field.name];
  return formatFieldValue(field, item[field.name], ctx, title && context ? `${title} · ${context}` : title);
}
