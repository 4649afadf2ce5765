/**
 * /api/notifications — the signed-in user's own: the page of all their notifications and the
 * announcements that reach them, marking one or all read, an announcement to read in full, and the
 * pinned ones for the dashboard. The navbar's unread count rides on /api/dashboard/notifications.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { idParams, pageQuery, rowId } from '../../http/params';
import { announcementForReader, pinnedAnnouncements } from './announcement-reader';
import { markAllRead, markRead, notificationPage, unreadCount } from './notifications-service';

const NOT_FOUND = 'این اعلان یافت نشد یا برای شما نیست.';

const readBody = z
  .object({
    source: z.enum(['announcement', 'notification'], { error: 'نوع اعلان نامعتبر است.' }),
    id: z.union([z.number(), z.string()], { error: 'شناسه اعلان لازم است.' }).transform(String).pipe(rowId),
  })
  .strict();

export const notificationsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "The user's notifications and announcements, newest first",
          querystring: pageQuery,
        },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const { page, pageSize } = request.query;
        return { success: true, data: await notificationPage(db, userId, page, pageSize) };
      },
    );

    app.get(
      '/unread-count',
      { schema: { tags, summary: 'How many are unread' }, config: { permission: 'authenticated' } },
      async (request) => ({
        success: true,
        data: { count: await unreadCount(db, requireAuth(request).userId) },
      }),
    );

    app.post(
      '/read',
      {
        schema: { tags, summary: 'Mark one notification or announcement read', body: readBody },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        if (!(await markRead(db, userId, request.body.source, request.body.id))) throw notFound(NOT_FOUND);
        return { success: true, data: { count: await unreadCount(db, userId) } };
      },
    );

    app.post(
      '/read-all',
      { schema: { tags, summary: 'Mark everything read' }, config: { permission: 'authenticated' } },
      async (request) => {
        await markAllRead(db, requireAuth(request).userId);
        return { success: true, data: { count: 0 } };
      },
    );

    app.get(
      '/announcements/:id',
      {
        schema: { tags, summary: 'An announcement that reaches the user, in full', params: idParams },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const announcement = await announcementForReader(db, requireAuth(request).userId, request.params.id);
        if (!announcement) throw notFound(NOT_FOUND);
        return { success: true, data: announcement };
      },
    );

    app.get(
      '/pinned',
      {
        schema: { tags, summary: 'Pinned announcements that reach the user (dashboard)' },
        config: { permission: 'authenticated' },
      },
      async (request) => ({
        success: true,
        data: await pinnedAnnouncements(db, requireAuth(request).userId),
      }),
    );
  };
