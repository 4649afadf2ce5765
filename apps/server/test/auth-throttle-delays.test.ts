/**
 * The throttle's delays and the guesses they leave an attacker (the figures at the top of
 * src/auth/throttle.ts), on the login service with a clock moved by hand instead of waiting.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../src/auth/auth-service';
import {
  PAIR_RULE,
  USERNAME_RULE,
  admitAttempt,
  delayAfter,
  pairKey,
  throttleKeys,
} from '../src/auth/throttle';
import { TokenService } from '../src/auth/tokens';
import { AppError } from '../src/http/errors';
import { executeRows } from '../src/db/execute-rows';
import { createTestContext, JWT_SECRET, TEST_PASSWORD, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let now: Date;
let auth: AuthService;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  now = new Date();
  auth = new AuthService(ctx.database.db, new TokenService(JWT_SECRET), () => now);
});
afterAll(() => ctx.close());

/** The status the login answers (200, 401 or 429), and for 429 the seconds to wait. */
async function tryLogin(username: string, password: string, ip: string) {
  try {
    await auth.login({ username, password }, { ip });
    return { status: 200, wait: 0 };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { status: e.statusCode, wait: Number(e.headers?.['retry-after'] ?? 0) };
  }
}

type Guess = (n: number) => Promise<{ status: number; wait: number }>;

/**
 * An attacker who guesses as fast as the throttle lets them for `hours`, `guess(n)` being the n-th
 * guess; returns how many guesses were checked in each hour.
 */
async function attack(guess: Guess, hours: number) {
  const start = now.getTime();
  const perHour = Array.from({ length: hours }, () => 0);
  let guesses = 0;
  while (now.getTime() < start + hours * HOUR) {
    const { status, wait } = await guess(guesses);
    if (status === 401) {
      perHour[Math.floor((now.getTime() - start) / HOUR)]! += 1;
      guesses += 1;
    } else {
      expect(status).toBe(429);
      expect(wait).toBeGreaterThan(0);
      now = new Date(now.getTime() + wait * 1000);
    }
  }
  return perHour;
}

/** A wrong password through the login service (argon2 and all). */
const wrongPassword =
  (username: string, address: (n: number) => string): Guess =>
  (n) =>
    tryLogin(username, 'not-the-password', address(n));

/**
 * The same attempt on the throttle alone (what the login does around the password check, without
 * the check's tenth of a second), to count a whole day quickly.
 */
const throttleOnly =
  (username: string, address: (n: number) => string): Guess =>
  async (n) => {
    const admission = await admitAttempt(ctx.database.db, throttleKeys(username, address(n), false), now);
    if (admission.admitted) return { status: 401, wait: 0 };
    return { status: 429, wait: Math.ceil((admission.until.getTime() - now.getTime()) / 1000) };
  };

const oneAddress = () => '10.9.0.1';
const newAddressEach = (n: number) => `10.8.${Math.floor(n / 250)}.${n % 250}`;

describe('progressive delays', () => {
  it('doubles from 1 s after the free failures, up to 15 minutes', () => {
    const delays = Array.from({ length: 18 }, (_, i) => delayAfter(PAIR_RULE, i + 1) / 1000);
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('from one address: 18 guesses in the first hour, then 4 an hour', { timeout: 120_000 }, async () => {
    expect(await attack(wrongPassword('clerk', oneAddress), 3)).toEqual([18, 4, 4]);
    // The owner, at an address with no failures of its own, gets in while the attacker waits.
    expect((await tryLogin('clerk', TEST_PASSWORD, '10.9.0.2')).status).toBe(200);
  });

  it(
    'from a new address each guess: 33 in the first hour, then 4 an hour',
    { timeout: 120_000 },
    async () => {
      expect(await attack(wrongPassword('manager', newAddressEach), 3)).toEqual([33, 4, 4]);
    },
  );

  it('in a day: 110 guesses from one address, 125 from many', { timeout: 120_000 }, async () => {
    const oneDay = await attack(throttleOnly('day-one', oneAddress), 24);
    expect(oneDay.slice(0, 3)).toEqual([18, 4, 4]);
    expect(oneDay.reduce((a, b) => a + b)).toBe(110);
    const manyDay = await attack(throttleOnly('day-many', newAddressEach), 24);
    expect(manyDay.slice(0, 3)).toEqual([33, 4, 4]);
    expect(manyDay.reduce((a, b) => a + b)).toBe(125);
  });

  it('while the username waits, a new address waits too; where the owner signs in does not', async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    expect((await tryLogin('teacher', TEST_PASSWORD, '10.7.0.1')).status).toBe(200);
    // The free failures and one more, each from its own address: the next attempt waits 1 s.
    for (let i = 0; i <= USERNAME_RULE.free; i++) {
      expect((await tryLogin('teacher', 'not-the-password', `10.7.1.${i}`)).status).toBe(401);
    }
    expect(await tryLogin('teacher', TEST_PASSWORD, '10.7.2.1')).toEqual({ status: 429, wait: 1 });
    expect((await tryLogin('teacher', TEST_PASSWORD, '10.7.0.1')).status).toBe(200);
    now = new Date(now.getTime() + 1000);
    expect((await tryLogin('teacher', TEST_PASSWORD, '10.7.2.1')).status).toBe(200);
  });

  it('lets one of many simultaneous attempts through when the next failure starts a delay', async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    const ip = '10.6.0.1';
    for (let i = 0; i < PAIR_RULE.free; i++) {
      expect((await tryLogin('admin', 'not-the-password', ip)).status).toBe(401);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => tryLogin('admin', 'not-the-password', ip)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
    const rows = await executeRows(
      ctx.database.db,
      sql`select failures from login_throttle where key = ${pairKey('admin', ip)}`,
    );
    expect(rows).toEqual([{ failures: PAIR_RULE.free + 1 }]);
  });
});
