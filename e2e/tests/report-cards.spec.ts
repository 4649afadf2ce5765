/**
 * Report cards end to end: the manager generates the demo classroom's cards for the term the demo
 * scores are in. The demo has no final exams: generating warns with the missing finals and
 * publishing is refused with their list; once the finals are entered (through the API, as the
 * score sheet would), the cards publish. Then the multiple-print view (one A4 sheet per student, the
 * score in words, signature boxes) and one card with its chart against the class average.
 */
import path from 'node:path';
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
  const term = options.terms.find((t) => t.id === current?.id) ?? options.terms[0]!;
  return { ...term, startDate: terms.items.find((t) => t.id === term.id)!.startDate };
}

/**
 * A final exam for every course group of the classroom, on the term's first day (before the demo's
 * exams, which keep their place at the top of the exam lists), with a score for every student and
 * the last marked absent.
 */
async function enterFinals(page: Page, termId: number, termStart: string, classroomId: number) {
  const types = await api<{ items: { id: number; countsToward: string }[] }>(page, '/exam-types?pageSize=50');
  const finalType = types.items.find((t) => t.countsToward === 'final')!;
  const groups = await api<{ items: { id: number }[] }>(
    page,
    `/course-groups?classroomId=${classroomId}&pageSize=50`,
  );
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const post = async <T>(path: string, data: unknown) => {
    const response = await page.request.post(`/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  for (const group of groups.items) {
    const exam = await post<{ id: number }>('/exams', {
      title: `پایانی ${group.id}`,
      courseGroupIds: [group.id],
      examTypeId: finalType.id,
      termId,
      date: termStart,
      maxScore: 20,
      weight: 1,
    });
    const sheet = await api<{ students: { id: number }[] }>(page, `/exams/${exam.id}/scores`);
    await post(`/exams/${exam.id}/scores`, {
      clientId: `e2e-final-${exam.id}-${Date.now()}`,
      courseGroupId: group.id,
      entries: sheet.students.map((student, i) =>
        i === sheet.students.length - 1
          ? { studentId: student.id, mark: 'absent' }
          : { studentId: student.id, score: [18.25, 17.5, 15, 12.75, 19, 16][i % 6] },
      ),
    });
  }
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
  // No finals yet: each course of the class is listed with its students.
  const missing = page.getByTestId('missing-finals');
  await expect(missing).toContainText('نمره پایانی این درس‌ها هنوز ثبت نشده است');
  await expect(missing.getByTestId('missing-finals-course').first()).toContainText('۱۰۱');
  await shot('report-cards-missing-finals');

  await openInApp(page, '/manager/report-card/list');
  await pick(page, 'filter-period', term.title);
  await pick(page, 'filter-classroom', '۱۰۱');
  const rows = page.getByTestId('report-card-row');
  await expect(rows).toHaveCount(n);
  // Averages and ranks in Persian digits.
  await expect(rows.first()).toContainText(/[۰-۹]+٫[۰-۹]+/);
  await page.getByTestId('report-card-table').getByRole('checkbox').first().check();
  await page.getByTestId('report-card-publish').click();
  // Refused while finals are missing: the list stays on the page, nothing is published.
  await expect(page.getByTestId('missing-finals')).toContainText('این کارنامه‌ها منتشر نشد');
  await expect(rows.filter({ hasText: 'منتشرشده' })).toHaveCount(0);
  await shot('report-cards-publish-refused');

  // The finals entered, the cards computed again, publishing goes through.
  await enterFinals(page, term.id, term.startDate, room.id);
  await api(page, '/report-cards/generate', {
    method: 'POST',
    data: { termId: term.id, classroomId: room.id },
  });
  await page.reload();
  await pick(page, 'filter-period', term.title);
  await pick(page, 'filter-classroom', '۱۰۱');
  await expect(rows).toHaveCount(n);
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
  // The first student's first course: 18.25 written out beside the figure.
  await expect(sheets.first().getByTestId('report-card-words').first()).toHaveText(/^[\u0600-\u06FF ‌]+$/);
  await expect(sheets.first().getByTestId('report-card-sign-principal')).toBeVisible();
  await shot('report-cards-multiple-print');
  // One card as it comes out of the printer: A4 width at 96 dpi, print styles.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await sheets
    .first()
    .screenshot({ path: path.resolve(import.meta.dirname, '../screenshots/report-card-a4.png') });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });
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
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sheet.getByTestId('report-card-words').first()).toBeVisible();
  await shot('report-card-detail-390');
  await page.setViewportSize({ width: 1280, height: 800 });

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
