/**
 * Assessment reports end to end. The demo network has exams but no scores and no report cards, so
 * this file runs its own server: the manager enters the demo class's exam scores through the API,
 * then (server stopped) earlier months' exams and the class's year report cards are written straight
 * into its embedded database — report cards are computed by another feature, which this test must
 * not depend on. The manager then opens the scores report of the demo class with its chart, the
 * monthly classroom grades, the below-passing and the teacher reports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_PASSWORD, expect, loginAs, startServer, test as base } from '../fixtures';

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

/** Through the API: the manager scores the demo exam of every course group of the demo class. */
async function enterDemoScores(url: string): Promise<void> {
  const { accessToken } = await apiCall<{ accessToken: string }>(`${url}/api/auth/login`, null, 'POST', {
    username: 'manager',
    password: DEMO_PASSWORD,
  });
  const get = async <T>(p: string) => (await apiCall<{ data: T }>(`${url}/api${p}`, accessToken, 'GET')).data;
  const exams = await get<{ items: { id: number; courseGroupId: number }[] }>('/exams?pageSize=100');
  let g = 0;
  for (const exam of exams.items) {
    const sheet = await get<{ students: { id: number }[] }>(`/exams/${exam.id}/scores`);
    await apiCall(`${url}/api/exams/${exam.id}/scores`, accessToken, 'POST', {
      clientId: `e2e-assessment-${exam.id}-${Date.now()}`,
      courseGroupId: exam.courseGroupId,
      entries: sheet.students.map((s, i) =>
        i === 3 ? { studentId: s.id, mark: 'absent' } : { studentId: s.id, score: scoreOf(i, g, 0) },
      ),
    });
    g++;
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * Straight into the stopped server's database: exams 5 and 10 weeks ago (when inside the year) for
 * the first two classrooms with everyone's scores, and the demo class's year report cards.
 */
async function seedHistoryAndCards(dataDir: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  const one = async <T>(query: string, params: unknown[] = []) => (await db.query<T>(query, params)).rows[0]!;
  const rows = async <T>(query: string, params: unknown[] = []) => (await db.query<T>(query, params)).rows;
  const { id: schoolId } = await one<{ id: number }>('select min(id) as id from schools');
  const year = await one<{ id: number; start: string }>(
    `select id, to_char(start_date, 'YYYY-MM-DD') as start from academic_years where is_current`,
  );
  const [type] = await rows<{ id: number }>('select id from exam_types where school_id = $1 order by id', [
    schoolId,
  ]);
  const rooms = await rows<{ id: number; grade: number }>(
    'select id, grade_level as grade from classrooms where school_id = $1 order by id limit 2',
    [schoolId],
  );
  for (const room of rooms) {
    const groups = await rows<{ id: number; units: number; plan: number }>(
      `select cg.id, cp.units, cp.id as plan from course_groups cg
       join course_plans cp on cp.id = cg.course_plan_id where cg.classroom_id = $1 order by cg.id`,
      [room.id],
    );
    const students = await rows<{ id: number }>(
      'select id from students where classroom_id = $1 order by roll_number',
      [room.id],
    );
    for (const [m, weeks] of [
      [1, 5],
      [2, 10],
    ] as const) {
      const date = new Date(Date.now() - weeks * 7 * 86_400_000).toISOString().slice(0, 10);
      if (date < year.start) continue;
      for (const [g, group] of groups.entries()) {
        const exam = await one<{ id: number }>(
          `insert into exams (school_id, academic_year_id, title, course_group_id, exam_type_id, term_id, date, max_score)
           values ($1, $2, 'آزمون ماهانه', $3, $4,
             (select id from terms where academic_year_id = $2 and $5::date between start_date and end_date), $5, 20)
           returning id`,
          [schoolId, year.id, group.id, type!.id, date],
        );
        for (const [i, student] of students.entries()) {
          await db.query(
            'insert into exam_scores (school_id, exam_id, student_id, score) values ($1, $2, $3, $4)',
            [schoolId, exam.id, student.id, scoreOf(i, g, m + room.id)],
          );
        }
      }
    }
    if (room !== rooms[0]) continue;
    // The demo class's year cards: course scores, the average weighted by units.
    for (const [i, student] of students.entries()) {
      const scores = groups.map((group, g) => scoreOf(i, g, 7));
      const units = groups.reduce((sum, group) => sum + group.units, 0);
      const average = groups.reduce((sum, group, g) => sum + group.units * scores[g]!, 0) / units;
      // Should the demo ever come with computed cards, those are kept and shown instead.
      const [card] = await rows<{ id: number }>(
        `insert into report_cards (school_id, academic_year_id, term_id, student_id, classroom_id, grade_level, average, total_units)
         values ($1, $2, null, $3, $4, $5, $6, $7)
         on conflict (student_id, academic_year_id, term_id) do nothing returning id`,
        [schoolId, year.id, student.id, room.id, room.grade, Math.round(average * 100) / 100, units],
      );
      if (!card) continue;
      for (const [g, group] of groups.entries()) {
        await db.query(
          `insert into report_card_courses (report_card_id, school_id, course_group_id, course_plan_id, units, score, passed)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [card.id, schoolId, group.id, group.plan, group.units, scores[g], scores[g]! >= 10],
        );
      }
    }
  }
  await db.close();
}

const test = base.extend<object, { seeded: { url: string } }>({
  seeded: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-assessment-')) };
      const first = await startServer(env);
      await enterDemoScores(first.url);
      await stop(first.child);
      await seedHistoryAndCards(env.DATA_DIR);
      const { url, child } = await startServer(env);
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
  test.setTimeout(120_000);
  await loginAs(page, 'manager');

  await page.goto('/manager/scores-report');
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

  await page.goto('/manager/monthly-classroom-grades-report');
  await expect(page.getByRole('heading', { name: 'نمرات ماهانه کلاس‌ها' })).toBeVisible();
  const monthly = page.getByTestId('report-table');
  // The demo class (its scores entered above) and, when earlier weeks fall in this year, the next one.
  await expect(monthly.locator('tbody tr').first()).toBeVisible();
  expect(await monthly.innerText()).not.toMatch(/[0-9]/);
  const firstMonth = await monthly.locator('thead th').nth(1).innerText();
  await expect(page.getByTestId('report-chart').locator('svg')).toContainText(firstMonth);
  await shot('assessment-monthly-grades');

  // The year cards' scores under 10, with the failures-per-course chart.
  await page.goto('/manager/below-passing-score-threshold-report');
  await expect(page.getByRole('heading', { name: 'نمرات زیر حد قبولی' })).toBeVisible();
  await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg')).toBeVisible();
  await shot('assessment-below-passing');

  // Per teacher: the demo class's teachers held exams and have scores.
  await page.goto('/manager/teacher-report');
  await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible();
  expect(await page.getByTestId('report-table').innerText()).not.toMatch(/[0-9]/);
  await shot('assessment-teacher-report');

  // The menu's reports group lists the assessment reports for the manager.
  await expect(page.locator('a[href="/manager/reports/teachers-few-grades"]').first()).toBeAttached();
});
