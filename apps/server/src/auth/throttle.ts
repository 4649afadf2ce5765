/**
 * Login throttling by username and by IP. Failures within a 15-minute window are counted atomically
 * in the database (so it holds across server processes); reaching the limit locks the key for
 * 15 minutes. The IP limit is higher than the username limit because a whole school's office often
 * shares one public IP.
 */
import { toPersianDigits } from '@school/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export const THROTTLE_WINDOW_MINUTES = 15;
export const USERNAME_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;

export const userKey = (username: string) => `u:${username}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** When the earliest of the given keys is unlocked, or null if none is locked now. */
export async function lockedUntil(db: Db, keys: string[], now = new Date()): Promise<Date | null> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const locks = rows.map((r) => r.lockedUntil).filter((d): d is Date => d !== null && d > now);
  return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
}

/** Counts one failure against a key; locks it when the limit is reached. */
export async function recordFailure(db: Db, key: string, limit: number, now = new Date()): Promise<void> {
  const windowStartCutoff = new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + THROTTLE_WINDOW_MINUTES * 60_000);
  const nowIso = now.toISOString();
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStartCutoff.toISOString()}::timestamptz then ${nowIso}::timestamptz else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${loginThrottle.windowStart} >= ${windowStartCutoff.toISOString()}::timestamptz and ${loginThrottle.failures} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** «… تا ساعت ۱۰:۴۵ (۱۵ دقیقه دیگر) …» in Tehran time. */
export function lockedMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
  }).format(until);
  return `به دلیل تلاش‌های ناموفق پی‌درپی، ورود تا ساعت ${toPersianDigits(clock)} (${toPersianDigits(minutes)} دقیقه دیگر) ممکن نیست.`;
}
