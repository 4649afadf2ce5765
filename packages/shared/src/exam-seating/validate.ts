/** Input checks: every refusal names what is wrong, so the caller can say it to the user. */
import type { SeatAssignment, SeatingError, SeatingStudent, SeatingVenue } from './types';

/** Larger halls are split into venues; this also bounds the matching's recursion depth (grid.ts). */
export const MAX_VENUE_SIDE = 60;

const isSide = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_VENUE_SIDE;

const isInside = (seat: { row: number; column: number }, venue: { rows: number; columns: number }) =>
  Number.isInteger(seat.row) &&
  Number.isInteger(seat.column) &&
  seat.row >= 0 &&
  seat.row < venue.rows &&
  seat.column >= 0 &&
  seat.column < venue.columns;

type SeatProblem = Extract<SeatingError, { kind: 'invalid-lock' | 'invalid-seat' }>['reason'];

interface CheckedVenue {
  rows: number;
  columns: number;
  outOfUse: Set<number>;
}

function checkVenues(venues: readonly SeatingVenue[]): Map<number, CheckedVenue> | SeatingError {
  const checked = new Map<number, CheckedVenue>();
  for (const venue of venues) {
    if (checked.has(venue.id)) return { kind: 'invalid-venue', venueId: venue.id, reason: 'duplicate' };
    if (!isSide(venue.rows) || !isSide(venue.columns))
      return { kind: 'invalid-venue', venueId: venue.id, reason: 'size' };
    const outOfUse = new Set<number>();
    for (const seat of venue.outOfUse ?? []) {
      if (!isInside(seat, venue))
        return { kind: 'invalid-venue', venueId: venue.id, reason: 'out-of-use-outside' };
      outOfUse.add(seat.row * venue.columns + seat.column);
    }
    checked.set(venue.id, { rows: venue.rows, columns: venue.columns, outOfUse });
  }
  return checked;
}

/**
 * Seats given for students (locked seats, or a whole seating to score): each for a known student in
 * a usable seat of a known venue, no student or seat twice.
 */
function checkSeats(
  seats: readonly SeatAssignment[],
  venues: Map<number, CheckedVenue>,
  students: Set<number>,
  kind: 'invalid-lock' | 'invalid-seat',
): SeatingError | null {
  const seated = new Set<number>();
  const taken = new Set<string>();
  for (const seat of seats) {
    const fail = (reason: SeatProblem): SeatingError => ({
      kind,
      studentId: seat.studentId,
      reason,
    });
    if (!students.has(seat.studentId)) return fail('unknown-student');
    if (seated.has(seat.studentId)) return fail('student-twice');
    const venue = venues.get(seat.venueId);
    if (!venue) return fail('unknown-venue');
    if (!isInside(seat, venue)) return fail('outside');
    const cell = seat.row * venue.columns + seat.column;
    if (venue.outOfUse.has(cell)) return fail('out-of-use');
    const key = `${seat.venueId}:${cell}`;
    if (taken.has(key)) return fail('seat-taken');
    taken.add(key);
    seated.add(seat.studentId);
  }
  return null;
}

function checkStudents(students: readonly SeatingStudent[]): Set<number> | SeatingError {
  const ids = new Set<number>();
  for (const student of students) {
    if (ids.has(student.id)) return { kind: 'invalid-student', studentId: student.id, reason: 'duplicate' };
    ids.add(student.id);
  }
  return ids;
}

/** Venues, students and the seats given (locked, or to score), checked in that order. */
export function validateSeating(
  venues: readonly SeatingVenue[],
  students: readonly SeatingStudent[],
  seats: readonly SeatAssignment[],
  kind: 'invalid-lock' | 'invalid-seat',
): SeatingError | null {
  const checkedVenues = checkVenues(venues);
  if (!(checkedVenues instanceof Map)) return checkedVenues;
  const ids = checkStudents(students);
  if (!(ids instanceof Set)) return ids;
  return checkSeats(seats, checkedVenues, ids, kind);
}

/** Refuses more students than usable seats, saying how many seats are missing. */
export function checkCapacity(venues: readonly SeatingVenue[], students: number): SeatingError | null {
  let seats = 0;
  for (const venue of venues) {
    const outOfUse = new Set((venue.outOfUse ?? []).map((s) => s.row * venue.columns + s.column));
    seats += venue.rows * venue.columns - outOfUse.size;
  }
  if (students > seats) return { kind: 'capacity', students, seats, missing: students - seats };
  return null;
}
