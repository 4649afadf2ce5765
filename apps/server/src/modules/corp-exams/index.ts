/** The institutes module's routes: an exam's results import and the four institute reports. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { corpReportRoutes } from './corp-report-routes';
import { corpResultsRoutes } from './results-routes';

export async function registerCorpExams(app: FastifyInstance, db: Db, service: EntityService): Promise<void> {
  await app.register(corpResultsRoutes(db, service), { prefix: '/api/corp-exams/:id/results' });
  await app.register(corpReportRoutes(db), { prefix: '/api/corp-reports' });
}
