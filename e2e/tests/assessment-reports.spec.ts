/**
 * Assessment reports end to end. The demo network has exams but few scores and no report cards, so
 * this file runs its own server and fills it through the API as a school would: the manager enters
 * the demo class's exam scores, holds monthly exams 5 and 10 weeks ago in the first two classrooms
 * (when inside the year) and generates the demo class's year report cards. The manager then opens
 * the scores report of the demo class with its chart, the monthly classroom grades, the
 * below-passing and the teacher reports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, expect, openInApp, signIn, startServer, test as base } from '../fixtures';

/** A fixed spread of quarter-point scores, picked by position so every run is the same. */
const SCORES = [19, 17.5, 14, 12, 9.5, 16, 18, 11, 15, 13, 7.5, 20];
/** Each course and month gets its own spread: the multiplier reshuffles the 12 scores unevenly. */
const scoreOf = (student: number, group: number, month: number) =>
  SCORES[(student * (group + month + 1) + group * 5 + month * 3) % SCORES.length]!;

async function apiCall<T>(url: string, token: string | null, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

interface Exam {
  id: number;
  examTypeId: number;
}

/** The manager's scores, monthly exams and year report cards, all through the API. */
async function fillThroughApi(url: string): Promise<void> {
  const { accessToken } = await apiCall<{ accessToken: string }>(`${url}/api/auth/login`, null, 'POST', {
    username: 'manager',
    password: DEMO_PASSWORD,
  });
  const get = async <T>(p: string) => (await apiCall<{ data: T }>(`${url}/api${p}`, accessToken, 'GET')).data;
  const post = async <T>(p: string, body: unknown) =>
    (await apiCall<{ data: T }>(`${url}/api${p}`, accessToken, 'POST', body)).data;
  const score = async (exam: Exam, spread: (i: number) => number, absentAt = -1) => {
    const sheet = await get<{ courseGroup: { id: number }; students: { id: number }[] }>(
      `/exams/${exam.id}/scores`,
    );
    await post(`/exams/${exam.id}/scores`, {
      clientId: `e2e-assessment-${exam.id}-${Date.now()}`,
      courseGroupId: sheet.courseGroup.id,
      entries: sheet.students.map((s, i) =>
        i === absentAt ? { studentId: s.id, mark: 'absent' } : { studentId: s.id, score: spread(i) },
      ),
    });
  };

  const demoExams = (await get<{ items: Exam[] }>('/exams?pageSize=100')).items;
  for (const [g, exam] of demoExams.entries()) await score(exam, (i) => scoreOf(i, g, 0), 3);

  const context = await get<{ currentAcademicYearId: number }>('/context');
  const terms = (
    await get<{ items: { id: number; academicYearId: number; startDate: string; endDate: string }[] }>(
      '/terms?pageSize=20',
    )
  ).items.filter((t) => t.academicYearId === context.currentAcademicYearId);
  const rooms = (await get<{ items: { id: number }[] }>('/classrooms?pageSize=2')).items;
  for (const [r, room] of rooms.entries()) {
    const groups = (
      await get<{ items: { id: number }[] }>(`/course-groups?classroomId=${room.id}&pageSize=50`)
    ).items;
    for (const [m, weeks] of [
      [1, 5],
      [2, 10],
    ] as const) {
      const date = new Date(Date.now() - weeks * 7 * 86_400_000).toISOString().slice(0, 10);
      const term = terms.find((t) => t.startDate <= date && date <= t.endDate);
      if (!term) continue;
      for (const [g, group] of groups.entries()) {
        const exam = await post<Exam>('/exams', {
          title: 'آزمون ماهانه',
          courseGroupIds: [group.id],
          examTypeId: demoExams[0]!.examTypeId,
          termId: term.id,
          date,
          maxScore: 20,
        });
        await score(exam, (i) => scoreOf(i, g, m + r));
      }
    }
  }
  await post('/report-cards/generate', { termId: null, classroomId: rooms[0]!.id });
}

const test = base.extend<object, { seeded: { url: string } }>({
  seeded: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const { url, child } = await startServer({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-assessment-')),
      });
      await fillThroughApi(url);
      await use({ url });
      child.kill('SIGTERM');
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ seeded }, use) => use(seeded.url),
});

test('the manager reads the scores report with its chart and the monthly classroom grades', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager', '/manager/scores-report');
  await expect(page.getByRole('heading', { name: 'گزارش نمرات' })).toBeVisible();
  await expect(page.getByText('برای این گزارش یک کلاس انتخاب کنید.')).toBeVisible();
  await page.getByTestId('field-classroomId').locator('[role=combobox]').click();
  await page.locator('li[role=option]').first().click();

  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(12 + 1); // 12 students and the course averages
  await expect(table.locator('thead')).toContainText('معدل');
  await expect(table.locator('thead')).toContainText('رتبه');
  await expect(page.getByTestId('report-totals')).toContainText('میانگین درس');
  // Persian digits only: no Latin digit anywhere in the table.
  expect(await table.innerText()).not.toMatch(/[0-9]/);
  const chart = page.getByTestId('report-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg')).toContainText('۱۸–۲۰');
  await expect(page.getByTestId('report-subtitle')).toContainText('کارنامه سالانه');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot('assessment-scores-report');
  // On paper: the filters and buttons go, the title, chart and table stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-excel')).toBeHidden();
  await expect(page.getByTestId('field-classroomId')).toBeHidden();
  await expect(chart.locator('svg')).toBeVisible();
  await expect(table).toBeVisible();
  await shot('assessment-scores-print');
  await page.emulateMedia({ media: 'screen' });

  await openInApp(page, '/manager/monthly-classroom-grades-report');
  await expect(page.getByRole('heading', { name: 'نمرات ماهانه کلاس‌ها' })).toBeVisible();
  const monthly = page.getByTestId('report-table');
  // The demo class (its scores entered above) and, when earlier weeks fall in this year, the next one.
  await expect(monthly.locator('tbody tr').first()).toBeVisible();
  expect(await monthly.innerText()).not.toMatch(/[0-9]/);
  const firstMonth = await monthly.locator('thead th').nth(1).innerText();
  await expect(page.getByTestId('report-chart').locator('svg')).toContainText(firstMonth);
  await shot('assessment-monthly-grades');

  // The year cards' scores under 10, with the failures-per-course chart.
  await openInApp(page, '/manager/below-passing-score-threshold-report');
  await expect(page.getByRole('heading', { name: 'نمرات زیر حد قبولی' })).toBeVisible();
  await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg')).toBeVisible();
  await shot('assessment-below-passing');

  // Per teacher: the demo class's teachers held exams and have scores.
  await openInApp(page, '/manager/teacher-report');
  await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible();
  expect(await page.getByTestId('report-table').innerText()).not.toMatch(/[0-9]/);
  await shot('assessment-teacher-report');

  // The menu's reports group lists the assessment reports for the manager.
  await expect(page.locator('a[href="/manager/reports/teachers-few-grades"]').first()).toBeAttached();
});
