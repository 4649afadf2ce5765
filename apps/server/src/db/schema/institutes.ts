/**
 * Institutes' mock exams (DOMAIN.md "Institutes"): the network's institutes, each school's exams of
 * them, and the results imported from Excel — one row per student and exam (overall تراز and rank)
 * with a row per course (percent, تراز, rank). Results belong to their exam and go with it.
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, scoreColumn } from './columns';
import { academicYearRef, schoolRef } from './organisation';
import { coursePlans, students } from './people';

export const corps = pgTable(
  'corps',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    code: text('code'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('corps_title').on(t.title), uniqueIndex('corps_code').on(t.code)],
);

export const corpExams = pgTable(
  'corp_exams',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    corpId: integer('corp_id')
      .notNull()
      .references(() => corps.id),
    title: text('title').notNull(),
    date: date('date').notNull(),
    gradeLevel: smallint('grade_level').notNull(),
    /** The exam's courses in the order of the results sheet; never empty. */
    coursePlanIds: integer('course_plan_ids').array().notNull(),
    /** Students with results, kept by the import. */
    resultCount: integer('result_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('corp_exams_school_year_date').on(t.schoolId, t.academicYearId, t.date),
    index('corp_exams_corp').on(t.corpId),
  ],
);

/** A student's result of one exam: the overall تراز and rank (either may be missing on the sheet). */
export const corpExamResults = pgTable(
  'corp_exam_results',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    corpExamId: integer('corp_exam_id')
      .notNull()
      .references(() => corpExams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    totalScore: integer('total_score'),
    totalRank: integer('total_rank'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by'),
  },
  (t) => [
    uniqueIndex('corp_exam_results_exam_student').on(t.corpExamId, t.studentId),
    // A student's exams (the student report).
    index('corp_exam_results_student').on(t.studentId),
  ],
);

/** One course of a result: percent (may be negative), standardised score and rank. */
export const corpExamScores = pgTable(
  'corp_exam_scores',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => corpExamResults.id, { onDelete: 'cascade' }),
    coursePlanId: integer('course_plan_id')
      .notNull()
      .references(() => coursePlans.id),
    percent: scoreColumn('percent'),
    standardScore: integer('standard_score'),
    rank: integer('rank'),
  },
  (t) => [
    primaryKey({ columns: [t.resultId, t.coursePlanId] }),
    // A course plan still holding results cannot be deleted: its rows are found here.
    index('corp_exam_scores_course').on(t.coursePlanId),
  ],
);
