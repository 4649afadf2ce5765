/**
 * Institutes' mock exams (DOMAIN.md "Institutes"): the institutes (قلم‌چی، گاج، سنجش ...) are the
 * network's, shared by every school; each school records the institute exams its students sat and
 * imports their results from Excel (per course: percent, standardised score تراز and rank; overall
 * تراز and rank). The results are not an engine entity: they come only through the import.
 */
import { GRADE_LEVELS } from '../school';
import { entityPermissions, type EntityDef } from './types';

/** Most courses one institute exam may have (each is three columns of the results sheet). */
export const MAX_CORP_EXAM_COURSES = 15;

/** A course's percent: negative marking lets it fall below zero (a third off per wrong answer). */
export const CORP_PERCENT_RANGE = { min: -100, max: 100 } as const;
/** A standardised score (تراز): whole numbers; institutes centre it near 5,000. */
export const CORP_STANDARD_SCORE_RANGE = { min: 0, max: 30_000 } as const;
/** A rank among the institute's candidates: 1 and up. */
export const CORP_RANK_MAX = 10_000_000;

export const corpsEntity: EntityDef = {
  name: 'corps',
  label: { fa: 'موسسه', faPlural: 'موسسات', en: 'institute', enPlural: 'institutes' },
  scope: 'network',
  permissions: entityPermissions('corps'),
  menuGroup: 'institutes',
  icon: 'CorporateFare',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  // Spec: institutes have a list and an add page, no edit page.
  pages: { edit: false },
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
    {
      name: 'code',
      type: 'text',
      format: 'code',
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 20,
    },
  ],
};

export const corpExamsEntity: EntityDef = {
  name: 'corp-exams',
  label: {
    fa: 'آزمون موسسه',
    faPlural: 'آزمون‌های موسسات',
    en: 'institute exam',
    enPlural: 'institute exams',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('corp-exams'),
  menuGroup: 'institutes',
  icon: 'FactCheck',
  titleField: 'title',
  // «آزمون ۳ · قلم‌چی»: the institute tells exams of one title apart.
  nameContext: 'corpId',
  cardFields: ['date', 'gradeLevel', 'resultCount'],
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    { name: 'corpId', type: 'reference', ref: 'corps', required: true, list: true, filterable: true },
    {
      name: 'title',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    { name: 'date', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    {
      name: 'gradeLevel',
      type: 'enum',
      options: GRADE_LEVELS.map(String),
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    // The exam's courses, in the order of the results sheet's columns; of the exam's grade level.
    { name: 'coursePlanIds', type: 'reference', ref: 'course-plans', multiple: true, required: true },
    // Students with imported results, kept by the import.
    { name: 'resultCount', type: 'number', readOnly: true, list: true, sortable: true },
  ],
};
