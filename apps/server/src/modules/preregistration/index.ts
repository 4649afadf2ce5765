/**
 * Online pre-registration: the public form's routes (no session), the school's routes beside the
 * engine's, and the dossier's documents tab. Acceptances reach the parents through the SMS module.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { preregisterRoutes, studentDocumentRoutes } from './manager-routes';
import { publicApplicationRoutes } from './public-routes';

export { applicationPageShell } from './application-page-shell';

export async function registerPreregistration(
  app: FastifyInstance,
  db: Db,
  service: EntityService,
): Promise<void> {
  await app.register(publicApplicationRoutes(db), { prefix: '/api/public/applications' });
  await app.register(preregisterRoutes(db, service), { prefix: '/api/preregister' });
  await app.register(studentDocumentRoutes(db, service), { prefix: '/api/students' });
}
