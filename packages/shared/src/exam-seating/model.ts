/**
 * The input as dense arrays: students and venues sorted by id (so the result does not depend on the
 * order they were given in), classrooms, grades and courses as small integer codes compared in the
 * inner loops of the local search.
 */
import { buildVenueGrid, type VenueGrid } from './grid';
import type { SeatAssignment, SeatingStudent, SeatingVenue } from './types';

export interface SeatingModel {
  grids: VenueGrid[];
  /** Input students by dense index (sorted by id). */
  studentIds: number[];
  classroomIds: number[];
  classroom: Int32Array;
  grade: Int32Array;
  course: Int32Array;
  front: Uint8Array;
  /** Venue index and cell of a locked student, -1 when not locked. */
  lockedVenue: Int32Array;
  lockedCell: Int32Array;
}

function codes<T>(values: T[], compare: (a: T, b: T) => number): { distinct: T[]; of: Map<T, number> } {
  const distinct = [...new Set(values)].sort(compare);
  return { distinct, of: new Map(distinct.map((value, index) => [value, index])) };
}

const byNumber = (a: number, b: number) => a - b;

/** `placed`: seats fixed in advance (the locked seats), already validated. */
export function buildSeatingModel(
  inputVenues: readonly SeatingVenue[],
  inputStudents: readonly SeatingStudent[],
  placed: readonly SeatAssignment[],
): SeatingModel {
  const venues = [...inputVenues].sort((a, b) => a.id - b.id);
  const students = [...inputStudents].sort((a, b) => a.id - b.id);
  const grids = venues.map(buildVenueGrid);
  const venueIndex = new Map(venues.map((venue, index) => [venue.id, index]));
  const studentIndex = new Map(students.map((student, index) => [student.id, index]));

  const classrooms = codes(
    students.map((s) => s.classroomId),
    byNumber,
  );
  const grades = codes(
    students.map((s) => s.gradeLevel),
    byNumber,
  );
  const courses = codes(
    students.map((s) => s.courseKey),
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  const n = students.length;
  const model: SeatingModel = {
    grids,
    studentIds: students.map((s) => s.id),
    classroomIds: classrooms.distinct,
    classroom: Int32Array.from(students, (s) => classrooms.of.get(s.classroomId)!),
    grade: Int32Array.from(students, (s) => grades.of.get(s.gradeLevel)!),
    course: Int32Array.from(students, (s) => courses.of.get(s.courseKey)!),
    front: Uint8Array.from(students, (s) => (s.frontSeat ? 1 : 0)),
    lockedVenue: new Int32Array(n).fill(-1),
    lockedCell: new Int32Array(n).fill(-1),
  };
  for (const lock of placed) {
    const index = studentIndex.get(lock.studentId)!;
    const venue = venueIndex.get(lock.venueId)!;
    model.lockedVenue[index] = venue;
    model.lockedCell[index] = lock.row * grids[venue]!.columns + lock.column;
  }
  return model;
}

/**
 * Orders students by grade, then course, then classroom: each classroom, course and grade becomes
 * one run of the order, which the dealing and the stride placement spread out.
 */
export function byGradeCourseClassroom(model: SeatingModel): (a: number, b: number) => number {
  return (a, b) =>
    model.grade[a]! - model.grade[b]! ||
    model.course[a]! - model.course[b]! ||
    model.classroom[a]! - model.classroom[b]! ||
    a - b;
}
