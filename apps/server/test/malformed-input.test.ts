/**
 * Nothing a user can type is a server error: every route, called by the system manager, a school
 * manager and a teacher (whose calls take the scope checks' paths) with malformed ids, bodies and
 * query strings, answers with a 4xx (or a success), never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Ending the caller's own session is not malformed input.
const SKIPPED = new Set(['POST /api/auth/logout']);
// Path ids and query strings: a real row (1) with no query, then malformed ones.
const QUERY =
  '?page=abc&pageSize=-5&sort=name%27;drop%20table%20x&from=1405-13-40&to=x&classroomId=abc&q=%00&filter[x]=y';
const TARGETS: [string, string][] = [
  ['1', ''],
  ['1', QUERY],
  ['abc', ''],
  ['99999999999', ''],
  ['-1', ''],
  ['1.5', ''],
  ['%D9%A1', ''],
];
const BODIES: unknown[] = [
  {},
  [],
  'text',
  { a: { b: [1, null] } },
  { id: 'x', date: '1405-13-40', page: -1 },
];

describe('malformed input', () => {
  it.each(['admin', 'manager', 'teacher'])(
    'never answers 5xx on any route (%s)',
    async (username) => {
      let token = (await login(ctx.app, username)).accessToken;
      const routes = ctx.app.routeManifest.filter(
        (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !SKIPPED.has(`${r.method} ${r.url}`),
      );
      expect(routes.length).toBeGreaterThan(50);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const route of routes) {
        for (const [id, query] of TARGETS) {
          if (!route.url.includes(':') && id !== '1') continue;
          const url = route.url.replace(/:(\w+)/g, id) + query;
          for (const payload of route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES) {
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...bearer(token),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500)
              failures.push(
                `${route.method} ${url} ${JSON.stringify(payload)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            if (response.statusCode === 401) token = (await login(ctx.app, username)).accessToken;
          }
        }
      }
      expect(failures).toEqual([]);
      // The calls reached the routes' checks (not all refused at the door): refusals and successes both.
      expect(statuses.get(400)).toBeGreaterThan(200);
      expect(statuses.get(200)).toBeGreaterThan(20);
      expect(statuses.get(401) ?? 0).toBeLessThan(5);
    },
    300_000,
  );
});
