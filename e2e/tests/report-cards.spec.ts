/**
 * Report cards end to end: the manager generates the demo classroom's cards for the term the demo
 * scores are in, publishes them from the list, opens the multiple-print view (one A4 sheet per
 * student) and one card with its chart against the class average.
 */
import type { Page } from '@playwright/test';
import { api, expect as baseExpect, openInApp, signIn, test } from '../fixtures';

// Pages with a dozen charts render slowly on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Returns the classroom's published cards of a term to draft: the worker's server is shared, and
 * published cards freeze the class's scores for the tests that enter them (the worksheet test).
 */
async function unpublishCards(page: Page, termId: number, classroomId: number) {
  const published = await api<{ items: { id: number }[] }>(
    page,
    `/report-cards?term=${termId}&classroomId=${classroomId}&status=published&pageSize=200`,
  );
  if (published.items.length === 0) return;
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.post('/api/report-cards/unpublish', {
    headers: { authorization: `Bearer ${token}` },
    data: { ids: published.items.map((card) => card.id) },
  });
  expect(response.status(), 'unpublish').toBe(200);
}

/** The term the demo scores are in: the one holding three days ago, else the first. */
async function demoTerm(page: Page) {
  const options = await api<{ terms: { id: number; title: string }[] }>(page, '/report-cards/options');
  const terms = await api<{ items: { id: number; startDate: string; endDate: string }[] }>(
    page,
    '/terms?pageSize=100',
  );
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const current = terms.items.find((t) => t.startDate <= day && day <= t.endDate);
  return options.terms.find((t) => t.id === current?.id) ?? options.terms[0]!;
}

async function pick(page: Page, field: string, option: string | RegExp) {
  await page.getByTestId(field).getByRole('combobox').click();
  await page.getByRole('option', { name: option }).click();
}

test('a manager generates, publishes and prints the demo classroom’s report cards', async ({
  page,
  shot,
}) => {
  test.setTimeout(360_000);
  await signIn(page, 'manager');
  const term = await demoTerm(page);

  // Other tests of this worker may have added students to 101 (its server is shared): count them.
  const rooms = await api<{ items: { id: number; name: string }[] }>(page, '/classrooms?pageSize=100');
  const room = rooms.items.find((r) => r.name === '101')!;
  const studying = await api<{ total: number }>(
    page,
    `/students?classroomId=${room.id}&status=studying&pageSize=1`,
  );
  const n = studying.total;
  const digits = (value: number) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

  await page.goto('/manager/report-card/detail');
  await expect(page.getByTestId('report-card-generate-page')).toBeVisible();
  await pick(page, 'generate-period', term.title);
  await pick(page, 'generate-classroom', '۱۰۱');
  await page.getByTestId('generate-submit').click();
  await expect(page.getByTestId('generate-result')).toContainText(
    `${digits(n)} کارنامه از ${digits(n)} دانش‌آموز`,
  );

  await openInApp(page, '/manager/report-card/list');
  await pick(page, 'filter-period', term.title);
  await pick(page, 'filter-classroom', '۱۰۱');
  const rows = page.getByTestId('report-card-row');
  await expect(rows).toHaveCount(n);
  // Averages and ranks in Persian digits.
  await expect(rows.first()).toContainText(/[۰-۹]+٫[۰-۹]+/);
  await page.getByTestId('report-card-table').getByRole('checkbox').first().check();
  await page.getByTestId('report-card-publish').click();
  await expect(rows.filter({ hasText: 'منتشرشده' })).toHaveCount(n);
  await page.getByTestId('status-published').click();
  await expect(rows).toHaveCount(n);
  await shot('report-cards-list');

  // The multiple-print dialog: the term and the classroom, then one sheet per card.
  await page.getByTestId('report-card-multiple-print').click();
  const dialog = page.getByTestId('multiple-print-dialog');
  await expect(dialog).toBeVisible();
  await pick(page, 'print-period', term.title);
  await pick(page, 'print-classroom', '۱۰۱');
  await page.getByTestId('print-open').click();
  const sheets = page.getByTestId('report-card-sheet');
  await expect(sheets).toHaveCount(n);
  await expect(sheets.first().getByTestId('report-card-chart').locator('svg')).toBeVisible();
  await expect(sheets.first()).toContainText('دبیرستان پسرانه فرهنگ');
  await expect(sheets.first()).not.toContainText('پیش‌نویس');
  await shot('report-cards-multiple-print');
  // On paper each card ends its page.
  await page.emulateMedia({ media: 'print' });
  const breaks = await sheets.evaluateAll((list) =>
    list.map((s) => getComputedStyle(s.parentElement!).breakAfter),
  );
  expect(new Set(breaks)).toEqual(new Set(['page']));
  await page.emulateMedia({ media: 'screen' });

  // One card with its chart.
  await openInApp(page, '/manager/report-card/list');
  await pick(page, 'filter-period', term.title);
  await pick(page, 'filter-classroom', '۱۰۱');
  await rows.first().getByRole('link').click();
  const sheet = page.getByTestId('report-card-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('report-card-courses')).toContainText('قبول');
  const chart = sheet.getByTestId('report-card-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart).toContainText('میانگین کلاس');
  await expect(sheet.getByTestId('report-card-totals')).toContainText(/رتبه در کلاس:\s*[۰-۹]+/);
  await shot('report-card-detail');

  // Leave the class as found: its scores open again for the other tests of this worker.
  await unpublishCards(page, term.id, room.id);
  const left = await api<{ total: number }>(
    page,
    `/report-cards?term=${term.id}&classroomId=${room.id}&status=published&pageSize=1`,
  );
  expect(left.total).toBe(0);
});

test('the continuous score page explains each value and takes an override with a reason', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'manager');
  const options = await api<{ classrooms: { id: number; name: string }[] }>(page, '/report-cards/options');
  const room = options.classrooms.find((c) => c.name === '101')!;
  const groups = await api<{ items: { id: number }[] }>(page, `/course-groups?classroomId=${room.id}`);
  const group = groups.items[1]!.id;
  const { members } = await api<{ members: unknown[] }>(page, `/course-groups/${group}/students`);
  await page.goto(`/manager/course-groups/${group}/continuous-score`);
  const rows = page.getByTestId('continuous-row');
  await expect(rows).toHaveCount(members.length);
  // The demo class's own students (the people test of this worker imports two students into 101).
  const demoRows = rows.filter({ hasNotText: /آزمونی|بررسی/ });
  // Computed from the demo worksheet, in Persian digits; the computation opens below the row.
  await expect(demoRows.first()).toContainText(/[۰-۹]/);
  await demoRows.first().getByTestId('continuous-expand').click();
  await expect(page.getByTestId('continuous-items').first()).toContainText('کاربرگ');

  await demoRows.nth(1).getByTestId('continuous-override').click();
  const dialog = page.getByTestId('override-dialog');
  await dialog.getByTestId('override-score').fill('۱۷٫۵');
  await expect(dialog.getByTestId('override-save')).toBeDisabled(); // the reason is required
  await dialog.getByTestId('override-reason').fill('پروژه تحقیقی');
  await dialog.getByTestId('override-save').click();
  await expect(dialog).toBeHidden();
  await expect(demoRows.nth(1)).toContainText('۱۷٫۵');
  await expect(demoRows.nth(1).getByTestId('continuous-remove')).toBeVisible();
  await shot('continuous-score');
});
