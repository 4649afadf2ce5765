/**
 * Sida's course list end to end: the school manager opens the basic information's course step,
 * chooses a classroom whose own Sida file has no classroom column, sees the preview (the courses the
 * classroom already has unchanged, a teacher the school lacks refused in Persian), writes the valid
 * rows and reads the report; then, with the network on the web connector and a local fake Sida, brings
 * the school's course list from Sida with the same preview (a classroom the school lacks refused)
 * and writes it. Shots on a desktop and a 390 px phone.
 */
import { courseListWorkbook } from '../../apps/server/src/modules/sida/course-list-files';
import { FAKE_SIDA_TOKEN, startFakeSida } from '../../apps/server/test/helpers/fake-sida';
import { api, DEMO_PASSWORD, expect, openInApp, signIn, test } from '../fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const persian = (text: string | number) => String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

test("a classroom's Sida course list is previewed and imported", async ({ page, shot }) => {
  test.setTimeout(300_000);
  await signIn(page, 'manager', '/manager/template/sida/get-basic-information-from-sida');
  const options = await api<{
    classrooms: { id: number; name: string; courses: { id: number; title: string }[] }[];
  }>(page, '/sida/record/options');
  const room = options.classrooms.find((c) => c.courses.length >= 2)!;
  const plans = await api<{ items: { id: number; code: string | null; title: string }[] }>(
    page,
    `/course-plans?pageSize=100`,
  );
  const courses = room.courses
    .slice(0, 2)
    .map((c) => plans.items.find((p) => p.id === c.id)!)
    .filter((p) => p.code);
  const file = await courseListWorkbook(
    [
      ...courses.map((p) => ({ courseCode: p.code!, courseTitle: p.title })),
      { courseCode: courses[0]!.code!, courseTitle: courses[0]!.title, teacherNationalCode: '0000000000' },
    ],
    { headers: { classroom: null, gradeLevel: null } },
  );

  await page.getByTestId('sida-step-courses').click();
  await expect(page.getByTestId('sida-course-list')).toBeVisible();
  await page.getByRole('combobox', { name: 'کلاس فایل' }).click();
  await page.getByRole('option', { name: persian(room.name), exact: true }).click();
  await page
    .getByTestId('sida-file')
    .setInputFiles({ name: 'sida-course-list.xlsx', mimeType: XLSX, buffer: file });
  const counts = page.getByTestId('sida-counts');
  await expect(counts).toContainText(`بدون تغییر: ${persian(courses.length)}`);
  await expect(counts).toContainText(`دارای خطا: ${persian(1)}`);
  await expect(page.getByTestId('import-preview-table')).toContainText(
    'دبیری با این کد ملی در این مدرسه نیست',
  );
  await shot('sida-course-list-preview');
  await page.getByTestId('sida-commit-valid').click();
  await expect(page.getByTestId('sida-report')).toContainText(`${persian(courses.length)} بدون تغییر ماند`);
  await shot('sida-course-list-imported');

  // The same list from Sida over the web: the network switched to the web connector (a network-wide
  // user's setting) pointing at a local fake Sida, which also names a classroom the school lacks.
  const sida = await startFakeSida({
    courseList: [
      ...courses.map((p) => ({ classroom: room.name, courseCode: p.code!, courseTitle: p.title })),
      { classroom: 'کلاس ناموجود', courseCode: courses[0]!.code!, courseTitle: courses[0]!.title },
    ],
  });
  const admin = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const adminAuth = {
    authorization: `Bearer ${((await admin.json()) as { accessToken: string }).accessToken}`,
  };
  try {
    const saved = await page.request.put('/api/sida/settings', {
      headers: adminAuth,
      data: {
        connector: 'http',
        baseUrl: sida.url,
        username: 'e2e',
        token: FAKE_SIDA_TOKEN,
        timeoutSeconds: 10,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A fresh load: the page read the connector setting before it changed.
    await page.goto('/manager/template/sida/get-basic-information-from-sida?step=courses');
    await page.getByTestId('sida-fetch').click();
    await expect(counts).toContainText(`بدون تغییر: ${persian(courses.length)}`);
    await expect(counts).toContainText(`دارای خطا: ${persian(1)}`);
    await expect(page.getByTestId('import-preview-table')).toContainText('در سال تحصیلی جاری مدرسه نیست');
    expect(sida.asked.filter((a) => a.endsWith('/course-list'))).toHaveLength(1);
    await shot('sida-course-list-http-preview');
    await page.getByTestId('sida-commit-valid').click();
    await expect(page.getByTestId('sida-report')).toContainText(`${persian(courses.length)} بدون تغییر ماند`);
    await shot('sida-course-list-http-imported');

    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, '/manager/template/sida/get-basic-information-from-sida?step=courses');
    await expect(page.getByTestId('sida-course-list')).toBeVisible();
    await expect(page.getByTestId('sida-fetch')).toBeVisible();
    await shot('sida-course-list-phone');
  } finally {
    // Other tests on this worker's server expect the files connector.
    await page.request.put('/api/sida/settings', { headers: adminAuth, data: { connector: 'files' } });
    await sida.close();
  }
});
