/** What other modules use of exam scores: the venue's absentees become «غایب» in grade entry. */
export { applySeatAbsence, type SeatAbsence } from './seat-absence';
