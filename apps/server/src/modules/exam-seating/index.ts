/**
 * Exam seating: its routes, and what other modules read (the printouts: admit cards, door lists,
 * venue sheets) — the seats with their sittings, students and courses, by one query.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { examSeatingRoutes } from './seating-routes';

export { seatRows, type SeatFilter, type SeatRow } from './session-seats';
export { sessionRoster, type RosterStudent } from './session-roster';
export { placeSession } from './seat-placement';

export async function registerExamSeating(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(examSeatingRoutes(db), { prefix: '/api/exam-seating' });
}
