/**
 * The year's results (DOMAIN.md "The year's turn"): outcomes are computed from the year report card
 * and the make-up exams (modules/year-results); only a hand-set outcome and the make-up rounds with
 * their students and scores are stored.
 */
import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, scoreColumn } from './columns';
import { academicYearRef, schoolRef } from './organisation';
import { coursePlans, students } from './people';
import { examSessions } from './exam-logistics';

/** An outcome a manager set by hand, with the reason; it wins over the rules until removed. */
export const yearOutcomeOverrides = pgTable(
  'year_outcome_overrides',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('year_outcome_overrides_year_student').on(t.academicYearId, t.studentId),
    index('year_outcome_overrides_school_year').on(t.schoolId, t.academicYearId),
  ],
);

/** A Shahrivar make-up exam (امتحان جبرانی) of one course plan in a school's year. */
export const makeupExams = pgTable(
  'makeup_exams',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    coursePlanId: integer('course_plan_id')
      .notNull()
      .references(() => coursePlans.id),
    date: date('date').notNull(),
    examSessionId: integer('exam_session_id').references(() => examSessions.id),
    maxScore: smallint('max_score').notNull().default(20),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    index('makeup_exams_school_year').on(t.schoolId, t.academicYearId, t.date),
    uniqueIndex('makeup_exams_school_year_course').on(t.schoolId, t.academicYearId, t.coursePlanId),
  ],
);

/** A student who must sit a make-up exam, with their score or mark once entered. */
export const makeupExamStudents = pgTable(
  'makeup_exam_students',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    makeupExamId: integer('makeup_exam_id')
      .notNull()
      .references(() => makeupExams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    score: scoreColumn('score'),
    mark: text('mark'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('makeup_exam_students_exam_student').on(t.makeupExamId, t.studentId),
    index('makeup_exam_students_school').on(t.schoolId, t.makeupExamId),
    index('makeup_exam_students_student').on(t.studentId),
  ],
);
