/** Independent recounts from a seating's output, so the tests do not trust the optimiser's own stats. */
import type { SeatAssignment, SeatingInput, SeatingVenue } from '../../src/exam-seating';

export interface VenueRecount {
  classroom: number;
  grade: number;
  course: number;
  classroomSizes: Map<number, number>;
}

export function recountPairs(
  input: SeatingInput,
  seats: readonly SeatAssignment[],
): Map<number, VenueRecount> {
  const students = new Map(input.students.map((s) => [s.id, s]));
  const at = new Map(seats.map((s) => [`${s.venueId}:${s.row}:${s.column}`, students.get(s.studentId)!]));
  const out = new Map<number, VenueRecount>();
  for (const venue of input.venues)
    out.set(venue.id, { classroom: 0, grade: 0, course: 0, classroomSizes: new Map() });
  for (const seat of seats) {
    const me = students.get(seat.studentId)!;
    const tally = out.get(seat.venueId)!;
    tally.classroomSizes.set(me.classroomId, (tally.classroomSizes.get(me.classroomId) ?? 0) + 1);
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const other = at.get(`${seat.venueId}:${seat.row + dr}:${seat.column + dc}`);
      if (!other) continue;
      if (other.classroomId === me.classroomId) tally.classroom++;
      if (other.gradeLevel === me.gradeLevel) tally.grade++;
      if (other.courseKey === me.courseKey) tally.course++;
    }
  }
  return out;
}

/** Usable seats of each checkerboard colour ((row + column) even, odd). */
export function colourSeats(venue: SeatingVenue): [number, number] {
  const counts: [number, number] = [0, 0];
  for (let row = 0; row < venue.rows; row++)
    for (let column = 0; column < venue.columns; column++) {
      if (venue.outOfUse?.some((s) => s.row === row && s.column === column)) continue;
      counts[(row + column) % 2]!++;
    }
  return counts;
}

/**
 * The provable criterion: whole classrooms can be split into two groups, one fitting the free seats
 * of one colour and the other those of the other colour. Then a zero-pair seating exists (seats of
 * one colour are never neighbours), and the optimiser's checkerboard start finds one.
 */
export function checkerboardSplitExists(venue: SeatingVenue, classroomSizes: readonly number[]): boolean {
  const total = classroomSizes.reduce((a, b) => a + b, 0);
  const [even, odd] = colourSeats(venue);
  return [
    [even, odd],
    [odd, even],
  ].some(([a, b]) => [...reachableSums(classroomSizes)].some((sum) => sum <= a! && total - sum <= b!));
}

function reachableSums(sizes: readonly number[]): Set<number> {
  let sums = new Set([0]);
  for (const size of sizes) sums = new Set([...sums, ...[...sums].map((s) => s + size)]);
  return sums;
}
