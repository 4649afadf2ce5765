/**
 * The shapes of the exam seating API (/api/exam-seating), read by the seat map and the student's
 * seat details alike. Seats are 0-based, row 0 at the front (exam-venue-seats.ts turns them into
 * the «row-column» codes people read).
 */
import type { SeatingStats } from './exam-seating/types';

/** A date × session of the exam plan, with how many sit it and how many are seated. */
export interface SeatingSlot {
  date: string;
  sessionId: number;
  sessionTitle: string;
  students: number;
  seated: number;
}

export interface SeatMapVenue {
  id: number;
  title: string;
  rows: number;
  columns: number;
  outOfUse: { row: number; column: number }[];
  /** Usable seats. */
  seats: number;
}

/** A student who sits an exam in the session. */
export interface SeatMapStudent {
  id: number;
  fullName: string;
  classroomId: number | null;
  classroom: string | null;
  gradeLevel: number | null;
  frontSeat: boolean;
  examIds: number[];
  courses: string[];
}

export interface SeatMapSeat {
  id: number;
  venueId: number;
  row: number;
  column: number;
  studentId: number;
  examIds: number[];
  locked: boolean;
}

export interface SeatMap {
  date: string;
  session: { id: number; title: string };
  venues: SeatMapVenue[];
  students: SeatMapStudent[];
  seats: SeatMapSeat[];
  /** Students sitting the session without a seat. */
  unseated: number[];
  /** Of the seats as they stand; null while nobody is seated or the seats no longer fit the venues. */
  stats: SeatingStats | null;
  /** Persian, when some same-classroom neighbours cannot be avoided: which classroom, which venue. */
  unavoidableNote: string | null;
}

/** One of a student's seats over the exam period (exam-seat-details). */
export interface StudentExamSeat {
  date: string;
  sessionId: number;
  sessionTitle: string;
  venueId: number;
  venueTitle: string;
  row: number;
  column: number;
  courses: string[];
  locked: boolean;
}

export interface StudentSeatDetails {
  student: { id: number; fullName: string; classroom: string | null };
  seats: StudentExamSeat[];
}
