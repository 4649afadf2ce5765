import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every create, update and delete through the engine, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    schoolId: integer('school_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // Amended scores carry a reason (a few in a year, among a row per score saved): the dossier finds
    // a student's amendments here instead of reading every score's audit row.
    // The security log pages newest first through the few entities it shows, among every score's rows.
    index('audit_log_security_at')
      .on(t.at, t.id)
      .where(sql`${t.entity} in ('security', 'roles', 'user-roles', 'users')`),
    index('audit_log_amendment_student')
      .on(t.entity, sql`(${t.after} ->> 'studentId')`)
      .where(sql`${t.after} ? 'reason'`),
  ],
);
