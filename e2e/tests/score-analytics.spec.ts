/**
 * Score analytics end to end, on the demo's computed report cards of the current term: the manager
 * opens the box plot, narrows it to a term and a classroom and exports it to Excel, then the matrix
 * report (scrolling within itself, cells coloured, a card per student on a phone); a placeholder page
 * of the template shows the shared notice and is in no menu. Desktop and 390 px shots.
 */
import { expect, openInApp, signIn, test } from '../fixtures';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** Picks the first choice of a reference filter (the term: the demo's current one comes first). */
async function pickFirst(page: Page, field: string) {
  await page.getByTestId(`field-${field}`).locator('[role=combobox]').click();
  await page.locator('li[role=option]').first().click();
}

test('the manager reads the box plot and the matrix report, exports one, and meets a placeholder page', async ({
  page,
  shot,
}) => {
  await signIn(page, 'manager', '/manager/template/sida/box-plot');
  await expect(page.getByRole('heading', { name: 'نمودار جعبه‌ای نمرات' })).toBeVisible();
  await pickFirst(page, 'termId');
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const chart = page.getByTestId('analytics-chart');
  await expect(chart.locator('svg')).toBeVisible();
  // A box per classroom: the legend names the school's classrooms.
  await expect(chart.locator('svg')).toContainText('۱۰۱');
  expect(await table.innerText()).not.toMatch(/[0-9]/);
  const schoolRows = await table.locator('tbody tr').count();
  await pickFirst(page, 'classroomId');
  await expect.poll(async () => table.locator('tbody tr').count()).toBeLessThan(schoolRows);
  await expect(table).not.toContainText('همه کلاس‌ها');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot('score-analytics-box-plot');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-excel').click();
  const download = await downloading;
  // Chromium writes the half-space (ZWNJ) of the title as «_» in file names.
  expect(download.suggestedFilename()).toMatch(/^نمودار جعبه.ای نمرات\.xlsx$/);
  expect((await readFile((await download.path())!)).subarray(0, 2).toString()).toBe('PK');

  await page.setViewportSize(PHONE);
  await expect(chart.locator('svg')).toBeVisible();
  await shot('score-analytics-box-plot-phone');
  await page.setViewportSize(DESKTOP);

  await openInApp(page, '/manager/template/sida/matris-report');
  await expect(page.getByRole('heading', { name: 'گزارش ماتریسی نمرات' })).toBeVisible();
  await pickFirst(page, 'termId');
  const rows = page.getByTestId('matrix-row');
  await expect(rows.first()).toBeVisible();
  const everyRoom = await rows.count();
  // One classroom: a row per student of the matrix the server sends for it (other tests on this
  // worker's server may have added students to the demo class, so the count is read, not assumed).
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/score-analytics/matrix') && r.url().includes('classroomId='),
  );
  await pickFirst(page, 'classroomId');
  const body = (await (await answered).json()) as {
    data?: { students: { classroomId: number }[] };
    students?: { classroomId: number }[];
  };
  const oneRoom = (body.data ?? body).students!;
  expect(new Set(oneRoom.map((s) => s.classroomId)).size).toBe(1);
  expect(oneRoom.length).toBeGreaterThan(0);
  expect(oneRoom.length).toBeLessThan(everyRoom);
  await expect.poll(async () => rows.count()).toBe(oneRoom.length);
  // Some cell of the demo class is under passing, some in a course's top decile.
  await expect(page.locator('[data-tone=below]').first()).toBeVisible();
  await expect(page.locator('[data-tone=top]').first()).toBeVisible();
  // The student's full name stays in view while the matrix scrolls sideways.
  const scroller = page.getByTestId('matrix-scroller');
  const name = rows.first().locator('th');
  const before = await name.boundingBox();
  await scroller.evaluate((el) => el.scrollBy({ left: -400 }));
  expect((await name.boundingBox())?.x).toBeCloseTo(before!.x, 0);
  // Every figure in Persian digits (the name cells hold names as typed: another test's may have digits).
  expect((await scroller.locator('td').allInnerTexts()).join(' ')).not.toMatch(/[0-9]/);
  await shot('score-analytics-matrix');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('matrix-cards')).toBeVisible();
  await shot('score-analytics-matrix-phone');
  await page.setViewportSize(DESKTOP);

  await openInApp(page, '/manager/template/wallet');
  const notice = page.getByTestId('not-in-edition');
  await expect(notice).toContainText('این بخش در این نسخه در دسترس نیست');
  await expect(notice).toContainText('کیف پول');
  await expect(page.locator('a[href="/manager/template/wallet"]')).toHaveCount(0);
  await shot('template-page');
  await page.setViewportSize(PHONE);
  await expect(notice).toBeVisible();
  await shot('template-page-phone');
});
