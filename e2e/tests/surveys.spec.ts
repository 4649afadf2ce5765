/**
 * Teacher surveys end to end. The school manager writes a survey (the engine's form), its questions
 * (the items page) and issues a classroom's codes, printed as slips; a student on a 360 px phone
 * opens the survey's page with a printed code, rates every teacher of the classroom and sends it,
 * and cannot use the code again. The manager's reports say «پاسخ کافی نیست» until the fifth answer
 * and show the figures from then. Desktop and phone shots.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { api, expect, jalaliToday, openInApp, openPublicPage, signIn, test } from '../fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 850 };
const fa = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** A Jalali date `days` from today, as the date field takes it typed. */
function jalaliIn(days: number): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}/${get('month')}/${get('day')}`;
}

interface Ballot {
  teachers: { id: number }[];
  items: { id: number }[];
}

/** Answers the survey with a code through the API (as a phone would), every score `score`. */
async function answerByApi(page: Page, surveyId: number, code: string, score: number) {
  const opened = await page.request.post(`/api/public/surveys/${surveyId}/open`, { data: { code } });
  expect(opened.status(), await opened.text()).toBe(200);
  const ballot = ((await opened.json()) as { data: Ballot }).data;
  const answers = ballot.teachers.flatMap((t) =>
    ballot.items.map((i) => ({ teacherId: t.id, itemId: i.id, score })),
  );
  const sent = await page.request.post(`/api/public/surveys/${surveyId}/answers`, {
    data: { code, answers },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** The public page's scripts must not pull the signed-in app: at most this much gzip JavaScript. */
const PUBLIC_PAGE_BUDGET = 150 * 1024;

/**
 * A signed-out student on a 360 px phone opens the survey's page, types the code from the slip,
 * rates every teacher on every question and sends it; typing the same code again is refused.
 */
async function studentAnswers(browser: Browser, surveyId: number, code: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  const phone = await context.newPage();
  const scripts = new Map<string, number>();
  phone.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      gzipSync(await response.body().catch(() => Buffer.alloc(0)), { level: 9 }).length,
    );
  });
  const snap = (name: string) =>
    phone.screenshot({
      path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`),
      fullPage: true,
    });
  await openPublicPage(phone, `/survey/${surveyId}`);
  await expect(phone.getByTestId('survey-code-form')).toBeVisible();
  await phone.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const listing = [...scripts].map(
    ([url, size]) => `${new URL(url).pathname} ${(size / 1024).toFixed(1)} KB`,
  );
  expect(
    total,
    `survey page JS ${(total / 1024).toFixed(1)} KB gzip:\n${listing.join('\n')}`,
  ).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
  expect(listing.join('\n')).not.toMatch(/core-|DefaultLayout/);
  console.log(`survey page: ${(total / 1024).toFixed(1)} KB of gzip JavaScript in ${scripts.size} files`);

  // A wrong code first: a clear Persian message, nothing opened.
  await phone.getByTestId('survey-code').fill('2345 6789 2345 6789');
  await phone.getByTestId('survey-code-submit').click();
  await expect(phone.getByTestId('error-survey-code')).toContainText('این کد درست نیست');
  await snap('survey-phone-wrong-code');

  // The slip's code, typed in Persian digits with its spaces.
  await phone.getByTestId('survey-code').fill(fa(code.replace(/(.{4})(?=.)/g, '$1 ')));
  await expect(phone.getByTestId('survey-code')).toHaveValue(fa(code.replace(/(.{4})(?=.)/g, '$1 ')));
  await snap('survey-phone-code');
  await phone.getByTestId('survey-code-submit').click();
  const ballot = phone.getByTestId('survey-ballot');
  await expect(ballot).toBeVisible();
  const questions = ballot.locator('fieldset');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // Sending too early points at what is missing.
  await phone.getByTestId('survey-submit').click();
  await expect(phone.getByTestId('survey-error')).toContainText('به همه پرسش‌ها');
  for (let i = 0; i < count; i++)
    await questions
      .nth(i)
      .getByRole('radio')
      .nth(i % 5)
      .check();
  await snap('survey-phone-ballot');
  // Nothing wider than the phone: no sideways scrolling.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.getByTestId('survey-submit').click();
  await expect(phone.getByTestId('survey-done')).toContainText('پاسخ شما ثبت شد');
  await snap('survey-phone-done');

  // The same code again, on a fresh page: refused as spent.
  await openPublicPage(phone, `/survey/${surveyId}`);
  await phone.getByTestId('survey-code').fill(code);
  await phone.getByTestId('survey-code-submit').click();
  await expect(phone.getByTestId('error-survey-code')).toContainText('قبلاً');
  await snap('survey-phone-spent');
  await phone.setViewportSize(DESKTOP);
  await snap('survey-public-desktop');
  await context.close();
}

