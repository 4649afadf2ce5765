/**
 * /api/activity/ping — the web app's activity listener reports, at most once a minute, that the user
 * was active; each ping adds one active minute to the user's day (teacher time on site) and starts
 * the session's 8 hours again (auth/session-activity.ts), answering with the session's new end.
 * Pings closer than 50 seconds are not counted twice, so a second tab or a retry adds no minute.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import { extendSessionForActivity } from '../../auth/session-activity';
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
        schema: {
          tags: ['activity'],
          summary: "Count one active minute of the logged-in user and extend the user's session",
        },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { userId, sessionId } = requireAuth(request);
        const counted = await recordActiveMinute(db, userId);
        const sessionEnd = await extendSessionForActivity(db, sessionId);
        // Unix seconds, as userData.sessionExpiresAt.
        return {
          success: true,
          data: { counted, sessionExpiresAt: Math.floor(sessionEnd.getTime() / 1000) },
        };
      },
    );
  };
