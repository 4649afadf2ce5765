/**
 * Sessions across starts: a session the server ended sends the user to /login itself; a stored
 * token that cannot be read is cleared; and offline, a reload with a stored session whose 8 hours
 * are not over keeps the teacher signed in (offline mode, with a banner): back online the token is
 * refreshed and the sheet saved offline is sent without signing in again.
 */
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from '../fixtures';

test.describe('session', () => {
  test('a session revoked on the server sends the user to /login, without `to`, on the next start', async ({
    page,
  }) => {
    await signIn(page, 'teacher', '/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // End the session from outside the page (as another tab's logout would).
    const response = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.locator('input[name="username"]')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('a stored token that is not valid JSON-web-token payload is cleared and leads to login', async ({
    page,
  }) => {
    await signIn(page, 'teacher', '/dashboard');
    await page.evaluate(() => localStorage.setItem('accessToken', 'aaa.bbb.ccc'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

const todayInTehran = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The teacher's own first course group at the last class period today (other tests use the first ones). */
async function lastPeriodSheet(page: Page) {
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;
  const periods = await api<{ id: number }[]>(page, '/class-period/options');
  const key = {
    courseGroupId: group.id,
    classPeriodId: periods[periods.length - 1]!.id,
    date: todayInTehran(),
  };
  const query = `courseGroupId=${key.courseGroupId}&classPeriodId=${key.classPeriodId}&date=${key.date}`;
  const sheet = await api<{ students: { id: number }[] }>(page, `/attendance/sheet?${query}`);
  return { key, sheet, url: `/manager/attendance/detail?${query}` };
}

/** Seconds since 1970 in the payload of a stored JSON web token. */
function expOf(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
}

test('offline, a reload keeps the teacher signed in; back online the token is refreshed and the sheet sent', async ({
  page,
  context,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'teacher', '/dashboard');
  const { key, sheet, url } = await lastPeriodSheet(page);
  const absentee = sheet.students[2]!;
  // The worker must control the page (and have cached the app) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await page.goto(url);
  await expect(page.getByTestId('attendance-sheet')).toBeVisible();

  await context.setOffline(true);
  await page.getByTestId(`mark-absent-${absentee.id}`).click();
  await page.getByTestId('sheet-save').click();
  await expect(page.getByTestId('outbox-count')).toHaveText('۱');

  // Half an hour later the access token has lapsed (the client reads only its exp; the server would
  // refuse this copy as it refuses an expired one). The session's 8 hours are not over.
  const before = await page.evaluate(() => {
    const [header, payload, signature] = localStorage.getItem('accessToken')!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 120;
    const lapsed = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('accessToken', `${header}.${lapsed}.${signature}`);
    return { refreshToken: localStorage.getItem('refreshToken') };
  });

  // Reloaded offline: the app opens from the worker's cache, signed in, with the offline banner.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('حالت آفلاین');
  await expect(page.getByTestId('outbox-count')).toHaveText('۱');
  await shot('session-offline-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toBeVisible();
  await shot('session-offline-banner-phone');
  await page.setViewportSize({ width: 1366, height: 850 });

  // Back online: the token is refreshed, the waiting sheet is sent, the banner goes; no sign-in.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-button')).toHaveCount(0, { timeout: 45_000 });
  await expect(banner).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  const after = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken')!,
    refreshToken: localStorage.getItem('refreshToken'),
  }));
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(expOf(after.accessToken)).toBeGreaterThan(Date.now() / 1000 + 20 * 60);
  const rows = await api<{ items: { status: string }[] }>(
    page,
    `/attendance?studentId=${absentee.id}&dateFrom=${key.date}&dateTo=${key.date}&classPeriodId=${key.classPeriodId}`,
  );
  expect(rows.items.map((row) => row.status)).toEqual(['absent']);
});
