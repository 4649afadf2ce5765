/** Attendance, student leave and activity minutes (DOMAIN.md "Attendance and leave"); SMS tables are in sms.ts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { auditColumns } from './columns';
import { academicYearRef, classPeriods, classrooms, schoolRef } from './organisation';
import { courseGroups, students } from './people';

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    countsAsExcused: boolean('counts_as_excused').notNull().default(true),
    needsDocument: boolean('needs_document').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('leave_types_school_title').on(t.schoolId, t.title)],
);

export const studentLeaves = pgTable(
  'student_leaves',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    fromDate: date('from_date').notNull(),
    fromTime: time('from_time'),
    toDate: date('to_date').notNull(),
    toTime: time('to_time'),
    reason: text('reason'),
    document: text('document'),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('student_leaves_school_year').on(t.schoolId, t.academicYearId, t.status),
    index('student_leaves_student_dates').on(t.studentId, t.fromDate, t.toDate),
  ],
);

/** One row per student per class period of a day; re-saving a sheet updates these rows in place. */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    date: date('date').notNull(),
    classPeriodId: integer('class_period_id')
      .notNull()
      .references(() => classPeriods.id),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    /** The classroom at the time of the sheet: reports group by it even after a transfer. */
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: text('status').notNull(),
    lateMinutes: smallint('late_minutes'),
    note: text('note'),
    /** The approved leave that excused this row, and the status it had before (restored on rejection). */
    leaveId: integer('leave_id').references(() => studentLeaves.id),
    statusBeforeLeave: text('status_before_leave'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('attendance_student_period').on(t.studentId, t.date, t.classPeriodId),
    // The school's rows of a year by date: the list (its total counted from the index alone, its
    // default order read backwards), the day's summary and the reports over a date range.
    index('attendance_school_year_date').on(t.schoolId, t.academicYearId, t.date, t.id),
    index('attendance_group_date').on(t.courseGroupId, t.date, t.classPeriodId),
    index('attendance_classroom_date').on(t.classroomId, t.date),
    index('attendance_leave')
      .on(t.leaveId)
      .where(sql`leave_id is not null`),
    // Absences, lates and excuses are a few percent of the rows: report cards and absence reports
    // count them from this small index instead of scanning every "present".
    index('attendance_not_present')
      .on(t.academicYearId, t.date, t.studentId, t.status)
      .where(sql`status <> 'present'`),
    // The same rows of one school: its absence reports over a date range.
    index('attendance_not_present_school')
      .on(t.schoolId, t.date)
      .where(sql`status <> 'present'`),
  ],
);

/**
 * Applied sheet submissions, by user and the client id that user's browser gave them: a retried
 * submission is recognised and applied once, the same id with another sheet is refused.
 */
export const attendanceSubmissions = pgTable(
  'attendance_submissions',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /**
     * SHA-256 of what the submission saved (engine/submission-keys.ts); rows from before it was kept
     * hold 'legacy', which no hash equals.
     */
    payloadHash: text('payload_hash').notNull().default('legacy'),
    schoolId: integer('school_id').notNull(),
    courseGroupId: integer('course_group_id').notNull(),
    date: date('date').notNull(),
    classPeriodId: integer('class_period_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'attendance_submissions_user_client', columns: [t.userId, t.clientId] })],
);

/** Active minutes per user per day, from the web app's activity pings (teacher time on site). */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    minutes: integer('minutes').notNull().default(0),
    lastPingAt: timestamp('last_ping_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_activity_user_day').on(t.userId, t.day)],
);
