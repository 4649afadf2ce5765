/**
 * Size budgets of the web app: the gzip size of every script the browser loads for the login page
 * must stay ≤ 202 KB, for the dashboard (after login, everything loaded so far) ≤ 347 KB, and for an
 * open attendance sheet ≤ 343 KB, its date picker not among it. The signed-in pages' figures leave
 * out the chunk of the layout's parts shown after the first paint (the menu's entries, the bar's
 * controls: `after-paint`, chunk-plan.ts), which must be asked for only once the page's own code is
 * in. Deterministic for a given build; the failure message gives the actual sizes. Measured
 * 2026-11-27: 201.4, 346.1 and 342.4 KB, `after-paint` 10.3 KB more (the dashboard 354.6 KB with
 * those parts in `app`; 200.8, 354.0 and 350.3 KB before the start-up remembered emotion's rules
 * between visits, lib/remembered-styles.ts; the sheet was 405 KB in 8 files while the page loaded its
 * past-day picker first; 355.4 and 351.6 KB while the spreadsheet import's page was in `app`). The
 * signed-in pages load their code in a handful of chunks (at most 12 files, page-requests.spec.ts),
 * which carry what other pages share too: the dashboard's figure was 309 KB in 55 files before. A
 * page's own code belongs in its own chunk.
 */
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, recordScripts, signIn, test } from '../fixtures';

const KB = 1024;
const LOGIN_BUDGET = 202 * KB;
const DASHBOARD_BUDGET = 347 * KB;
/** An open attendance sheet: no date picker (only the past-day picker has one, and a sheet hides it). */
const SHEET_BUDGET = 343 * KB;
/** The layout's parts shown after the first paint: the chunk plan's `after-paint` and the import's own file. */
const AFTER_PAINT = /\/assets\/(after-paint|LayoutLaterParts)-[\w-]+\.js$/;

/** What the page loaded but the chunks of the parts shown after its first paint. */
const beforePaint = (sizes: Map<string, number>) =>
  new Map([...sizes].filter(([url]) => !AFTER_PAINT.test(new URL(url).pathname)));
const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

/**
 * The parts shown after the first paint (the user menu among them) have come, and their chunks were
 * asked for only once every other script of the start-up and the page had come in.
 */
async function checkAfterPaint(page: Page) {
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'fetch' && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
  );
  const later = timings.filter((t) => AFTER_PAINT.test(t.path));
  const report = timings.map((t) => `${t.path} ${t.start.toFixed(0)}–${t.end.toFixed(0)} ms`).join('\n');
  expect(later.length, `the after-paint chunks among:\n${report}`).toBeGreaterThan(0);
  const startUp = timings.filter((t) => /\/assets\/(core|public|visitor|app)-/.test(t.path));
  expect(
    Math.min(...later.map((t) => t.start)),
    `asked for after the start-up's scripts came in:\n${report}`,
  ).toBeGreaterThanOrEqual(Math.max(...startUp.map((t) => t.end)));
}
const report = (sizes: Map<string, number>) =>
  [...sizes].map(([url, size]) => `${new URL(url).pathname} ${(size / KB).toFixed(1)} KB`).join('\n');

test('the login page loads at most 202 KB of gzipped JavaScript, the dashboard at most 347 KB before its first paint', async ({
  page,
}) => {
  const sizes = recordScripts(page);
  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const login = total(sizes);
  expect(login, `login page JS ${(login / KB).toFixed(1)} KB gzip:\n${report(sizes)}`).toBeLessThanOrEqual(
    LOGIN_BUDGET,
  );

  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  await checkAfterPaint(page);
  await page.waitForLoadState('networkidle');
  const dashboard = total(beforePaint(sizes));
  expect(
    dashboard,
    `dashboard JS ${(dashboard / KB).toFixed(1)} KB gzip:\n${report(sizes)}`,
  ).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  console.log(
    `bundle budget: login ${(login / KB).toFixed(1)} KB, dashboard ${(dashboard / KB).toFixed(1)} KB (gzip) before the first paint, ${((total(sizes) - dashboard) / KB).toFixed(1)} KB after`,
  );
});

test('the start-up script asks V8 to compile all its functions as it streams in', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  // The start-up chunk ("core"; the other script the page names is the bundler's few-line runtime).
  const startUp = /<script[^>]*type="module"[^>]*src="(\/assets\/core-[^"]+\.js)"/.exec(html)?.[1];
  expect(startUp, 'the page names its start-up script').toBeTruthy();
  const code = await (await request.get(startUp!)).text();
  // apps/web/src/build/compile-hints.ts
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test("an open attendance sheet loads at most 343 KB of gzipped JavaScript before its first paint, without the date picker's", async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const today = await api<{ date: string }>(page, '/attendance/today');
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;
  const periods = await api<{ id: number }[]>(page, '/class-period/options');
  const sizes = recordScripts(page);
  await page.goto(
    `/manager/attendance/detail?courseGroupId=${group.id}&classPeriodId=${periods[0]!.id}&date=${today.date}`,
  );
  await expect(page.locator('[data-testid^="attendance-row-"]').first()).toBeVisible();
  await checkAfterPaint(page);
  await page.waitForLoadState('networkidle');
  const sheet = total(beforePaint(sizes));
  expect(
    sheet,
    `attendance sheet JS ${(sheet / KB).toFixed(1)} KB gzip:\n${report(sizes)}`,
  ).toBeLessThanOrEqual(SHEET_BUDGET);
  expect(
    [...sizes.keys()].some((url) => /\/date-picker-/.test(url)),
    report(sizes),
  ).toBe(false);
  console.log(
    `bundle budget: attendance sheet ${(sheet / KB).toFixed(1)} KB (gzip) before the first paint, ${((total(sizes) - sheet) / KB).toFixed(1)} KB after`,
  );
});
