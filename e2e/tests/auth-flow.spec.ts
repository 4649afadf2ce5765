import { DEMO_PASSWORD, expect, loginAs, test } from '../fixtures';

test.describe('landing, login, dashboard, logout', () => {
  test('landing → login → dashboard shows the user, role and schools', async ({ page, shot }) => {
    await page.goto('/');
    // `/` shows a signed-out visitor the landing page, static until they act; the app then takes
    // the landing page's address, as the index route's redirect would.
    await expect(page.locator('#root .es-landing')).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(page).toHaveURL(/\/front-pages\/landing-page$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page).toHaveTitle(/شبکه هوشمند مدارس/);
    await shot('landing-light-fa');

    await page.getByTestId('landing-login').click();
    await expect(page).toHaveURL(/\/login/);
    await shot('login-light-fa');

    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-user')).toHaveText('مدیر سیستم شبکه');
    await expect(page.getByText('مدیر سیستم', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('دبیرستان پسرانه فرهنگ').first()).toBeVisible();
    await shot('dashboard-light-fa');

    // The index route now leads to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the server’s Persian message', async ({ page, shot }) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('teacher');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(/نام کاربری یا رمز عبور نادرست است/);
    await expect(page).toHaveURL(/\/login/);
    await shot('login-error-fa');
  });

  test('empty fields are refused in Persian before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login')) sent = true;
    });
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText(/الزامی|وارد کنید/).first()).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a protected URL while logged out goes to /login?to=…, and login lands on it', async ({ page }) => {
    await page.goto('/dashboard?tab=today');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('to')).toBe('/dashboard');
    expect(url.searchParams.get('tab')).toBe('today');

    await page.locator('input[name="username"]').fill('manager');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId('dashboard-user')).toHaveText('زهرا احمدی');
  });

  test('logout clears the tokens, user data and rules, and the server session', async ({ page }) => {
    await loginAs(page, 'clerk');
    const before = await page.evaluate(() => ({ ...localStorage }));
    expect(before.accessToken).toBeTruthy();
    const accessToken = before.accessToken!;

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    const after = await page.evaluate(() => ({ ...localStorage }));
    for (const key of [
      'accessToken',
      'refreshToken',
      'userData',
      'userAbilityRules',
      'rememberedCredentials',
    ]) {
      expect(after[key], key).toBeUndefined();
    }
    // The old access token is dead on the server too.
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status()).toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('remember me keeps the username only, never the password', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('teacher');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="remember_me"]').check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(DEMO_PASSWORD);
    expect(stored).toContain('teacher');
  });
});

test.describe('pages outside the app', () => {
  test('an unknown path shows the not-found page', async ({ page, shot }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await shot('not-found-fa');
    await page.goto('/pages/misc/not-found/oops');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('the not-authorized page is public', async ({ page, shot }) => {
    await page.goto('/not-authorized');
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
    await shot('not-authorized-fa');
  });

  test('unknown API paths answer JSON 404, not the app page', async ({ page }) => {
    const response = await page.request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
