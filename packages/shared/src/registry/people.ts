/** People and curriculum entities (DOMAIN.md "People", "Curriculum and timetable"). */
import { GRADE_LEVELS } from '../school';
import { entityPermissions, type EntityDef, type EntityPermissions } from './types';

export const STUDENT_STATUSES = ['studying', 'transferred', 'graduated', 'withdrawn'] as const;
export const GENDERS = ['male', 'female'] as const;
export const NATIONALITIES = ['iranian', 'foreign'] as const;
export const DEGREES = ['diploma', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export const EMPLOYMENT_TYPES = ['official', 'contract', 'hourly', 'service'] as const;
/** Saturday (0) to Thursday (5); Friday is the weekend. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5'] as const;
export const CALENDAR_EVENT_KINDS = ['holiday', 'exam', 'meeting', 'ceremony'] as const;

const same = (key: string): EntityPermissions => ({ list: key, add: key, edit: key, delete: key });

export const studentsEntity: EntityDef = {
  name: 'students',
  label: { fa: 'دانش‌آموز', faPlural: 'دانش‌آموزان', en: 'student', enPlural: 'students' },
  scope: 'school',
  permissions: entityPermissions('students'),
  menuGroup: 'people',
  icon: 'Groups',
  titleField: 'lastName',
  // Five «گودرزی» in one school: a student is named in full, with their classroom, and a picker's
  // second line adds the national code.
  nameFields: ['firstName', 'lastName'],
  nameContext: 'classroomId',
  optionDetail: ['nationalCode'],
  cardFields: ['classroomId', 'studentNumber', 'fatherMobile'],
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
    { name: 'fatherName', type: 'text', list: true, searchable: true, maxLength: 60 },
    {
      name: 'nationalCode',
      type: 'nationalCode',
      required: true,
      unique: true,
      uniqueAcrossNetwork: true,
      list: true,
      searchable: true,
    },
    {
      name: 'studentNumber',
      type: 'text',
      format: 'code',
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 20,
    },
    { name: 'classroomId', type: 'reference', ref: 'classrooms', list: true, filterable: true },
    { name: 'gender', type: 'enum', options: GENDERS, required: true, list: true, filterable: true },
    { name: 'status', type: 'enum', options: STUDENT_STATUSES, required: true, list: true, filterable: true },
    // Students are some 7 to 19 years old: the calendar opens on the years around 14 years ago.
    { name: 'birthDate', type: 'jalaliDate', sortable: true, calendarYearsBack: 14 },
    { name: 'birthPlace', type: 'text', maxLength: 60 },
    { name: 'nationality', type: 'enum', options: NATIONALITIES, filterable: true },
    { name: 'foreignId', type: 'text', format: 'code', maxLength: 30 },
    { name: 'mobile', type: 'phone', searchable: true },
    { name: 'fatherMobile', type: 'phone', list: true, searchable: true },
    { name: 'motherMobile', type: 'phone', searchable: true },
    { name: 'homePhone', type: 'phone' },
    { name: 'postalCode', type: 'text', format: 'digits', maxLength: 10 },
    { name: 'address', type: 'text', multiline: true, maxLength: 500 },
    { name: 'photo', type: 'image' },
    // Special needs: the exam seating keeps the student in a venue's first row.
    { name: 'frontSeat', type: 'boolean', filterable: true },
    { name: 'notes', type: 'richText', maxLength: 4000 },
  ],
  // Grade level and major belong to the classroom; the list filters students through it.
  derivedFilters: [
    {
      field: { name: 'gradeLevel', type: 'enum', options: GRADE_LEVELS.map(String) },
      via: 'classroomId',
      target: 'gradeLevel',
    },
    { field: { name: 'majorId', type: 'reference', ref: 'major' }, via: 'classroomId', target: 'majorId' },
  ],
};

/** Columns of the student Excel import, in template order (server sheet and web preview alike). */
export const STUDENT_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'studentNumber',
  'classroomId',
  'gender',
  'status',
  'birthDate',
  'birthPlace',
  'mobile',
  'fatherMobile',
  'motherMobile',
  'homePhone',
  'postalCode',
  'address',
] as const;

/** Columns of the teacher Excel import, in template order. */
export const TEACHER_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'nationalCode',
  'personnelCode',
  'mobile',
  'email',
  'gender',
  'degree',
  'fieldOfStudy',
  'employment',
  'hireDate',
] as const;

/** The answer of an import preview: counts, and every row with an error plus the first valid ones. */
export interface SheetImportPreview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  rows: {
    row: number;
    cells: Record<string, string>;
    errors: Record<string, string>;
    action: 'create' | 'update';
  }[];
  /** The sheet's own columns, where they are not the entity's fields (an exam's courses). */
  columns?: { key: string; header: string }[];
}

