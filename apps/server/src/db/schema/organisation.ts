/** Organisation tables (DOMAIN.md "Organisation"). The entity engine builds on these. */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { roles } from './auth';

export const complexes = pgTable(
  'complexes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    address: text('address'),
    phone: text('phone'),
    managerUserId: integer('manager_user_id'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('complexes_name_unique').on(t.name)],
);

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    complexId: integer('complex_id').references(() => complexes.id),
    name: text('name').notNull(),
    code: text('code'),
    stage: text('stage').notNull(),
    gender: text('gender').notNull(),
    kind: text('kind'),
    address: text('address'),
    phone: text('phone'),
    postalCode: text('postal_code'),
    principal: text('principal'),
    /** `/api/files/<id>` of the school's logo (printed on report cards), stored for this school. */
    logo: text('logo'),
    /** Absence notices by SMS to parents, with the school's template (placeholders in braces). */
    absenceSmsEnabled: boolean('absence_sms_enabled').notNull().default(false),
    absenceSmsTemplate: text('absence_sms_template'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('schools_code_unique').on(t.code), index('schools_complex_idx').on(t.complexId)],
);

export const academicYears = pgTable(
  'academic_years',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('academic_years_title_unique').on(t.title)],
);

export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    academicYearId: academicYearRef(),
    title: text('title').notNull(),
    ordinal: smallint('ordinal').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ...auditColumns,
  },
  (t) => [index('terms_year_idx').on(t.academicYearId)],
);

export const majors = pgTable(
  'majors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    stage: text('stage'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('majors_name_unique').on(t.name)],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    gradeLevel: smallint('grade_level').notNull(),
    majorId: integer('major_id').references(() => majors.id),
    name: text('name').notNull(),
    capacity: smallint('capacity'),
    room: text('room'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('classrooms_school_year_name').on(t.schoolId, t.academicYearId, t.name)],
);

export const classPeriods = pgTable(
  'class_periods',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    ordinal: smallint('ordinal').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('class_periods_school_ordinal').on(t.schoolId, t.ordinal)],
);

/** Office staff who are not teachers (کادر اداری). */
export const officeManagers = pgTable(
  'office_managers',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalCode: text('national_code').notNull(),
    mobile: text('mobile'),
    roleId: integer('role_id').references(() => roles.id),
    email: text('email'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('office_managers_national_code').on(t.nationalCode),
    index('office_managers_school_idx').on(t.schoolId),
  ],
);

/** The school a row belongs to: the column every school-scoped table carries. */
export function schoolRef() {
  return integer('school_id')
    .notNull()
    .references(() => schools.id);
}

/** The academic year a row belongs to (tables scoped to a school and a year). */
export function academicYearRef() {
  return integer('academic_year_id')
    .notNull()
    .references(() => academicYears.id);
}
