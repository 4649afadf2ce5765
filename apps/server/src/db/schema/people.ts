/** People, curriculum and timetable tables (DOMAIN.md "People", "Curriculum and timetable"). */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { persianSortKey } from '../../engine/persian-sql';
import { users } from './auth';
import { auditColumns } from './columns';
import { academicYearRef, classPeriods, classrooms, majors, schoolRef } from './organisation';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fatherName: text('father_name'),
    nationalCode: text('national_code').notNull(),
    studentNumber: text('student_number'),
    classroomId: integer('classroom_id').references(() => classrooms.id),
    /** شماره در دفتر: set by the classroom's list-order page. */
    rollNumber: smallint('roll_number'),
    gender: text('gender').notNull(),
    status: text('status').notNull(),
    birthDate: date('birth_date'),
    birthPlace: text('birth_place'),
    nationality: text('nationality'),
    foreignId: text('foreign_id'),
    mobile: text('mobile'),
    fatherMobile: text('father_mobile'),
    motherMobile: text('mother_mobile'),
    homePhone: text('home_phone'),
    postalCode: text('postal_code'),
    address: text('address'),
    photo: text('photo'),
    /** Special needs: the exam seating keeps the student in a venue's first row. */
    frontSeat: boolean('front_seat').notNull().default(false),
    notes: text('notes'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('students_national_code').on(t.nationalCode),
    uniqueIndex('students_school_number').on(t.schoolId, t.studentNumber),
    index('students_school_classroom').on(t.schoolId, t.classroomId),
    // The students list always filters on the current school and pages in a sort order: one index per
    // sortable column, on the same Persian sort-key expression the list orders by (persian-sql.ts), so
    // the first page is read in order instead of sorting the whole school. id breaks ties as in ORDER BY.
    // The sorted column itself comes last: PostgreSQL reads an expression index index-only only when
    // the columns under the expression are in it too, and a late page walks its offset over the ids
    // alone (page-statement.ts) — index entries, not the table's rows. (Drizzle has no INCLUDE.)
    index('students_school_last_name_key').on(
      t.schoolId,
      persianSortKey(t.lastName).inlineParams(),
      t.id,
      t.lastName,
    ),
    index('students_school_first_name_key').on(
      t.schoolId,
      persianSortKey(t.firstName).inlineParams(),
      t.id,
      t.firstName,
    ),
    index('students_school_number_key').on(
      t.schoolId,
      persianSortKey(t.studentNumber).inlineParams(),
      t.id,
      t.studentNumber,
    ),
    index('students_school_birth_date').on(t.schoolId, t.birthDate, t.id),
    index('students_school_created_at').on(t.schoolId, t.createdAt, t.id),
    index('students_school_updated_at').on(t.schoolId, t.updatedAt, t.id),
    // The list's enum filters; used when the value is rare in the school (withdrawn, foreign students).
    index('students_school_status').on(t.schoolId, t.status),
    index('students_school_gender').on(t.schoolId, t.gender),
    index('students_school_nationality').on(t.schoolId, t.nationality),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalCode: text('national_code').notNull(),
    personnelCode: text('personnel_code'),
    mobile: text('mobile'),
    email: text('email'),
    gender: text('gender'),
    degree: text('degree'),
    fieldOfStudy: text('field_of_study'),
    employment: text('employment'),
    hireDate: date('hire_date'),
    photo: text('photo'),
    /** The teacher's login, when they have one. */
    userId: integer('user_id').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('teachers_national_code').on(t.nationalCode),
    uniqueIndex('teachers_school_personnel').on(t.schoolId, t.personnelCode),
    index('teachers_user').on(t.userId),
  ],
);

export const coursePlans = pgTable(
  'course_plans',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    code: text('code'),
    gradeLevel: smallint('grade_level').notNull(),
    majorId: integer('major_id').references(() => majors.id),
    weeklyHours: smallint('weekly_hours'),
    units: smallint('units').notNull(),
    maxScore: smallint('max_score'),
    passingScore: smallint('passing_score'),
    kind: text('kind'),
    grading: text('grading').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('course_plans_code').on(t.code)],
);

export const courseGroups = pgTable(
  'course_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    title: text('title').notNull(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    coursePlanId: integer('course_plan_id')
      .notNull()
      .references(() => coursePlans.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    ...auditColumns,
  },
  (t) => [
    index('course_groups_school_year').on(t.schoolId, t.academicYearId),
    index('course_groups_classroom').on(t.classroomId),
    index('course_groups_teacher').on(t.teacherId),
  ],
);

export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    weekday: smallint('weekday').notNull(),
    classPeriodId: integer('class_period_id')
      .notNull()
      .references(() => classPeriods.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('schedule_slots_group_slot').on(t.courseGroupId, t.weekday, t.classPeriodId),
    index('schedule_slots_school_slot').on(t.schoolId, t.weekday, t.classPeriodId),
  ],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ...auditColumns,
  },
  (t) => [index('calendar_events_school_dates').on(t.schoolId, t.startDate)],
);

/**
 * The students of a course group that is a subgroup of its classroom (e.g. a lab half). A course
 * group with no rows here has the classroom's students.
 */
export const courseGroupStudents = pgTable(
  'course_group_students',
  {
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: schoolRef(),
  },
  (t) => [
    uniqueIndex('course_group_students_pk').on(t.courseGroupId, t.studentId),
    index('course_group_students_student').on(t.studentId),
  ],
);
