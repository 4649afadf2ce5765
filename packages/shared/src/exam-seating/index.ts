/**
 * Exam seating optimiser: `seatExam` places a session, `scoreSeating` gives the stats of a seating as
 * it stands (after manual moves); the lower bounds they report are proved in bound.ts.
 */
export { seatExam } from './seat-exam';
export { scoreSeating } from './score';
export { MAX_VENUE_SIDE } from './validate';
export type * from './types';
