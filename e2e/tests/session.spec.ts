import { expect, signIn, test } from '../fixtures';

test.describe('session', () => {
  test('a session revoked on the server sends the user to login on the next start', async ({ page }) => {
    await signIn(page, 'teacher', '/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // End the session from outside the page (as another tab's logout would).
    const response = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a stored token that is not valid JSON-web-token payload is cleared and leads to login', async ({
    page,
  }) => {
    await signIn(page, 'teacher', '/dashboard');
    await page.evaluate(() => localStorage.setItem('accessToken', 'aaa.bbb.ccc'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
