/**
 * The shapes of the exam printouts API (/api/exam-printouts): admit cards, door lists, venue
 * summaries and absentees, as the print pages and the supervisor's phone page read them. Seats are
 * 0-based with row 0 at the front; seatCode (exam-venue-seats.ts) gives the «row-column» people read.
 */

/** The heading of every printout. */
export interface PrintSchool {
  name: string;
  logo: string | null;
  year: string;
}

/** A date × session that has seats. */
export interface PrintSitting {
  date: string;
  sessionId: number;
  sessionTitle: string;
  seated: number;
}

export interface PrintOptions {
  school: PrintSchool;
  sittings: PrintSitting[];
  venues: { id: number; title: string }[];
  classrooms: { id: number; name: string }[];
}

/** One exam on a student's admit card. */
export interface AdmitCardSeat {
  date: string;
  sessionTitle: string;
  startTime: string;
  courses: string[];
  venueTitle: string;
  row: number;
  column: number;
}

export interface AdmitCard {
  studentId: number;
  fullName: string;
  fatherName: string | null;
  nationalCode: string;
  classroom: string | null;
  photo: string | null;
  seats: AdmitCardSeat[];
}

export interface AdmitCards {
  school: PrintSchool;
  /** What was asked for: the classroom's name or the venue's title. */
  title: string;
  cards: AdmitCard[];
}

/** A seat on a venue's door list. */
export interface DoorListSeat {
  seatId: number;
  row: number;
  column: number;
  studentId: number;
  fullName: string;
  classroom: string | null;
  courses: string[];
  absent: boolean;
}

export interface VenueSupervisor {
  fullName: string;
}

export interface DoorListVenue {
  id: number;
  title: string;
  location: string | null;
  supervisors: VenueSupervisor[];
  seats: DoorListSeat[];
}

/** The seats of a sitting, venue by venue (door lists, the absentee page, the absentee report). */
export interface SittingSeats {
  school: PrintSchool;
  date: string;
  sessionTitle: string;
  startTime: string;
  venues: DoorListVenue[];
}

export interface CountOf {
  title: string;
  count: number;
}

/** A venue's figures for a sitting (details and the supervisors' report sheet). */
export interface VenueSummary {
  id: number;
  title: string;
  location: string | null;
  supervisors: VenueSupervisor[];
  /** Usable seats. */
  capacity: number;
  seated: number;
  empty: number;
  absent: number;
  present: number;
  byCourse: CountOf[];
  byClassroom: CountOf[];
}

export interface SittingSummary {
  school: PrintSchool;
  date: string;
  sessionTitle: string;
  startTime: string;
  venues: VenueSummary[];
}

export interface AbsenceResult {
  seatId: number;
  absent: boolean;
  /** Exams whose score this mark wrote or removed (a typed score is never overwritten). */
  scoresChanged: number;
}
