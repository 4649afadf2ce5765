/**
 * The installable app (product spec sections 1, 4, 7, 9): the worker installs and the app opens
 * offline, the install dialog, the update flow from one build to the next, and the outbox's navbar
 * list. Runs against the production build (WEB_DIST, default apps/web/dist).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, signIn, startServer, test } from '../fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDist = process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist');

/** The worker has installed (precached the app) and controls the page. */
async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });
}

test('the worker installs and the app still opens offline', async ({ page, context, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({
    lang: 'fa',
    dir: 'rtl',
    theme_color: '#7367F0',
    start_url: '/',
  });

  await signIn(page, 'teacher', '/dashboard');
  await waitForWorkerControl(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
    new URL('/', page.url()).href,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  await context.setOffline(false);
});

/** A synthetic install offer, as Chromium gives one when the app is installable. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = async () => {
      (window as unknown as { installPrompted: boolean }).installPrompted = true;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
}

test('signed out, the worker registers and the install dialog shows on the login and landing pages', async ({
  page,
  shot,
}) => {
  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  // Registered for a visitor who has not signed in, at the site root with root scope.
  await waitForWorkerControl(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
    new URL('/', page.url()).href,
  );

  // The browser offers installation: the dialog shows at once, with no click on the page first.
  await offerInstall(page);
  const dialog = page.getByTestId('install-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('آیا می‌خواهید وب‌اپلیکیشن سامانه مدرسه را نصب کنید؟');
  await shot('pwa-install-dialog-login');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('pwa-install-dialog-login-phone');
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByTestId('install-accept').click();
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted),
  ).toBe(true);

  // An answered offer does not come back; a new one on the landing page does, and "close" clears it.
  await page.goto('/front-pages/landing-page');
  await expect(dialog).toHaveCount(0);
  await offerInstall(page);
  await expect(dialog).toBeVisible();
  await page.getByTestId('install-close').click();
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() => (window as { schoolInstallOffer?: unknown }).schoolInstallOffer),
  ).toBeNull();
});

test('signed in, an offer shows the dialog on the dashboard as well', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard');
  await offerInstall(page);
  await expect(page.getByTestId('install-dialog')).toBeVisible();
  await page.getByTestId('install-close').click();
  await expect(page.getByTestId('install-dialog')).toBeHidden();
});

test('no install dialog when the app already runs installed', async ({ page }) => {
  // Chromium cannot emulate display-mode, so the media query answers as an installed app's would.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await loginAs(page, 'teacher');
  await waitForWorkerControl(page);
  await offerInstall(page);
  // The offer is kept (the dialog would show at once otherwise, as above), but nothing asks.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { schoolInstallOffer?: unknown }).schoolInstallOffer != null),
  ).toBe(true);
});

/** Turns the served build into "build B": a new index.html, so a new worker (new precache revision). */
function publishBuildB(dir: string): void {
  const indexPath = path.join(dir, 'index.html');
  const indexB = readFileSync(indexPath, 'utf8').replace(
    '<head>',
    '<head>\n    <meta name="app-build" content="B" />',
  );
  writeFileSync(indexPath, indexB);
  // The build's compressed copies would be served in its place (web-app.ts serves them as they are).
  for (const copy of ['index.html.br', 'index.html.gz', 'sw.js.br', 'sw.js.gz'])
    rmSync(path.join(dir, copy), { force: true });
  const workerPath = path.join(dir, 'sw.js');
  const worker = readFileSync(workerPath, 'utf8');
  const revision = createHash('md5').update(indexB).digest('hex');
  const workerB = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  if (workerB === worker) throw new Error('index.html revision not found in sw.js');
  writeFileSync(workerPath, workerB);
}

test('a new build shows the update prompt; drafts ask first; "update" reloads into it', async ({
  page,
  context,
  shot,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-build-'));
  cpSync(webDist, dir, { recursive: true });
  const server = await startServer({ WEB_DIST: dir });
  try {
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="username"]').fill('teacher');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    await waitForWorkerControl(page);

    publishBuildB(dir);
    await page.evaluate(() => {
      localStorage.setItem('attendance_draft', '{"rows":[]}');
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    // Back online → update check (spec section 7).
    await context.setOffline(true);
    await context.setOffline(false);

    const dialog = page.getByTestId('update-dialog');
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(dialog).toContainText('به‌روزرسانی جدید');
    await expect(page.getByTestId('update-later')).toHaveText('بعداً');
    await shot('pwa-update-dialog');
    // Persistent: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await page.getByTestId('update-apply').click();
    await expect(page.getByText('اطلاعات ذخیره‌نشده دارید')).toBeVisible();
    await shot('pwa-update-confirm');
    await page.getByTestId('confirm-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('اطلاعات ذخیره‌نشده دارید')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // The new worker still waits; on the next start the prompt is back, and without a draft it applies.
    await page.evaluate(() => localStorage.removeItem('attendance_draft'));
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);
    await page.getByTestId('update-apply').click();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'B', { timeout: 45_000 });
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    server.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Writes entries straight into the outbox database the app opened, then tells the app. */
async function seedOutbox(page: Page, entries: Record<string, unknown>[]): Promise<void> {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('school-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('requests', 'readwrite');
      rows.forEach((row) => tx.objectStore('requests').put(row));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    new BroadcastChannel('school-outbox').postMessage('changed');
  }, entries);
}

test('the outbox lists unsent writes, sends them when back online and keeps a refused one', async ({
  page,
  context,
  shot,
}) => {
  await signIn(page, 'teacher', '/dashboard');
  // Offline, the outbox list's code comes from the worker's precache.
  await waitForWorkerControl(page);
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'school-outbox'),
  );
  await expect(page.getByTestId('outbox-button')).toHaveCount(0);
  const work = await page.evaluate(async () => {
    const response = await fetch('/api/context', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await response.json()).data as { currentSchoolId: number; currentAcademicYearId: number };
  });

  await context.setOffline(true);
  const now = Date.now();
  const base = { owner: 'teacher', state: 'waiting', kind: 'attendance', method: 'PUT', path: '/context' };
  await seedOutbox(page, [
    {
      ...base,
      clientId: 'ok-1',
      body: { schoolId: work.currentSchoolId, academicYearId: work.currentAcademicYearId },
      label: 'حضور و غیاب 101 — زنگ اول',
      createdAt: now,
    },
    {
      ...base,
      clientId: 'bad-2',
      body: { schoolId: 999999, academicYearId: 999999 },
      label: 'حضور و غیاب 102 — زنگ دوم',
      createdAt: now + 1,
    },
  ]);

  await expect(page.getByTestId('outbox-count')).toHaveText('۲');
  await page.getByTestId('outbox-button').click();
  await expect(page.getByTestId('outbox-entry-ok-1')).toContainText('حضور و غیاب ۱۰۱ — زنگ اول');
  await expect(page.getByTestId('outbox-entry-ok-1')).toContainText('در انتظار ارسال');
  await expect(page.getByTestId('outbox-entry-bad-2')).toContainText('در انتظار ارسال');
  await shot('pwa-outbox-menu', { fullPage: false });

  // Back online: the first is sent and leaves; the server refuses the second, which stays with its reason.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-entry-ok-1')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('outbox-count')).toHaveText('۱');
  await expect(page.getByTestId('outbox-entry-bad-2')).toContainText('پذیرفته نشد:');
  await expect(page.getByText('۱ مورد ذخیره‌شده هنگام قطعی اینترنت ارسال شد.')).toBeVisible();
  await shot('pwa-outbox-rejected');

  await page.getByTestId('outbox-discard-bad-2').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('outbox-button')).toHaveCount(0);
});

test('at start, caches of old versions are deleted with a Persian log line, even on the login page', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/login');
  await page.evaluate(async () => {
    await Promise.all(['old-shell', 'assets-v1', 'keep-me'].map((name) => caches.open(name)));
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()))
    .toEqual(expect.arrayContaining(['keep-me']));
  await expect.poll(() => page.evaluate(async () => await caches.has('old-shell'))).toBe(false);
  expect(await page.evaluate(async () => await caches.has('assets-v1'))).toBe(false);
  expect(logs.filter((line) => line.includes('کش قدیمی برنامه حذف شد'))).toHaveLength(2);
});
