/**
 * /api/dashboard — the dashboard's counts, and what waits for the user with their unread
 * notifications (the navbar's bell: one request a minute).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import { currentContext } from '../../access/current-context';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { unreadCount } from '../notifications';
import { dashboardCards, pendingLeavesCount } from './dashboard-counts';

export const dashboardRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/summary',
      {
        schema: { tags: ['dashboard'], summary: 'Counts for the dashboard cards' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await currentContext(db, access);
        const scope =
          context.schoolId !== null && context.academicYearId !== null
            ? { schoolId: context.schoolId, academicYearId: context.academicYearId }
            : null;
        // Each card only for users who may see that list.
        const cards = await dashboardCards(db, access, scope);
        const schoolName = access.schools.find((s) => s.id === context.schoolId)?.name ?? null;
        const yearTitle = context.academicYears.find((y) => y.id === context.academicYearId)?.title ?? null;
        return { success: true, data: { schoolName, yearTitle, cards } };
      },
    );

    app.get(
      '/notifications',
      {
        schema: { tags: ['dashboard'], summary: 'What waits for the user, for the navbar notifications' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { schoolId, academicYearId } = await currentContext(db, access);
        const items: { key: string; count: number }[] = [];
        // Leaves wait for whoever may decide them.
        if (schoolId !== null && academicYearId !== null && can(access, 'student-leaves.edit')) {
          const pending = await pendingLeavesCount(db, { schoolId, academicYearId });
          if (pending > 0) items.push({ key: 'pendingLeaves', count: pending });
        }
        // Unread notifications and announcements: one statement (notifications module).
        const unread = await unreadCount(db, access.userId);
        return { success: true, data: { items, total: items.reduce((s, i) => s + i.count, 0), unread } };
      },
    );
  };
