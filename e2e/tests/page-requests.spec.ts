/**
 * What a signed-in page asks for on a first load, recorded by the browser (Resource Timing): the
 * session check, the context and the bell's count are sent by index.html's start-up script while
 * the bundle loads (apps/web/src/build/early-start.ts), once each, and the app takes their answers;
 * the page's first data goes out as soon as the start-up runs (the route table knows the page's
 * first query, navigation-start.ts), without waiting for the session check or the context — both
 * are held back here to show it; and the page's JavaScript and CSS come in at most 12 files (the
 * chunk plan, apps/web/src/build). Loads without the service worker: its repeat visits are another
 * matter.
 */
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from '../fixtures';

test.use({ serviceWorkers: 'block' });

/** Files of JavaScript and CSS a first load may ask for. */
const SCRIPT_BUDGET = 12;
/** How long the session check's and the context's answers are held back. */
const HOLD_MS = 2_000;
/** Sent by the start-up script, once each (EARLY_REQUESTS in early-start.ts). */
const EARLY = ['/api/auth/me', '/api/context', '/api/dashboard/notifications'];

interface Timed {
  path: string;
  start: number;
  end: number;
}

/** Every file the page has asked for so far, with when it left and when its answer ended. */
async function requestsOf(page: Page): Promise<Timed[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => {
      const url = new URL(entry.name);
      return { path: url.pathname + url.search, start: entry.startTime, end: entry.responseEnd };
    }),
  );
}

/**
 * Opens `path` as a returning, signed-in user would (nothing cached), the session check's and the
 * context's answers held back, waits for `rows`, and checks the load: the start-up script's
 * requests went once each and the app took their answers, the API requests named by `together`
 * all left before any of them was answered, and at most SCRIPT_BUDGET files of JavaScript and CSS
 * came.
 */
async function checkFirstLoad(page: Page, path: string, rows: string, together: RegExp[]) {
  const hold = /\/api\/(auth\/me|context)$/;
  await page.route(hold, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator(rows).first()).toBeVisible();
  await page.unroute(hold);
  const requests = await requestsOf(page);
  for (const early of EARLY)
    expect(requests.filter((r) => r.path === early).length, `${early} sent once`).toBe(1);
  const untaken = await page.evaluate(() => {
    const early = (window as { earlyRequests?: { answers: object } }).earlyRequests;
    return early ? Object.keys(early.answers) : null;
  });
  expect(untaken, "the start-up script's requests, each taken by the app").toEqual([]);
  const group = together.map((pattern) => {
    const found = requests.find((r) => pattern.test(r.path));
    expect(found, `${pattern} among ${requests.map((r) => r.path).join(', ')}`).toBeTruthy();
    return found!;
  });
  const report = group.map((r) => `${r.path} ${r.start.toFixed(1)}–${r.end.toFixed(1)} ms`).join('\n');
  const lastStart = Math.max(...group.map((r) => r.start));
  const firstEnd = Math.min(...group.map((r) => r.end));
  expect(lastStart, `each left before any answer had come:\n${report}`).toBeLessThan(firstEnd);

  const scripts = [...new Set(requests.map((r) => r.path))].filter((p) => /^\/assets\/.+\.(js|css)$/.test(p));
  expect(scripts.length, `JavaScript and CSS of ${path}:\n${scripts.join('\n')}`).toBeLessThanOrEqual(
    SCRIPT_BUDGET,
  );
  console.log(`${path}: ${scripts.length} JS+CSS files; ${report.replace(/\n/g, '; ')}`);
}

test('the students list: the session check, the context and the first page of rows leave together', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await checkFirstLoad(page, '/manager/students/list', 'tr.entity-row', [
    /^\/api\/auth\/me$/,
    /^\/api\/context$/,
    /^\/api\/students\?page=1&pageSize=25$/,
  ]);
});

test("a teacher's periods of today and an attendance sheet: their data leaves with the session check, and an open sheet asks for no periods of today", async ({
  page,
}) => {
  await signIn(page, 'teacher');
  await checkFirstLoad(
    page,
    '/manager/attendance/detail',
    '[data-testid="today-periods"], [data-testid="today-none"]',
    [/^\/api\/auth\/me$/, /^\/api\/context$/, /^\/api\/attendance\/today$/],
  );

  const today = await api<{ date: string }>(page, '/attendance/today');
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;
  const periods = await api<{ id: number }[]>(page, '/class-period/options');
  const sheet = `courseGroupId=${group.id}&classPeriodId=${periods[0]!.id}&date=${today.date}`;
  // A new tab: nothing of the first load is cached.
  const fresh = await page.context().browser()!.newPage({ serviceWorkers: 'block' });
  try {
    await fresh.goto(new URL('/favicon.svg', page.url()).href);
    await fresh.evaluate(
      (stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)),
      await page.evaluate(() => ({ ...localStorage })),
    );
    const asked: string[] = [];
    fresh.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await checkFirstLoad(fresh, `/manager/attendance/detail?${sheet}`, '[data-testid^="attendance-row-"]', [
      /^\/api\/auth\/me$/,
      /^\/api\/context$/,
      /^\/api\/attendance\/sheet\?/,
    ]);
    // Today's periods are for the page without a sheet (its past-day picker): an open sheet never asks.
    await fresh.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === '/api/attendance/today')).toEqual([]);
  } finally {
    await fresh.close();
  }
});
