/**
 * Roles that make sense and numbers and dates as Iranians type them: a school manager creates a user
 * with their role and school in one form (and is refused a role beyond their own); the role form
 * shows permissions by area and page; a clerk types a student's birth date and a student number in
 * Persian digits, which the server keeps in ASCII. Desktop and 390 px phone screenshots.
 */
import type { Page } from '@playwright/test';
import { api, expect, logout, openInApp, signIn, test } from '../fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function pick(page: Page, field: string, optionText: string, typed?: string) {
  const control = page.getByTestId(`field-${field}`).locator('[role=combobox]');
  await control.click();
  if (typed) await control.fill(typed);
  await page.locator('li[role=option]', { hasText: optionText }).first().click();
}

/** Closes the notices of earlier saves, so a screenshot shows the page under them. */
async function closeToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all())
    await close.click({ timeout: 2_000 }).catch(() => undefined);
}

/** The page is no wider than the screen: nothing of the form hides past its edge. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a school manager creates a user with their role and school in one form, never a role beyond their own', async ({
  page,
  shot,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'manager', '/dashboard');
  await openInApp(page, '/manager/users/detail');
  const form = page.getByTestId('entity-form-users');
  await expect(form.getByTestId('field-roleId')).toBeVisible();
  // The school starts as the manager's current one.
  await expect(form.getByTestId('field-schoolId').locator('input')).toHaveValue(/دبیرستان/);
  await page.locator('input[name="username"]').fill('e2e.sadeghi');
  await page.locator('input[name="fullName"]').fill('مریم صادقی');
  await page.locator('input[name="password"]').fill('Sabz-Baran-1405');
  await page.locator('input[name="mobile"]').fill('۰۹۱۲۱۲۳۴۵۶۷');

  // The system manager's role is beyond a school manager: refused, and the form says why.
  await pick(page, 'roleId', 'مدیر سیستم', 'مدیر');
  await page.getByTestId('entity-save').click();
  await expect(form.getByTestId('field-roleId')).toContainText('فقط مدیر سیستم می‌تواند این سمت را بدهد.');
  await expect(page).toHaveURL(/\/manager\/users\/detail/);
  await shot('user-add-role-refused-desktop');

  await pick(page, 'roleId', 'دبیر', 'دبیر');
  await shot('user-add-with-role-desktop');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/users\/list/);
  await expect(page.getByTestId('entity-list-users')).toContainText('مریم صادقی');

  // One request made both: the account holds the teacher's role in the manager's school.
  const found = await api<{ items: { id: number; username: string; mobile: string }[] }>(
    page,
    '/users?q=e2e.sadeghi',
  );
  expect(found.items).toMatchObject([{ username: 'e2e.sadeghi', mobile: '09121234567' }]);
  const held = await api<{ items: { _titles: { roleId: string; schoolId: string } }[] }>(
    page,
    `/user-roles?userId=${found.items[0]!.id}`,
  );
  expect(held.items).toHaveLength(1);
  expect(held.items[0]!._titles.roleId).toBe('دبیر');

  await page.setViewportSize(PHONE);
  await openInApp(page, '/manager/users/detail');
  await expect(page.getByTestId('field-schoolId')).toBeVisible();
  await expectNoSideScroll(page);
  await closeToasts(page);
  await shot('user-add-with-role-phone');

  // The new account signs in with its role.
  await logout(page);
  await page.locator('input[name="username"]').fill('e2e.sadeghi');
  await page.locator('input[name="password"]').fill('Sabz-Baran-1405');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-user')).toHaveText('مریم صادقی');
});

test('the role form groups permissions by area and page, with list, add, edit and delete side by side', async ({
  page,
  shot,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin', '/manager/roles/detail');
  const students = page.getByTestId('perm-row-people-students');
  await expect(students).toBeVisible();
  // The four of a page sit on one line.
  const tops = await Promise.all(
    ['list', 'add', 'edit', 'delete'].map(
      async (a) => (await page.getByTestId(`perm-students.${a}`).boundingBox())!.y,
    ),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
  await expect(page.getByTestId('perm-network-schools.delete')).toBeVisible();
  await shot('role-form-tree-desktop');

  await page.getByTestId('perm-search').fill('دانش‌آموز');
  await expect(students).toBeVisible();
  await expect(page.getByTestId('perm-row-organisation-schools')).toHaveCount(0);
  await shot('role-form-search-desktop');

  await page.setViewportSize(PHONE);
  await page.getByTestId('perm-search').fill('');
  await page.getByTestId('perm-row-people-students').scrollIntoViewIfNeeded();
  // Even on a phone the row's four checkboxes are on screen, the last one included.
  const last = (await page.getByTestId('perm-students.delete').boundingBox())!;
  expect(last.x).toBeGreaterThanOrEqual(0);
  expect(last.x + last.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSideScroll(page);
  await shot('role-form-tree-phone');
});

test('a student’s birth date is typed with Persian digits and the student number kept in ASCII', async ({
  page,
  shot,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'clerk', '/manager/students/detail');
  // An empty birth date's calendar opens on the years of a school child, not on today.
  await page.getByTestId('date-open-birthDate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.MuiYearCalendar-root')).toBeVisible();
  await shot('student-birth-date-years-desktop');
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();

  await page.locator('input[name="firstName"]').fill('نگار');
  await page.locator('input[name="lastName"]').fill('رقم‌نویس');
  await page.locator('input[name="nationalCode"]').fill('۰۴۵۸۱۲۳۶۷۶');
  await page.locator('input[name="studentNumber"]').fill('۱۴۰۵۷۷');
  const birth = page.locator('input[name="birthDate"]');
  await expect(birth).toHaveAttribute('placeholder', 'مثلاً ۱۳۹۰/۰۵/۱۲');
  await birth.fill('1390/5/32');
  await birth.press('Tab');
  await expect(page.getByText('تاریخ معتبر نیست؛ به شکل ۱۳۹۰/۰۵/۱۲ بنویسید.')).toBeVisible();
  await birth.fill('۱۳۹۰/۵/۱۲');
  await birth.press('Tab');
  await expect(birth).toHaveValue('۱۳۹۰/۰۵/۱۲');
  await pick(page, 'gender', 'دختر');
  await pick(page, 'status', 'مشغول به تحصیل');
  await shot('student-typed-birth-date-desktop');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/students\/list/);
  await expect(page.getByTestId('entity-list-students')).toBeVisible();

  const saved = await api<{ items: { studentNumber: string; birthDate: string }[] }>(
    page,
    `/students?q=${encodeURIComponent('۱۴۰۵۷۷')}`,
  );
  expect(saved.items).toMatchObject([{ studentNumber: '140577', birthDate: '2011-08-03' }]);

  await page.setViewportSize(PHONE);
  await openInApp(page, '/manager/students/detail');
  await page.locator('input[name="birthDate"]').fill('١٣٩١/٠٢/٠٣');
  await page.locator('input[name="birthDate"]').press('Tab');
  await expect(page.locator('input[name="birthDate"]')).toHaveValue('۱۳۹۱/۰۲/۰۳');
  await expectNoSideScroll(page);
  await closeToasts(page);
  await shot('student-typed-birth-date-phone');
});
