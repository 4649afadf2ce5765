import { expect, signIn, test } from '../fixtures';

test.describe('theme and language', () => {
  test('dark theme applies the spec colours and survives a reload', async ({ page, shot }) => {
    await signIn(page, 'admin', '/dashboard');
    await page.getByTestId('theme-switcher').click();
    await page.getByTestId('theme-dark').click();
    // Dark background #25293C from the spec.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(37, 41, 60)');
    await shot('dashboard-dark-fa');
    await page.reload();
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(37, 41, 60)');

    await page.getByTestId('theme-switcher').click();
    await page.getByTestId('theme-light').click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(248, 247, 250)');
  });

  test('system theme follows the browser colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'admin', '/dashboard');
    await page.getByTestId('theme-switcher').click();
    await page.getByTestId('theme-system').click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(37, 41, 60)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(248, 247, 250)');
  });

  test('English flips the layout to left-to-right and back', async ({ page, shot }) => {
    await signIn(page, 'admin', '/dashboard');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText(/Dashboard/).first()).toBeVisible();
    await shot('dashboard-light-en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByTestId('theme-switcher').click();
    await page.getByTestId('theme-dark').click();
    await shot('dashboard-dark-en');

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-fa').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('داشبورد').first()).toBeVisible();
  });

  test('on a phone the navigation is a drawer and the page still reads right to left', async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'teacher', '/dashboard');
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot('dashboard-phone-fa');
  });
});
