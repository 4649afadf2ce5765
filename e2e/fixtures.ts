/**
 * Fixtures: a real server per worker (the production bundle, a fresh embedded database with the demo
 * network), `baseURL` pointing at it, and helpers to log in and save screenshots.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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

export const test = base.extend<{ shot: (name: string) => Promise<void> }, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const { url, child } = await startServer();
      await use({ url });
      child.kill('SIGTERM');
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  shot: async ({ page }, use) => {
    mkdirSync(screenshotDir, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
    });
  },
});

export { expect };

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
