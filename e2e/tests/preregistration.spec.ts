/**
 * Online pre-registration end to end. An applicant on a phone opens the public form (its own small
 * entry: at most 150 KB of gzipped script, none of the signed-in app), fills it in Persian with the
 * Jalali date pickers and a photo, and gets a tracking code; the school manager finds the application
 * with its count, reviews, accepts and enrols it in a grade-10 classroom, and the new student is in
 * that classroom with the photo in the dossier. A rejection that opens a field is corrected by the
 * applicant from the status page. Photographed on a 360 px phone and a desktop.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { api, expect, openInApp, openPublicPage, recordScripts, signIn, test } from '../fixtures';

const KB = 1024;
const PUBLIC_BUDGET = 150 * KB;
/** A small violet PNG standing for the applicant's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAACgCAIAAABIaz/HAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA5ElEQVR42u3QQQ0AAAgEoGtrAIsbwRb6YSMB6RoORIFo0YgWLdqCaNGIFi3agmjRiBYtGtGiES1aNKJFI1q0aESLRrRo0YgWjWjRohEtGtGiRSNaNKJFi0a0aESLFo1o0YgWLRrRohEtWjSiRSNatGhEi0a0aNGIFo1o0aIRLRrRokUjWjSiRYtGtGhEixaNaNGIFi0a0aIRLVo0okUjWrRoRItGtGjRiBaNaNGiES0a0aJFI1o0okWLRrRoRIsWjWjRiBYtGtGiES1aNKJFI1q0aESLRrRo0YgWjWjRohEtGtF/FsWoNdtDZFopAAAAAElFTkSuQmCC',
  'base64',
);

/** Today and a day some weeks on, as ISO dates on Tehran's clock. */
function isoDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

/** A national code with its check digit (the official rule), different per run. */
function nationalCode(): string {
  const body = String(600_000_000 + Math.floor(Math.random() * 99_999_999)).padStart(9, '0');
  const rest = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0) % 11;
  return body + String(rest < 2 ? rest : 11 - rest);
}

/** A screenshot of the manager's page, beside the fixture's (e2e/screenshots). */
const shotOf = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage });

const toPersian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The school manager in a context of their own (the public page sends signed-in visitors away). */
async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'manager');
  return page;
}