export const teachersEntity: EntityDef = {
  name: 'teachers',
  label: { fa: 'دبیر', faPlural: 'دبیران', en: 'teacher', enPlural: 'teachers' },
  scope: 'school',
  permissions: entityPermissions('teachers'),
  menuGroup: 'people',
  icon: 'CoPresent',
  titleField: 'lastName',
  nameFields: ['firstName', 'lastName'],
  cardFields: ['personnelCode', 'mobile'],
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
      uniqueAcrossNetwork: true,
      list: true,
      searchable: true,
    },
    {
      name: 'personnelCode',
      type: 'text',
      format: 'code',
      unique: true,
      list: true,
      searchable: true,
      maxLength: 20,
    },
    { name: 'mobile', type: 'phone', list: true, searchable: true },
    { name: 'email', type: 'text', format: 'email', maxLength: 120 },
    { name: 'gender', type: 'enum', options: GENDERS, filterable: true },
    { name: 'degree', type: 'enum', options: DEGREES, list: true, filterable: true },
    { name: 'fieldOfStudy', type: 'text', maxLength: 80, searchable: true },
    { name: 'employment', type: 'enum', options: EMPLOYMENT_TYPES, list: true, filterable: true },
    { name: 'hireDate', type: 'jalaliDate', sortable: true },
    { name: 'photo', type: 'image' },
  ],
};

export const coursePlansEntity: EntityDef = {
  name: 'course-plans',
  label: { fa: 'برنامه درسی', faPlural: 'برنامه‌های درسی', en: 'course plan', enPlural: 'course plans' },
  scope: 'network',
  permissions: entityPermissions('course-plans'),
  menuGroup: 'curriculum',
  icon: 'MenuBook',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
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
    { name: 'weeklyHours', type: 'number', list: true, min: 1, max: 20 },
    { name: 'units', type: 'number', required: true, list: true, min: 1, max: 10 },
    { name: 'maxScore', type: 'number', min: 1, max: 100 },
    { name: 'passingScore', type: 'number', min: 0, max: 100 },
    { name: 'kind', type: 'enum', options: ['theory', 'practical', 'both'], filterable: true },
    {
      name: 'grading',
      type: 'enum',
      options: ['numeric', 'qualitative'],
      required: true,
      list: true,
      filterable: true,
    },
  ],
};

export const courseGroupsEntity: EntityDef = {
  name: 'course-groups',
  label: { fa: 'گروه درسی', faPlural: 'گروه‌های درسی', en: 'course group', enPlural: 'course groups' },
  scope: 'schoolYear',
  permissions: entityPermissions('course-groups'),
  menuGroup: 'curriculum',
  icon: 'Class',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
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
      name: 'classroomId',
      type: 'reference',
      ref: 'classrooms',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'coursePlanId',
      type: 'reference',
      ref: 'course-plans',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'teacherId', type: 'reference', ref: 'teachers', list: true, filterable: true },
  ],
};

/** One course group in one weekday × class period: the weekly timetable's cells. */
export const scheduleSlotsEntity: EntityDef = {
  name: 'schedule-slots',
  label: {
    fa: 'زنگ برنامه هفتگی',
    faPlural: 'زنگ‌های برنامه هفتگی',
    en: 'timetable slot',
    enPlural: 'timetable slots',
  },
  scope: 'school',
  permissions: same('weekly-schedule.manage'),
  menuGroup: 'curriculum',
  icon: 'ViewWeek',
  titleField: 'weekday',
  defaultSort: { field: 'weekday', dir: 'asc' },
  fields: [
    {
      name: 'courseGroupId',
      type: 'reference',
      ref: 'course-groups',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'weekday',
      type: 'enum',
      options: WEEKDAYS,
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    {
      name: 'classPeriodId',
      type: 'reference',
      ref: 'class-period',
      required: true,
      list: true,
      filterable: true,
    },
  ],
};

export const calendarEventsEntity: EntityDef = {
  name: 'calendar-events',
  label: {
    fa: 'رویداد تقویم',
    faPlural: 'رویدادهای تقویم',
    en: 'calendar event',
    enPlural: 'calendar events',
  },
  scope: 'school',
  permissions: same('schedule-calendar.manage'),
  menuGroup: 'curriculum',
  icon: 'Event',
  titleField: 'title',
  defaultSort: { field: 'startDate', dir: 'desc' },
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
      name: 'kind',
      type: 'enum',
      options: CALENDAR_EVENT_KINDS,
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'startDate', type: 'jalaliDate', required: true, list: true, sortable: true },
    { name: 'endDate', type: 'jalaliDate', required: true, list: true, sortable: true },
  ],
};
