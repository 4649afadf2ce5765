/**
 * The security log end to end: a refused sign-in and an Excel export happen through the API, the
 * system manager opens the log from the settings menu, finds both (Persian names, Jalali times),
 * filters by kind, and the page is photographed on a desktop (Persian; English light and dark) and
 * on a 390 px phone.
 * A school manager has no menu item and is sent to not-authorized.
 */
import { expect, openInApp, signIn, test } from '../fixtures';

const PATH = '/manager/security-log';

test('the system manager reads the security log; a school manager may not', async ({ page, shot }) => {
  test.setTimeout(180_000);
  const refused = await page.request.post('/api/auth/login', {
    data: { username: 'manager', password: 'Not-The-Password-1' },
  });
  expect(refused.status()).toBe(401);

  await signIn(page, 'admin', '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const exported = await page.request.get('/api/students/export.xlsx', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status()).toBe(200);

  await expect(page.getByTestId('nav-manager-security-log')).toBeVisible();
  await openInApp(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش امنیتی' })).toBeVisible();
  const table = page.getByTestId('security-log-table');
  const rows = table.locator('tbody tr[data-id]');
  await expect(rows.first()).toBeVisible();
  // Newest first: the export, then the admin's sign-in, then the refused one.
  await expect(rows.first()).toContainText('خروجی اکسل');
  await expect(rows.first()).toContainText('دانش‌آموزان');
  await expect(table.locator('tr[data-action="login"]').first()).toContainText('ورود');
  const failed = table.locator('tr[data-action="login-failed"]').first();
  await expect(failed).toContainText('ورود ناموفق');
  await expect(failed).toContainText('نام کاربری: manager');
  // A Jalali date and a time, in Persian digits.
  await expect(rows.first().locator('td[data-column="at"]')).toHaveText(
    /^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/,
  );
  await shot('security-log-light-fa');

  await page.getByTestId('field-kind').locator('[role=combobox]').click();
  await page.getByRole('option', { name: 'ورودهای ناموفق' }).click();
  // Other tests of this server may have refused sign-ins too: every row is one, ours among them.
  await expect(table.locator('tbody tr[data-id]:not([data-action="login-failed"])')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'نام کاربری: manager' }).first()).toBeVisible();
  await page.getByTestId('field-kind').locator('[role=combobox]').click();
  await page.getByRole('option', { name: 'همه رویدادها' }).click();
  await expect(rows.first()).toContainText('خروجی اکسل');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The filters stack and the table scrolls sideways inside the card, not the page.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot('security-log-phone-fa');

  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
  await expect(rows.first()).toContainText('Excel export');
  await shot('security-log-light-en');
  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-dark').click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(37, 41, 60)');
  await shot('security-log-dark-en');

  await signIn(page, 'manager', '/dashboard');
  await expect(page.getByTestId('nav-manager-users-list')).toBeVisible();
  await expect(page.getByTestId('nav-manager-security-log')).toHaveCount(0);
  await page.goto(PATH);
  await expect(page.getByTestId('not-authorized-page')).toBeVisible();
});
