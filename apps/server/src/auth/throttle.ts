/**
 * Sign-in throttling by progressive delays; nothing is ever locked for long. Three counters, kept in
 * login_throttle so that they hold across server processes:
 *
 * - the pair (username, address): 5 free failures a day, then each failure makes the next attempt
 *   of that pair wait 1 s, 2 s, 4 s … up to 15 minutes. A correct password clears it.
 * - the address: 100 free failures a day across all usernames (a school office shares one public
 *   address), then each failure makes the next attempt from it wait 1 s, 2 s … up to 1 minute. This
 *   is what slows trying one password against many usernames.
 * - the username, across all addresses: 20 free failures a day, then 1 s, 2 s … up to 15 minutes.
 *   It does not apply at an address the user has signed in from in the last 90 days
 *   (auth_sessions), and failures there do not count towards it.
 *
 * Guesses an attacker gets against one account (doubling delays from 1 s, capped at 15 minutes):
 * - from one address: 18 in the first hour (5 free, 10 more in the 17 minutes the delays from 1 s
 *   to 512 s take, then one each 15 minutes), then 4 an hour; at most 110 a day.
 * - from any number of addresses: 33 in the first hour (20 free, the same ramp of 10, then one each
 *   15 minutes), then 4 an hour; at most 125 a day. An attacker who also holds an address the user
 *   signed in from lately gets that address's pair budget on top (18 / 4 an hour).
 * The limits and these figures are tested in auth-throttle-delays.test.ts.
 *
 * The trade-off of the username counter: it bounds guessing from a botnet, but while its delay runs
 * the owner cannot sign in from a new address either (someone guessing from many addresses can keep
 * them waiting up to 15 minutes at a time). Addresses the owner signed in from lately are exempt, so
 * the office and home keep working; an attacker there has the pair and address limits instead. The
 * pair delay is the same trade-off at one address: someone in the owner's office who keeps guessing
 * makes the owner wait there too, but not anywhere else.
 *
 * Each attempt is charged to every counter before the password is checked, in one transaction that
 * refuses (and charges nothing) while any counter's delay runs; so parallel attempts cannot slip in
 * more guesses than the limits allow. A success then takes its own charge back (and clears the pair).
 * Columns: `failures` counts failures since `window_start`; the count starts over once the window
 * (a day) is over; `locked_until` is the moment the next attempt is allowed.
 */
import { toPersianDigits } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, loginThrottle } from '../db/schema';

export interface ThrottleRule {
  /** Failures in a window that cost nothing. */
  free: number;
  windowMs: number;
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PAIR_RULE: ThrottleRule = {
  free: 5,
  windowMs: DAY,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
};
export const ADDRESS_RULE: ThrottleRule = {
  free: 100,
  windowMs: DAY,
  baseDelayMs: SECOND,
  maxDelayMs: MINUTE,
};
export const USERNAME_RULE: ThrottleRule = {
  free: 20,
  windowMs: DAY,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
};
/** How long an address the user signed in from exempts them from the username counter. */
export const KNOWN_ADDRESS_DAYS = 90;

export const pairKey = (username: string, ip: string) => `p:${username}@${ip}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const userKey = (username: string) => `u:${username}`;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/** How long the next attempt waits after the `failures`-th failure in a window. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(failures - rule.free - 1, 30));
}

/** The counters one attempt of `username` from `ip` is charged to. */
export function throttleKeys(username: string, ip: string, knownAddress: boolean): ThrottleKey[] {
  const keys = [
    { key: pairKey(username, ip), rule: PAIR_RULE },
    { key: ipKey(ip), rule: ADDRESS_RULE },
  ];
  if (!knownAddress) keys.push({ key: userKey(username), rule: USERNAME_RULE });
  return keys;
}

/** Whether the user opened a session from this address in the last KNOWN_ADDRESS_DAYS days. */
export async function signedInFrom(db: Db, userId: number, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY);
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.ip, ip),
        sql`${authSessions.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

interface Charge {
  key: string;
  /** The delay this attempt set, if it was beyond the free failures (taken back on success). */
  lockedUntil: Date | null;
}

export type Admission = { admitted: true; charges: Charge[] } | { admitted: false; until: Date };

class Waiting extends Error {
  constructor(readonly until: Date) {
    super('waiting');
  }
}

/**
 * Charges one failure to every key, as if the attempt will fail, unless some key's delay still runs:
 * then nothing is charged and the answer says until when to wait.
 */
export async function admitAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<Admission> {
  // The same order everywhere, so two transactions never wait on each other's rows.
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    const charges = await db.transaction(async (tx) => {
      const out: Charge[] = [];
      for (const { key, rule } of ordered) out.push(await charge(tx, key, rule, now));
      return out;
    });
    return { admitted: true, charges };
  } catch (e) {
    if (!(e instanceof Waiting)) throw e;
    // Say how long until every counter lets the attempt through, not only the first one that refused.
    const rows = await db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          ordered.map((k) => k.key),
        ),
      );
    const until = Math.max(e.until.getTime(), ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return { admitted: false, until: new Date(until) };
  }
}

async function charge(tx: Db, key: string, rule: ThrottleRule, now: Date): Promise<Charge> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const count = sql`(case when ${windowOver} then 1 else ${loginThrottle.failures} + 1 end)`;
  const delayMs = sql`least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2::float8, least(${count} - ${rule.free}::int - 1, 30)))`;
  const firstDelay = delayAfter(rule, 1);
  const [row] = await tx
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStart: now,
      lockedUntil: firstDelay ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: count,
        windowStart: sql`case when ${windowOver} then ${nowSql} else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${count} > ${rule.free}::int then ${nowSql} + ${delayMs} * interval '1 millisecond' end`,
      },
      setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${nowSql}`,
    })
    .returning({ lockedUntil: loginThrottle.lockedUntil });
  if (!row) {
    const [current] = await tx
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    throw new Waiting(current?.lockedUntil ?? now);
  }
  return { key, lockedUntil: row.lockedUntil };
}

/** After a success: the pair starts over; the other counters take back this attempt's charge. */
export async function refundAttempt(db: Db, admission: Admission & { admitted: true }): Promise<void> {
  for (const { key, lockedUntil } of admission.charges) {
    if (key.startsWith('p:')) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
      continue;
    }
    // The delay this attempt set goes too, unless a later attempt has set another since.
    const release = lockedUntil
      ? {
          lockedUntil: sql`case when ${loginThrottle.lockedUntil} = ${lockedUntil.toISOString()}::timestamptz then null else ${loginThrottle.lockedUntil} end`,
        }
      : {};
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, ...release })
      .where(eq(loginThrottle.key, key));
  }
}

/**
 * «… ورود تا ۸ ثانیه دیگر ممکن نیست.», or from a minute on «… تا ساعت ۱۰:۴۵ (۱۵ دقیقه دیگر) …»
 * in Tehran time.
 */
export function throttledMessage(until: Date, now = new Date()): string {
  const prefix = 'به دلیل تلاش‌های ناموفق پی‌درپی، ورود';
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / SECOND));
  if (seconds < 60) return `${prefix} تا ${toPersianDigits(seconds)} ثانیه دیگر ممکن نیست.`;
  const minutes = Math.ceil(seconds / 60);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
  }).format(until);
  return `${prefix} تا ساعت ${toPersianDigits(clock)} (${toPersianDigits(minutes)} دقیقه دیگر) ممکن نیست.`;
}
