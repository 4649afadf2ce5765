/** Organisation entities (DOMAIN.md "Organisation"). */
import { GRADE_LEVELS, SCHOOL_GENDERS, SCHOOL_STAGES } from '../school';
import { MONEY_UNITS } from './finance';
import { MAKEUP_LIMIT_KINDS, MAKEUP_SCORE_RULES } from '../year-results';
import { entityPermissions, type EntityDef } from './types';

export const SCHOOL_KINDS = ['public', 'private', 'sampleState', 'gifted', 'shahed', 'other'] as const;

export const complexesEntity: EntityDef = {
  name: 'complexes',
  label: { fa: 'مجتمع آموزشی', faPlural: 'مجتمع‌های آموزشی', en: 'complex', enPlural: 'complexes' },
  scope: 'network',
  permissions: entityPermissions('complexes'),
  menuGroup: 'organisation',
  icon: 'Domain',
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    {
      name: 'code',
      type: 'text',
      format: 'code',
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 20,
    },
    { name: 'phone', type: 'phone', list: true },
    { name: 'address', type: 'text', multiline: true, maxLength: 500 },
  ],
};

export const schoolsEntity: EntityDef = {
  name: 'schools',
  label: { fa: 'مدرسه', faPlural: 'مدارس', en: 'school', enPlural: 'schools' },
  // A school's own id is its scope: users see the schools their roles are in.
  scope: 'school',
  permissions: entityPermissions('schools'),
  menuGroup: 'organisation',
  icon: 'School',
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    {
      name: 'code',
      type: 'text',
      format: 'digits',
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 8,
    },
    { name: 'complexId', type: 'reference', ref: 'complexes', list: true, filterable: true },
    {
      name: 'stage',
      type: 'enum',
      options: SCHOOL_STAGES,
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    { name: 'gender', type: 'enum', options: SCHOOL_GENDERS, required: true, list: true, filterable: true },
    { name: 'kind', type: 'enum', options: SCHOOL_KINDS, filterable: true },
    { name: 'principal', type: 'text', maxLength: 120, searchable: true },
    // Printed on report cards; uploaded for this school (POST /api/files/images, kind school-logo).
    { name: 'logo', type: 'image' },
    { name: 'phone', type: 'phone' },
    { name: 'postalCode', type: 'text', format: 'digits', maxLength: 10 },
    { name: 'address', type: 'text', multiline: true, maxLength: 500 },
    { name: 'absenceSmsEnabled', type: 'boolean' },
    { name: 'absenceSmsTemplate', type: 'text', multiline: true, maxLength: 300 },
    { name: 'attendancePastDays', type: 'number', min: 0, max: 60 },
    // The exam plan warns of a student with exams on more days in a row than this (empty: 2).
    { name: 'examMaxConsecutiveDays', type: 'number', min: 1, max: 14 },
    // Discipline items notify the parents by SMS when this is on (discipline-notices.ts).
    { name: 'disciplineSmsEnabled', type: 'boolean' },
    { name: 'disciplineSmsTemplate', type: 'text', multiline: true, maxLength: 300 },
    // How amounts are shown on the school's money pages and receipts; stored amounts are Rials.
    { name: 'moneyUnit', type: 'enum', options: MONEY_UNITS },
    { name: 'debtSmsTemplate', type: 'text', multiline: true, maxLength: 300 },
    // Overrides the network's daily SMS cap for this school (sms-outbox.ts); set by network-wide users.
    { name: 'smsDailyCap', type: 'number', min: 0, max: 1_000_000, onlyWith: 'sms.settings' },
    // The year's results (year-results.ts): the make-up limit, grades 10–12's average threshold and
    // how a make-up score counts; empty: DEFAULT_YEAR_RESULT_SETTINGS.
    { name: 'makeupLimitKind', type: 'enum', options: MAKEUP_LIMIT_KINDS },
    { name: 'makeupLimit', type: 'number', min: 0, max: 30 },
    { name: 'yearAverageThreshold', type: 'score' },
    { name: 'makeupScoreRule', type: 'enum', options: MAKEUP_SCORE_RULES },
  ],
};

export const academicYearsEntity: EntityDef = {
  name: 'academic-years',
  label: { fa: 'سال تحصیلی', faPlural: 'سال‌های تحصیلی', en: 'academic year', enPlural: 'academic years' },
  scope: 'network',
  permissions: entityPermissions('academic-years'),
  menuGroup: 'organisation',
  icon: 'CalendarMonth',
  titleField: 'title',
  defaultSort: { field: 'startDate', dir: 'desc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 20,
    },
    { name: 'startDate', type: 'jalaliDate', required: true, list: true, sortable: true },
    { name: 'endDate', type: 'jalaliDate', required: true, list: true, sortable: true },
    { name: 'isCurrent', type: 'boolean', list: true, filterable: true },
  ],
};

export const termsEntity: EntityDef = {
  name: 'terms',
  label: { fa: 'نوبت', faPlural: 'نوبت‌ها', en: 'term', enPlural: 'terms' },
  scope: 'network',
  permissions: entityPermissions('academic-years'),
  menuGroup: 'organisation',
  icon: 'DateRange',
  titleField: 'title',
  defaultSort: { field: 'startDate', dir: 'asc' },
  fields: [
    {
      name: 'academicYearId',
      type: 'reference',
      ref: 'academic-years',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'title', type: 'text', required: true, list: true, searchable: true, maxLength: 40 },
    { name: 'ordinal', type: 'number', required: true, list: true, sortable: true, min: 1, max: 4 },
    { name: 'startDate', type: 'jalaliDate', required: true, list: true, sortable: true },
    { name: 'endDate', type: 'jalaliDate', required: true, list: true, sortable: true },
  ],
};

