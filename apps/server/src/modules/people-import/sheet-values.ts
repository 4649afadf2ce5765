/**
 * Cell text → field value, by the registry's field types, for the Excel imports: options by their
 * Persian or English label, Jalali dates, national codes that lost their leading zeros, references
 * through a lookup (a classroom by its name). What cannot be read becomes a Persian error; the
 * registry's write schema then checks the rest exactly as the form would.
 */
import {
  ENTITY_LABELS_EN,
  ENTITY_LABELS_FA,
  jalaliToIsoDate,
  normalizeCode,
  parseJalali,
  searchKey,
  type EntityDef,
} from '@school/shared';

/** A reference column's lookup: the row id, or the message to show in the cell. */
export type ReferenceLookup = (text: string) => { id: number } | { error: string };

/** Short forms people type besides the labels. */
const OPTION_ALIASES: Record<string, Record<string, string>> = {
  gender: { مرد: 'male', زن: 'female', m: 'male', f: 'female' },
};

export const VALUE_MESSAGES = {
  badDate: 'تاریخ معتبر نیست (نمونه: ۱۳۹۰/۰۵/۱۲).',
  badOption: (text: string, labels: string[]) =>
    `«${text}» از گزینه‌های مجاز نیست؛ یکی از این‌ها را بنویسید: ${labels.join('، ')}.`,
} as const;

function optionValue(entity: string, field: string, options: readonly string[], text: string) {
  const key = searchKey(text);
  const fa = ENTITY_LABELS_FA[entity]?.options?.[field] ?? {};
  const en = ENTITY_LABELS_EN[entity]?.options?.[field] ?? {};
  for (const value of options) {
    const labels = [value, fa[value], en[value]].filter((l): l is string => Boolean(l));
    if (labels.some((label) => searchKey(label) === key)) return value;
  }
  const alias = OPTION_ALIASES[field]?.[key];
  return alias && options.includes(alias) ? alias : undefined;
}

export function cellsToValues(
  entity: EntityDef,
  fields: readonly string[],
  cells: Record<string, string>,
  references: Record<string, ReferenceLookup> = {},
  /** Text fields that hold codes (student number, personnel code): digits in ASCII, no spaces. */
  codeFields: readonly string[] = [],
) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const name of fields) {
    const field = entity.fields.find((f) => f.name === name);
    const text = (cells[name] ?? '').trim();
    if (!field || text === '') continue;
    if (field.type === 'reference') {
      const found = references[name]?.(text);
      if (found && 'id' in found) values[name] = found.id;
      else errors[name] = found?.error ?? VALUE_MESSAGES.badOption(text, []);
    } else if (field.type === 'enum') {
      const options = field.options ?? [];
      const value = optionValue(entity.name, name, options, text);
      if (value) values[name] = value;
      else
        errors[name] = VALUE_MESSAGES.badOption(
          text,
          options.map((o) => ENTITY_LABELS_FA[entity.name]?.options?.[name]?.[o] ?? o),
        );
    } else if (field.type === 'jalaliDate') {
      const jalali = parseJalali(text);
      if (jalali) values[name] = jalaliToIsoDate(jalali);
      else if (/^\d{4}-\d{2}-\d{2}$/.test(text) && Number(text.slice(0, 4)) > 1900) values[name] = text;
      else errors[name] = VALUE_MESSAGES.badDate;
    } else if (field.type === 'nationalCode') {
      // Excel drops the leading zeros of a code typed into a number cell.
      const digits = normalizeCode(text);
      values[name] = /^\d{8,9}$/.test(digits) ? digits.padStart(10, '0') : text;
    } else {
      values[name] = codeFields.includes(name) ? normalizeCode(text) : text;
    }
  }
  return { values, errors };
}
