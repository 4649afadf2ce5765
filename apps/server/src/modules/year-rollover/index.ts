/**
 * The year's turn: the rollover of schools to the next year (structure, promotion, placement, undo),
 * closing a year, and the dossier's transcript and transfer out; for other modules, who was in a
 * classroom of a year already turned (moved-students.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { yearRolloverRoutes } from './rollover-routes';
import { studentRecordRoutes } from './student-record-routes';

export { inClassroomOfItsYear, movedOutOf, movedOutOfYear } from './moved-students';

export async function registerYearRollover(
  app: FastifyInstance,
  db: Db,
  service: EntityService,
): Promise<void> {
  await app.register(yearRolloverRoutes(db), { prefix: '/api/year-rollover' });
  await app.register(studentRecordRoutes(db, service), { prefix: '/api/students' });
}
