import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditEntry {
  /** Who wrote it; null for nobody (an anonymous message). */
  userId: number | null;
  /** When; now unless given (an anonymous message keeps only the hour). */
  at?: Date;
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

/**
 * What the security log records besides entity changes: sign-ins, refused sign-ins, password
 * changes and resets, and exports of personal data. Stored in the audit log under entity 'security'
 * with the affected user as the entity id (0 when unknown, as for a refused sign-in of no user).
 */
export type SecurityAction = 'login' | 'login-failed' | 'password-change' | 'password-reset' | 'export';

export const SECURITY_ENTITY = 'security';

export interface SecurityEvent {
  /** Who did it; null when nobody is signed in (a refused sign-in). */
  actorId: number | null;
  action: SecurityAction;
  /** The user it concerns (the one signing in, the one whose password changed); null if none. */
  targetUserId: number | null;
  schoolId?: number | null;
  /** A few plain values worth seeing later: the username tried, the address, what was exported. */
  details: Record<string, unknown>;
}

export async function writeSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(auditLog).values({
    userId: event.actorId,
    entity: SECURITY_ENTITY,
    entityId: event.targetUserId ?? 0,
    action: event.action,
    schoolId: event.schoolId ?? null,
    before: null,
    after: event.details,
  });
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
