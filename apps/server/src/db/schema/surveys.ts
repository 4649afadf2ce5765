/**
 * Teacher surveys (DOMAIN.md "Surveys and pre-registration"). Answers are anonymous by
 * construction: a code row knows its survey and classroom and whether it is spent, never a student;
 * an answer row knows its survey, classroom, teacher, question and score, never a code or a student,
 * and carries no time (nothing to set beside when a code was used).
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { academicYearRef, classrooms, schoolRef } from './organisation';
import { teachers } from './people';

export const surveyGroups = pgTable(
  'survey_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    title: text('title').notNull(),
    description: text('description'),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    classroomIds: integer('classroom_ids').array().notNull(),
    ...auditColumns,
  },
  (t) => [
    index('survey_groups_school_year').on(t.schoolId, t.academicYearId, t.opensOn),
    check('survey_groups_window', sql`${t.closesOn} >= ${t.opensOn}`),
  ],
);

export const surveyItems = pgTable(
  'survey_items',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    surveyGroupId: integer('survey_group_id')
      .notNull()
      .references(() => surveyGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('survey_items_group').on(t.surveyGroupId, t.sortOrder),
    // The questions' list reads by the current school first.
    index('survey_items_school').on(t.schoolId, t.surveyGroupId),
  ],
);

/** One single-use code: its SHA-256 only (the printed slip is the one copy of the code itself). */
export const surveyCodes = pgTable(
  'survey_codes',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    surveyGroupId: integer('survey_group_id')
      .notNull()
      .references(() => surveyGroups.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    codeHash: text('code_hash').notNull(),
    spent: boolean('spent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('survey_codes_group_hash').on(t.surveyGroupId, t.codeHash),
    index('survey_codes_group_classroom').on(t.surveyGroupId, t.classroomId),
  ],
);

/** A score of one teacher on one question; a random id, so row ids tell no order of submission. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: schoolRef(),
    surveyGroupId: integer('survey_group_id')
      .notNull()
      .references(() => surveyGroups.id),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    surveyItemId: integer('survey_item_id')
      .notNull()
      .references(() => surveyItems.id),
    score: smallint('score').notNull(),
  },
  (t) => [
    index('survey_answers_group_teacher').on(t.surveyGroupId, t.teacherId),
    index('survey_answers_group_classroom').on(t.surveyGroupId, t.classroomId),
    index('survey_answers_item').on(t.surveyItemId),
    check('survey_answers_scale', sql`${t.score} between 1 and 5`),
  ],
);

/**
 * Wrong codes tried on a survey in the current minute, shared by every server process: past the
 * budget the survey takes no code at all until the minute is over (modules/surveys/guess-guard.ts).
 */
export const surveyGuessWindows = pgTable('survey_guess_windows', {
  surveyGroupId: integer('survey_group_id')
    .primaryKey()
    .references(() => surveyGroups.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});
