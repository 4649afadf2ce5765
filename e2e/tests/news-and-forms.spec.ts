/**
 * News and printable forms end to end. The school manager writes a news item and publishes it; a
 * visitor finds it on the landing page and opens its public page, whose HTML (as the server sends it,
 * before any script) carries the item's Open Graph tags. The manager edits a form template beside
 * its preview and prints the certificate of enrolment for a classroom, a page per student. Pages are
 * photographed on a desktop and a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { api, expect, openInApp, signIn, test } from '../fixtures';

async function pick(page: Page, field: string, optionText: string, typed?: string) {
  const control = page.getByTestId(`field-${field}`).locator('[role=combobox]');
  await control.click();
  if (typed) await control.fill(typed);
  await page.locator('li[role=option]', { hasText: optionText }).first().click();
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 850 };

test('a published news item shows on the landing page, and its page carries its link preview', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  const title = 'بازدید دانش‌آموزان پایه دهم از موزه علوم';
  const summary = 'دانش‌آموزان پایه دهم از موزه علوم و فناوری بازدید کردند.';
  await signIn(page, 'manager', '/manager/manage-content/news/detail');
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="summary"]').fill(summary);
  const body = page.getByTestId('rich-text-body');
  await body.click();
  await body.pressSequentially('این اردو با همراهی دبیران علوم برگزار شد.');
  await page.locator('input[name="published"]').check();
  await shot('news-form');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/manage-content\/news\/list/);
  const rows = await api<{ items: { id: number; title: string; publishedAt: string }[] }>(
    page,
    '/news?sort=id:desc&pageSize=1',
  );
  const item = rows.items[0]!;
  expect(item.title).toBe(title);
  expect(item.publishedAt).toBeTruthy();
  await shot('news-list');

  // A visitor: the landing page lists it among the newest, and its card opens its page.
  const visitor = await page.context().browser()!.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const guest = await visitor.newPage();
  await guest.setViewportSize(DESKTOP);
  await guest.goto(new URL('/front-pages/landing-page', page.url()).toString());
  // The landing page is static until the visitor acts; scrolling towards the news starts the app.
  await guest.mouse.wheel(0, 400);
  const news = guest.getByTestId('landing-news');
  const card = news.locator(`a[href="/news/${item.id}"]`);
  await expect(card).toContainText(title);
  const top = () => guest.evaluate(() => window.scrollTo(0, 0));
  await top();
  await guest.screenshot({ path: 'e2e/screenshots/news-landing-desktop.png', fullPage: true });
  await card.click();
  await expect(guest).toHaveURL(new RegExp(`/news/${item.id}$`));
  await expect(guest.getByTestId('news-article')).toContainText(summary);
  await expect(guest.getByTestId('news-body')).toContainText('با همراهی دبیران علوم');
  await expect(guest).toHaveTitle(title);
  await guest.screenshot({ path: 'e2e/screenshots/news-page-desktop.png', fullPage: true });
  await guest.setViewportSize(PHONE);
  await guest.screenshot({ path: 'e2e/screenshots/news-page-phone.png', fullPage: true });
  await guest.goto(new URL('/front-pages/landing-page', page.url()).toString());
  await guest.mouse.wheel(0, 400);
  await expect(guest.getByTestId('landing-news')).toBeVisible();
  await top();
  await guest.screenshot({ path: 'e2e/screenshots/news-landing-phone.png', fullPage: true });

  // What a link preview reads: the server's HTML of the page, no script run.
  const html = await (await guest.request.get(`/news/${item.id}`)).text();
  const origin = new URL(page.url()).origin;
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(`<meta property="og:description" content="${summary}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<meta property="og:url" content="${origin}/news/${item.id}" />`);
  expect(html).toContain(`<title>${title}</title>`);
  // A demo item with a cover names it as the preview's image, and serves it to anyone.
  const covered = await (await guest.request.get('/api/public/news?pageSize=24')).json();
  const withCover = (covered.data.items as { id: number; coverUrl: string | null }[]).find((n) => n.coverUrl);
  const coverHtml = await (await guest.request.get(`/news/${withCover!.id}`)).text();
  expect(coverHtml).toContain(`<meta property="og:image" content="${origin}${withCover!.coverUrl}" />`);
  expect((await guest.request.get(withCover!.coverUrl!)).headers()['content-type']).toBe('image/jpeg');
  await guest.goto(new URL(`/news/${withCover!.id}`, page.url()).toString());
  await expect(guest.getByTestId('news-article').locator('img')).toBeVisible();
  await guest.screenshot({ path: 'e2e/screenshots/news-page-cover-phone.png', fullPage: true });
  await guest.setViewportSize(DESKTOP);
  await guest.screenshot({ path: 'e2e/screenshots/news-page-cover-desktop.png', fullPage: true });
  await visitor.close();

  // The news are open to everyone: a signed-in reader's button goes back to the app.
  await page.goto(`/news/${item.id}`);
  await expect(page.getByTestId('landing-login')).toHaveCount(0);
  await page.getByTestId('landing-back-to-app').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a form template is edited beside its preview and printed for a classroom, a page per student', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager', '/manager/forms/list');
  const templates = await api<{ items: { id: number; title: string }[] }>(page, '/forms?pageSize=100');
  const certificate = templates.items.find((t) => t.title === 'گواهی اشتغال به تحصیل')!;
  await expect(page.getByTestId('entity-list-forms')).toContainText('رضایت‌نامه اردو');
  await shot('forms-list');

  // The editor: the preview fills the text for the sample student, and an unknown name is flagged.
  await openInApp(page, `/manager/forms/detail/${certificate.id}`);
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByTestId('form-sheet-body')).toContainText('سارا احمدی');
  const input = page.getByTestId('form-body-input');
  await input.press('ControlOrMeta+End');
  await input.pressSequentially(' {{student.nickname}}');
  await expect(page.getByTestId('form-unknown-placeholders')).toContainText('{{student.nickname}}');
  await page.getByTestId('entity-save').click();
  await expect(page.locator('.Toastify__toast--error')).toContainText('{{student.nickname}}');
  await shot('forms-editor-desktop');
  await page.setViewportSize(PHONE);
  await shot('forms-editor-phone');
  await page.setViewportSize(DESKTOP);

  // Printing for classroom 101: one sheet per studying student, each with that student's name.
  await openInApp(page, `/manager/forms/print?templateId=${certificate.id}`);
  await page.getByTestId('print-target-classroom').click();
  await pick(page, 'classroomId', '۱۰۱', '101');
  await page.getByTestId('print-show').click();
  const sheets = page.getByTestId('form-print').getByTestId('form-sheet');
  await expect(sheets.first()).toBeVisible();
  const roll = await api<{ items: { firstName: string; lastName: string; status: string }[] }>(
    page,
    `/students?pageSize=100&classroomId=${new URL(page.url()).searchParams.get('classroomId')}`,
  );
  const studying = roll.items.filter((s) => s.status === 'studying');
  await expect(sheets).toHaveCount(studying.length);
  const first = studying[0]!;
  await expect(page.getByTestId('form-print')).toContainText(`${first.firstName} ${first.lastName}`);
  await expect(sheets.first()).toContainText('دبیرستان پسرانه فرهنگ');
  await shot('forms-print-classroom-desktop');
  await page.setViewportSize(PHONE);
  await shot('forms-print-classroom-phone');
  await page.setViewportSize(DESKTOP);
  // On paper: only the sheets, one a page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-show')).toBeHidden();
  await page.screenshot({ path: 'e2e/screenshots/forms-print-paper.png', fullPage: false });
  await page.emulateMedia({ media: 'screen' });
});
