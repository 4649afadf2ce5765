/** The discipline module's routes, and its scores on report cards (report cards' extension point). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { disciplineFileRoutes, disciplineRoutes } from './discipline-routes';
import { provideCardDisciplineScores } from './report-card-discipline';

export async function registerDiscipline(
  app: FastifyInstance,
  db: Db,
  service: EntityService,
): Promise<void> {
  await app.register(disciplineRoutes(db), { prefix: '/api/discipline' });
  await app.register(disciplineFileRoutes(db, service), { prefix: '/api/students' });
  provideCardDisciplineScores();
}
