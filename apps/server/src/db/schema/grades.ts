/**
 * Worksheets, continuous score overrides and report cards (DOMAIN.md "Assessment"). Report cards
 * and their course rows are computed from the scores, never typed: a recomputation replaces the
 * rows of a draft card; a published card is frozen until it is unpublished.
 */
import {
  primaryKey,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { auditColumns, scoreColumn } from './columns';
import { academicYearRef, classrooms, schoolRef, terms } from './organisation';
import { courseGroups, students } from './people';
import { qualitativeScoreTypes } from './assessment';

/** One activity (column) of a course group's worksheet in a term. */
export const worksheetActivities = pgTable(
  'worksheet_activities',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
    title: text('title').notNull(),
    date: date('date'),
    maxScore: smallint('max_score').notNull().default(20),
    ...auditColumns,
  },
  (t) => [index('worksheet_activities_group_term').on(t.courseGroupId, t.termId)],
);

/** One cell of a worksheet: a score or a mark (absent/excused). */
export const worksheetScores = pgTable(
  'worksheet_scores',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => worksheetActivities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    score: scoreColumn('score'),
    mark: text('mark'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('worksheet_scores_activity_student').on(t.activityId, t.studentId)],
);

/**
 * Applied worksheet submissions, by user and the client id that user's browser gave them: a retried
 * save is applied once, the same id with other cells is refused.
 */
export const worksheetSubmissions = pgTable(
  'worksheet_submissions',
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'worksheet_submissions_user_client', columns: [t.userId, t.clientId] })],
);

/** A continuous score entered by hand instead of the computed one, always with a reason. */
export const continuousScoreOverrides = pgTable(
  'continuous_score_overrides',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    score: scoreColumn('score').notNull(),
    reason: text('reason').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('continuous_overrides_group_term_student').on(t.courseGroupId, t.termId, t.studentId)],
);

/** A student's report card for a term (termId set) or the whole year (termId null). */
export const reportCards = pgTable(
  'report_cards',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    termId: integer('term_id').references(() => terms.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    gradeLevel: smallint('grade_level').notNull(),
    /** Average of the numeric course scores weighted by units; null when there is none. */
    average: scoreColumn('average'),
    totalUnits: smallint('total_units').notNull().default(0),
    passedUnits: smallint('passed_units').notNull().default(0),
    classRank: smallint('class_rank'),
    gradeRank: smallint('grade_rank'),
    absentCount: smallint('absent_count').notNull().default(0),
    lateCount: smallint('late_count').notNull().default(0),
    excusedCount: smallint('excused_count').notNull().default(0),
    status: text('status').notNull().default('draft'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id),
    /**
     * When the card was first published; kept when it returns to draft. A card once published is
     * the family's record of the term: a computation never removes it, not even for a student who
     * has left since (compute-report-cards.ts).
     */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    unique('report_cards_student_year_term').on(t.studentId, t.academicYearId, t.termId).nullsNotDistinct(),
    index('report_cards_school_year_term').on(t.schoolId, t.academicYearId, t.termId, t.classroomId),
  ],
);

/** One course of a report card; scores are on the 0–20 scale after normalisation. */
export const reportCardCourses = pgTable(
  'report_card_courses',
  {
    // No foreign keys on report_card_id, school_id and course_plan_id (the card's and the group's,
    // copied): a network's report cards write ~300,000 of these rows at once, and each key check
    // costs a lookup. Only computeReportCards writes or deletes cards, and it removes a card's
    // course rows with the card.
    reportCardId: integer('report_card_id').notNull(),
    schoolId: integer('school_id').notNull(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    coursePlanId: integer('course_plan_id').notNull(),
    units: smallint('units').notNull(),
    continuousScore: scoreColumn('continuous_score'),
    finalScore: scoreColumn('final_score'),
    /** The course's score on this card: the term score, or the year score on a year card. */
    score: scoreColumn('score'),
    qualitativeTypeId: integer('qualitative_type_id').references(() => qualitativeScoreTypes.id),
    passed: boolean('passed'),
    /** The class average of `score` for this course, kept for the card's chart. */
    classAverage: scoreColumn('class_average'),
  },
  (t) => [
    // One row per card and course group, and no serial id: one index less to write per row. The key
    // also INCLUDEs course_plan_id and score (migration 0020, written by hand: Drizzle cannot say it).
    primaryKey({ name: 'report_card_courses_card_group', columns: [t.reportCardId, t.courseGroupId] }),
    index('report_card_courses_group').on(t.courseGroupId),
    // A school's analytics read its own course rows, not the network's (bench:analytics).
    index('report_card_courses_school_card').on(t.schoolId, t.reportCardId),
  ],
);
