/**
 * The Shahrivar make-up exams (امتحانات جبرانی) of the year's results: one per course plan in a
 * school's year, on a date and exam session. Its students and scores are the year results' own
 * pages (apps/server/src/modules/year-results); the engine keeps the exam itself.
 */
import { entityPermissions, type EntityDef } from './types';

export const makeupExamsEntity: EntityDef = {
  name: 'makeup-exams',
  label: { fa: 'امتحان جبرانی', faPlural: 'امتحانات جبرانی', en: 'make-up exam', enPlural: 'make-up exams' },
  scope: 'schoolYear',
  permissions: entityPermissions('makeup-exams'),
  menuGroup: 'assessment',
  icon: 'EventRepeat',
  titleField: 'date',
  defaultSort: { field: 'date', dir: 'asc' },
  fields: [
    {
      name: 'coursePlanId',
      type: 'reference',
      ref: 'course-plans',
      required: true,
      unique: true,
      list: true,
      filterable: true,
    },
    { name: 'date', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    { name: 'examSessionId', type: 'reference', ref: 'exam-session', list: true, filterable: true },
    { name: 'maxScore', type: 'number', min: 1, max: 100, list: true },
    { name: 'note', type: 'text', maxLength: 200, list: true },
  ],
};
