/**
 * Attendance end to end: a teacher on a phone takes a sheet, reloads half-way (the draft comes back)
 * and saves; the manager finds it in the attendance list and exports it. On a desktop the sheet
 * works from the keyboard. Offline, a saved sheet waits in the outbox (also across a reload) and is
 * sent exactly once when the network returns.
 */
import type { Page } from '@playwright/test';
import { api, expect, loginAs, logout, openInApp, signIn, test } from '../fixtures';

const todayInTehran = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

interface SheetData {
  students: { id: number; firstName: string; lastName: string }[];
}

/** The teacher's first course group and the nth class period, today. */
async function teacherSheet(page: Page, periodIndex: number) {
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;
  const periods = await api<{ id: number; title: string }[]>(page, '/class-period/options');
  const key = { courseGroupId: group.id, classPeriodId: periods[periodIndex]!.id, date: todayInTehran() };
  const sheet = await api<SheetData>(
    page,
    `/attendance/sheet?courseGroupId=${key.courseGroupId}&classPeriodId=${key.classPeriodId}&date=${key.date}`,
  );
  const url = `/manager/attendance/detail?courseGroupId=${key.courseGroupId}&classPeriodId=${key.classPeriodId}&date=${key.date}`;
  return { key, sheet, url };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the teacher's periods of today keep each sheet's button clear of the period and its status", async ({
    page,
    shot,
  }) => {
    await signIn(page, 'teacher', '/manager/attendance/detail');
    const rows = page.getByTestId('today-periods').locator('li');
    await expect(rows.first()).toBeVisible();
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const row of await rows.all()) {
      const button = (await row.getByRole('button').boundingBox())!;
      for (const part of [row.locator('.MuiListItemText-root'), row.locator('.MuiChip-root')])
        expect(overlap(button, (await part.boundingBox())!)).toBe(false);
    }
    await shot('attendance-today-phone');
  });

  test('a teacher takes attendance, a reload keeps the taps, and the manager exports it', async ({
    page,
    shot,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, 'teacher');
    const { sheet, url } = await teacherSheet(page, 0);
    const [first, second, third] = sheet.students;
    await page.goto(url);
    await expect(page.getByTestId('attendance-sheet')).toBeVisible();
    await page.getByTestId(`mark-absent-${second!.id}`).tap();
    await page.getByTestId(`mark-late-${third!.id}`).tap();
    await page.getByTestId(`late-minutes-${third!.id}`).fill('۱۰');
    await expect(page.getByTestId(`attendance-row-${second!.id}`)).toHaveAttribute('data-status', 'absent');
    await shot('attendance-sheet-phone');

    // A reload (or a crash) mid-way: the draft brings every tap back.
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByTestId(`attendance-row-${second!.id}`)).toHaveAttribute('data-status', 'absent');
    await expect(page.getByTestId(`late-minutes-${third!.id}`)).toHaveValue('۱۰');
    expect(await page.evaluate(() => localStorage.getItem('attendance_draft'))).not.toBeNull();

    await page.getByTestId('sheet-save').tap();
    await expect(page.getByText('حضور و غیاب ثبت شد.')).toBeVisible();
    await expect(page.getByTestId('sheet-unsaved')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('attendance_draft'))).toBeNull();
    await shot('attendance-sheet-phone-saved');

    // The manager sees the marks in the attendance list and exports them.
    await page.getByTestId('user-menu').tap();
    await page.getByTestId('logout').tap();
    // Logout finishes (tokens cleared, back on the login page) before the next user signs in.
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 850 });
    await loginAs(page, 'manager');
    await openInApp(page, '/manager/attendance/list');
    await expect(page.getByTestId('entity-list-attendance')).toBeVisible();
    await expect(page.getByTestId('entity-list-attendance')).toContainText(first!.lastName);
    await expect(page.getByTestId('entity-list-attendance')).toContainText('غایب');
    await shot('attendance-list-manager');
    const download = page.waitForEvent('download');
    await page.getByTestId('entity-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});

test('the sheet answers the keyboard on a desktop', async ({ page }) => {
  await signIn(page, 'teacher');
  const { sheet, url } = await teacherSheet(page, 1);
  const [first, second] = sheet.students;
  await page.goto(url);
  await page.getByTestId(`attendance-row-${first!.id}`).focus();
  await page.keyboard.press('2');
  await expect(page.getByTestId(`attendance-row-${first!.id}`)).toHaveAttribute('data-status', 'absent');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('3');
  await expect(page.getByTestId(`attendance-row-${second!.id}`)).toHaveAttribute('data-status', 'late');
  // Late without minutes is refused before anything is sent.
  await page.keyboard.press('Control+s');
  await expect(
    page.getByText(`برای ${second!.firstName} ${second!.lastName} دقیقه تأخیر را بنویسید.`),
  ).toBeVisible();
  await page.getByTestId('all-present').click();
  await expect(page.getByTestId('sheet-counts')).toContainText(
    `حاضر ${String(sheet.students.length).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`,
  );
});

test('offline, a saved sheet waits in the outbox, survives a reload and is sent once when back online', async ({
  page,
  context,
  shot,
}) => {
  test.setTimeout(240_000);
  // The app starts (and registers its worker) on the dashboard, as after signing in.
  await signIn(page, 'teacher', '/dashboard');
  const { key, sheet, url } = await teacherSheet(page, 2);
  const absentee = sheet.students[4]!;
  // The worker must control the page (and have cached the sheet) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await page.goto(url);
  await expect(page.getByTestId('attendance-sheet')).toBeVisible();

  await context.setOffline(true);
  await page.getByTestId(`mark-absent-${absentee.id}`).click();
  await page.getByTestId('sheet-save').click();
  await expect(page.getByText('اتصال برقرار نیست؛ برگه در صف ارسال ماند')).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toHaveText('۱');
  await shot('attendance-offline-waiting');

  // Still offline: a reload keeps the waiting sheet.
  await page.reload();
  await expect(page.getByTestId('outbox-count')).toHaveText('۱');
  await page.getByTestId('outbox-button').click();
  await expect(page.locator('[data-testid^="outbox-entry-"]')).toContainText('در انتظار ارسال');
  await page.keyboard.press('Escape');

  // Back online: sent once, the outbox empties, and the manager sees the absence.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-button')).toHaveCount(0, { timeout: 45_000 });
  const rows = await api<{ items: { studentId: number; status: string }[]; total: number }>(
    page,
    `/attendance?studentId=${absentee.id}&dateFrom=${key.date}&dateTo=${key.date}&classPeriodId=${key.classPeriodId}`,
  );
  expect(rows.items.map((r) => r.status)).toEqual(['absent']);
  // Logout finishes (tokens cleared, back on the login page) before the next user signs in.
  await logout(page);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await signIn(page, 'manager');
  const seen = await api<{ items: { status: string }[] }>(
    page,
    `/attendance?studentId=${absentee.id}&dateFrom=${key.date}&dateTo=${key.date}&classPeriodId=${key.classPeriodId}`,
  );
  expect(seen.items.map((r) => r.status)).toEqual(['absent']);
});
