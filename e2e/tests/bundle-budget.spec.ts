/**
 * Size budgets of the web app: the gzip size of every script the browser loads for the login page
 * must stay ≤ 200 KB, and for the dashboard (after login, everything loaded so far) ≤ 350 KB.
 * Deterministic for a given build; the failure message gives the actual sizes.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../fixtures';

const KB = 1024;
const LOGIN_BUDGET = 200 * KB;
const DASHBOARD_BUDGET = 350 * KB;

/** Records the gzip size of every script response the page receives. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(response.url(), 0);
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const report = (sizes: Map<string, number>) =>
  [...sizes].map(([url, size]) => `${new URL(url).pathname} ${(size / KB).toFixed(1)} KB`).join('\n');

test('the login page loads at most 200 KB of gzipped JavaScript, the dashboard at most 350 KB', async ({
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
