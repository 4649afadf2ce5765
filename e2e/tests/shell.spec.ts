/**
 * Smaller parts of the shell the spec fixes: the date picker's dialog is 316 px wide (section 9),
 * and the admin's dashboard asks for no teacher profile the admin does not have.
 */
import { expect, signIn, test } from '../fixtures';

test('the date picker opens in a 316 px dialog, on a desktop and on a phone', async ({ page, shot }) => {
  await signIn(page, 'admin', '/manager/students/detail');
  const calendar = page.locator('.MuiDialog-paper').filter({ has: page.locator('.MuiPickersLayout-root') });
  for (const [width, height, name] of [
    [1366, 850, 'shell-date-picker'],
    [390, 844, 'shell-date-picker-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('date-open-birthDate').click();
    await expect(calendar).toBeVisible();
    const box = await calendar.boundingBox();
    expect(Math.round(box!.width)).toBe(316);
    // The calendar fits inside it: nothing is cut off on the left (right-to-left) side.
    const view = await calendar.locator('.MuiYearCalendar-root, .MuiDateCalendar-root').first().boundingBox();
    expect(view!.width).toBeLessThanOrEqual(316);
    await shot(name);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
  }
});

test("the admin's dashboard never asks for a teacher profile", async ({ page }) => {
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/teacher/profile') profileCalls.push(request.url());
  });
  await signIn(page, 'admin', '/dashboard');
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(profileCalls).toEqual([]);

  // A teacher's dashboard does read it (the worker keeps it for the profile page offline).
  await signIn(page, 'teacher', '/dashboard');
  await expect.poll(() => profileCalls.length).toBeGreaterThan(0);
});
