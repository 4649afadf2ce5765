/**
 * Between API rows and the form: the form's starting values per field type, and the request body
 * of a save (everything set on create; on update only what changed, plus the row's version).
 */
import { isoDateIn, writableFields, type EntityDef, type FieldDef } from '@school/shared';
import type { EntityItem } from '../../lib/entity-api';

export type FormValues = Record<string, unknown>;

/**
 * What a new row gets from the server when a field is left out, where that is not "empty". The
 * registry has no defaults yet; until it does, they live here so the add form shows the truth.
 */
const CREATE_DEFAULTS: Readonly<Record<string, FormValues>> = { users: { active: true } };

/** The input's value for an API value (numbers are edited as text so Persian digits can be typed). */
export function toFormValue(field: FieldDef, value: unknown): unknown {
  if (field.secret) return '';
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : false;
    case 'reference':
      if (field.multiple) return Array.isArray(value) ? value.filter((v) => typeof v === 'number') : [];
      return typeof value === 'number' ? value : null;
    case 'jalaliDate':
      return typeof value === 'string' && value ? value.slice(0, 10) : null;
    case 'number':
    case 'money':
    case 'score':
      return value === null || value === undefined ? '' : String(value);
    case 'enum':
      if (field.multiple) return Array.isArray(value) ? value.map(String) : [];
      return value === null || value === undefined ? '' : String(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * Starting values: the row's (edit) or empty ones (add; today's date in a field that records what
 * happens today), with `preset` on top (e.g. ?userId=). `now` is for tests.
 */
export function formDefaults(
  def: EntityDef,
  item?: EntityItem | null,
  preset: FormValues = {},
  now = new Date(),
): FormValues {
  const values: FormValues = {};
  const defaults = item ? {} : (CREATE_DEFAULTS[def.name] ?? {});
  const today = isoDateIn(now);
  for (const field of writableFields(def)) {
    const fallback = field.defaultToday ? today : undefined;
    const source = item ? item[field.name] : (preset[field.name] ?? defaults[field.name] ?? fallback);
    values[field.name] = toFormValue(field, source);
  }
  if (item) values.version = item.version;
  return values;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** POST body: the validated values without empty ones, so the server's defaults apply. */
export function createBody(parsed: FormValues): FormValues {
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => !isEmpty(value)));
}

/**
 * PATCH body: `version` and the validated values of the fields whose input changed. An empty
 * secret (password) means "keep the current one" and is never sent.
 */
export function updateBody(
  def: EntityDef,
  parsed: FormValues,
  current: FormValues,
  initial: FormValues,
): FormValues {
  const body: FormValues = { version: initial.version };
  for (const field of writableFields(def)) {
    const { name } = field;
    if (JSON.stringify(current[name]) === JSON.stringify(initial[name])) continue;
    if (field.secret && isEmpty(parsed[name])) continue;
    body[name] = parsed[name] ?? null;
  }
  return body;
}

/** Field names that exist in the form (server errors for other keys go to a toast). */
export function formFieldNames(def: EntityDef): Set<string> {
  return new Set(writableFields(def).map((f) => f.name));
}
