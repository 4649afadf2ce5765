/**
 * Term exam planning end to end. The school's education deputy (معاون آموزشی) plans two days of
 * exams (two grades on the first morning, one on the second), is refused a third exam of the same
 * classrooms that morning (the message names them), moves it to the afternoon and sees the plan's
 * warning of two exams a day; views the plan as a calendar, prints grade 12's timetable, and adds
 * two venues, one with seats out of use picked on its seat grid. Desktop and 390 px phone shots.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, api, expect, openInApp, signIn, test } from '../fixtures';

async function pick(page: Page, field: string, optionText: string, typed?: string) {
  const control = page.getByTestId(`field-${field}`).locator('[role=combobox]');
  await control.click();
  if (typed) await control.fill(typed);
  await page.locator('li[role=option]', { hasText: optionText }).first().click();
}

/** An ISO day as the date inputs take it when typed: Jalali, yyyy/mm/dd. */
function jalali(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(`${iso}T00:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}/${get('month')}/${get('day')}`;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function typeDate(page: Page, name: string, value: string) {
  const input = page.locator(`input[name="${name}"]`);
  await input.fill(value);
  await input.blur();
}

/**
 * Adds one exam through the plan's form: the day and session stay from the exam before. A saved
 * exam is waited for in the plan's table: the form starts its next round on that save, so typing
 * the next exam's day before it would be lost.
 */
async function addExam(page: Page, course: string, date?: string, saved = true) {
  const rows = page.getByTestId('plan-table').locator('tbody tr', { hasText: course });
  const before = await rows.count();
  if (date) await typeDate(page, 'date', jalali(date));
  await pick(page, 'coursePlanId', course, course);
  await page.getByTestId('entity-save').click();
  if (saved) await expect(rows).toHaveCount(before + 1);
}

test('the exam deputy plans two days, is told of a clash, prints a timetable and adds two venues', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);
  // The school's education deputy, given an account by the system manager.
  await signIn(page, 'admin');
  const roles = await api<{ items: { id: number; name: string }[] }>(page, '/roles?pageSize=100');
  const schools = await api<{ items: { id: number }[] }>(page, '/schools?pageSize=100&sort=id:asc');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/users/with-role', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username: 'exam-deputy',
      fullName: 'رضا مرادی',
      password: DEMO_PASSWORD,
      active: true,
      roleId: roles.items.find((r) => r.name === 'معاون آموزشی')!.id,
      schoolId: schools.items[0]!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, 'exam-deputy', '/manager/exam-planning/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'برنامه امتحانی' })).toBeVisible();
  // The plan is the exam logistics group's menu item (the spec has no list page for it).
  await expect(page.locator('nav a[href="/manager/exam-planning/detail"]')).toHaveCount(1);
  const plan = await api<{ term: { startDate: string } }>(page, '/exam-planning/term');
  // Two days early in the term, away from the demo plan at its end: a Saturday and the Monday after.
  let first = addDays(plan.term.startDate, 21);
  while (new Date(`${first}T00:00:00Z`).getUTCDay() !== 6) first = addDays(first, 1);
  const second = addDays(first, 2);

  await addExam(page, 'ریاضی ۳', first);
  await expect(page.locator('.Toastify__toast--success').last()).toBeVisible();
  await addExam(page, 'ریاضی ۱');
  await addExam(page, 'فیزیک ۳', second);
  const table = page.getByTestId('plan-table');
  await expect(table.locator('tbody tr', { hasText: 'فیزیک ۳' })).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: 'ریاضی ۱' })).toContainText('۱۰۱');

  // A third exam of grade 12 on the first morning: refused, naming the classrooms and the exam.
  await typeDate(page, 'date', jalali(first));
  await addExam(page, 'شیمی ۳', undefined, false);
  const refusal = page.locator('.Toastify__toast--error').last();
  await expect(refusal).toContainText('کلاس‌های ۱۲۱، ۱۲۲');
  await expect(refusal).toContainText('«ریاضی ۳»');
  // The afternoon takes it, with the plan's warning of two exams that day.
  await pick(page, 'examSessionId', 'عصر');
  await page.getByTestId('entity-save').click();
  await expect(page.locator('.Toastify__toast--warning').last()).toContainText('هشدار');
  const warnings = page.getByTestId('plan-warnings');
  await expect(warnings).toContainText('۲۴ دانش‌آموز');
  await expect(warnings).toContainText('ریاضی ۳، شیمی ۳');
  await shot('exam-planning-desktop');

  const saved = await api<{ rows: { title: string; date: string; startTime: string }[] }>(
    page,
    '/exam-planning/term?gradeLevel=12',
  );
  expect(
    saved.rows.filter((r) => [first, second].includes(r.date)).map((r) => [r.title, r.startTime]),
  ).toEqual([
    ['ریاضی ۳', '08:00'],
    ['شیمی ۳', '14:00'],
    ['فیزیک ۳', '08:00'],
  ]);
  // The exams are there for grade entry too.
  const exams = await api<{ items: { title: string }[] }>(page, '/exams?q=شیمی ۳&pageSize=10');
  expect(exams.items.map((e) => e.title)).toContainEqual(expect.stringContaining('شیمی ۳'));

  // Grade 12 on the calendar, then its printed timetable.
  await page.getByTestId('plan-grades').getByRole('button', { name: 'پایه دوازدهم' }).click();
  await page.getByTestId('plan-tab-calendar').click();
  await expect(page.getByTestId(`plan-day-${first}`)).toContainText('شیمی ۳');
  await shot('exam-planning-calendar-desktop');
  await page.getByTestId('plan-print').click();
  const sheet = page.getByTestId('timetable-sheet-12');
  await expect(sheet).toContainText('برنامه امتحانات نوبت');
  await expect(sheet).toContainText('پایه دوازدهم');
  await expect(sheet.getByTestId('timetable-table-12')).toContainText('۰۸:۰۰');
  await expect(sheet.getByTestId('timetable-table-12')).not.toContainText(/[0-9]/);
  await expect(page.getByTestId('timetable-sheet-11')).toHaveCount(0);
  await shot('exam-timetable-print-desktop');
  // On paper (an A4 page's width) only the sheet: no menu, no buttons, no toasts.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  for (const hidden of await page.locator('[data-print-hide]').all()) await expect(hidden).toBeHidden();
  await expect(page.locator('nav').first()).toBeHidden();
  await shot('exam-timetable-print-paper');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sheet).toBeVisible();
  await shot('exam-timetable-print-phone');
  await openInApp(page, '/manager/exam-planning/detail');
  await expect(page.getByTestId('plan-cards')).toBeVisible();
  await shot('exam-planning-phone');
  await page.setViewportSize({ width: 1366, height: 850 });

  // Two venues: a hall with two broken seats, picked on its grid, and a classroom.
  await openInApp(page, '/manager/exam-venues/detail');
  await page.locator('input[name="title"]').fill('سالن شماره ۱');
  await page.locator('input[name="seatRows"]').fill('۵');
  await page.locator('input[name="seatColumns"]').fill('6');
  await page.getByTestId('seat-1-1').click();
  await page.getByTestId('seat-5-6').click();
  await expect(page.getByTestId('seat-grid-capacity')).toContainText('۲۸ صندلی قابل استفاده از ۳۰');
  await page.getByTestId('field-supervisorTeacherIds').locator('[role=combobox]').click();
  await page.locator('li[role=option]').first().click();
  await page.keyboard.press('Escape');
  await shot('exam-venue-form-desktop');
  await page.getByTestId('entity-save').click();
  // The list on screen (not only in the address bar) before the next form opens.
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', '/manager/exam-venues/list');
  await openInApp(page, '/manager/exam-venues/detail');
  await page.locator('input[name="title"]').fill('کلاس ۲۰۲');
  await page.locator('input[name="seatRows"]').fill('4');
  await page.locator('input[name="seatColumns"]').fill('5');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/exam-venues\/list/);
  const venues = await api<{ items: { title: string; outOfUseSeats: string; capacity: number }[] }>(
    page,
    '/exam-venues?pageSize=100',
  );
  expect(venues.items.find((v) => v.title === 'سالن شماره ۱')).toMatchObject({
    outOfUseSeats: '1-1 5-6',
    capacity: 28,
  });
  expect(venues.items.find((v) => v.title === 'کلاس ۲۰۲')).toMatchObject({ capacity: 20 });
  await expect(page.getByText('سالن شماره ۱')).toBeVisible();
  await shot('exam-venues-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await openInApp(page, '/manager/exam-venues/list');
  await expect(page.getByText('کلاس ۲۰۲')).toBeVisible();
  await shot('exam-venues-phone');
});