export const majorsEntity: EntityDef = {
  name: 'major',
  label: { fa: 'رشته', faPlural: 'رشته‌ها', en: 'major', enPlural: 'majors' },
  scope: 'network',
  permissions: entityPermissions('major'),
  menuGroup: 'organisation',
  icon: 'AccountTree',
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  // Spec: majors have a list and an add page, no edit page.
  pages: { edit: false },
  fields: [
    {
      name: 'name',
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
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 10,
    },
    { name: 'stage', type: 'enum', options: SCHOOL_STAGES, list: true, filterable: true },
  ],
};

export const classPeriodsEntity: EntityDef = {
  name: 'class-period',
  label: { fa: 'زنگ', faPlural: 'زنگ‌ها', en: 'class period', enPlural: 'class periods' },
  scope: 'school',
  permissions: entityPermissions('class-period'),
  menuGroup: 'organisation',
  icon: 'Schedule',
  titleField: 'title',
  defaultSort: { field: 'ordinal', dir: 'asc' },
  fields: [
    { name: 'title', type: 'text', required: true, list: true, searchable: true, maxLength: 40 },
    {
      name: 'ordinal',
      type: 'number',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      min: 1,
      max: 20,
    },
    { name: 'startTime', type: 'time', required: true, list: true, sortable: true },
    { name: 'endTime', type: 'time', required: true, list: true },
  ],
};

export const classroomsEntity: EntityDef = {
  name: 'classrooms',
  label: { fa: 'کلاس', faPlural: 'کلاس‌ها', en: 'classroom', enPlural: 'classrooms' },
  scope: 'schoolYear',
  permissions: entityPermissions('classrooms'),
  menuGroup: 'organisation',
  icon: 'MeetingRoom',
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 40,
    },
    {
      name: 'gradeLevel',
      type: 'enum',
      options: GRADE_LEVELS.map(String),
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    { name: 'majorId', type: 'reference', ref: 'major', list: true, filterable: true },
    { name: 'capacity', type: 'number', list: true, min: 1, max: 60 },
    { name: 'room', type: 'text', maxLength: 40 },
  ],
};

export const rolesEntity: EntityDef = {
  name: 'roles',
  label: { fa: 'سمت', faPlural: 'سمت‌ها', en: 'role', enPlural: 'roles' },
  scope: 'network',
  permissions: entityPermissions('roles'),
  menuGroup: 'settings',
  icon: 'Badge',
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 60,
    },
    { name: 'description', type: 'text', list: true, multiline: true, maxLength: 300 },
    { name: 'permissions', type: 'enum', multiple: true, optionsSource: 'permissions' },
    { name: 'isSystem', type: 'boolean', readOnly: true, list: true },
  ],
};

export const usersEntity: EntityDef = {
  name: 'users',
  label: { fa: 'کاربر', faPlural: 'کاربران', en: 'user', enPlural: 'users' },
  // Users are network rows; a school-bound viewer sees those who hold a role in one of their schools.
  scope: 'network',
  permissions: entityPermissions('users'),
  menuGroup: 'settings',
  icon: 'ManageAccounts',
  titleField: 'fullName',
  defaultSort: { field: 'fullName', dir: 'asc' },
  fields: [
    {
      name: 'username',
      type: 'text',
      format: 'username',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 64,
    },
    {
      name: 'fullName',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    { name: 'password', type: 'text', secret: true, maxLength: 128 },
    { name: 'mobile', type: 'phone', list: true, searchable: true },
    { name: 'nationalCode', type: 'nationalCode', unique: true, searchable: true },
    { name: 'active', type: 'boolean', list: true, filterable: true },
    { name: 'lastLoginAt', type: 'jalaliDate', readOnly: true, list: true, sortable: true },
  ],
};

export const userRolesEntity: EntityDef = {
  name: 'user-roles',
  label: { fa: 'سمت کاربر', faPlural: 'سمت‌های کاربران', en: 'user role', enPlural: 'user roles' },
  scope: 'network',
  permissions: entityPermissions('users'),
  menuGroup: 'settings',
  titleField: 'roleId',
  defaultSort: { field: 'id', dir: 'asc' },
  fields: [
    { name: 'userId', type: 'reference', ref: 'users', required: true, list: true, filterable: true },
    { name: 'roleId', type: 'reference', ref: 'roles', required: true, list: true, filterable: true },
    { name: 'schoolId', type: 'reference', ref: 'schools', list: true, filterable: true },
  ],
};

export const officeManagersEntity: EntityDef = {
  name: 'office-manager',
  label: { fa: 'کادر اداری', faPlural: 'کادر اداری', en: 'office staff member', enPlural: 'office staff' },
  scope: 'school',
  permissions: entityPermissions('office-manager'),
  menuGroup: 'people',
  icon: 'SupervisorAccount',
  titleField: 'lastName',
  nameFields: ['firstName', 'lastName'],
  defaultSort: { field: 'lastName', dir: 'asc' },
  fields: [
    {
      name: 'firstName',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 60,
    },
    {
      name: 'lastName',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 80,
    },
    {
      name: 'nationalCode',
      type: 'nationalCode',
      required: true,
      unique: true,
      list: true,
      searchable: true,
    },
    { name: 'mobile', type: 'phone', list: true, searchable: true },
    { name: 'roleId', type: 'reference', ref: 'roles', list: true, filterable: true },
    { name: 'email', type: 'text', format: 'email', maxLength: 120 },
  ],
};
