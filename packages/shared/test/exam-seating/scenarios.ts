/** Random venues and classroom mixes for the property tests, and the checks every seating must pass. */
import fc from 'fast-check';
import type {
  LockedSeat,
  SeatingInput,
  SeatingResult,
  SeatingStudent,
  SeatingVenue,
} from '../../src/exam-seating';

export interface ScenarioShape {
  venues: [number, number];
  side: [number, number];
  classrooms: [number, number];
  /** Share of the usable seats taken, 0..1 (above 1 asks for a capacity error). */
  fill: [number, number];
  /** Share of a venue's seats that may be out of use (0 for none). */
  outOfUse: number;
  locks: boolean;
  front: boolean;
}

/**
 * A failing case is reported as found (with its seed and path to replay it), not shrunk: shrinking
 * through the many draws of `fc.gen` replays the property hundreds of thousands of times.
 */
export const runs = { endOnFailure: true } as const;

/** Hundreds of seatings per test: seconds alone, far more on a machine busy with other work. */
export const PROPERTY_TIMEOUT_MS = 120_000;

export const usableSeats = (venue: SeatingVenue) =>
  venue.rows * venue.columns - (venue.outOfUse?.length ?? 0);

/** A venue with some seats out of use (distinct ones). */
const venueArbitrary = (id: number, shape: ScenarioShape) =>
  fc
    .record({
      rows: fc.integer({ min: shape.side[0], max: shape.side[1] }),
      columns: fc.integer({ min: shape.side[0], max: shape.side[1] }),
    })
    .chain(({ rows, columns }) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: rows * columns - 1 }), {
          maxLength: Math.floor(rows * columns * shape.outOfUse),
        })
        .map((cells): SeatingVenue => ({
          id,
          rows,
          columns,
          outOfUse: cells.map((cell) => ({ row: Math.floor(cell / columns), column: cell % columns })),
        })),
    );

export const scenario = (shape: ScenarioShape) =>
  fc.gen().map((g): SeatingInput => {
    const venueCount = g(fc.integer, { min: shape.venues[0], max: shape.venues[1] });
    const venues = Array.from({ length: venueCount }, (_, v) => g(() => venueArbitrary(10 + v * 7, shape)));
    const seats = venues.reduce((sum, v) => sum + usableSeats(v), 0);
    const fill = g(fc.double, { min: shape.fill[0], max: shape.fill[1], noNaN: true });
    const count = Math.max(0, Math.round(seats * fill));
    const classroomCount = g(fc.integer, { min: shape.classrooms[0], max: shape.classrooms[1] });
    // Grade and course follow the classroom, as in a school: each classroom sits one paper.
    const classrooms = Array.from({ length: classroomCount }, (_, c) => {
      const grade = 10 + g(fc.integer, { min: 0, max: 2 });
      return { id: 500 + c, grade, course: `${grade}-${g(fc.integer, { min: 0, max: 1 })}` };
    });
    const weights = classrooms.map(() => g(fc.integer, { min: 1, max: 6 }));
    const total = weights.reduce((a, b) => a + b, 0);
    const students: SeatingStudent[] = Array.from({ length: count }, (_, k) => {
      let pick = g(fc.integer, { min: 0, max: total - 1 });
      let c = 0;
      while (pick >= weights[c]!) pick -= weights[c++]!;
      const room = classrooms[c]!;
      return {
        id: 1000 + k * 3,
        classroomId: room.id,
        gradeLevel: room.grade,
        courseKey: room.course,
        frontSeat: shape.front && g(fc.integer, { min: 0, max: 9 }) === 0,
      };
    });
    const locked: LockedSeat[] = [];
    if (shape.locks && count <= seats) {
      const free = venues.flatMap((venue) => {
        const out = new Set((venue.outOfUse ?? []).map((s) => s.row * venue.columns + s.column));
        return Array.from({ length: venue.rows * venue.columns }, (_, cell) => cell)
          .filter((cell) => !out.has(cell))
          .map((cell) => ({
            venueId: venue.id,
            row: Math.floor(cell / venue.columns),
            column: cell % venue.columns,
          }));
      });
      const lockCount = g(fc.integer, { min: 0, max: Math.min(5, count, free.length) });
      const seatsTaken = g(fc.shuffledSubarray, free, { minLength: lockCount, maxLength: lockCount });
      const lockedStudents = g(fc.shuffledSubarray, students, { minLength: lockCount, maxLength: lockCount });
      seatsTaken.forEach((seat, k) => locked.push({ ...seat, studentId: lockedStudents[k]!.id }));
    }
    return { venues, students, locked, seed: g(fc.integer, { min: 0, max: 2 ** 31 - 1 }) };
  });

/** Every hard rule of a seating; returns what is broken (empty when all hold). */
export function brokenRules(input: SeatingInput, result: SeatingResult): string[] {
  if (!result.ok) return [`refused: ${JSON.stringify(result.error)}`];
  const problems: string[] = [];
  const venues = new Map(input.venues.map((v) => [v.id, v]));
  const seen = new Set<number>();
  const seatsUsed = new Set<string>();
  for (const seat of result.seats) {
    if (seen.has(seat.studentId)) problems.push(`student ${seat.studentId} seated twice`);
    seen.add(seat.studentId);
    const key = `${seat.venueId}:${seat.row}:${seat.column}`;
    if (seatsUsed.has(key)) problems.push(`seat ${key} used twice`);
    seatsUsed.add(key);
    const venue = venues.get(seat.venueId);
    if (!venue) problems.push(`unknown venue ${seat.venueId}`);
    else {
      if (seat.row < 0 || seat.row >= venue.rows || seat.column < 0 || seat.column >= venue.columns)
        problems.push(`seat ${key} outside its venue`);
      if (venue.outOfUse?.some((s) => s.row === seat.row && s.column === seat.column))
        problems.push(`seat ${key} is out of use`);
    }
  }
  for (const student of input.students)
    if (!seen.has(student.id)) problems.push(`student ${student.id} unseated`);
  if (result.seats.length !== input.students.length) problems.push('seat count differs from student count');
  const seatOf = new Map(result.seats.map((s) => [s.studentId, s]));
  for (const lock of input.locked ?? []) {
    const seat = seatOf.get(lock.studentId);
    if (!seat || seat.venueId !== lock.venueId || seat.row !== lock.row || seat.column !== lock.column)
      problems.push(`lock of student ${lock.studentId} not kept`);
  }
  return problems;
}
