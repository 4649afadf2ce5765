/** Table rows → API objects: registry fields only, secrets never, times as ISO strings. */
import type { EntityDef } from '@school/shared';
import type { Row } from './binding';

function apiValue(value: unknown, type: string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (type === 'time' && typeof value === 'string') return value.slice(0, 5);
  // Enum options are strings in the registry even where the table stores a number (grade level).
  if (type === 'enum' && typeof value === 'number') return String(value);
  return value ?? null;
}

/** The bookkeeping columns an API object carries besides the registry's fields. */
export const SERVED_KEYS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

export function serializeRow(def: EntityDef, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, version: row.version };
  for (const field of def.fields) {
    if (field.secret) continue;
    out[field.name] = apiValue(row[field.name], field.type);
  }
  out.createdAt = apiValue(row.createdAt, 'timestamp');
  out.updatedAt = apiValue(row.updatedAt, 'timestamp');
  return out;
}

/** The values worth keeping in the audit log (no secrets, no bookkeeping columns). */
export function auditValues(def: EntityDef, row: Row): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, version: _v, id: _i, ...fields } = serializeRow(def, row);
  return fields;
}