/** A form open from today for grade 10 (its own, so other tests' applications never count here). */
async function newCampaign(manager: Page, title: string): Promise<number> {
  const token = await manager.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await manager.request.post('/api/preregister-campaigns', {
    headers,
    data: {
      title,
      opensOn: isoDay(),
      closesOn: isoDay(30),
      requiredDocuments: ['photo'],
      description: 'پس از ثبت، کد پیگیری را نگه دارید.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()) as { data: { id: number } }).data.id;
  const grade = await manager.request.post('/api/preregister-grades', {
    headers,
    data: { campaignId: campaign, gradeLevel: '10', capacity: 40 },
  });
  expect(grade.status(), await grade.text()).toBe(201);
  return campaign;
}

async function fillApplication(page: Page, code: string, lastName: string) {
  await page.getByTestId('field-firstName').fill('نگار');
  await page.getByTestId('field-lastName').fill(lastName);
  await page.getByTestId('field-fatherName').fill('کامران');
  await page.getByTestId('field-nationalCode').fill(toPersian(code));
  await page.getByTestId('field-birthDate-day').selectOption('12');
  await page.getByTestId('field-birthDate-month').selectOption('5');
  const years = await page.getByTestId('field-birthDate-year').locator('option').allTextContents();
  // Sixteen years back: the year list starts four years back.
  await page.getByTestId('field-birthDate-year').selectOption({ label: years[13]! });
  await page.getByTestId('field-gender').selectOption('female');
  await page.getByTestId('field-gradeLevel').selectOption('10');
  await page.getByTestId('field-previousSchool').fill('دبیرستان دوره اول پروین');
  await page.getByTestId('field-previousAverage').fill('۱۸٫۷۵');
  await page.getByTestId('field-fatherMobile').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.getByTestId('field-address').fill('تهران، خیابان شریعتی، کوچه نسترن، پلاک ۵');
  await page
    .getByTestId('field-photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
}

test('an applicant applies on a phone; the manager accepts and enrols; the student is in the classroom', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(240_000);
  const manager = await managerPage(browser);
  const title = `پیش‌ثبت‌نام آزمون ${Date.now()}`;
  const campaign = await newCampaign(manager, title);
  const code = nationalCode();
  const lastName = `سپهری${Date.now() % 10_000}`;

  // The applicant, on a 360 px phone, signed in to nothing.
  await page.setViewportSize({ width: 360, height: 780 });
  const scripts = recordScripts(page);
  await page.goto(`/application/${campaign}`);
  await expect(page.getByTestId('application-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = [...scripts.values()].reduce((a, b) => a + b, 0);
  const report = [...scripts].map(([url, size]) => `${new URL(url).pathname} ${(size / KB).toFixed(1)} KB`);
  expect(
    loaded,
    `public page JS ${(loaded / KB).toFixed(1)} KB gzip:\n${report.join('\n')}`,
  ).toBeLessThanOrEqual(PUBLIC_BUDGET);
  expect(report.join('\n')).not.toMatch(/\/assets\/(core|app)-/);
  console.log(`public page JS: ${(loaded / KB).toFixed(1)} KB gzip`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Sent half-filled: every missing field says so in Persian, nothing is stored.
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-error')).toHaveText('لطفاً موارد مشخص‌شده را درست کنید.');
  await expect(page.getByTestId('error-field-nationalCode')).toHaveText('این مورد لازم است.');
  await fillApplication(page, code, lastName);
  // Markup typed into a field stays text everywhere it is shown.
  await page.getByTestId('field-previousSchool').fill('<b>دبیرستان پروین</b>');
  await shot('preregistration-application-phone');
  await page.getByTestId('application-submit').click();
  const tracking = page.getByTestId('tracking-code');
  await expect(tracking).toBeVisible();
  const trackingCode = (await tracking.getAttribute('data-code'))!;
  expect(trackingCode).toMatch(/^[2-9]{12}$/);
  await shot('preregistration-tracking-code-phone');
  await page.getByTestId('track-this').click();
  await expect(page.getByTestId('status-value')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('sent-previousSchool')).toHaveText('<b>دبیرستان پروین</b>');

  // The manager: the spec's preregister/edit opens the school's forms (the engine's list).
  await manager.goto('/manager/preregister/edit');
  await expect(manager).toHaveURL(/\/manager\/preregister-campaigns\/list$/);
  await expect(manager.getByText(toPersian(title)).first()).toBeVisible();
  await shotOf(manager, 'preregistration-forms-desktop');
  // The form's applications with their counts, then the one just sent.
  await openInApp(manager, '/manager/preregister/list');
  await expect(manager.getByTestId('status-counts')).toBeVisible();
  await manager.getByTestId('campaign-select').click();
  await manager.locator('li[role=option]', { hasText: 'پیش‌ثبت‌نام آزمون' }).last().click();
  await expect(manager.getByTestId('status-chip-submitted')).toContainText('۱');
  await expect(manager.getByTestId('public-link')).toHaveText(new RegExp(`/application/${campaign}$`));
  await expect(manager.getByText(toPersian(lastName))).toBeVisible();
  await shotOf(manager, 'preregistration-list-desktop');
  const rows = await api<{ items: { id: number }[] }>(
    manager,
    `/preregister?campaignId=${campaign}&pageSize=5`,
  );
  const id = rows.items[0]!.id;
  await manager.getByTestId(`row-view-${id}`).click();
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'submitted');
  await expect(manager.getByTestId('application-previousSchool')).toHaveText('<b>دبیرستان پروین</b>');
  await expect(manager.getByTestId('document-photo').locator('img')).toBeVisible();
  await manager.getByTestId('decide-reviewing').click();
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'reviewing');
  await manager.getByTestId('decide-accepted').click();
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'accepted');
  await expect(manager.locator('.Toastify__toast--info')).toContainText('پیامک پذیرش');
  await shotOf(manager, 'preregistration-view-desktop');

  // Enrolled in the first grade-10 classroom: the dossier opens, with the photo among its documents.
  const rooms = await api<{ items: { id: number; name: string }[] }>(
    manager,
    '/classrooms?gradeLevel=10&sort=name:asc&pageSize=1',
  );
  const room = rooms.items[0]!;
  await manager.getByTestId('enrol-classroom').click();
  await manager.getByTestId(`enrol-classroom-${room.id}`).click();
  await manager.getByTestId('enrol-submit').click();
  await expect(manager.getByTestId('student-file-name')).toHaveText(`نگار ${lastName}`);
  await expect(manager.getByTestId('student-file')).toContainText(toPersian(room.name));
  await manager.getByTestId('student-file-tab-documents').click();
  await expect(manager.getByTestId('student-document-photo').locator('img')).toBeVisible();
  await shotOf(manager, 'preregistration-dossier-documents-desktop');
  const inRoom = await api<{ items: { firstName: string; lastName: string; nationalCode: string }[] }>(
    manager,
    `/students?classroomId=${room.id}&pageSize=100`,
  );
  expect(inRoom.items.filter((s) => s.nationalCode === code)).toHaveLength(1);

  // The manager's application page on a phone; the applicant sees the enrolment.
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.goto(`/manager/preregister/view/${id}`);
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'enrolled');
  await expect(manager.getByTestId('student-file-link')).toBeVisible();
  await shotOf(manager, 'preregistration-view-phone');
  await page.getByRole('button', { name: 'پیگیری درخواست دیگر' }).click();
  await page.getByTestId('track-trackingCode').fill(toPersian(trackingCode));
  await page.getByTestId('track-nationalCode').fill(code);
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('status-value')).toHaveAttribute('data-status', 'enrolled');
  await shot('preregistration-status-enrolled-phone');
  await manager.context().close();
});

test('a rejection opens the address; the applicant corrects it and the application is sent again', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(180_000);
  const manager = await managerPage(browser);
  const campaign = await newCampaign(manager, `پیش‌ثبت‌نام اصلاح ${Date.now()}`);
  const code = nationalCode();
  const sent = await page.request.post(`/api/public/applications/${campaign}`, {
    multipart: {
      firstName: 'آرش',
      lastName: 'کیانی',
      fatherName: 'بهمن',
      nationalCode: code,
      birthDate: `${new Date().getUTCFullYear() - 16}-02-10`,
      gender: 'male',
      gradeLevel: '10',
      fatherMobile: '09121112233',
      address: 'تهران',
      photo: { name: 'p.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { trackingCode } = ((await sent.json()) as { data: { trackingCode: string } }).data;
  const rows = await api<{ items: { id: number; version: number }[] }>(
    manager,
    `/preregister?campaignId=${campaign}&pageSize=5`,
  );
  const id = rows.items[0]!.id;
  await manager.goto(`/manager/preregister/view/${id}`);
  await manager.getByTestId('decide-reviewing').click();
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'reviewing');
  await manager.getByTestId('decide-rejected').click();
  await manager.getByTestId('reject-reason').fill('نشانی کامل نیست؛ خیابان، کوچه و پلاک را بنویسید.');
  await manager.getByTestId('fix-address').check();
  await shotOf(manager, 'preregistration-reject-dialog-desktop', false);
  await manager.getByTestId('reject-confirm').click();
  await expect(manager.getByTestId('application-status')).toHaveAttribute('data-status', 'rejected');
  await expect(manager.getByTestId('application-reason')).toContainText('نشانی کامل نیست');

  await page.setViewportSize({ width: 360, height: 780 });
  await openPublicPage(page, `/application/${campaign}`);
  await page.getByTestId('tab-track').click();
  await page.getByTestId('track-trackingCode').fill(trackingCode);
  await page.getByTestId('track-nationalCode').fill(code);
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('status-value')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('rejection-reason')).toContainText('نشانی کامل نیست');
  await expect(page.getByTestId('correction-form').locator('textarea')).toHaveCount(1);
  await page.getByTestId('field-address').fill('تهران، خیابان آزادی، کوچه یاس، پلاک ۱۲');
  await shot('preregistration-correction-phone');
  await page.getByTestId('correction-submit').click();
  await expect(page.getByTestId('status-value')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('sent-address')).toHaveText('تهران، خیابان آزادی، کوچه یاس، پلاک ۱۲');
  await manager.context().close();
});
