/**
 * The exam seating optimiser's input and output. Pure data: the server reads venues and students
 * from the database, calls `seatExam` and stores the seats; nothing here knows about either.
 */

/** A seat in a venue's grid; row 0 is the front row (nearest the supervisor's desk and the board). */
export interface SeatPosition {
  row: number;
  column: number;
}

export interface SeatingVenue {
  id: number;
  rows: number;
  columns: number;
  /** Seats that exist on the plan but must stay empty (broken, blocked by a pillar…). */
  outOfUse?: readonly SeatPosition[];
}

export interface SeatingStudent {
  id: number;
  classroomId: number;
  gradeLevel: number;
  /** The exam the student sits in this session (e.g. the course plan); equal keys = the same paper. */
  courseKey: string;
  /** Special needs: wants a seat in the front row. */
  frontSeat?: boolean;
}

/** A seat the exam deputy fixed by hand: placing again must keep it. */
export interface LockedSeat extends SeatPosition {
  studentId: number;
  venueId: number;
}

export interface SeatingInput {
  venues: readonly SeatingVenue[];
  students: readonly SeatingStudent[];
  locked?: readonly LockedSeat[];
  /** The same input and seed always give the same seats. */
  seed: number;
  /** Local-search budget multiplier, (0, 50], default 1: more tries per seat. Part of the input like the seed. */
  effort?: number;
}

export interface SeatAssignment extends SeatPosition {
  studentId: number;
  venueId: number;
}

/** Neighbour pairs (left, right, front, back) of students of one classroom, grade or course. */
export interface PairCount {
  pairs: number;
  /**
   * Proved in bound.ts: no seating with the same students in each venue has fewer. Pairs equal to it
   * prove the seating optimal; it is not always reachable (a lower bound, not the optimum).
   */
  lowerBound: number;
}

export interface VenueSeatingStats {
  venueId: number;
  /** Usable seats (rows × columns less the seats out of use). */
  seats: number;
  students: number;
  /** students / seats, 0..1. */
  fill: number;
  /** The most students that can sit with no two of them neighbours (the grid's independence number). */
  independentSeats: number;
  /** The classroom with the most students in this venue, or null for an empty venue. */
  largestClassroom: { classroomId: number; students: number } | null;
  sameClassroom: PairCount;
  sameGrade: PairCount;
  sameCourse: PairCount;
  /** Some same-classroom neighbours cannot be avoided with the students this venue holds. */
  sameClassroomUnavoidable: boolean;
}

export interface SeatingStats {
  sameClassroom: PairCount;
  sameGrade: PairCount;
  sameCourse: PairCount;
  /**
   * True when the lower bound is above 0: some classroom has more students in a venue than can sit
   * apart there, so some same-classroom neighbours cannot be avoided (say so on the seat map).
   */
  sameClassroomUnavoidable: boolean;
  /** Students flagged for a front seat who could not get one in row 0 (row-0 seats ran out). */
  frontSeatsUnmet: number;
  venues: VenueSeatingStats[];
}

export type SeatingError =
  | { kind: 'capacity'; students: number; seats: number; missing: number }
  | { kind: 'invalid-venue'; venueId: number; reason: 'size' | 'duplicate' | 'out-of-use-outside' }
  | { kind: 'invalid-student'; studentId: number; reason: 'duplicate' }
  | {
      /** A locked seat (seatExam) or a given seat (scoreSeating) that cannot be. */
      kind: 'invalid-lock' | 'invalid-seat';
      studentId: number;
      reason: 'unknown-student' | 'unknown-venue' | 'outside' | 'out-of-use' | 'seat-taken' | 'student-twice';
    };

/** Stats of a seating given as it is (after manual moves), and the students it leaves without a seat. */
export type SeatingScore =
  { ok: true; stats: SeatingStats; unseated: number[] } | { ok: false; error: SeatingError };

export type SeatingResult =
  { ok: true; seats: SeatAssignment[]; stats: SeatingStats } | { ok: false; error: SeatingError };
