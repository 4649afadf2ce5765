/** The tables the generator fills, in insertion order (parents before children). */
import {
  academicYears,
  classPeriods,
  classrooms,
  complexes,
  coursePlans,
  courseGroups,
  examScores,
  exams,
  examTypes,
  majors,
  scheduleSlots,
  schools,
  students,
  teachers,
  terms,
} from '../../../apps/server/src/db/schema';

export const GENERATED_TABLES = {
  complexes,
  schools,
  academicYears,
  terms,
  majors,
  coursePlans,
  classPeriods,
  classrooms,
  teachers,
  courseGroups,
  scheduleSlots,
  students,
  examTypes,
  exams,
  examScores,
} as const;

export type GeneratedTable = keyof typeof GENERATED_TABLES;

/** Rows of each table as Drizzle inserts them, with explicit ids (children reference them). */
export type GeneratedRows = {
  [K in GeneratedTable]: ((typeof GENERATED_TABLES)[K]['$inferInsert'] & { id: number })[];
};
