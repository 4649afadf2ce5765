/**
 * SMS end to end, through a local fake of Kavenegar's API: the system manager sets the provider (the
 * key is never shown back), a school manager composes an SMS to a classroom's parents and sees the
 * characters, parts, messages and cost before sending; the server's sender delivers it to the fake
 * provider, asks for delivery reports, and the SMS log shows every message as delivered. Screenshots
 * of the compose page and the log on a desktop and at 390 px.
 */
import {
  FAKE_KEYS,
  startFakeKavenegar,
  type FakeKavenegar,
} from '../../apps/server/test/helpers/fake-kavenegar';
import { api, expect, openInApp, signIn, startServer, test as base } from '../fixtures';

const test = base.extend<object, { kavenegar: FakeKavenegar }>({
  kavenegar: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const fake = await startFakeKavenegar({ costPerPart: 1150 });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  // This file's server sends through the fake provider and looks at the outbox every second.
  server: [
    async ({ kavenegar }, use) => {
      const { url, child } = await startServer({
        KAVENEGAR_BASE_URL: kavenegar.url,
        SMS_SENDER_INTERVAL_MS: '1000',
      });
      await use({ url });
      child.kill('SIGTERM');
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

interface Option {
  id: number;
  title: string;
}

test("an SMS to a classroom's parents shows parts and cost, goes through the provider and is delivered", async ({
  page,
  shot,
  kavenegar,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', '/manager/sms/settings');
  await page.getByTestId('sms-settings').getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'کاوه‌نگار' }).click();
  await page.getByTestId('sms-api-key').fill(FAKE_KEYS.good);
  await page.getByTestId('sms-sender').fill('۱۰۰۰۴۳۴۶');
  await page.getByTestId('sms-price').fill('۱۱۵۰');
  await page.getByTestId('sms-settings-save').click();
  await expect(page.getByText('تنظیمات پیامک ذخیره شد.')).toBeVisible();
  await expect(page.getByText('کلید ذخیره شده است؛ برای تغییر، کلید تازه را بنویسید.')).toBeVisible();
  await expect(page.getByTestId('sms-api-key')).toHaveValue('');
  const saved = await api<Record<string, unknown>>(page, '/sms/settings');
  expect(saved).toMatchObject({
    provider: 'kavenegar',
    apiKeySet: true,
    sender: '10004346',
    pricePerPart: 1150,
  });
  expect(JSON.stringify(saved)).not.toContain(FAKE_KEYS.good);

  await signIn(page, 'manager', '/manager/sms/send');
  const [room] = await api<Option[]>(page, '/classrooms/options?q=');
  const control = page.getByTestId('field-classroomIds').locator('[role=combobox]');
  await control.click();
  await control.fill(room!.title);
  await page.locator('li[role=option]').first().click();
  await page.getByTestId('sms-group-teachers').waitFor();
  const body = page.getByTestId('sms-body');
  await body.fill('ولی گرامی ');
  await page.getByRole('button', { name: /نام دانش‌آموز/ }).click();
  await body.press('End');
  await body.pressSequentially('، جلسه اولیا پنجشنبه ساعت ۱۰ در مدرسه برگزار می‌شود. لطفاً حضور یابید.');
  // Live count of the template as typed: Persian, so 70 characters in one part and 67 beyond.
  await expect(page.getByTestId('sms-counter')).toContainText('بخش');
  await expect(page.getByTestId('sms-counter')).toContainText('۶۷ نویسه در هر بخش');
  // The server's count: twelve parents, two parts each at 1,150 Rials a part.
  await expect(page.getByTestId('sms-summary-messages')).toContainText('۱۲');
  await expect(page.getByTestId('sms-summary-parts')).toContainText('۲۴');
  await expect(page.getByTestId('sms-summary-cost')).toContainText('۲۷٬۶۰۰ ریال');
  await expect(page.getByTestId('sms-summary-sample')).toContainText('ولی گرامی ');
  await expect(page.getByTestId('sms-summary-sample')).not.toContainText('{student}');
  // Typing scrolled the page; the picture starts at its top, as a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('sms-compose-light-fa');

  await page.getByTestId('sms-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ارسال' }).click();
  await expect(page.getByText('۱۲ پیامک در صف ارسال قرار گرفت.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', '/manager/sms/list');

  const rows = page.getByTestId('sms-log-table').locator('tbody tr[data-id]');
  await expect(rows).toHaveCount(12);
  await expect(page.locator('[data-testid="sms-state"][data-state="delivered"]')).toHaveCount(12, {
    timeout: 60_000,
  });
  expect(kavenegar.messages).toHaveLength(12);
  expect(new Set(kavenegar.messages.map((m) => m.receptor)).size).toBe(12);
  expect(kavenegar.messages.every((m) => m.sender === '10004346')).toBe(true);
  const first = rows.first();
  await expect(first).toContainText('رسیده');
  await expect(first.locator('td[data-column="providerId"]')).toHaveText(/^[۰-۹]{9}$/);
  await expect(first.locator('td[data-column="recipient"]')).toContainText(/۰۹[۰-۹]{9}/);
  await expect(first.locator('td[data-column="cost"]')).toHaveText('۲٬۳۰۰');
  await expect(first.locator('td[data-column="sentBy"]')).toHaveText('زهرا احمدی');
  await expect(first.locator('td[data-column="parts"]')).toHaveText('۲');
  await shot('sms-list-light-fa');
  // Filtered by state: nothing failed.
  await page.getByTestId('field-status').locator('[role=combobox]').click();
  await page.getByRole('option', { name: 'ناموفق' }).click();
  await expect(rows).toHaveCount(0);
  await page.getByTestId('field-status').locator('[role=combobox]').click();
  await page.getByRole('option', { name: 'رسیده' }).click();
  await expect(rows).toHaveCount(12);

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { level: 1, name: 'SMS log' })).toBeVisible();
  await expect(first).toContainText('Delivered');
  await shot('sms-list-light-en');
  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-dark').click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(37, 41, 60)');
  await shot('sms-list-dark-en');
  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-light').click();
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-fa').click();
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش پیامک‌ها' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('sms-log-cards').getByTestId('sms-row')).toHaveCount(12);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot('sms-list-phone-fa');
  await openInApp(page, '/manager/sms/send');
  await expect(page.getByTestId('sms-body')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot('sms-compose-phone-fa');

  // A teacher holds neither SMS permission: no menu item, and the pages are not for them.
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page, 'teacher', '/dashboard');
  await expect(page.getByTestId('nav-manager-sms-list')).toHaveCount(0);
  await page.goto('/manager/sms/send');
  await expect(page.getByTestId('not-authorized-page')).toBeVisible();
});
