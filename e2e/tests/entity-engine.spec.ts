/**
 * The entity engine end to end: the system manager builds a piece of organisation through the
 * generic forms, creates a role with only "list of classrooms" and a user holding it in one school;
 * that user sees only classrooms, only their school's, and nothing else — in the menu, the pages and
 * the API.
 */
import type { Page } from '@playwright/test';
import { expect, logout, openInApp, signIn, test } from '../fixtures';

const save = async (page: Page, entity: string) => {
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(new RegExp(`/manager/${entity}/list`));
};

async function pick(page: Page, field: string, optionText: string, typed?: string) {
  const control = page.getByTestId(`field-${field}`).locator('[role=combobox]');
  await control.click();
  if (typed) await control.fill(typed);
  await page.locator('li[role=option]', { hasText: optionText }).first().click();
}

/** Opens a date field's calendar, optionally moves months forward, picks a day and confirms. */
async function pickDate(page: Page, field: string, day: string, monthsAhead = 0) {
  await page.getByTestId(`date-open-${field}`).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < monthsAhead; i++) await dialog.getByRole('button', { name: 'ماه آینده' }).click();
  // Moving between months slides the grids: wait until only the target month's grid is left.
  const cell = dialog.getByRole('gridcell', { name: day, exact: true });
  await expect(cell).toHaveCount(1);
  await cell.click();
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await expect(dialog).toBeHidden();
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('accessToken')))!;
}

async function useSchool(page: Page, index: number) {
  const auth = { authorization: `Bearer ${await token(page)}` };
  const context = await (await page.request.get('/api/context', { headers: auth })).json();
  const response = await page.request.put('/api/context', {
    headers: auth,
    data: { schoolId: context.data.schools[index].id, academicYearId: context.data.currentAcademicYearId },
  });
  expect(response.status()).toBe(200);
}

