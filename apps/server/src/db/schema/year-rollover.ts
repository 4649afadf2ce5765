/**
 * The year's turn (DOMAIN.md "The year's turn"): a school's rollover from one academic year to the
 * next, with every row it created or changed, so running it again creates nothing twice and undoing
 * it (before the new year's first attendance) puts everything back; and students' transfers out.
 */
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { academicYears, classrooms, schoolRef } from './organisation';
import { students } from './people';

export const yearRollovers = pgTable(
  'year_rollovers',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    fromYearId: integer('from_year_id')
      .notNull()
      .references(() => academicYears.id),
    toYearId: integer('to_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** The options of the last run (what was copied, the placement rule). */
    options: jsonb('options').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('year_rollovers_school_years').on(t.schoolId, t.fromYearId, t.toYearId)],
);

/**
 * One row a rollover made (kind classroom, course-group, schedule-slot: fromId the old row, toId the
 * new) or one student it moved (kind student: fromId the student, toId the new classroom or null,
 * previous the classroom and status before).
 */
export const yearRolloverItems = pgTable(
  'year_rollover_items',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    rolloverId: integer('rollover_id')
      .notNull()
      .references(() => yearRollovers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromId: integer('from_id').notNull(),
    toId: integer('to_id'),
    previous: jsonb('previous'),
  },
  (t) => [
    uniqueIndex('year_rollover_items_kind_from').on(t.rolloverId, t.kind, t.fromId),
    index('year_rollover_items_school').on(t.schoolId, t.rolloverId),
  ],
);

/** A student's transfer out (انتقال): the student stays, with status transferred and their data kept. */
export const studentTransfers = pgTable(
  'student_transfers',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** The classroom the student left (kept on the student too). */
    classroomId: integer('classroom_id').references(() => classrooms.id),
    transferDate: date('transfer_date').notNull(),
    destination: text('destination').notNull(),
    reason: text('reason').notNull(),
    /** The status before, so a mistaken transfer can be told apart from a withdrawal. */
    previousStatus: text('previous_status').notNull(),
    ...auditColumns,
  },
  (t) => [index('student_transfers_school_student').on(t.schoolId, t.studentId)],
);
