/**
 * Announcements and the feedback box end to end. The school manager writes an announcement for the
 * teachers (rich text, pinned); the teacher finds it on the navbar's bell, unread, opens it — it is
 * then read — and sees it pinned on the dashboard. The teacher sends the feedback box an anonymous
 * message and a signed one; the manager finds both (the anonymous one without a sender), answers the
 * signed one, and the teacher reads the reply from the bell. Desktop and 390 px shots.
 */
import type { Page } from '@playwright/test';
import { api, expect, jalaliToday, logout, openInApp, signIn, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
/** The app shows digits in Persian. */
const fa = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const DESKTOP = { width: 1366, height: 850 };

async function openBell(page: Page) {
  await page.getByTestId('nav-notifications').click();
  await expect(page.getByTestId('nav-notifications-all')).toBeVisible();
}

test('an announcement for the teachers reaches the teacher’s bell, is read there and pinned on the dashboard', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  const title = `جلسه اولیا و مربیان ${Date.now() % 100_000}`;
  await signIn(page, 'manager', '/manager/info/detail');
  await page.locator('input[name="title"]').fill(title);
  const body = page.getByTestId('rich-text-body');
  await body.click();
  await page.keyboard.type('جلسه ');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.type('پنجشنبه ساعت ۱۰');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.type(' در سالن مدرسه برگزار می‌شود.');
  await expect(body.locator('strong')).toHaveText('پنجشنبه ساعت ۱۰');
  const roles = page.getByTestId('field-roleIds').locator('input');
  await roles.click();
  await roles.fill('دبیر');
  await page.locator('li[role=option]', { hasText: 'دبیر' }).first().click();
  const from = page.locator('input[name="publishFrom"]');
  await from.fill(jalaliToday());
  await from.blur();
  await page.locator('input[name="pinned"]').check();
  await shot('announcement-form');
  await page.getByTestId('entity-save').click();
  await expect(page.locator('.Toastify__toast--success')).toBeVisible();
  const [saved] = (
    await api<{ items: { id: number; title: string; body: string }[] }>(page, '/info?sort=id:desc&pageSize=1')
  ).items;
  expect(saved!.title).toBe(title);
  expect(saved!.body).toContain('<strong>پنجشنبه ساعت ۱۰</strong>');
  await openInApp(page, '/manager/info/list');
  await expect(page.getByTestId('entity-list-info')).toContainText(fa(title));
  await shot('announcements-list');
  await logout(page);

  await signIn(page, 'teacher', '/dashboard');
  await expect(page.getByTestId('nav-notifications-count')).not.toHaveText('');
  await expect(page.getByTestId(`dashboard-pinned-${saved!.id}`)).toHaveText(fa(title));
  await openBell(page);
  const item = page.getByTestId(`notification-item-announcement-${saved!.id}`);
  await expect(item).toHaveAttribute('data-read', 'false');
  await shot('notifications-bell');
  await item.click();
  await expect(page.getByTestId('announcement-body').locator('strong')).toHaveText('پنجشنبه ساعت ۱۰');
  await shot('announcement-view');
  // Opened: read, on the bell and on the page of all.
  await expect(async () => {
    await openBell(page);
    await expect(page.getByTestId(`notification-item-announcement-${saved!.id}`)).toHaveAttribute(
      'data-read',
      'true',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('nav-notifications-all').click();
  await expect(page.getByTestId(`notifications-row-announcement-${saved!.id}`)).toHaveAttribute(
    'data-read',
    'true',
  );
  await shot('notifications-page');
  await page.setViewportSize(PHONE);
  await shot('notifications-page-phone');
  // An unread row's mark-read button sits beside its text and chips, never over them.
  const unread = page.locator('[data-testid^="notifications-row-"][data-read="false"]').first();
  const markRead = unread.getByRole('button', { name: 'خوانده شد' });
  await expect(markRead).toBeVisible();
  const [buttonBox, textBox] = [
    await markRead.boundingBox(),
    await unread.locator('.MuiListItemText-root').boundingBox(),
  ];
  expect(buttonBox!.x + buttonBox!.width <= textBox!.x || textBox!.x + textBox!.width <= buttonBox!.x).toBe(
    true,
  );
  await openInApp(page, `/announcements/${saved!.id}`);
  await expect(page.getByTestId('announcement-body')).toBeVisible();
  await shot('announcement-view-phone');
  await openInApp(page, '/dashboard');
  await expect(page.getByTestId('dashboard-pinned-announcements')).toBeVisible();
  await shot('dashboard-pinned-phone');
  await page.setViewportSize(DESKTOP);
});

test('a teacher sends the box an anonymous and a signed message; the manager answers the signed one', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100_000;
  const anonymousSubject = `تهویه کلاس‌ها ${stamp}`;
  const signedSubject = `کلاس جبرانی ریاضی ${stamp}`;

  await signIn(page, 'teacher', '/dashboard');
  // The teacher's menu leads to their own messages, from where a new one is written.
  await page.getByRole('link', { name: 'صندوق پیشنهادات' }).first().click();
  await expect(page).toHaveURL(/\/manager\/feedback-box\/mine$/);
  async function send(subject: string, anonymous: boolean) {
    await page.getByTestId('feedback-new').click();
    await page.getByTestId('field-category').click();
    await page.locator('li[role=option]', { hasText: anonymous ? 'انتقاد یا شکایت' : 'پیشنهاد' }).click();
    await page.locator('input[name="subject"]').fill(subject);
    await page.locator('textarea[name="message"]').fill(`متن پیام درباره ${subject}`);
    if (anonymous) await page.getByTestId('feedback-anonymous').locator('input').check();
    if (anonymous) await shot('feedback-send-anonymous');
    await page.getByTestId('feedback-send').click();
    await expect(page.locator('.Toastify__toast--success').last()).toContainText(
      anonymous ? 'بی‌نام فرستاده شد' : 'پیام شما فرستاده شد',
    );
    await expect(page).toHaveURL(/\/manager\/feedback-box\/mine$/);
  }
  await send(anonymousSubject, true);
  await send(signedSubject, false);
  // Only the signed one is the teacher's to see again.
  const mineCard = page.locator('[data-testid^="my-feedback-"]', { hasText: fa(signedSubject) });
  await expect(mineCard.first()).toBeVisible();
  await expect(page.getByText(fa(anonymousSubject))).toHaveCount(0);
  await logout(page);

  await signIn(page, 'manager', '/manager/feedback-box/list');
  const list = page.getByTestId('entity-list-feedback-box');
  await expect(list).toContainText(fa(anonymousSubject));
  await expect(list).toContainText(fa(signedSubject));
  await shot('feedback-box-list');
  const messages = await api<{ items: { id: number; subject: string; senderId: number | null }[] }>(
    page,
    '/feedback-box?pageSize=10&sort=id:desc',
  );
  const anonymousRow = messages.items.find((m) => m.subject === anonymousSubject)!;
  const signedRow = messages.items.find((m) => m.subject === signedSubject)!;
  expect(anonymousRow.senderId).toBeNull();
  expect(signedRow.senderId).not.toBeNull();
  await page.getByTestId(`row-open-${signedRow.id}`).click();
  await expect(page.getByTestId('feedback-message')).toContainText('مریم کریمی');
  await page.locator('textarea[name="reply"]').fill('کلاس جبرانی از شنبه آینده برگزار می‌شود.');
  await page.getByTestId('feedback-reply-save').click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('پاسخ ثبت شد');
  await expect(page.getByTestId('feedback-status')).toHaveText('پاسخ داده شد');
  await shot('feedback-reply');
  await page.setViewportSize(PHONE);
  await shot('feedback-reply-phone');
  await openInApp(page, '/manager/feedback-box/list');
  await expect(page.getByTestId('entity-cards')).toContainText(fa(anonymousSubject));
  await shot('feedback-box-list-phone');
  await page.setViewportSize(DESKTOP);
  await openInApp(page, `/manager/feedback-box/detail/${anonymousRow.id}`);
  await expect(page.getByTestId('feedback-message')).toContainText('ناشناس');
  await logout(page);

  await signIn(page, 'teacher', '/dashboard');
  await page.setViewportSize(PHONE);
  await openBell(page);
  const reply = page.locator('[data-testid^="notification-item-notification-"]', {
    hasText: fa(`پاسخ به پیام شما: ${signedSubject}`),
  });
  await expect(reply).toHaveAttribute('data-read', 'false');
  await reply.click();
  await expect(page).toHaveURL(new RegExp(`/manager/feedback-box/mine#feedback-${signedRow.id}$`));
  await expect(page.getByTestId(`my-feedback-reply-${signedRow.id}`)).toHaveText(
    'کلاس جبرانی از شنبه آینده برگزار می‌شود.',
  );
  await shot('my-feedback-phone');
  await page.setViewportSize(DESKTOP);
});
