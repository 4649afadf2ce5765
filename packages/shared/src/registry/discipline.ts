/**
 * Discipline entities (DOMAIN.md "Discipline, money, communication"): the school's kinds of
 * discipline items, each with the score it adds or takes away, and the items recorded for students.
 * The discipline score of a term (20 plus the deltas, clamped to 0–20) is computed, never stored.
 */
import { entityPermissions, type EntityDef } from './types';

export const DISCIPLINE_KINDS = ['positive', 'negative'] as const;
export type DisciplineKind = (typeof DISCIPLINE_KINDS)[number];
export const DISCIPLINE_SEVERITIES = ['low', 'medium', 'high'] as const;

export const disciplineTypesEntity: EntityDef = {
  name: 'school-discipline-types',
  label: {
    fa: 'نوع مورد انضباطی',
    faPlural: 'انواع موارد انضباطی',
    en: 'discipline type',
    enPlural: 'discipline types',
  },
  scope: 'school',
  permissions: entityPermissions('school-discipline-types'),
  menuGroup: 'discipline',
  icon: 'Rule',
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
      maxLength: 120,
    },
    {
      name: 'kind',
      type: 'enum',
      options: DISCIPLINE_KINDS,
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    // Quarter points, signed: negative for a breach, positive for merit (the kind must agree).
    { name: 'scoreDelta', type: 'score', min: -20, max: 20, required: true, list: true, sortable: true },
    {
      name: 'severity',
      type: 'enum',
      options: DISCIPLINE_SEVERITIES,
      required: true,
      list: true,
      filterable: true,
    },
  ],
};

export const disciplineItemsEntity: EntityDef = {
  name: 'discipline-students',
  label: {
    fa: 'مورد انضباطی',
    faPlural: 'موارد انضباطی',
    en: 'discipline item',
    enPlural: 'discipline items',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('discipline-students'),
  menuGroup: 'discipline',
  icon: 'Gavel',
  titleField: 'date',
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    { name: 'studentId', type: 'reference', ref: 'students', required: true, list: true, filterable: true },
    {
      name: 'disciplineTypeId',
      type: 'reference',
      ref: 'school-discipline-types',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'date',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'description', type: 'text', multiline: true, maxLength: 1000, searchable: true },
    { name: 'actionTaken', type: 'text', multiline: true, maxLength: 500, list: true },
    // Ticked by hand (a phone call), or by the server when the school sends the notice by SMS.
    { name: 'parentsNotified', type: 'boolean', list: true, filterable: true },
  ],
};
