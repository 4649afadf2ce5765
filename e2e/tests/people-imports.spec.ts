/**
 * Uploads of the people pages end to end: group photos from a zip and from loose images (matched,
 * unmatched and rejected files listed), the teacher Excel import, the parents' phone import, the
 * photo field of the student form, and a teacher's user account created from the teacher's page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { fieldLabel } from '@school/shared';
import { DEMO_PASSWORD, expect, openInApp, signIn, test } from '../fixtures';

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  nationalCode: string;
  studentNumber: string | null;
  classroomId: number | null;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const persian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** A valid Iranian national code from a 9-digit prefix. */
function nationalCode(prefix: string): string {
  const digits = [...prefix].map(Number);
  const rest = digits.reduce((acc, d, i) => acc + d * (10 - i), 0) % 11;
  return `${prefix}${rest < 2 ? rest : 11 - rest}`;
}

async function apiGet<T>(request: APIRequestContext, username: string, path: string): Promise<T> {
  const login = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await response.json()) as { data: T }).data;
}

const someStudents = async (request: APIRequestContext, username: string) =>
  (await apiGet<{ items: Student[] }>(request, username, '/api/students?pageSize=30&sort=id:asc')).items;

/** The first teacher of the school that has no login yet. */
async function teacherWithoutAccount(request: APIRequestContext) {
  const { items } = await apiGet<{ items: { id: number; nationalCode: string }[] }>(
    request,
    'admin',
    '/api/teachers?pageSize=100',
  );
  for (const teacher of items)
    if ((await apiGet<unknown>(request, 'admin', `/api/teachers/${teacher.id}/account`)) === null)
      return teacher;
  throw new Error('every teacher has an account');
}

const photo = (red: number) =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: red, g: 140, b: 200 } } })
    .jpeg()
    .toBuffer();

async function sheet(name: string, headers: string[], rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(name);
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sendPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('photos-input').setInputFiles(files);
  await expect(page.getByTestId('photos-selection')).toBeVisible();
  await page.getByTestId('photos-send').click();
  await expect(page.getByTestId('photos-result')).toBeVisible();
}

