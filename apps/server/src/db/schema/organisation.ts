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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, scoreColumn } from './columns';
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
    /**
     * How many days back a teacher may take or change attendance of their own groups (a make-up
     * sheet after a network outage); 0 is today only, empty is the default (attendance-rules.ts).
     * Those who take any group's attendance have no limit.
     */
    attendancePastDays: integer('attendance_past_days').default(7),
    /** The exam plan warns of a student with exams on more days in a row than this; empty is 2. */
    examMaxConsecutiveDays: smallint('exam_max_consecutive_days'),
    /** Discipline notices by SMS to parents when an item is recorded, with the school's template. */
    disciplineSmsEnabled: boolean('discipline_sms_enabled').notNull().default(false),
    disciplineSmsTemplate: text('discipline_sms_template'),
    /** 'rial' (also when empty) or 'toman': how the school's money pages show amounts; stored in Rials. */
    moneyUnit: text('money_unit').default('rial'),
    /** Debt reminders to debtors' parents ({student}, {amount}, {due}). */
    debtSmsTemplate: text('debt_sms_template'),
    /** Messages this school may queue in a day, instead of the network's cap (sms_settings); empty: that. */
    smsDailyCap: integer('sms_daily_cap'),
    /**
     * The year's results (packages/shared/src/year-results.ts): the make-up limit in 'courses' or
     * 'units'; empty fields take DEFAULT_YEAR_RESULT_SETTINGS.
     */
    makeupLimitKind: text('makeup_limit_kind').default('courses'),
    makeupLimit: smallint('makeup_limit').default(3),
    /** Grades 10–12: below this year average, courses under it are retaken; empty: no such rule. */
    yearAverageThreshold: scoreColumn('year_average_threshold'),
    /** 'replace' (the make-up score becomes the year score) or 'best' (the better of the two). */
    makeupScoreRule: text('makeup_score_rule').default('replace'),
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
    /**
     * A closed year is read-only: its attendance, scores and cards take amendments only (with the
     * amend permission and a reason), enforced in engine/closed-years.ts.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
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
