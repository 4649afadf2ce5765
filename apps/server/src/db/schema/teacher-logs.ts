/** Teacher logs (what was taught in a period) and teacher notes about a student (DOMAIN.md "Assessment"). */
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { academicYearRef, classPeriods, schoolRef } from './organisation';
import { courseGroups, students, teachers } from './people';

export const teacherLogs = pgTable(
  'teacher_logs',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    date: date('date').notNull(),
    classPeriodId: integer('class_period_id').references(() => classPeriods.id),
    topic: text('topic').notNull(),
    homework: text('homework'),
    notes: text('notes'),
    ...auditColumns,
  },
  (t) => [
    index('teacher_logs_group_date').on(t.courseGroupId, t.date),
    index('teacher_logs_teacher').on(t.teacherId, t.date),
    // The school's list (managers): the current school and year, newest first.
    index('teacher_logs_school_year_date').on(t.schoolId, t.academicYearId, t.date),
  ],
);

export const teacherNotes = pgTable(
  'teacher_notes',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    date: date('date').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('teacher_notes_student').on(t.studentId, t.date),
    index('teacher_notes_teacher').on(t.teacherId, t.date),
    index('teacher_notes_school_year_date').on(t.schoolId, t.academicYearId, t.date),
  ],
);
