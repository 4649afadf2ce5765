/**
 * The exam seating pages (DOMAIN.md "Exam logistics"; spec: exam-seat, exam-seat-details): the seat
 * map of a date and session with its automatic placement, and one student's seats. Menu items of
 * the exam group, after the venues.
 */
import { ENTITY_PAGES } from '@school/shared';
import { ENTITY_SUBJECT, FIRST_ENTITY_ORDER } from './entity-routes';
import { EXAM_SEAT_DETAILS_PATH, EXAM_SEAT_PATH } from './exam-seating-paths';
import { seatMapQueries, studentSeatsQueries } from '../features/exam-seating/exam-seating-queries';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

const loadSeatMap = () => import('../features/exam-seating/ExamSeatPage');
const loadDetails = () => import('../features/exam-seating/ExamSeatDetailsPage');

/** Menu order: right after the venues among the exam logistics entities. */
const ORDER = FIRST_ENTITY_ORDER + ENTITY_PAGES.findIndex((p) => p.name === 'exam-venues');

export function examSeatingRoutes(): AppRoute[] {
  const meta = (title: string) =>
    ({ layout: 'default', action: 'exam-seat.list', subject: ENTITY_SUBJECT, title }) as const;
  return [
    {
      path: EXAM_SEAT_PATH,
      meta: meta('pages.examSeat'),
      Component: lazyPage(loadSeatMap),
      nav: { iconName: 'Chair', group: 'examLogistics', order: ORDER + 0.1 },
      queries: seatMapQueries,
    },
    {
      path: EXAM_SEAT_DETAILS_PATH,
      meta: meta('pages.examSeatDetails'),
      Component: lazyPage(loadDetails),
      nav: { iconName: 'AirlineSeatReclineNormal', group: 'examLogistics', order: ORDER + 0.2 },
      queries: studentSeatsQueries,
    },
  ];
}
