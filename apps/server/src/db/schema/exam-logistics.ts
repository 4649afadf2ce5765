/**
 * Term exam logistics (DOMAIN.md "Exam logistics"): sessions, start times of a day, the term's plan,
 * venues and the seats students are given in them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { exams, examTypes } from './assessment';
import { academicYearRef, majors, schoolRef, terms } from './organisation';
import { coursePlans, students } from './people';

/** نوبت برگزاری: the morning and afternoon sittings of an exam day. */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    ordinal: smallint('ordinal').notNull(),
    defaultStartTime: time('default_start_time').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('exam_sessions_school_title').on(t.schoolId, t.title)],
);

/** A day on which a session starts at another time than its default. */
export const examStartTimes = pgTable(
  'exam_start_times',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    date: date('date').notNull(),
    examSessionId: integer('exam_session_id')
      .notNull()
      .references(() => examSessions.id),
    startTime: time('start_time').notNull(),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('exam_start_times_day').on(t.schoolId, t.date, t.examSessionId)],
);

/**
 * A row of the term's exam plan: a course of a grade (or of one major in it) on a date and session.
 * `examId` is the exam of every course group of that course and grade, made or linked on save.
 */
export const examPlanItems = pgTable(
  'exam_plan_items',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
    title: text('title').notNull(),
    date: date('date').notNull(),
    examSessionId: integer('exam_session_id')
      .notNull()
      .references(() => examSessions.id),
    coursePlanId: integer('course_plan_id')
      .notNull()
      .references(() => coursePlans.id),
    gradeLevel: smallint('grade_level').notNull(),
    majorId: integer('major_id').references(() => majors.id),
    startTime: time('start_time'),
    durationMinutes: smallint('duration_minutes').notNull(),
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id),
    examId: integer('exam_id').references(() => exams.id),
    ...auditColumns,
  },
  (t) => [
    index('exam_plan_items_school_year_date').on(t.schoolId, t.academicYearId, t.date, t.examSessionId),
    uniqueIndex('exam_plan_items_exam').on(t.examId),
  ],
);

/** حوزه / سالن: a grid of seats, some out of use, and who supervises it. */
export const examVenues = pgTable(
  'exam_venues',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    seatRows: smallint('seat_rows').notNull(),
    seatColumns: smallint('seat_columns').notNull(),
    capacity: smallint('capacity').notNull(),
    /** «row-column» codes from 1, row 1 at the front, space-separated (exam-venue-seats.ts). */
    outOfUseSeats: text('out_of_use_seats').notNull().default(''),
    supervisorTeacherIds: integer('supervisor_teacher_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    supervisorStaffIds: integer('supervisor_staff_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    location: text('location'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('exam_venues_school_title').on(t.schoolId, t.title)],
);

/**
 * The seat a student is given for one exam date and session: at most one student a seat and one
 * seat a student in each. Rows and columns are 0-based with row 0 at the front, as the seating
 * optimiser counts them. `locked` seats stay where they are when the session is placed again.
 */
export const examSeats = pgTable(
  'exam_seats',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    date: date('date').notNull(),
    examSessionId: integer('exam_session_id')
      .notNull()
      .references(() => examSessions.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => examVenues.id),
    seatRow: smallint('seat_row').notNull(),
    seatColumn: smallint('seat_column').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** The exams the student sits in this session (usually one). */
    examIds: integer('exam_ids').array().notNull(),
    locked: boolean('locked').notNull().default(false),
    /** Marked at the door by a supervisor (the venue's absentees); who and when, for the audit. */
    absent: boolean('absent').notNull().default(false),
    absentMarkedBy: integer('absent_marked_by'),
    absentMarkedAt: timestamp('absent_marked_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('exam_seats_seat').on(t.venueId, t.date, t.examSessionId, t.seatRow, t.seatColumn),
    uniqueIndex('exam_seats_student').on(t.studentId, t.date, t.examSessionId),
    index('exam_seats_school_day').on(t.schoolId, t.date, t.examSessionId),
    check('exam_seats_position', sql`${t.seatRow} >= 0 and ${t.seatColumn} >= 0`),
  ],
);
