/**
 * Institutes' mock exams end to end: the school manager opens the institute exams list, follows an
 * exam's «ورود نتایج» link, downloads its template (the grade's students, three columns a course),
 * fills it in as the institute's report card says — one row with a percent out of range — sees the
 * preview's error on that cell, imports the valid rows and opens the class report of the exam: the
 * imported students best first with their تراز and a chart. Pages are photographed on a desktop and
 * on a 390 px phone; the other three reports open full from the demo data.
 */
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, expect, openInApp, signIn, test } from '../fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const persian = (text: string | number) => String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The exam's template as the server serves it, filled: each student a percent, تراز and rank per course. */
async function filledTemplate(page: Page, examId: number): Promise<{ file: Buffer; names: string[] }> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api/corp-exams/${examId}/results/template.xlsx`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const names: string[] = [];
  for (let r = 2; r <= Math.min(sheet.rowCount, 6); r++) {
    const row = sheet.getRow(r);
    names.push(String(row.getCell(2).value));
    headers.forEach((header, c) => {
      const cell = row.getCell(c + 1);
      if (header.endsWith('درصد')) cell.value = r === 3 ? '120' : persian(`${40 + r * 5}٫5`);
      else if (header.endsWith('تراز') || header === 'تراز کل') cell.value = String(5000 + r * 150);
      else if (header.endsWith('رتبه') || header === 'رتبه کل') cell.value = String(9000 - r * 400);
    });
  }
  // Rows past the sixth are left as the template gives them: no results, passed over.
  return { file: Buffer.from(await book.xlsx.writeBuffer()), names };
}

test('an institute results sheet is imported and the class report shows it', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager', '/manager/corp-exams/list');
  await expect(page.getByRole('heading', { level: 1, name: 'آزمون‌های موسسات' })).toBeVisible();
  // An exam of today, two courses of the twelfth grade: the latest of the year.
  const corps = await api<{ items: { id: number }[] }>(page, '/corps?pageSize=10');
  const plans = await api<{ items: { id: number }[] }>(page, '/course-plans?gradeLevel=12&sort=code:asc');
  const today = new Date().toISOString().slice(0, 10);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/corp-exams', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      corpId: corps.items[0]!.id,
      title: 'آزمون جامع آزمایشی',
      date: today,
      gradeLevel: '12',
      coursePlanIds: plans.items.slice(0, 2).map((p) => p.id),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const exam = ((await created.json()) as { data: { id: number } }).data;
  await page.reload();
  await expect(page.getByTestId(`row-results-${exam.id}`)).toBeVisible();
  await shot('corp-exams-list');
  await page.getByTestId(`row-results-${exam.id}`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ورود نتایج آزمون موسسه' })).toBeVisible();
  await expect(page.getByTestId('import-exam')).toContainText('آزمون جامع آزمایشی');

  const { file, names } = await filledTemplate(page, exam.id);
  await page.getByTestId('import-file').setInputFiles({ name: 'results.xlsx', mimeType: XLSX, buffer: file });
  const counts = page.getByTestId('import-counts');
  await expect(counts).toContainText(`کل ردیف‌ها: ${persian(5)}`);
  await expect(counts).toContainText(`دارای خطا: ${persian(1)}`);
  const bad = page.getByTestId('import-row-3');
  await expect(bad).toHaveAttribute('data-invalid', 'true');
  await expect(bad.getByTestId('import-cell-error').first()).toContainText(
    'درصد باید میان منفی ۱۰۰ و ۱۰۰ باشد.',
  );
  await shot('corp-results-preview');
  await page.getByTestId('import-commit-valid').click();
  await expect(page.getByTestId('import-result')).toContainText(
    `نتیجه ${persian(4)} دانش‌آموز افزوده شد، ${persian(0)} جایگزین شد و ${persian(1)} ردیف رد شد.`,
  );

  // The class report opens on the latest exam: this one, its four students best first.
  await openInApp(page, '/manager/corp-report-corp-class-exam-score');
  const report = page.getByTestId('corp-report-corp-class-exam-score');
  await expect(page.getByTestId('report-subtitle')).toContainText('آزمون جامع آزمایشی');
  const rows = report.locator('[data-testid=report-table] tr.report-row');
  await expect(rows).toHaveCount(4);
  // The sixth row of the sheet had the highest تراز: first.
  await expect(rows.first()).toContainText(names[4]!);
  await expect(rows.first()).toContainText(persian('5,900').replace(',', '٬'));
  await expect(report.getByTestId('report-totals')).toContainText('میانگین');
  await expect(report.getByTestId('corp-chart').locator('svg')).toBeVisible();
  await shot('corp-report-class');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot('corp-report-class-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The other reports open full on the demo's exams.
  for (const [path, name] of [
    ['corp-report-corp-student-exam-score', 'student'],
    ['corp-report-course-school-date', 'course-school'],
    ['corp-report-course-student-date', 'course-student'],
  ] as const) {
    await openInApp(page, `/manager/${path}`);
    const frame = page.locator('[data-testid^=corp-report-]');
    await expect(frame.locator('[data-testid=report-table] tr.report-row').first()).toBeVisible();
    await expect(frame.getByTestId('corp-chart').locator('svg')).toBeVisible();
    await shot(`corp-report-${name}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('corp-report-course-student-phone');
});
