/** Table rows → API objects: registry fields only, secrets never, times as ISO strings. */
import type { EntityDef } from '@school/shared';
import type { Row } from './binding';

export function apiValue(value: unknown, type: string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (type === 'time' && typeof value === 'string') return value.slice(0, 5);
  // Enum options are strings in the registry even where the table stores a number (grade level).
  if (type === 'enum' && typeof value === 'number') return String(value);
  return value ?? null;
}

/** The bookkeeping columns an API object carries besides the registry's fields. */
export const SERVED_KEYS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

/** One key of an API object: the row's value of that name, passed through apiValue (of `type`) or as it is. */
export interface ServedKey {
  key: string;
  type: string | undefined;
}

const plans = new WeakMap<EntityDef, ServedKey[]>();

/**
 * The keys of an entity's API object in their order, each with how its value is written: the id and
 * version as they are, the fields but secrets by their type, then the times. Written once per entity
 * and shared by serializeRow and the list's JSON writer (list-json.ts), so the two cannot differ.
 */
export function servedKeys(def: EntityDef): ServedKey[] {
  let plan = plans.get(def);
  if (!plan) {
    // A Map keeps a key where it was first set and the value of its last setting, as an object does.
    const keys = new Map<string, string | undefined>([
      ['id', undefined],
      ['version', undefined],
    ]);
    for (const field of def.fields) if (!field.secret) keys.set(field.name, field.type);
    keys.set('createdAt', 'timestamp');
    keys.set('updatedAt', 'timestamp');
    plan = [...keys].map(([key, type]) => ({ key, type }));
    plans.set(def, plan);
  }
  return plan;
}

export function serializeRow(def: EntityDef, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, type } of servedKeys(def)) out[key] = type ? apiValue(row[key], type) : row[key];
  return out;
}

/** The values worth keeping in the audit log (no secrets, no bookkeeping columns). */
export function auditValues(def: EntityDef, row: Row): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, version: _v, id: _i, ...fields } = serializeRow(def, row);
  return fields;
}
