/**
 * /api/activity/ping — the web app's activity listener reports, at most once a minute, that the user
 * was active; each ping adds one active minute to the user's day (teacher time on site). Pings closer
 * than 50 seconds are ignored, so a second tab or a retry does not count twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { userActivity } from '../../db/schema';
import { todayIso } from '../attendance/attendance-rules';

export async function recordActiveMinute(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .insert(userActivity)
    .values({ userId, day: todayIso(now), minutes: 1, lastPingAt: now })
    .onConflictDoUpdate({
      target: [userActivity.userId, userActivity.day],
      set: { minutes: sql`${userActivity.minutes} + 1`, lastPingAt: now },
      setWhere: sql`${userActivity.lastPingAt} <= ${new Date(now.getTime() - 50_000).toISOString()}::timestamptz`,
    })
    .returning({ minutes: userActivity.minutes });
  return result.length > 0;
}

export const activityRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/ping',
      {
        schema: { tags: ['activity'], summary: 'Count one active minute of the logged-in user' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        return { success: true, data: { counted: await recordActiveMinute(db, userId) } };
      },
    );
  };
