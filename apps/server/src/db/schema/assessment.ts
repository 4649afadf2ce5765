/** Exam types, qualitative score types, exams and their scores (DOMAIN.md "Assessment"). */
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, scoreColumn } from './columns';
import { academicYearRef, schoolRef, terms } from './organisation';
import { courseGroups, students } from './people';

export const examTypes = pgTable(
  'exam_types',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    countsToward: text('counts_toward').notNull(),
    defaultMaxScore: smallint('default_max_score'),
    weight: smallint('weight'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('exam_types_school_title').on(t.schoolId, t.title)],
);

export const qualitativeScoreTypes = pgTable(
  'qualitative_score_types',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    code: text('code'),
    ordinal: smallint('ordinal').notNull(),
    minScore: scoreColumn('min_score'),
    maxScore: scoreColumn('max_score'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('qualitative_score_types_school_title').on(t.schoolId, t.title)],
);

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    title: text('title').notNull(),
    /** The course groups that sit the exam (one, or several sharing a common exam); never empty. */
    courseGroupIds: integer('course_group_ids').array().notNull(),
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id),
    termId: integer('term_id').references(() => terms.id),
    date: date('date').notNull(),
    maxScore: smallint('max_score').notNull().default(20),
    weight: smallint('weight').notNull().default(1),
    locked: boolean('locked').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    index('exams_school_year').on(t.schoolId, t.academicYearId, t.date),
    index('exams_course_groups').using('gin', t.courseGroupIds),
  ],
);

/** One row per student per exam: a score, or a mark (absent/excused), or a qualitative type. */
export const examScores = pgTable(
  'exam_scores',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** The exam's course group the score was entered under (the student's group of the exam). */
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    score: scoreColumn('score'),
    mark: text('mark'),
    qualitativeTypeId: integer('qualitative_type_id').references(() => qualitativeScoreTypes.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('exam_scores_exam_student').on(t.examId, t.studentId),
    // A student's scores (the dossier's scores tab): without it, every score of the network is read.
    index('exam_scores_student').on(t.studentId),
    // Qualitative values are rare; report cards find them here instead of scanning every score.
    index('exam_scores_qualitative')
      .on(t.examId)
      .where(sql`qualitative_type_id is not null`),
  ],
);

/**
 * Applied score submissions, by user and the client id that user's browser gave them: a retried
 * submission is recognised and applied once, the same id with other scores is refused.
 */
export const examScoreSubmissions = pgTable(
  'exam_score_submissions',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /**
     * SHA-256 of what the submission saved (engine/submission-keys.ts); rows from before it was kept
     * hold 'legacy', which no hash equals.
     */
    payloadHash: text('payload_hash').notNull().default('legacy'),
    schoolId: integer('school_id').notNull(),
    examId: integer('exam_id').notNull(),
    courseGroupId: integer('course_group_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'exam_score_submissions_user_client', columns: [t.userId, t.clientId] })],
);
