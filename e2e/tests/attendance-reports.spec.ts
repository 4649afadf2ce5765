/**
 * Attendance reports end to end: the manager saves attendance through the API (yesterday and
 * today), opens the attendance report of that classroom, sees the matrix in Persian digits,
 * downloads it as Excel, and finds today's attendance on the dashboard.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, expect, openInApp, signIn, test } from '../fixtures';

const isoDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** Saves a sheet: the first student absent, the second late 10 minutes, everyone else present. */
async function takeAttendance(page: Page, groupId: number, periodId: number, date: string) {
  const sheet = await api<{ students: { id: number; firstName: string }[] }>(
    page,
    `/attendance/sheet?courseGroupId=${groupId}&classPeriodId=${periodId}&date=${date}`,
  );
  const data = {
    clientId: `e2e-report-${date}-${periodId}-${Date.now()}`,
    courseGroupId: groupId,
    classPeriodId: periodId,
    date,
    entries: sheet.students.map((s, i) =>
      i === 0
        ? { studentId: s.id, status: 'absent' }
        : i === 1
          ? { studentId: s.id, status: 'late', lateMinutes: 10 }
          : { studentId: s.id, status: 'present' },
    ),
  };
  await api(page, '/attendance/sheets', { method: 'POST', data });
  return sheet.students;
}

test('the attendance report shows the matrix, exports it to Excel, and the dashboard shows today', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager');
  const groups = await api<{ items: { id: number; classroomId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items[0]!;
  const periods = await api<{ items: { id: number }[] }>(page, '/class-period?sort=ordinal:asc');
  const classroom = await api<{ name: string }>(page, `/classrooms/${group.classroomId}`);
  const today = isoDay(new Date());
  const yesterday = isoDay(new Date(Date.now() - 86_400_000));
  const roll = await takeAttendance(page, group.id, periods.items[0]!.id, yesterday);
  await takeAttendance(page, group.id, periods.items[1]!.id, yesterday);
  await takeAttendance(page, group.id, periods.items[0]!.id, today);

  await page.goto('/manager/attendance-report');
  await expect(page.getByRole('heading', { name: 'گزارش حضور و غیاب' })).toBeVisible();
  // Nothing to show until a classroom is picked.
  await expect(page.getByTestId('report-table')).toHaveCount(0);
  await page.getByTestId('field-classroomId').locator('[role=combobox]').click();
  await page
    .locator('li[role=option]', { hasText: persianDigits(classroom.name) })
    .first()
    .click();

  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  const first = table.locator('tbody tr').first();
  // Yesterday: absent in two periods; today: absent in one — in Persian digits.
  await expect(first).toContainText(roll[0]!.firstName);
  await expect(first).toContainText('غ۲');
  await expect(first).toContainText('غ۱');
  await expect(table.locator('tbody tr').nth(1)).toContainText('ت۲');
  await expect(page.getByTestId('report-totals')).toContainText('جمع');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot('attendance-report-matrix');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-excel').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('گزارش حضور و غیاب.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]?.rightToLeft).toBe(true);
  expect(sheet.getRow(3).values).toEqual(expect.arrayContaining(['دانش‌آموز', 'غیبت', 'تأخیر']));
  expect(sheet.getRow(4).getCell(2).value).toContain(roll[0]!.firstName);

  await openInApp(page, '/manager/reports/student-absences');
  await expect(page.getByTestId('report-table')).toContainText(roll[0]!.firstName);
  await shot('attendance-report-student-absences');

  await openInApp(page, '/dashboard');
  const rates = page.getByTestId('dashboard-attendance-rates');
  await expect(rates).toBeVisible();
  await expect(rates).toContainText('٪');
  await expect(page.getByTestId('dashboard-attendance-absentees')).toContainText(roll[0]!.firstName);
  await expect(page.getByTestId('dashboard-attendance-pending')).toBeVisible();
  await shot('attendance-dashboard');
});
