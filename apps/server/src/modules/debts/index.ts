/**
 * The debts and payments module's routes (the entities themselves are the engine's), and its
 * 'debtors' group on the SMS compose page (the SMS module's extension point).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { debtFileRoutes, debtRoutes, paymentReceiptRoutes } from './debt-routes';
import { provideDebtorsRecipientGroup } from './sms-debtors-group';

export async function registerDebts(app: FastifyInstance, db: Db, service: EntityService): Promise<void> {
  await app.register(debtRoutes(db), { prefix: '/api/debts' });
  await app.register(paymentReceiptRoutes(db, service), { prefix: '/api/student-debt-peyments' });
  await app.register(debtFileRoutes(db, service), { prefix: '/api/students' });
  provideDebtorsRecipientGroup();
}
