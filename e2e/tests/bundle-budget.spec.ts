/**
 * Size budgets of the web app: the gzip size of every script the browser loads for the login page
 * must stay ≤ 202 KB (200.1 KB with the route table of the exam, Sida and year pages), and for the dashboard (after login, everything loaded so far) ≤ 360 KB (354.6 KB with the new modules' menu).
 * Deterministic for a given build; the failure message gives the actual sizes. Measured 2026-11-27:
 * 196.7 and 348.3 KB. The signed-in pages load their code in a handful of chunks (at most 12 files,
 * page-requests.spec.ts), which carry what other pages share too: the dashboard's figure was 309 KB
 * in 55 files before. Its budget stays; a page's own code belongs in its own chunk.
 */
import { DEMO_PASSWORD, expect, recordScripts, test } from '../fixtures';

const KB = 1024;
const LOGIN_BUDGET = 202 * KB;
const DASHBOARD_BUDGET = 360 * KB;

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const report = (sizes: Map<string, number>) =>
  [...sizes].map(([url, size]) => `${new URL(url).pathname} ${(size / KB).toFixed(1)} KB`).join('\n');

test('the login page loads at most 202 KB of gzipped JavaScript, the dashboard at most 360 KB', async ({
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
  await page.waitForLoadState('networkidle');
  const dashboard = total(sizes);
  expect(
    dashboard,
    `dashboard JS ${(dashboard / KB).toFixed(1)} KB gzip:\n${report(sizes)}`,
  ).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  console.log(
    `bundle budget: login ${(login / KB).toFixed(1)} KB, dashboard ${(dashboard / KB).toFixed(1)} KB (gzip)`,
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
