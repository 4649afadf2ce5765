/**
 * Messages between a school and its people. An announcement names its audience (schools, and roles
 * or every role) and is not copied per user: who has read it is a row of announcement_reads. A
 * notification is one user's own message (a reply to their feedback). The feedback box keeps staff
 * and teachers' messages; an anonymous one has no sender, and no created_by either.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { users } from './auth';
import { schoolRef } from './organisation';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Sanitised HTML (engine/rich-text.ts). */
    body: text('body').notNull(),
    schoolIds: integer('school_ids').array().notNull(),
    /** Empty: every role of those schools. */
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    publishFrom: date('publish_from').notNull(),
    publishTo: date('publish_to'),
    pinned: boolean('pinned').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    check('announcements_has_schools', sql`cardinality(${t.schoolIds}) > 0`),
    check('announcements_window_order', sql`${t.publishTo} is null or ${t.publishTo} >= ${t.publishFrom}`),
    // A user's announcements: those whose window holds today, matched against their roles.
    index('announcements_window').on(t.publishFrom, t.publishTo),
    index('announcements_schools').using('gin', t.schoolIds),
  ],
);

/** Who read which announcement, and when. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

/** One user's notification: what happened, and the page that shows it. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** An app path (/manager/feedback-box/mine#feedback-12). */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id),
    // The navbar's unread count reads only these.
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A message to the school's feedback box. sender_id is the signed sender; an anonymous message has
 * none, and its created_by, updated_by and audit rows name nobody (feedback binding).
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    check('feedback_anonymous_has_no_sender', sql`not ${t.anonymous} or ${t.senderId} is null`),
    index('feedback_messages_school').on(t.schoolId, t.id),
    index('feedback_messages_sender').on(t.senderId, t.id),
  ],
);
