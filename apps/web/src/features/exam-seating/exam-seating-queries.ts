/**
 * The seating pages' first requests, started by the route table when the navigation starts (the
 * pages ask under the same keys): the plan's dates × sessions, the seat map of the one in the
 * address, a student's seats. Paths only, so the start-up carries no API client of this feature.
 */
import { apiQuery, type PageQueryContext } from '../../lib/page-queries';
import type { SeatMap, SeatingSlot, StudentSeatDetails } from '@school/shared';

export interface SessionDay {
  date: string;
  sessionId: number;
}

export const slotsQueryKey = ['exam-seating', 'slots'] as const;
export const seatMapQueryKey = (day: SessionDay | null) =>
  ['exam-seating', 'session', day?.date, day?.sessionId] as const;
export const studentSeatsQueryKey = (studentId: number | null) =>
  ['exam-seating', 'student', studentId] as const;

export const seatMapPath = (day: SessionDay) =>
  `/exam-seating/session?date=${day.date}&sessionId=${day.sessionId}`;
export const studentSeatsPath = (studentId: number) => `/exam-seating/students/${studentId}`;

/** The date and session a seat map's address names (?date&sessionId), or null. */
export function dayOfSearch(search: URLSearchParams): SessionDay | null {
  const date = search.get('date');
  const sessionId = Number(search.get('sessionId'));
  return date && sessionId ? { date, sessionId } : null;
}

export const studentOfSearch = (search: URLSearchParams): number | null =>
  Number(search.get('studentId')) || null;

export function seatMapQueries({ search }: PageQueryContext) {
  const day = dayOfSearch(search);
  return [
    apiQuery<SeatingSlot[]>(slotsQueryKey, '/exam-seating/slots'),
    ...(day ? [apiQuery<SeatMap>(seatMapQueryKey(day), seatMapPath(day))] : []),
  ];
}

export function studentSeatsQueries({ search }: PageQueryContext) {
  const studentId = studentOfSearch(search);
  return studentId
    ? [apiQuery<StudentSeatDetails>(studentSeatsQueryKey(studentId), studentSeatsPath(studentId))]
    : [];
}
