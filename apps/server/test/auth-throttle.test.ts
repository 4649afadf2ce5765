import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_FAILURE_LIMIT, USERNAME_FAILURE_LIMIT } from '../src/auth/throttle';
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

describe('login throttling', () => {
  it('locks a username for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 0; i < USERNAME_FAILURE_LIMIT; i++) {
      expect((await attempt('clerk', 'bad-password', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await attempt('clerk', TEST_PASSWORD, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    const body = json<{ code: string; message: string }>(locked);
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/ورود تا ساعت [۰-۹]{2}:[۰-۹]{2} \(۱۵ دقیقه دیگر\) ممکن نیست/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('does not lock other users', async () => {
    expect((await attempt('teacher', TEST_PASSWORD, '10.2.2.1')).statusCode).toBe(200);
  });

  it('lets the user in again once the lock has passed', async () => {
    await ctx.database.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 minute', window_start = now() - interval '20 minutes' where key = 'u:clerk'`,
    );
    expect((await attempt('clerk', TEST_PASSWORD, '10.2.3.1')).statusCode).toBe(200);
  });

  it('a success clears the username counter: 4 failures, a success, 4 failures is no lock', async () => {
    for (let i = 0; i < USERNAME_FAILURE_LIMIT - 1; i++) await attempt('manager', 'bad-password', '10.2.4.1');
    expect((await attempt('manager', TEST_PASSWORD, '10.2.4.1')).statusCode).toBe(200);
    for (let i = 0; i < USERNAME_FAILURE_LIMIT - 1; i++) await attempt('manager', 'bad-password', '10.2.4.1');
    expect((await attempt('manager', TEST_PASSWORD, '10.2.4.1')).statusCode).toBe(200);
  });

  it('locks an IP that tries many usernames', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      expect((await attempt(`guess${i}`, 'bad-password', ip)).statusCode).toBe(401);
    }
    expect((await attempt('admin', TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt('admin', TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });
});
