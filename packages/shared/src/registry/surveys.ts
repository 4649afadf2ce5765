/**
 * Teacher surveys (DOMAIN.md "Surveys and pre-registration"): a survey of the school's year with
 * its open window and target classrooms, and its questions on the 1–5 scale in order. Codes,
 * answers and reports are the surveys module's own (they are never rows a user edits).
 */
import { entityPermissions, type EntityDef } from './types';

export const surveyGroupsEntity: EntityDef = {
  name: 'survey-groups',
  label: { fa: 'نظرسنجی', faPlural: 'نظرسنجی‌ها', en: 'survey', enPlural: 'surveys' },
  scope: 'schoolYear',
  permissions: entityPermissions('survey-groups'),
  menuGroup: 'surveys',
  icon: 'Poll',
  titleField: 'title',
  defaultSort: { field: 'opensOn', dir: 'desc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 150,
    },
    // The window is whole days, Tehran time, both ends included; at most SURVEY_MAX_WINDOW_DAYS.
    { name: 'opensOn', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    { name: 'closesOn', type: 'jalaliDate', required: true, list: true, sortable: true },
    {
      name: 'classroomIds',
      type: 'reference',
      ref: 'classrooms',
      multiple: true,
      required: true,
      list: true,
    },
    // Shown to the students above the questions.
    { name: 'description', type: 'text', multiline: true, maxLength: 1000 },
  ],
};

/** A question of a survey; its page is the survey's items (survey-groups/{id}/items). */
export const surveyItemsEntity: EntityDef = {
  name: 'survey-items',
  label: {
    fa: 'پرسش نظرسنجی',
    faPlural: 'پرسش‌های نظرسنجی',
    en: 'survey question',
    enPlural: 'survey questions',
  },
  scope: 'school',
  // A survey's questions are part of the survey: whoever edits the survey edits them.
  permissions: {
    list: 'survey-groups.list',
    add: 'survey-groups.edit',
    edit: 'survey-groups.edit',
    delete: 'survey-groups.edit',
  },
  menuGroup: 'surveys',
  titleField: 'question',
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  pages: { bespoke: true },
  fields: [
    {
      name: 'surveyGroupId',
      type: 'reference',
      ref: 'survey-groups',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'question', type: 'text', required: true, list: true, searchable: true, maxLength: 300 },
    // Filled by the server (after the last question) when left empty.
    { name: 'sortOrder', type: 'number', min: 1, max: 1000, list: true, sortable: true },
  ],
};
