/** The exam plan's routes, and what the engine's binding of its rows uses (saving, deleting). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { examPlanningRoutes } from './plan-routes';

export { savePlanRow } from './plan-save';
export { removePlanExam } from './plan-exam';

export async function registerExamPlanning(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(examPlanningRoutes(db), { prefix: '/api/exam-planning' });
}
