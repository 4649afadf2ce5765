/**
 * Online pre-registration (DOMAIN.md "Surveys and pre-registration"): a school's campaigns (the
 * public form of a year, open for a window), the grades each offers with their capacity, and the
 * applications people send from /application/{campaign}. Applications come from the public form
 * (or, through the API, from the office typing in one brought on paper); the school lists, reads,
 * corrects and decides them (preregistration module).
 */
import { GENDERS } from './people';
import { APPLICATION_DOCUMENTS, APPLICATION_STATUSES } from '../preregistration';
import { GRADE_LEVELS } from '../school';
import { entityPermissions, type EntityDef, type FieldDef } from './types';

const gradeLevelField: FieldDef = {
  name: 'gradeLevel',
  type: 'enum',
  options: GRADE_LEVELS.map(String),
  required: true,
  list: true,
  sortable: true,
  filterable: true,
};

export const preregisterCampaignsEntity: EntityDef = {
  name: 'preregister-campaigns',
  label: {
    fa: 'فرم پیش‌ثبت‌نام',
    faPlural: 'فرم‌های پیش‌ثبت‌نام',
    en: 'pre-registration form',
    enPlural: 'pre-registration forms',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('preregister-campaigns'),
  menuGroup: 'preregistration',
  icon: 'AssignmentInd',
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
    // Whole days, Tehran time, both ends included.
    { name: 'opensOn', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    { name: 'closesOn', type: 'jalaliDate', required: true, list: true, sortable: true },
    {
      name: 'requiredDocuments',
      type: 'enum',
      options: APPLICATION_DOCUMENTS,
      multiple: true,
      list: true,
    },
    // Shown to applicants above the form, as plain text.
    { name: 'description', type: 'text', multiline: true, maxLength: 1000 },
  ],
};

export const preregisterGradesEntity: EntityDef = {
  name: 'preregister-grades',
  label: {
    fa: 'پایه و ظرفیت پیش‌ثبت‌نام',
    faPlural: 'پایه‌ها و ظرفیت‌های پیش‌ثبت‌نام',
    en: 'pre-registration grade',
    enPlural: 'pre-registration grades',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('preregister-campaigns'),
  menuGroup: 'preregistration',
  icon: 'EventSeat',
  titleField: 'gradeLevel',
  nameContext: 'campaignId',
  defaultSort: { field: 'gradeLevel', dir: 'asc' },
  fields: [
    {
      name: 'campaignId',
      type: 'reference',
      ref: 'preregister-campaigns',
      required: true,
      list: true,
      filterable: true,
    },
    gradeLevelField,
    // Seats: acceptances (and enrolments) of the grade stop there; applications beyond wait.
    { name: 'capacity', type: 'number', min: 1, max: 2000, required: true, list: true, sortable: true },
  ],
};

export const preregisterEntity: EntityDef = {
  name: 'preregister',
  label: {
    fa: 'درخواست پیش‌ثبت‌نام',
    faPlural: 'درخواست‌های پیش‌ثبت‌نام',
    en: 'pre-registration',
    enPlural: 'pre-registrations',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('preregister'),
  // The list (with counts per status), the view and the decisions are the feature's own pages; the
  // edit form at detail/{id} is the engine's (preregistration routes on the web).
  pages: { add: false, bespoke: true },
  menuGroup: 'preregistration',
  icon: 'HowToReg',
  titleField: 'lastName',
  nameFields: ['firstName', 'lastName'],
  nameContext: 'campaignId',
  optionDetail: ['nationalCode'],
  cardFields: ['trackingCode', 'gradeLevel', 'status'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  fields: [
    {
      name: 'trackingCode',
      type: 'text',
      format: 'code',
      readOnly: true,
      list: true,
      searchable: true,
      maxLength: 12,
    },
    {
      name: 'status',
      type: 'enum',
      options: APPLICATION_STATUSES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    {
      name: 'firstName',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 50,
    },
    {
      name: 'lastName',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 50,
    },
    gradeLevelField,
    { name: 'nationalCode', type: 'nationalCode', required: true, list: true, searchable: true },
    // معدل: two decimals as on a report card (۱۸٫۳۷).
    { name: 'previousAverage', type: 'number', decimal: true, min: 0, max: 20, list: true, sortable: true },
    {
      name: 'campaignId',
      type: 'reference',
      ref: 'preregister-campaigns',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'fatherName', type: 'text', required: true, maxLength: 50 },
    { name: 'birthDate', type: 'jalaliDate', required: true, calendarYearsBack: 12 },
    { name: 'gender', type: 'enum', options: GENDERS, required: true, filterable: true },
    { name: 'previousSchool', type: 'text', maxLength: 120 },
    { name: 'fatherMobile', type: 'phone' },
    { name: 'motherMobile', type: 'phone' },
    { name: 'address', type: 'text', multiline: true, required: true, maxLength: 300 },
    // What the applicant reads on the status page when the school rejects the application.
    { name: 'rejectionReason', type: 'text', readOnly: true, multiline: true, maxLength: 500 },
    { name: 'studentId', type: 'reference', ref: 'students', readOnly: true },
  ],
};
