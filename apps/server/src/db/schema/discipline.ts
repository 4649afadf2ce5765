/** Discipline: the school's kinds of items and the items recorded for students (DOMAIN.md). */
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, scoreColumn } from './columns';
import { academicYearRef, schoolRef } from './organisation';
import { students } from './people';

export const disciplineTypes = pgTable(
  'discipline_types',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    scoreDelta: scoreColumn('score_delta').notNull(),
    severity: text('severity').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('discipline_types_school_title').on(t.schoolId, t.title)],
);

export const disciplineItems = pgTable(
  'discipline_items',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    disciplineTypeId: integer('discipline_type_id')
      .notNull()
      .references(() => disciplineTypes.id),
    date: date('date').notNull(),
    description: text('description'),
    actionTaken: text('action_taken'),
    parentsNotified: boolean('parents_notified').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    // The school's list, newest first; the reports read a school's year by date too.
    index('discipline_items_school_year_date').on(t.schoolId, t.academicYearId, t.date),
    // A student's items (dossier, report card scores).
    index('discipline_items_student').on(t.studentId, t.date),
    index('discipline_items_type').on(t.disciplineTypeId),
  ],
);
