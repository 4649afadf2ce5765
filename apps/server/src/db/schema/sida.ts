/**
 * The exchange with Sida, the Ministry's grades system: the network's connector settings, each
 * school's saved column mapping per kind of Sida file, the record of every exchange, and the report
 * cards Sida holds (kept apart from the school's own report cards, which the school computes).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { scoreColumn } from './columns';
import { academicYearRef, schoolRef } from './organisation';
import { students } from './people';

/** One row: which connector the network uses, and the HTTP connector's address and token. */
export const sidaSettings = pgTable(
  'sida_settings',
  {
    id: smallint('id').primaryKey().default(1),
    connector: text('connector').notNull().default('files'),
    baseUrl: text('base_url'),
    username: text('username'),
    /** Never returned by the API once saved; readers learn whether it is set. */
    token: text('token'),
    timeoutMs: integer('timeout_ms').notNull().default(15000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('sida_settings_single_row', sql`${t.id} = 1`)],
);

/** A school's confirmed header of each field, per kind of Sida file ('class-list', 'results'). */
export const sidaColumnPresets = pgTable(
  'sida_column_presets',
  {
    schoolId: schoolRef(),
    kind: text('kind').notNull(),
    /** field key → the header text the school's file had for it. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ name: 'sida_column_presets_pk', columns: [t.schoolId, t.kind] })],
);

/**
 * Every exchange with Sida: who, when, what and how it ended. operation: basic-information,
 * receive-scores, record-scores; connector: files, http; status: success, partial, failed.
 */
export const sidaExchanges = pgTable(
  'sida_exchanges',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    userId: integer('user_id'),
    operation: text('operation').notNull(),
    connector: text('connector').notNull(),
    status: text('status').notNull(),
    /** What it was about, in words: a file name, a classroom. */
    subject: text('subject').notNull().default(''),
    /** Counts (created, updated, unchanged, sent, refused) and the refused rows with Sida's reasons. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sida_exchanges_school_created').on(t.schoolId, t.createdAt, t.id)],
);

/** A student's final result of one course as Sida holds it. */
export const sidaReportCards = pgTable(
  'sida_report_cards',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseCode: text('course_code').notNull(),
    courseTitle: text('course_title').notNull(),
    score: scoreColumn('score'),
    exchangeId: integer('exchange_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sida_report_cards_student_course').on(t.studentId, t.academicYearId, t.courseCode),
    index('sida_report_cards_school_year_student').on(t.schoolId, t.academicYearId, t.studentId),
  ],
);

/** Students Sida knows: those its class list brought or confirmed. Scores of others it refuses. */
export const sidaStudents = pgTable(
  'sida_students',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    schoolId: schoolRef(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sida_students_school').on(t.schoolId, t.studentId)],
);
