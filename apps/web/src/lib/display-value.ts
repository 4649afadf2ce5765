/**
 * Display text of a record's field on the people pages (dossier, teacher view): Jalali dates,
 * option labels, reference titles, digits in the UI language. A slim sibling of the entity engine's
 * formatter, without its permission catalogue, so these pages do not pull that into a shared chunk.
 */
import type { FieldDef } from '@school/shared';
import { optionLabelKey } from '../components/entity/entity-labels';
import type { AppLanguage } from './app-config';
import { formatDate, formatDateTime, localizeDigits } from './date';

type Translate = (key: string, options?: { defaultValue?: string }) => string;

export function displayValue(
  entity: string,
  field: Pick<FieldDef, 'name' | 'type' | 'format'>,
  item: Record<string, unknown>,
  language: AppLanguage,
  t: Translate,
): string {
  const value = item[field.name];
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (field.type) {
    case 'jalaliDate':
      return /T/.test(text) ? formatDateTime(text, language) : formatDate(text, language);
    case 'enum':
      return t(optionLabelKey(entity, field.name, text), { defaultValue: text });
    case 'reference': {
      const titles = item._titles as Record<string, string | null> | undefined;
      const context = (item._contexts as Record<string, string | null> | undefined)?.[field.name];
      const title = titles?.[field.name] ?? `#${text}`;
      return localizeDigits(context ? `${title} · ${context}` : title, language);
    }
    case 'boolean':
      return t(value ? 'entity.yes' : 'entity.no');
    case 'image':
    case 'richText':
      return '';
    default:
      return field.format === 'email' || field.format === 'username' ? text : localizeDigits(text, language);
  }
}
