/**
 * Exam sessions for the seating benchmark, taken from the large generated network planned in memory
 * (the same rows `npm run seed:large` writes, no database): one session per school in which every
 * studying student sits the paper of their grade and major, and one in 80 wants a front seat.
 */
import type { SeatingStudent, SeatingVenue } from '@school/shared/exam-seating';
import type { ExistingState } from '../generator/existing-state';
import { planNetwork } from '../generator/plan';
import { GENERATED_TABLES, type GeneratedTable } from '../generator/tables';

export interface SchoolSession {
  schoolId: number;
  classrooms: number;
  students: SeatingStudent[];
}

/** Nothing in the database yet: ids from 1, no codes or names to avoid. */
function emptyState(): ExistingState {
  const nextId = Object.fromEntries(Object.keys(GENERATED_TABLES).map((table) => [table, 1]));
  return {
    nextId: nextId as Record<GeneratedTable, number>,
    studentCount: 0,
    schoolCodes: [],
    nationalCodes: [],
    complexNames: [],
    years: [],
    majors: new Map(),
    coursePlans: new Map(),
  };
}

export function networkSessions(schools: number, studentsPerSchool: number, seed: number): SchoolSession[] {
  // A fixed day, so the academic year (and so every row) depends on the seed only.
  const plan = planNetwork(
    { schools, studentsPerSchool, seed, today: new Date('2025-11-15T08:00:00Z') },
    emptyState(),
  );
  const { classrooms, students, coursePlans } = plan.rows;
  const classroomById = new Map(classrooms.map((c) => [c.id, c]));
  return plan.schoolIds.map((schoolId, index) => {
    // The session's paper for a grade and major: in even-numbered schools a course of the major's
    // own (majors of a grade sit different papers), in odd ones a course common to the grade.
    const paper = (grade: number, majorId: number | null) => {
      const ofGrade = coursePlans.filter((p) => p.gradeLevel === grade).sort((a, b) => a.id - b.id);
      const own = ofGrade.filter((p) => p.majorId !== null && p.majorId === majorId);
      const common = ofGrade.filter((p) => p.majorId === null);
      const options = (index % 2 === 0 && own.length > 0) || common.length === 0 ? own : common;
      return String(options[Math.floor(index / 2) % options.length]!.id);
    };
    const seated = students.filter((s) => s.schoolId === schoolId && s.classroomId !== null);
    return {
      schoolId,
      classrooms: new Set(seated.map((s) => s.classroomId)).size,
      students: seated.map((s) => {
        const room = classroomById.get(s.classroomId!)!;
        return {
          id: s.id,
          classroomId: room.id,
          gradeLevel: room.gradeLevel,
          courseKey: paper(room.gradeLevel, room.majorId ?? null),
          frontSeat: s.id % 80 === 0,
        };
      }),
    };
  });
}

/** `count` rooms of rows × columns, some with a few seats out of use. */
export function examHalls(count: number, rows: number, columns: number, brokenPerHall = 0): SeatingVenue[] {
  return Array.from({ length: count }, (_, v) => ({
    id: v + 1,
    rows,
    columns,
    outOfUse: Array.from({ length: brokenPerHall }, (_, k) => ({
      row: (3 + k * 2 + v) % rows,
      column: (1 + k * 3 + v * 2) % columns,
    })),
  }));
}
