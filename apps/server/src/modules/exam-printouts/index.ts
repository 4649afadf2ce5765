/** Exam printouts (admit cards, door lists, venue reports) and the venues' absentee marks. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { examPrintoutRoutes } from './printout-routes';

export async function registerExamPrintouts(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(examPrintoutRoutes(db), { prefix: '/api/exam-printouts' });
}