test('the system manager builds an organisation; a classrooms-only user sees only their school’s classrooms', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', '/manager/complexes/detail');

  // A complex, and a school in it (school code typed in Persian digits).
  await page.locator('input[name="name"]').fill('مجتمع آزمون شرق');
  await save(page, 'complexes');
  await openInApp(page, '/manager/schools/detail');
  await page.locator('input[name="name"]').fill('دبیرستان آزمون شرق');
  await page.locator('input[name="code"]').fill('۱۲۳۴۵۶۷۸');
  await pick(page, 'complexId', 'مجتمع آزمون شرق', 'آزمون');
  await pick(page, 'stage', 'متوسطه دوم');
  await pick(page, 'gender', 'مختلط');
  await save(page, 'schools');
  await expect(page.getByTestId('entity-list-schools')).toContainText('دبیرستان آزمون شرق');
  await expect(page.getByTestId('entity-list-schools')).toContainText('۱۲۳۴۵۶۷۸');

  // An academic year with dates picked from the Jalali calendar.
  await openInApp(page, '/manager/academic-years/detail');
  await page.locator('input[name="title"]').fill('1410-1411');
  await pickDate(page, 'startDate', '۱');
  await pickDate(page, 'endDate', '۱', 2);
  await save(page, 'academic-years');
  // Shown with Persian digits, and the dates picked are the first of this month and of the month after next.
  await expect(page.getByTestId('entity-list-academic-years')).toContainText('۱۴۱۰-۱۴۱۱');

  // A classroom in the second school (school B), through the change-stage choice.
  // The school is changed through the API: the app starts again to read it.
  await useSchool(page, 1);
  await page.goto('/manager/classrooms/detail');
  await page.locator('input[name="name"]').fill('کلاس مدرسه دوم');
  await pick(page, 'gradeLevel', 'پایه دهم');
  await shot('classroom-form-light-fa');
  await save(page, 'classrooms');
  await expect(page.getByTestId('entity-list-classrooms')).toContainText('کلاس مدرسه دوم');
  const auth = { authorization: `Bearer ${await token(page)}` };
  const listB = await (
    await page.request.get(`/api/classrooms?q=${encodeURIComponent('مدرسه دوم')}`, { headers: auth })
  ).json();
  const classroomOfB = listB.data.items[0].id as number;
  await useSchool(page, 0);

  // A role with only "list of classrooms", and a user holding it in the first school.
  await page.goto('/manager/roles/detail');
  await page.locator('input[name="name"]').fill('فقط کلاس‌ها');
  await page.getByTestId('perm-classrooms.list').check();
  await shot('role-form-light-fa');
  await save(page, 'roles');
  await openInApp(page, '/manager/users/detail');
  await page.locator('input[name="username"]').fill('onlyclasses');
  await page.locator('input[name="fullName"]').fill('کاربر کلاس‌ها');
  await page.locator('input[name="password"]').fill('Kelas-Faghat-1405');
  // The role and its school are asked on the same form.
  await pick(page, 'roleId', 'فقط کلاس‌ها', 'فقط');
  await pick(page, 'schoolId', 'دبیرستان پسرانه فرهنگ', 'پسرانه');
  await save(page, 'users');

  // The new user: the menu shows classrooms only; the list shows only the first school's classrooms.
  await logout(page);
  await page.locator('input[name="username"]').fill('onlyclasses');
  await page.locator('input[name="password"]').fill('Kelas-Faghat-1405');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-user')).toHaveText('کاربر کلاس‌ها');
  await expect(page.getByTestId('nav-manager-classrooms-list')).toBeVisible();
  for (const hidden of ['schools', 'students', 'roles', 'users', 'complexes', 'teachers']) {
    await expect(page.getByTestId(`nav-manager-${hidden}-list`)).toHaveCount(0);
  }
  await page.getByTestId('nav-manager-classrooms-list').click();
  const list = page.getByTestId('entity-list-classrooms');
  await expect(list).toContainText('۱۰۱');
  await expect(list).not.toContainText('کلاس مدرسه دوم');
  await expect(page.getByTestId('entity-add')).toHaveCount(0);
  await shot('classrooms-list-limited-light-fa');

  await page.goto('/manager/schools/list');
  await expect(page.getByTestId('not-authorized-page')).toBeVisible();

  const mine = { authorization: `Bearer ${await token(page)}` };
  expect((await page.request.get(`/api/classrooms/${classroomOfB}`, { headers: mine })).status()).toBe(404);
  expect((await page.request.get('/api/schools', { headers: mine })).status()).toBe(403);
  const visible = await (await page.request.get('/api/classrooms?pageSize=100', { headers: mine })).json();
  expect(visible.data.total).toBe(6);
});

test('entity pages in dark theme and English', async ({ page, shot }) => {
  await signIn(page, 'admin', '/dashboard');
  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-dark').click();
  await openInApp(page, '/manager/classrooms/list');
  await expect(page.getByTestId('entity-list-classrooms')).toContainText('۱۰۱');
  await shot('classrooms-list-dark-fa');
  await openInApp(page, '/manager/roles/detail');
  await expect(page.getByTestId('perm-classrooms.list')).toBeVisible();
  await shot('role-form-dark-fa');
  await openInApp(page, '/manager/students/list');
  await expect(page.getByTestId('entity-list-students')).toBeVisible();
  await shot('students-list-dark-fa');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await openInApp(page, '/manager/classrooms/detail');
  await expect(page.getByTestId('entity-form-classrooms')).toBeVisible();
  await shot('classroom-form-dark-en');
});

test('a refused delete shows the server’s message, and the list searches with Arabic letters', async ({
  page,
}) => {
  await signIn(page, 'admin', '/manager/students/list');
  const list = page.getByTestId('entity-list-students');
  await expect(list).toBeVisible();
  await page.getByTestId('entity-search').fill('كريمي');
  await expect(list).toContainText('کریمی');
  await openInApp(page, '/manager/major/list');
  const majors = page.getByTestId('entity-list-major');
  await expect(majors).toContainText('ریاضی فیزیک');
  const row = majors.getByRole('row', { name: /ریاضی فیزیک/ });
  await row.locator('[data-testid^="entity-delete-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(/این رشته را نمی‌توان حذف کرد، چون .* به آن وابسته است/)).toBeVisible();
});
