/** SMS: the outbox every message goes through, the schools' templates and the network's provider settings. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { schoolRef, schools } from './organisation';
import { students } from './people';

/**
 * Outgoing SMS; a sender worker delivers them through the configured provider with retries.
 * status: pending (queued, or waiting for a retry) → sending (claimed) → sent → delivered, or failed
 * with the provider's reason in last_error.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    recipient: text('recipient').notNull(),
    /** Who the number belongs to, as shown in the log ("ولی علی رضایی", a teacher's name). */
    recipientName: text('recipient_name'),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    /** Same key → same message: an absence notice is sent once per student per day. */
    dedupeKey: text('dedupe_key'),
    studentId: integer('student_id').references(() => students.id),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    provider: text('provider'),
    providerId: text('provider_id'),
    parts: smallint('parts').notNull().default(1),
    /** Rials: parts × the price per part when queued, the provider's figure once it answers. */
    cost: integer('cost'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the delivery status of a sent message was last asked of the provider. */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_outbox_dedupe').on(t.dedupeKey),
    index('sms_outbox_due').on(t.status, t.nextAttemptAt),
    // What the sender claims, in id order: walked from the start and stopped after a batch, instead
    // of sorting every waiting row for each batch of 50 (24,000 of them after a network-wide compose).
    index('sms_outbox_waiting')
      .on(t.id)
      .where(sql`status in ('pending', 'sending')`),
    // The log of a school, newest first; also today's count against the school's daily cap.
    index('sms_outbox_school_created').on(t.schoolId, t.createdAt, t.id),
    // Sent messages whose delivery is still to be asked.
    index('sms_outbox_unconfirmed')
      .on(t.statusCheckedAt, t.id)
      .where(sql`status = 'sent'`),
  ],
);

/** A school's named texts for notices that repeat (registry entity sms-templates). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sms_templates_school_title').on(t.schoolId, t.title)],
);

/** The network's SMS provider: one row (id 1). The API key is written here and never read back out. */
export const smsSettings = pgTable(
  'sms_settings',
  {
    id: smallint('id').primaryKey().default(1),
    provider: text('provider').notNull().default('log'),
    apiKey: text('api_key'),
    sender: text('sender'),
    /** Rials per part, for the cost shown while composing and stored with each message. */
    pricePerPart: integer('price_per_part').notNull().default(0),
    /** Messages a school may queue in one day, so a mistake cannot empty the credit. */
    dailyCapPerSchool: integer('daily_cap_per_school').notNull().default(5000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('sms_settings_single_row', sql`${t.id} = 1`)],
);
