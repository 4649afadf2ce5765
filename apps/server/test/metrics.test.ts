/**
 * /api/metrics: off unless METRICS=1 (404), never without the token (401 without one, 403 with a
 * wrong one), and with it Prometheus' text: request durations by route pattern — never a raw address
 * with its ids — and status, the SMS outbox's waiting messages, the event loop's lag, and the pool
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { enqueueSms } from '../src/modules/sms';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

const TOKEN = 'metrics-token-of-the-scraper-0123';
let on: TestContext;
let off: TestContext;

beforeAll(async () => {
  [on, off] = await Promise.all([createTestContext({ metricsToken: TOKEN }), createTestContext()]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const scrape = (ctx: TestContext, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/metrics', headers });

describe('metrics', () => {
  it('are not there unless METRICS=1', async () => {
    const response = await scrape(off, bearer(TOKEN));
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuse a scrape without the token (401) or with a wrong one (403)', async () => {
    const missing = await scrape(on);
    expect(missing.statusCode).toBe(401);
    expect(json(missing).message).toMatch(/[\u0600-\u06FF]/);
    expect((await scrape(on, bearer('not-the-token'))).statusCode).toBe(403);
    expect((await scrape(on, bearer(`${TOKEN}x`))).statusCode).toBe(403);
    expect((await scrape(on, { authorization: TOKEN })).statusCode).toBe(401);
    expect(missing.body).not.toContain('http_request_duration_seconds');
  });

  it('answer the token with durations by route pattern and status, outbox depth and event-loop lag', async () => {
    const tokens = await login(on.app, 'manager');
    const [studentsPage] = [
      await on.app.inject({
        method: 'GET',
        url: '/api/students?pageSize=1',
        headers: bearer(tokens.accessToken),
      }),
    ];
    const id = json<{ data: { items: { id: number }[] } }>(studentsPage!).data.items[0]!.id;
    expect(
      (
        await on.app.inject({
          method: 'GET',
          url: `/api/students/${id}`,
          headers: bearer(tokens.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await on.app.inject({
          method: 'GET',
          url: '/api/students/999999999',
          headers: bearer(tokens.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    const schoolId = (await schoolIds(on.database.db))[0]!;
    await enqueueSms(
      on.database.db,
      [{ schoolId, recipient: '09121110001', body: 'آزمون', kind: 'compose' }],
      { userId: null },
    );

    const response = await scrape(on, bearer(TOKEN));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/students\/:id",status_code="200"\} 1\b/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/students\/:id",status_code="404"\} 1\b/,
    );
    // The pattern, never the address with its id.
    expect(text).not.toContain(`/api/students/${id}"`);
    expect(text).not.toContain('999999999');
    expect(text).toMatch(/sms_outbox_waiting\{status="pending"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (on.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
      expect(text).toContain('db_pool_waiting_requests');
    } else {
      // The embedded database has no pool.
      expect(text).not.toContain('db_pool_connections');
    }
  });
});

describe('metrics configuration', () => {
  const base = { JWT_SECRET: 's'.repeat(40) };
  it('is off by default and with METRICS=0', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS: '0', METRICS_TOKEN: TOKEN }).metricsToken).toBeUndefined();
  });
  it('refuses METRICS=1 without a token of at least 16 characters', () => {
    expect(() => loadConfig({ ...base, METRICS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS: '1' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS: '1', METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS: 'yes', METRICS_TOKEN: TOKEN })).toThrow(ConfigError);
    expect(loadConfig({ ...base, METRICS: '1', METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});
