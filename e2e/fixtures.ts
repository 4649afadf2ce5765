/**
 * Fixtures: a real server per worker (the production bundle, a fresh embedded database with the demo
 * network), `baseURL` pointing at it, and helpers to log in and save screenshots.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'E2e-Demo-1404';
const repoRoot = path.resolve(import.meta.dirname, '..');
const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the production server on a fresh database; env overrides (WEB_DIST) serve another build. */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // E2E_SERVER_MAIN / WEB_DIST let a developer test a build kept outside the shared dist folders.
  const main = process.env.E2E_SERVER_MAIN || path.join(repoRoot, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Migrating and seeding the demo takes one to three minutes on two cores shared by several test runs.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * Saves a screenshot of the page, the whole page unless `fullPage: false`. A full-page shot makes
 * Chromium report a 1×1 window for a moment (a resize event): a layout that follows the width then
 * flips (under 976 px the menu bar gives way to the side nav), closing a menu open in it. The shot
 * of an open menu takes the viewport.
 */
type Shot = (name: string, options?: { fullPage?: boolean }) => Promise<void>;

export const test = base.extend<{ shot: Shot }, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const { url, child } = await startServer();
      await use({ url });
      child.kill('SIGTERM');
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  shot: async ({ page }, use) => {
    mkdirSync(screenshotDir, { recursive: true });
    await use(async (name, { fullPage = true } = {}) => {
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
    });
  },
});

export { expect };

/** Signs in through the login form and waits for the dashboard (tests of the sign-in itself). */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
}

/**
 * Signs out through the user menu, opened again until its logout item shows.
 */
export async function logout(page: Page): Promise<void> {
  // Toasts share the avatar's corner; a pointer resting on one pauses its timer (react-toastify's
  // pauseOnHover) — and a click aimed at the avatar under a toast rests the pointer on it. So every
  // try first closes the toasts showing then (one may arrive late), as a user would.
  const closeToasts = async () => {
    for (const close of await page.locator('.Toastify__close-button').all()) {
      await close.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await page.mouse.move(600, 500);
  };
  const item = page.getByTestId('logout');
  await expect(async () => {
    // Open the menu unless an earlier, slow try already did (a second click would close it).
    if (!(await item.isVisible())) {
      await closeToasts();
      await page.getByTestId('user-menu').click({ timeout: 5_000 });
    }
    await expect(item).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await item.click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Waits until the app shows the page of `path` (not a loader, not a redirect): the root element
 * carries the address of the page on screen. A page may add its own query (a tab, a group) once open.
 */
async function waitForPage(page: Page, path: string): Promise<void> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shown = path.includes('?') ? path : new RegExp(`^${escaped}(\\?.*)?$`);
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', shown);
}

/**
 * Signs in through the API as a returning user: the session the login form would store (tokens, user
 * data, ability rules) is put in local storage, and the app, once opened at `path`, starts signed in
 * and checks the session with the server as on any start. Without `path` the page stays on a plain
 * file of the site, for the test to ask the API something before it opens the app. The login form has
 * its own tests (auth-flow); going through it in every test cost about five seconds each.
 */
export async function signIn(page: Page, username: string, path?: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as Record<string, unknown>;
  // A file of the same origin, not the app: its storage can be written before the app first runs.
  await page.goto('/favicon.svg');
  await page.evaluate((stored) => {
    for (const key of ['accessToken', 'refreshToken']) localStorage.setItem(key, stored[key] as string);
    for (const key of ['userData', 'userAbilityRules'])
      localStorage.setItem(key, JSON.stringify(stored[key]));
  }, session);
  if (!path) return;
  await page.goto(path);
  await waitForPage(page, path);
}

/**
 * Opens `path` inside the running app, as following one of its links does: the router reads the new
 * address and nothing is loaded again (`page.goto` repeats the app's whole start-up, about one and a
 * half seconds of a two-core machine per page; tests keep it where a fresh start is the point).
 * Resolves once the new page is on screen.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPage(page, path);
}

/**
 * Opens a public page (/application/{id}, /survey/{id}) and waits for its script to take over the
 * first screen the server wrote into the HTML (inert until then: a field filled before would be
 * replaced).
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root > main')).not.toHaveAttribute('inert');
}

/**
 * The API's `data` for a request made with the session the page is signed in with (the access token
 * the app keeps in local storage). Anything but 200 fails the test, with the answer in the message.
 */
export async function api<T>(
  page: Page,
  path: string,
  { method = 'GET', data }: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; data?: unknown } = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Today as the app's date inputs take it when typed: Jalali, yyyy/mm/dd, on Tehran's clock. */
export function jalaliToday(): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}/${get('month')}/${get('day')}`;
}

/**
 * The gzip size of every script the page receives from now on, by URL (what a page costs to load,
 * whatever the server's own compression).
 */
export function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(response.url(), 0);
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return sizes;
}
