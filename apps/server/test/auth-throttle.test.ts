/**
 * The sign-in throttle through the API: delays instead of locks. The counters are set straight in
 * login_throttle where a test needs many failures behind it (the delays' progression, with a
 * clock moved by hand, is in auth-throttle-delays.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_RULE, PAIR_RULE, USERNAME_RULE, ipKey, pairKey, userKey } from '../src/auth/throttle';
import { executeRows } from '../src/db/execute-rows';
import { createTestContext, json, TEST_PASSWORD, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const attempt = (username: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

/** A counter that has seen `failures` failures just now and lets the next attempt through. */
const setFailures = (key: string, failures: number) =>
  ctx.database.db.execute(
    sql`insert into login_throttle (key, failures, window_start, locked_until) values (${key}, ${failures}, now(), null)
        on conflict (key) do update set failures = excluded.failures, window_start = now(), locked_until = null`,
  );

describe('login throttling', () => {
  it('does not lock a username: failures from other addresses leave the owner’s address alone', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('clerk', 'bad-password', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt('clerk', TEST_PASSWORD, '10.2.1.1')).statusCode).toBe(200);
  });

  it('a pair beyond its free failures waits, with a Persian message saying how long', async () => {
    const ip = '10.2.2.1';
    // The next failure is the 15th of the pair: the one after it waits 2^9 s = 512 s (9 minutes).
    await setFailures(pairKey('manager', ip), PAIR_RULE.free + 9);
    expect((await attempt('manager', 'bad-password', ip)).statusCode).toBe(401);
    const waiting = await attempt('manager', TEST_PASSWORD, ip);
    expect(waiting.statusCode).toBe(429);
    const body = json<{ code: string; message: string }>(waiting);
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/ورود تا ساعت [۰-۹]{2}:[۰-۹]{2} \(۹ دقیقه دیگر\) ممکن نیست/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(512);
    // Only that pair waits: the same user elsewhere, and other users at that address, get in.
    expect((await attempt('manager', TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
    expect((await attempt('teacher', TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets the pair in again once its delay has passed', async () => {
    await ctx.database.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second' where key = ${pairKey('manager', '10.2.2.1')}`,
    );
    expect((await attempt('manager', TEST_PASSWORD, '10.2.2.1')).statusCode).toBe(200);
  });

  it('a success clears the pair: free failures, a success, free failures again is no delay', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PAIR_RULE.free; i++) {
        expect((await attempt('manager', 'bad-password', '10.2.4.1')).statusCode).toBe(401);
      }
      expect((await attempt('manager', TEST_PASSWORD, '10.2.4.1')).statusCode).toBe(200);
    }
    const rows = await executeRows(
      ctx.database.db,
      sql`select 1 from login_throttle where key = ${pairKey('manager', '10.2.4.1')}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('slows an address that fails with many usernames, and only that address', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 5; i++) expect((await attempt(`guess${i}`, 'bad-password', ip)).statusCode).toBe(401);
    // 100 free failures a day for an office; beyond them the address waits (here 2^4 s = 16 s).
    await setFailures(ipKey(ip), ADDRESS_RULE.free + 4);
    expect((await attempt('guess-more', 'bad-password', ip)).statusCode).toBe(401);
    const waiting = await attempt('admin', TEST_PASSWORD, ip);
    expect(waiting.statusCode).toBe(429);
    expect(json<{ message: string }>(waiting).message).toMatch(/ورود تا [۰-۹]+ ثانیه دیگر ممکن نیست/);
    expect((await attempt('admin', TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('a username failing from many addresses waits everywhere but where its owner signs in', async () => {
    expect((await attempt('teacher', TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    await setFailures(userKey('teacher'), USERNAME_RULE.free + 4);
    expect((await attempt('teacher', 'bad-password', '10.4.9.9')).statusCode).toBe(401);
    // A fresh address with no failures of its own waits while the username's delay runs …
    expect((await attempt('teacher', TEST_PASSWORD, '10.4.1.1')).statusCode).toBe(429);
    // … but an address the owner signed in from lately is not held up by it.
    expect((await attempt('teacher', TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });
});
