/**
 * The one interface both ways of talking to Sida implement. The files connector reads what a school
 * downloaded from Sida and writes the score sheet Sida's upload page takes; the HTTP connector asks
 * a Sida web service (or an intermediary) for the same rows and sends the same scores.
 */
export interface SidaClassRow {
  nationalCode: string;
  firstName: string;
  lastName: string;
  fatherName?: string;
  studentNumber?: string;
  gender?: string;
  birthDate?: string;
  gradeLevel: string;
  classroom: string;
}

/** A row of Sida's course list: a classroom's course, its units and hours, and maybe its teacher. */
export interface SidaCourseRow {
  classroom: string;
  gradeLevel: string;
  courseCode: string;
  courseTitle: string;
  units: string;
  weeklyHours: string;
  teacherNationalCode: string;
  teacherName: string;
}

export interface SidaResultRow {
  nationalCode: string;
  courseCode: string;
  courseTitle: string;
  score: string;
}

export interface SidaScoreRow {
  nationalCode: string;
  studentName: string;
  courseCode: string;
  courseTitle: string;
  score: number;
}

/** What Sida said of a sending: how many rows it took and each refused row with its reason. */
export interface SidaSendOutcome {
  accepted: number;
  refused: { nationalCode: string; courseCode: string; reason: string }[];
}

/** A failure of the exchange itself (no answer, refused credentials, an error page), in Persian. */
export class SidaUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'credentials' | 'error' | 'network',
  ) {
    super(message);
    this.name = 'SidaUnavailableError';
  }
}

export interface SidaConnector {
  readonly name: 'files' | 'http';
  classList(schoolCode: string): Promise<SidaClassRow[]>;
  courseList(schoolCode: string): Promise<SidaCourseRow[]>;
  results(schoolCode: string, yearTitle: string): Promise<SidaResultRow[]>;
  sendScores(schoolCode: string, subject: string, rows: SidaScoreRow[]): Promise<SidaSendOutcome>;
}
