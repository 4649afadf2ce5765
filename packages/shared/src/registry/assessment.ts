/** Assessment set-up entities (DOMAIN.md "Assessment"): exam types, qualitative score types, exams. */
import { entityPermissions, type EntityDef } from './types';

export const EXAM_KINDS = ['written', 'oral', 'practical', 'project'] as const;
export const EXAM_COUNTS_TOWARD = ['continuous', 'final'] as const;
/** An exam's max score when none is given (the Iranian 0–20 scale). */
export const DEFAULT_EXAM_MAX_SCORE = 20;
/** Scores are entered in quarter points. */
export const SCORE_STEP = 0.25;
/** Marks a student can get instead of a score. */
export const SCORE_MARKS = ['absent', 'excused'] as const;
export type ScoreMark = (typeof SCORE_MARKS)[number];

export const examTypesEntity: EntityDef = {
  name: 'exam-types',
  label: { fa: 'نوع آزمون', faPlural: 'انواع آزمون', en: 'exam type', enPlural: 'exam types' },
  scope: 'school',
  permissions: entityPermissions('exam-types'),
  menuGroup: 'assessment',
  icon: 'Category',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 80,
    },
    { name: 'kind', type: 'enum', options: EXAM_KINDS, required: true, list: true, filterable: true },
    {
      name: 'countsToward',
      type: 'enum',
      options: EXAM_COUNTS_TOWARD,
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'defaultMaxScore', type: 'number', list: true, min: 1, max: 100 },
    { name: 'weight', type: 'number', list: true, min: 1, max: 10 },
  ],
};

/** Elementary courses grade with these instead of numbers (خیلی خوب، خوب، ...), ordered best first. */
export const qualitativeScoreTypesEntity: EntityDef = {
  name: 'qualitative-score-types',
  label: {
    fa: 'نمره توصیفی',
    faPlural: 'نمرات توصیفی',
    en: 'qualitative score type',
    enPlural: 'qualitative score types',
  },
  scope: 'school',
  permissions: entityPermissions('qualitative-score-types'),
  menuGroup: 'assessment',
  icon: 'StarHalf',
  titleField: 'title',
  defaultSort: { field: 'ordinal', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 60,
    },
    { name: 'code', type: 'text', format: 'code', list: true, searchable: true, maxLength: 10 },
    { name: 'ordinal', type: 'number', required: true, list: true, sortable: true, min: 1, max: 20 },
    { name: 'minScore', type: 'score', list: true },
    { name: 'maxScore', type: 'score', list: true },
  ],
};

/**
 * An exam sat by one or more course groups (a common exam of a grade's classrooms). Its scores are entered on the grade entry page; `locked` is changed
 * only by the lock/unlock actions, and a locked exam refuses edits except amendments with a reason.
 */
export const examsEntity: EntityDef = {
  name: 'exams',
  label: { fa: 'آزمون', faPlural: 'آزمون‌ها', en: 'exam', enPlural: 'exams' },
  scope: 'schoolYear',
  permissions: entityPermissions('exams'),
  menuGroup: 'assessment',
  icon: 'Quiz',
  titleField: 'title',
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    {
      name: 'courseGroupIds',
      type: 'reference',
      ref: 'course-groups',
      multiple: true,
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'examTypeId',
      type: 'reference',
      ref: 'exam-types',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'termId', type: 'reference', ref: 'terms', list: true, filterable: true },
    { name: 'date', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    { name: 'maxScore', type: 'number', list: true, min: 1, max: 100 },
    { name: 'weight', type: 'number', min: 1, max: 10 },
    { name: 'locked', type: 'boolean', readOnly: true, list: true, filterable: true },
  ],
};

/** Why a score is not acceptable on an exam out of `maxScore`: out of range, off the quarter steps, or fine. */
export function scoreProblem(score: number, maxScore: number): 'range' | 'step' | null {
  if (!Number.isFinite(score) || score < 0 || score > maxScore) return 'range';
  if (!Number.isInteger(score / SCORE_STEP)) return 'step';
  return null;
}
