/**
 * Sida end to end, against a local fake Sida server this file starts: the school manager imports a
 * Sida class list whose classroom column has a name the product does not know, picks that column in
 * the mapping, sees the preview and imports the students, who are then in the students list; then,
 * with the network switched to the web connector pointing at the fake server, records a classroom's
 * scores to Sida after the check and sees Sida's answer, the exchange in the record and the demo's
 * Sida report cards with their differences. Shots on a desktop and on a 390 px phone.
 */
import { FAKE_SIDA_TOKEN, startFakeSida, type FakeSida } from '../../apps/server/test/helpers/fake-sida';
import { classListWorkbook, generatedClassList } from '../../apps/server/src/modules/sida/sample-files';
import { api, expect, openInApp, signIn, test as base, DEMO_PASSWORD } from '../fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const persian = (text: string | number) => String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const test = base.extend<object, { sida: FakeSida }>({
  sida: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const fake = await startFakeSida();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
});

test('a Sida class list with a misnamed column is mapped and imported, and scores are recorded to Sida', async ({
  page,
  shot,
  sida,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'manager', '/manager/template/sida/get-basic-information-from-sida');
  await expect(page.getByRole('heading', { level: 1, name: 'دریافت اطلاعات پایه از سیدا' })).toBeVisible();

  // Five students of a family name no demo student has, in the classroom column Sida calls «گروه آموزشی».
  const list = generatedClassList(5, 660_000_000).map((s) => ({ ...s, lastName: 'سیداپور' }));
  const file = await classListWorkbook(list, { headers: { classroom: 'گروه آموزشی' } });
  await page
    .getByTestId('sida-file')
    .setInputFiles({ name: 'sida-class-list.xlsx', mimeType: XLSX, buffer: file });
  const mapping = page.getByTestId('sida-mapping');
  await expect(mapping).toBeVisible();
  const classroom = mapping.getByRole('combobox', { name: /کلاس/ });
  await expect(mapping.getByText('در فایل پیدا نشد؛ انتخاب کنید.')).toBeVisible();
  await expect(page.getByTestId('sida-counts')).toHaveCount(0);
  await shot('sida-mapping');
  await classroom.click();
  await page.getByRole('option', { name: 'گروه آموزشی' }).click();
  await page.getByTestId('sida-apply-mapping').click();
  const counts = page.getByTestId('sida-counts');
  await expect(counts).toContainText(`افزودنی: ${persian(5)}`);
  await expect(counts).toContainText(`دارای خطا: ${persian(0)}`);
  await shot('sida-preview');
  await page.getByTestId('sida-commit-all').click();
  await expect(page.getByTestId('sida-report')).toContainText(`${persian(5)} دانش‌آموز افزوده`);
  await shot('sida-imported');

  // The students are in the school's list.
  await openInApp(page, '/manager/students/list');
  await page.getByTestId('entity-search').fill('سیداپور');
  await expect(page.getByRole('cell', { name: 'سیداپور', exact: true })).toHaveCount(5);
  await shot('sida-students');

  // The network speaks to Sida over the web (a network-wide user's setting).
  const admin = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const adminToken = ((await admin.json()) as { accessToken: string }).accessToken;
  const saved = await page.request.put('/api/sida/settings', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      connector: 'http',
      baseUrl: sida.url,
      username: 'e2e',
      token: FAKE_SIDA_TOKEN,
      timeoutSeconds: 10,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The first classroom's year cards, so it has final results to record.
  const options = await api<{ classrooms: { id: number; name: string }[] }>(page, '/sida/record/options');
  const room = options.classrooms.find((c) => c.name === '101') ?? options.classrooms[0]!;
  await api(page, '/report-cards/generate', { method: 'POST', data: { termId: null, classroomId: room.id } });
  const check = await api<{ ready: number; problems: unknown[] }>(
    page,
    `/sida/record/check?classroomId=${room.id}`,
  );
  expect(check.ready).toBeGreaterThan(0);

  await openInApp(page, '/manager/template/sida/record-sida');
  await page.getByRole('combobox', { name: 'کلاس' }).click();
  await page.getByRole('option', { name: persian(room.name) }).click();
  await expect(page.getByTestId('sida-check')).toContainText(`آماده ارسال: ${persian(check.ready)}`);
  await shot('sida-record-check');
  await page.getByTestId('sida-record').click();
  await expect(page.getByTestId('sida-outcome')).toContainText('سیدا');
  await expect.poll(() => sida.received.length).toBe(1);
  expect(sida.received[0]!.rows).toHaveLength(check.ready);
  await shot('sida-record-sent');

  await openInApp(page, '/manager/template/sida/report-list/list');
  await expect(page.getByTestId('sida-exchanges')).toContainText('ثبت نمرات');
  await expect(page.getByTestId('sida-exchanges')).toContainText('زهرا احمدی');
  await shot('sida-exchanges');

  await openInApp(page, '/manager/template/sida/report-card/list');
  await expect(page.getByTestId('sida-cards')).toBeVisible();
  await shot('sida-cards');
  await page.getByTestId('sida-card-view').first().click();
  await expect(page.getByTestId('sida-card-courses')).toBeVisible();
  await shot('sida-card-detail');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('sida-card-courses-card').first()).toBeVisible();
  await shot('sida-card-detail-phone');
  await openInApp(page, '/manager/template/sida/report-list/list');
  await expect(page.getByTestId('sida-exchanges-card').first()).toBeVisible();
  await shot('sida-exchanges-phone');
  await openInApp(page, '/manager/template/sida/get-basic-information-from-sida');
  await shot('sida-basic-information-phone');

  // Other tests on this worker's server expect the files connector.
  const reset = await page.request.put('/api/sida/settings', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { connector: 'files' },
  });
  expect(reset.status(), await reset.text()).toBe(200);
});