test('group photos from a zip and from loose images, with unmatched and rejected files listed', async ({
  page,
  request,
  shot,
}) => {
  const students = await someStudents(request, 'manager');
  const [first, second, third] = students;
  // The students list links to the page.
  await signIn(page, 'manager', '/manager/students/list');
  await page.getByTestId('students-photos-link').click();
  await expect(page).toHaveURL(/\/manager\/Receive-images-group-students\/detail$/);
  await expect(page.getByTestId('photos-scope')).toBeVisible();

  // A zip: a photo named by national code in Persian digits, one by an unknown code, and a text
  // file renamed to .jpg.
  const zip = new JSZip();
  zip.file(`کلاس/${persian(first!.nationalCode)}.jpg`, await photo(30));
  zip.file('کلاس/0499370899.jpg', await photo(60));
  zip.file(`کلاس/${second!.nationalCode}.jpg`, Buffer.from('this is not really a photo'));
  await sendPhotos(page, [
    {
      name: 'photos.zip',
      mimeType: 'application/zip',
      buffer: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    },
  ]);
  await expect(page.getByTestId('photos-matched-item')).toHaveCount(1);
  await expect(page.getByTestId('photos-matched')).toContainText(`${first!.firstName} ${first!.lastName}`);
  await expect(page.getByTestId('photos-unmatched')).toContainText('دانش‌آموزی با این کد ملی');
  await expect(page.getByTestId('photos-rejected')).toContainText('تصویر نیست');
  await shot('people-photos-zip');

  // Loose images: one by student number, one with a name that is no code.
  await sendPhotos(page, [
    { name: `${third!.studentNumber}.jpg`, mimeType: 'image/jpeg', buffer: await photo(90) },
    { name: 'عکس کلاس.jpg', mimeType: 'image/jpeg', buffer: await photo(120) },
  ]);
  await expect(page.getByTestId('photos-matched-item')).toHaveCount(1);
  await expect(page.getByTestId('photos-unmatched')).toContainText(
    'نام فایل کد ملی یا شماره دانش‌آموزی نیست.',
  );
  await expect(page.getByTestId('photos-rejected')).toContainText('فایلی رد نشد.');
  await shot('people-photos-images');

  // The photo shows on the student's dossier (fetched with the session's token).
  await page.getByTestId('photos-matched').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/manager/students/${third!.id}/file$`));
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  await shot('people-photos-dossier');

  // One classroom's page matches only its students.
  await openInApp(page, `/manager/Receive-images-group-students/detail/${first!.classroomId}`);
  await expect(page.getByTestId('photos-scope')).toContainText('فقط دانش‌آموزان کلاس');
  const outside = students.find((s) => s.classroomId !== first!.classroomId)!;
  await sendPhotos(page, [
    { name: `${outside.nationalCode}.jpg`, mimeType: 'image/jpeg', buffer: await photo(150) },
  ]);
  await expect(page.getByTestId('photos-unmatched')).toContainText('در این کلاس پیدا نشد');
});

test('the teacher import previews errors per cell and imports the valid rows', async ({ page, shot }) => {
  await signIn(page, 'manager', '/manager/teachers/list');
  await page.getByTestId('teachers-import-link').click();
  await expect(page).toHaveURL(/\/manager\/teachers\/excel-import$/);
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toBe('teachers-template.xlsx');

  const fields = ['firstName', 'lastName', 'nationalCode', 'personnelCode', 'mobile', 'degree', 'hireDate'];
  const file = await sheet(
    'دبیران',
    fields.map((f) => fieldLabel('teachers', f)),
    [
      ['نرگس', 'آزمونی', nationalCode('512345671'), '۷۷۰۰۱', '۰۹۱۲۱۲۳۴۵۶۷', 'کارشناسی ارشد', '۱۳۹۸/۰۷/۰۱'],
      ['بهرام', 'آزمونی', nationalCode('512345672'), '77002', '', 'دکتری', ''],
      ['سیما', 'آزمونی', '1234567890', '77003', '0912', 'استاد', '1398/14/01'],
    ],
  );
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'teachers.xlsx', mimeType: XLSX, buffer: file });
  const bad = page.getByTestId('import-row-4');
  await expect(bad).toHaveAttribute('data-invalid', 'true');
  const cellError = (field: string) =>
    bad.locator(`[data-field="${field}"] [data-testid="import-cell-error"]`);
  await expect(cellError('nationalCode')).toContainText('کد ملی');
  await expect(cellError('degree')).toContainText('«استاد»');
  await expect(cellError('hireDate')).toContainText('تاریخ');
  await shot('people-teacher-import-preview');

  await page.getByTestId('import-commit-all').click();
  await expect(page.getByTestId('import-error')).toContainText('هیچ ردیفی ثبت نشد');
  await page.getByTestId('import-commit-valid').click();
  await expect(page.getByTestId('import-result')).toContainText('۲ دبیر افزوده شد');
  await shot('people-teacher-import-result');
  await page.getByTestId('import-to-list').click();
  await page.getByTestId('entity-search').fill('آزمونی');
  await expect(page.getByTestId('entity-list-teachers')).toContainText('نرگس');
});

test('the phone import lists updated, unmatched and invalid rows', async ({ page, request, shot }) => {
  const [student] = await someStudents(request, 'clerk');
  await signIn(page, 'clerk', '/manager/students/list');
  await page.getByTestId('students-phones-link').click();
  await expect(page).toHaveURL(/\/manager\/students\/phone-import$/);
  const download = page.waitForEvent('download');
  await page.getByTestId('phones-template').click();
  expect((await download).suggestedFilename()).toBe('phones-template.xlsx');

  const file = await sheet(
    'شماره‌ها',
    ['کد ملی', 'موبایل پدر', 'موبایل مادر'],
    [
      [persian(student!.nationalCode), '۰۹۱۲۷۷۷۶۶۵۵', ''],
      [nationalCode('512345679'), '09120000000', ''],
      [student!.nationalCode, 'تلفن ندارد', ''],
    ],
  );
  await page.getByTestId('phones-file').setInputFiles({ name: 'phones.xlsx', mimeType: XLSX, buffer: file });
  await expect(page.getByTestId('phones-updated')).toContainText('۱ دانش‌آموز');
  await expect(page.getByTestId('phones-unmatched-item')).toHaveCount(1);
  await expect(page.getByTestId('phones-unmatched')).toContainText('ردیف ۳');
  await expect(page.getByTestId('phones-invalid')).toContainText('موبایل پدر: شماره موبایل معتبر نیست.');
  await shot('people-phone-import');

  // A file that is no Excel gets a Persian message.
  await page.getByTestId('phones-file').setInputFiles({
    name: 'phones.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b'),
  });
  await expect(page.getByTestId('phones-error')).toContainText('فقط فایل اکسل');
});

test('the student form uploads a photo, and a teacher gets a user account', async ({
  page,
  request,
  shot,
}) => {
  const [student] = await someStudents(request, 'admin');
  const teacher = await teacherWithoutAccount(request);
  await signIn(page, 'admin', `/manager/students/detail/${student!.id}`);
  const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8a6' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('field-photo-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('field-photo-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  // A file that is no image is refused before it is sent.
  await page.getByTestId('field-photo-file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByTestId('field-photo')).toContainText('فقط تصویر JPEG');
  await shot('people-student-photo-field');

  // A teacher without a login gets one from their page; the password is shown once.
  await openInApp(page, `/manager/teachers/view/${teacher.id}`);
  await page.getByTestId('teacher-account-open').click();
  await expect(page.getByTestId('teacher-account-username')).toHaveValue(teacher.nationalCode);
  await page.getByTestId('teacher-account-password').fill('kutah');
  await page.getByTestId('teacher-account-submit').click();
  await expect(page.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد.')).toBeVisible();
  await page.getByTestId('teacher-account-generate').click();
  await shot('people-teacher-account-dialog');
  await page.getByTestId('teacher-account-submit').click();
  await expect(page.getByTestId('teacher-account-created')).toContainText(teacher.nationalCode);
  await expect(page.getByRole('dialog')).toBeHidden();
  await shot('people-teacher-account');
});

test('the students list filters by the grade level and the major of the classroom', async ({
  page,
  request,
  shot,
}) => {
  const rooms = await apiGet<{ items: { id: number; name: string; gradeLevel: string }[] }>(
    request,
    'manager',
    '/api/classrooms?pageSize=100',
  );
  const grade = rooms.items[0]!.gradeLevel;
  const inGrade = rooms.items.filter((r) => r.gradeLevel === grade).map((r) => persian(r.name));
  const asPersian = (text: string) => persian(text.trim());
  await signIn(page, 'manager', '/manager/students/list');
  await page.getByTestId('filter-gradeLevel').getByRole('combobox').click();
  await page
    .getByRole('option', { name: new RegExp(`^پایه`) })
    .first()
    .waitFor();
  await page.locator(`[role="option"][data-value="${grade}"]`).click();
  // Every student shown sits in a classroom of that grade.
  const cells = page.getByTestId('entity-list-students').locator('td[data-field="classroomId"]');
  await expect
    .poll(async () => {
      const names = (await cells.allInnerTexts()).map(asPersian);
      return names.length > 0 && names.every((n) => inGrade.includes(n));
    })
    .toBe(true);
  await expect(page.getByRole('combobox', { name: 'رشته' })).toBeVisible();
  await shot('people-students-grade-filter');
});
