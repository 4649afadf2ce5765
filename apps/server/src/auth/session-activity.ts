/**
 * The session's sliding end (product spec sections 4 and 9): a session lasts 8 hours, and the user's
 * activity starts the 8 hours again. The web app reports activity with its activity pings (at most
 * one a minute, after a click, key, scroll or touch, and once when the app starts), so reloading the
 * page extends the session, as the 30-minute warning tells the user. Token refreshes never extend
 * it: a tab left open keeps its token fresh, but its session ends 8 hours after the last activity.
 * However active, a session ends 16 hours after its sign-in (a long school day with evening work):
 * a stolen session cannot be kept alive for ever, and everyone signs in again each day.
 */
import { ERROR_CODES, SESSION_HOURS } from '@school/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { TOKEN_MESSAGES } from '../access/guard';

/** The longest a session lasts from its sign-in, activity or not. */
export const SESSION_MAX_HOURS = 16;

/**
 * Moves the live session's end to 8 hours from `now` (never earlier, never past its sign-in plus
 * SESSION_MAX_HOURS); returns the new end.
 */
export async function extendSessionForActivity(db: Db, sessionId: string, now = new Date()): Promise<Date> {
  const until = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  const [row] = await db
    .update(authSessions)
    .set({
      expiresAt: sql`greatest(${authSessions.expiresAt}, least(${until.toISOString()}::timestamptz,
        ${authSessions.createdAt} + make_interval(hours => ${SESSION_MAX_HOURS})))`,
    })
    .where(
      and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)),
    )
    .returning({ expiresAt: authSessions.expiresAt });
  // Ended between the request's session check and here (a logout in another tab): nothing to extend.
  if (!row) throw unauthenticated(ERROR_CODES.SESSION_ENDED, TOKEN_MESSAGES.sessionEnded);
  return row.expiresAt;
}
