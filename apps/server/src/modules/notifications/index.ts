/**
 * The notifications module: what other modules may use (notifying a user, the unread count the
 * navbar shows) and its routes.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notificationsRoutes } from './notifications-routes';

export { notifyUser, unreadCount, type NewNotification } from './notifications-service';

export async function registerNotifications(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(notificationsRoutes(db), { prefix: '/api/notifications' });
}
