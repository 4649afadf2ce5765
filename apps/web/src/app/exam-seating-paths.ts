/** Paths of the exam seating pages (spec: exam-seat, exam-seat-details). */
export const EXAM_SEAT_PATH = '/manager/exam-seat';
export const EXAM_SEAT_DETAILS_PATH = '/manager/exam-seat-details';
