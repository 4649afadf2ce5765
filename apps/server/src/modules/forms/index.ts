/** The forms module: printing a form template for students (the templates are on the engine). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { formRoutes } from './form-routes';

export async function registerForms(app: FastifyInstance, db: Db, service: EntityService): Promise<void> {
  await app.register(formRoutes(db, service), { prefix: '/api/forms' });
}
