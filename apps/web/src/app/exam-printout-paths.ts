/** Paths of the exam printouts (the spec's route names) and the supervisors' absentee page. */
export const EXAM_ADMIT_CARD_PATH = '/manager/exam-admit-card';
export const EXAM_SEAT_REPORT_PATH = '/manager/exam-seat-report';
export const EXAM_VENUE_DETAILS_REPORT_PATH = '/manager/exam-venue-details-report';
export const EXAM_VENUE_REPORT_SHEET_PATH = '/manager/exam-venue-report-sheet';
export const EXAM_VENUE_ABSENT_REPORT_PATH = '/manager/exam-venue-absent-report';
export const EXAM_ABSENTEES_PATH = '/manager/exam-seat-absent';
