import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditEntry {
  userId: number;
  entity: string;
  entityId: number;
  action: AuditAction;
  schoolId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** On update only the fields that changed are kept, before and after. */
export function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  const values =
    entry.action === 'update' && entry.before && entry.after
      ? { ...entry, ...changedOnly(entry.before, entry.after) }
      : entry;
  await db.insert(auditLog).values(values);
}

export async function historyOf(db: Db, entity: string, entityId: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      userId: auditLog.userId,
      userName: users.fullName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(200);
}