test('a survey is written, its codes printed, answered on a phone once per code, and reported from the fifth answer', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(300_000);
  const title = `نظرسنجی آزمون ${Date.now() % 100_000}`;
  await signIn(page, 'manager', '/manager/survey-groups/detail');
  await page.locator('input[name="title"]').fill(title);
  for (const [name, value] of [
    ['opensOn', jalaliToday()],
    ['closesOn', jalaliIn(14)],
  ] as const) {
    const input = page.locator(`input[name="${name}"]`);
    await input.fill(value);
    await input.blur();
  }
  const rooms = page.getByTestId('field-classroomIds').locator('[role=combobox]');
  await rooms.click();
  await rooms.fill('102');
  await page
    .locator('li[role=option]', { hasText: fa('102') })
    .first()
    .click();
  await page.locator('textarea[name="description"]').fill('لطفاً با دقت و انصاف پاسخ دهید.');
  await shot('survey-form');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/survey-groups\/list/);
  const [survey] = (
    await api<{ items: { id: number; title: string }[] }>(page, '/survey-groups?sort=id:desc&pageSize=1')
  ).items;
  expect(survey!.title).toBe(title);
  await expect(page.getByTestId('entity-list-survey-groups')).toContainText(fa(title));
  await shot('survey-groups-list');

  // Its questions, in order, from the list's row link.
  await page.getByTestId(`row-items-${survey!.id}`).click();
  await expect(page.getByTestId('survey-items')).toHaveCount(0);
  for (const question of ['درس را روشن و قابل فهم توضیح می‌دهد.', 'به پرسش‌های ما با حوصله پاسخ می‌دهد.']) {
    await page.getByTestId('survey-item-question').fill(question);
    await page.getByTestId('survey-item-add').click();
    await expect(page.getByTestId('survey-items')).toContainText(question);
  }
  await shot('survey-items');

  // Codes: one per student of the classroom, shown once as slips to print.
  await page.getByTestId('survey-items-codes').click();
  const table = page.getByTestId('survey-code-classrooms');
  await expect(table).toContainText(fa('102'));
  await table.getByRole('button').first().click();
  await expect(page.getByTestId('codes-ready')).toBeVisible();
  const slips = page.getByTestId('code-slip');
  await expect(slips.first()).toBeVisible();
  const codes = await page
    .getByTestId('slip-code')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-code')!));
  expect(codes.length).toBeGreaterThanOrEqual(6);
  for (const code of codes) expect(code).toMatch(/^[2-9]{16}$/);
  await shot('survey-codes');
  await page.setViewportSize(PHONE);
  await shot('survey-codes-phone');
  await page.setViewportSize(DESKTOP);

  // A student on a phone (signed out) answers with the first slip's code, then cannot use it again.
  await studentAnswers(browser, survey!.id, codes[0]!);
  // Three more: four answers, and the reports show no figure yet.
  for (const [i, code] of codes.slice(1, 4).entries()) await answerByApi(page, survey!.id, code, 2 + (i % 4));
  await openInApp(page, `/manager/survey-classroom-report?survey=${survey!.id}`);
  await page.getByRole('combobox', { name: 'کلاس', exact: true }).click();
  await page.locator('li[role=option]').first().click();
  await expect(page.getByTestId('survey-not-enough')).toContainText('پاسخ کافی نیست');
  await expect(page.getByTestId('survey-figures')).toHaveCount(0);
  await shot('survey-report-not-enough');

  // The fifth: the figures appear.
  await answerByApi(page, survey!.id, codes[4]!, 5);
  await page.reload();
  await expect(page.getByTestId('survey-figures')).toBeVisible();
  await expect(page.getByTestId('survey-respondents')).toHaveText(fa('5'));
  await expect(page.getByTestId('survey-distribution').locator('svg')).toBeVisible();
  await shot('survey-classroom-report');
  await page.setViewportSize(PHONE);
  await shot('survey-classroom-report-phone');
  await page.setViewportSize(DESKTOP);

  await openInApp(page, `/manager/survey-teacher-report?survey=${survey!.id}`);
  await page.getByRole('combobox', { name: 'دبیر', exact: true }).click();
  await page.locator('li[role=option]').first().click();
  await expect(page.getByTestId('survey-figures')).toBeVisible();
  await shot('survey-teacher-report');
});

test('a teacher reads their own survey report, and no one else’s', async ({ page, shot }) => {
  // The demo survey (other tests add newer ones): eight answers in the demo teacher's first classroom.
  await signIn(page, 'teacher');
  const surveys = await api<{ id: number; title: string }[]>(page, '/survey-reports/surveys');
  const demo = surveys.find((s) => s.title === 'نظرسنجی از دبیران — نوبت اول')!;
  await page.goto(`/manager/survey-teacher-report?survey=${demo.id}`);
  await expect(page.getByTestId('survey-own-teacher')).toContainText('مریم کریمی');
  await expect(page.getByTestId('survey-figures')).toBeVisible();
  await expect(page.getByTestId('survey-respondents')).toHaveText(fa('8'));
  await expect(page.getByRole('combobox', { name: 'دبیر', exact: true })).toHaveCount(0);
  await shot('survey-teacher-own-report');
  await page.setViewportSize(PHONE);
  await shot('survey-teacher-own-report-phone');
  // The classroom report is not theirs to open.
  await page.goto('/manager/survey-classroom-report');
  await expect(page.getByTestId('not-authorized-page')).toBeVisible();
});
