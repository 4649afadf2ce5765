/**
 * People and timetable pages end to end: a students sheet with bad rows is previewed and its valid
 * rows imported; a dossier opens; a classroom's roll is reordered; course groups are placed in the
 * weekly grid with both kinds of clash; the teacher edits their mobile on their profile.
 */
import ExcelJS from 'exceljs';
import { fieldLabel } from '@school/shared';
import { api, expect, openInApp, signIn, test } from '../fixtures';

const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'studentNumber',
  'classroomId',
  'gender',
  'status',
  'birthDate',
  'birthPlace',
  'mobile',
  'fatherMobile',
  'motherMobile',
  'homePhone',
  'postalCode',
  'address',
];

/** A valid Iranian national code from a 9-digit prefix. */
function nationalCode(prefix: string): string {
  const digits = [...prefix].map(Number);
  const rest = digits.reduce((acc, d, i) => acc + d * (10 - i), 0) % 11;
  return `${prefix}${rest < 2 ? rest : 11 - rest}`;
}

async function studentsSheet(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  sheet.addRow(IMPORT_FIELDS.map((field) => fieldLabel('students', field)));
  for (const row of rows) sheet.addRow(IMPORT_FIELDS.map((field) => row[field] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Option {
  id: number;
  title: string;
}
interface Group {
  id: number;
  title: string;
  teacherId: number;
  classroomId: number;
}

test('students are imported from Excel, their file opens and their classroom roll is reordered', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const good = [
    { firstName: 'آرمان', lastName: 'آزمونی', nationalCode: nationalCode('004871235') },
    { firstName: 'بردیا', lastName: 'بررسی', nationalCode: nationalCode('004871236') },
  ].map((row) => ({
    ...row,
    classroomId: '101',
    gender: 'پسر',
    status: 'مشغول به تحصیل',
    birthDate: '1392/03/15',
  }));
  const bad = [
    {
      firstName: 'کامران',
      lastName: 'نادرست',
      nationalCode: '1234567890',
      classroomId: '101',
      gender: 'پسر',
    },
    {
      firstName: 'کیان',
      lastName: 'بی‌کلاس',
      nationalCode: nationalCode('004871237'),
      classroomId: '999',
      gender: 'پسر',
    },
  ].map((row) => ({ ...row, status: 'مشغول به تحصیل' }));

  // The students list links to the import page.
  await page.goto('/manager/students/list');
  await page.getByTestId('students-import-link').click();
  await expect(page).toHaveURL(/\/manager\/students\/excel-import$/);

  await page.getByTestId('import-file').setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await studentsSheet([...good, ...bad]),
  });
  const table = page.getByTestId('import-preview-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('import-counts')).toContainText('۴');
  // Each error sits on its column, in Persian; the bad rows are marked.
  const badCode = page.getByTestId('import-row-4');
  await expect(badCode).toHaveAttribute('data-invalid', 'true');
  await expect(
    badCode.locator('[data-field="nationalCode"] [data-testid="import-cell-error"]'),
  ).toContainText(/کد ملی/);
  const badClass = page.getByTestId('import-row-5');
  await expect(
    badClass.locator('[data-field="classroomId"] [data-testid="import-cell-error"]'),
  ).toContainText('۹۹۹');
  await expect(page.getByTestId('import-row-2')).toHaveAttribute('data-invalid', 'false');
  await shot('people-import-preview');

  // All-or-nothing refuses with bad rows; valid-only imports the two good ones.
  await page.getByTestId('import-commit-all').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
  await page.getByTestId('import-commit-valid').click();
  await expect(page.getByTestId('import-result')).toContainText('۲');
  await shot('people-import-result');
  await page.getByTestId('import-to-list').click();
  await page.getByTestId('entity-search').fill('آزمونی');
  const list = page.getByTestId('entity-list-students');
  await expect(list).toContainText('آرمان');
  await expect(list).not.toContainText('نادرست');

  // The dossier, from the row link.
  await list.locator('[data-testid^="row-file-"]').first().click();
  await expect(page).toHaveURL(/\/manager\/students\/\d+\/file$/);
  await expect(page.getByTestId('student-file-name')).toHaveText('آرمان آزمونی');
  await expect(page.getByTestId('student-file-birthDate')).toHaveText('۱۳۹۲/۰۳/۱۵');
  await expect(page.getByTestId('student-file')).toContainText('۱۰۱');
  await shot('people-student-file');
  // The module tabs: attendance counts and marks, scores with amendments and report cards.
  await page.getByTestId('student-file-tab-attendance').click();
  await expect(page.getByTestId('student-file-attendance-counts')).toContainText('غایب');
  await page.getByTestId('student-file-tab-scores').click();
  await expect(page.getByTestId('student-file-scores')).toBeVisible();
  await shot('people-student-file-scores');
  // Leaves: the engine's list of this student's leaves (none yet), its add presetting the student.
  await page.getByTestId('student-file-tab-leaves').click();
  const leaves = page.getByTestId('entity-list-student-leaves');
  await expect(leaves).toContainText('مرخصی‌ها');
  await expect(leaves.getByTestId('entity-empty')).toBeVisible();
  await expect(leaves.getByTestId('entity-add')).toHaveAttribute('href', /studentId=\d+/);
  await page.getByTestId('student-file-tab-profile').click();
  await expect(page.getByTestId('student-file-birthDate')).toBeVisible();

  // The roll of classroom 101 holds the imported students; alphabetical order, then a manual move.
  const classrooms = await api<Option[]>(page, '/classrooms/options');
  const room101 = classrooms.find((c) => c.title.includes('101') || c.title.includes('۱۰۱'))!;
  await openInApp(page, '/manager/classrooms/list');
  await page.getByTestId(`row-roll-${room101.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/manager/classrooms/${room101.id}/list-order$`));
  const names = page.getByTestId('roll-name');
  await expect(names.filter({ hasText: 'آزمونی' })).toHaveCount(1);
  await expect(names.filter({ hasText: 'بررسی' })).toHaveCount(1);
  await page.getByTestId('roll-alphabetical').click();
  await expect(names.first()).toContainText('آزمونی');
  const first = await names.nth(0).textContent();
  const second = await names.nth(1).textContent();
  await page.getByTestId('roll-down-0').click();
  await expect(names.nth(1)).toHaveText(first!);
  await page.getByTestId('roll-save').click();
  await expect(page.getByTestId('roll-save')).toBeDisabled();
  await page.reload();
  await expect(names.nth(0)).toHaveText(second!);
  await expect(page.getByTestId('roll-row-0').getByTestId('roll-number')).toHaveText('۱');
  // Dragging with the mouse: the third student dropped on the first takes the first place.
  const third = await names.nth(2).textContent();
  await page.getByTestId('roll-row-2').dragTo(page.getByTestId('roll-row-0'));
  await expect(names.nth(0)).toHaveText(third!);
  await expect(names.nth(1)).toHaveText(second!);
  await page.getByTestId('roll-save').click();
  await expect(page.getByTestId('roll-save')).toBeDisabled();
  await page.reload();
  await expect(names.nth(0)).toHaveText(third!);
  await shot('people-roll');
  // And back, by dragging the other way: later tests (report cards) read this classroom in roll order.
  await page.getByTestId('roll-row-0').dragTo(page.getByTestId('roll-row-2'));
  await expect(names.nth(2)).toHaveText(third!);
  await page.getByTestId('roll-save').click();
  await expect(page.getByTestId('roll-save')).toBeDisabled();
  await page.reload();
  await expect(names.nth(0)).toHaveText(second!);
  await expect(names.nth(2)).toHaveText(third!);
  // Each row's arrows stand clear of its national code (which once covered the "up" arrow), and move it.
  const code = (await page.getByTestId('roll-row-1').getByTestId('roll-national-code').boundingBox())!;
  const up = (await page.getByTestId('roll-up-1').boundingBox())!;
  expect(code.x >= up.x + up.width || code.x + code.width <= up.x).toBe(true);
  await page.getByTestId('roll-up-1').click();
  await expect(names.nth(0)).toHaveText(first!);
  await page.getByTestId('roll-down-0').click();
  await expect(names.nth(0)).toHaveText(second!);
  await expect(page.getByTestId('roll-save')).toBeDisabled();
});

test('course groups are placed in the weekly grid, clashes are explained', async ({ page, shot }) => {
  await signIn(page, 'admin');
  const classrooms = await api<Option[]>(page, '/classrooms/options');
  const byName = (name: string) => classrooms.find((c) => c.title.includes(name))!;
  const [room101, room102] = [byName('101'), byName('102')];
  const groupsOf = async (id: number) =>
    (await api<{ items: Group[] }>(page, `/course-groups?classroomId=${id}&pageSize=100`)).items;
  const groups102 = await groupsOf(room102.id);
  const groups101 = await groupsOf(room101.id);
  // A group of 102 whose teacher also teaches in 101.
  const placed = groups102.find((g) => groups101.some((o) => o.teacherId === g.teacherId))!;
  const sameTeacher = groups101.find((g) => g.teacherId === placed.teacherId)!;
  const other102 = groups102.find((g) => g.id !== placed.id)!;
  const { periods } = await api<{ periods: { id: number; ordinal: number }[] }>(
    page,
    `/weekly-schedule?classroomId=${room102.id}`,
  );
  const period = [...periods].sort((a, b) => a.ordinal - b.ordinal)[0]!;
  const thursday = 5;

  await page.goto('/manager/weekly-schedule');
  await page.getByTestId('schedule-classroom').selectOption(String(room102.id));
  await expect(page.getByTestId('weekly-grid')).toBeVisible();
  // Saturday is the first column, on the right in Persian.
  const saturday = await page.getByTestId('weekday-0').boundingBox();
  const thursdayHead = await page.getByTestId('weekday-5').boundingBox();
  expect(saturday!.x).toBeGreaterThan(thursdayHead!.x);

  const cell = page.getByTestId(`cell-${thursday}-${period.id}`);
  await page.getByTestId(`place-${thursday}-${period.id}`).click();
  await page.getByTestId(`place-group-${placed.id}`).click();
  await expect(cell.locator('[data-testid^="schedule-slot-"]')).toHaveCount(1);
  await shot('people-weekly-schedule');

  // A second group in the busy classroom cell: the classroom clash, inline and in a toast.
  await page.getByTestId(`place-${thursday}-${period.id}`).click();
  await page.getByTestId(`place-group-${other102.id}`).click();
  await expect(page.getByTestId('schedule-clash')).toBeVisible();
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  await shot('people-weekly-clash-classroom');
  await page.keyboard.press('Escape');

  // The same teacher in classroom 101 at the same time: the teacher clash.
  await page.getByTestId('schedule-classroom').selectOption(String(room101.id));
  await page.getByTestId(`place-${thursday}-${period.id}`).click();
  await page.getByTestId(`place-group-${sameTeacher.id}`).click();
  await expect(page.getByTestId('schedule-clash')).toBeVisible();
  await shot('people-weekly-clash-teacher');
  await page.keyboard.press('Escape');

  // The teacher's week shows the placed course.
  await page.getByTestId('schedule-mode-teacher').click();
  await page.getByTestId('schedule-teacher').selectOption(String(placed.teacherId));
  await expect(page.getByTestId(`cell-${thursday}-${period.id}`)).toContainText(
    placed.title.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
  );
  // The teacher's week is edited too: their course groups of every classroom, clashes refused.
  const nextPeriod = [...periods].sort((a, b) => a.ordinal - b.ordinal)[1]!;
  await page.getByTestId(`place-${thursday}-${period.id}`).click();
  await page.getByTestId(`place-group-${sameTeacher.id}`).click();
  await expect(page.getByTestId('schedule-clash')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId(`place-${thursday}-${nextPeriod.id}`).click();
  await expect(page.getByTestId('place-groups')).toContainText('۱۰۱');
  await page.getByTestId(`place-group-${sameTeacher.id}`).click();
  await expect(
    page.getByTestId(`cell-${thursday}-${nextPeriod.id}`).locator('[data-testid^="schedule-slot-"]'),
  ).toHaveCount(1);
  await expect(page.getByTestId(`cell-${thursday}-${nextPeriod.id}`)).toContainText('۱۰۱');

  // The print view: the week alone on a landscape page, without menus or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('weekly-grid')).toBeVisible();
  await expect(page.getByTestId('schedule-print')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await shot('people-weekly-print');
  await page.emulateMedia({ media: 'screen' });

  // The teacher's page, from the teachers list: profile, course groups and the read-only week.
  await openInApp(page, '/manager/teachers/list');
  await page.getByTestId(`row-view-${placed.teacherId}`).click();
  await expect(page).toHaveURL(new RegExp(`/manager/teachers/view/${placed.teacherId}$`));
  await expect(page.getByTestId('teacher-view-groups')).toBeVisible();
  await expect(page.getByTestId(`cell-${thursday}-${period.id}`)).toContainText('۱۰۲');
  await expect(page.locator('[data-testid^="place-"]')).toHaveCount(0);
  await shot('people-teacher-view');
});

test('the teacher edits their mobile and sees today’s classes; pages in dark theme', async ({
  page,
  shot,
}) => {
  await signIn(page, 'teacher', '/dashboard');
  await expect(page.getByTestId('dashboard-today-classes')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page).toHaveURL(/\/teacher\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('مریم کریمی');
  await page.getByTestId('profile-mobile').fill('۰۹۱۲۷۷۷۶۶۵۵');
  await page.getByTestId('profile-save').click();
  await expect(page.locator('.Toastify__toast--success')).toBeVisible();
  await page.reload();
  // Shown in Persian digits, stored in Latin ones.
  await expect(page.getByTestId('profile-mobile')).toHaveValue('۰۹۱۲۷۷۷۶۶۵۵');
  expect((await api<{ mobile: string }>(page, '/teacher/profile')).mobile).toBe('09127776655');

  // The repeat must match; a wrong current password is the server's field error.
  await page.getByTestId('profile-currentPassword').fill('not-the-password');
  await page.getByTestId('profile-newPassword').fill('Tazeh@14050');
  await page.getByTestId('profile-repeatPassword').fill('Tazeh@14051');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByText('تکرار رمز عبور با رمز جدید یکسان نیست.')).toBeVisible();
  await page.getByTestId('profile-repeatPassword').fill('Tazeh@14050');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByTestId('profile-currentPassword')).toHaveAttribute('aria-invalid', 'true');
  await shot('people-teacher-profile');

  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-dark').click();
  await openInApp(page, '/dashboard');
  await expect(page.getByTestId('dashboard-today-classes')).toBeVisible();
  await shot('people-teacher-dashboard-dark');
});

test('the calendar shows a Jalali month and takes new events', async ({ page, shot }) => {
  await signIn(page, 'admin', '/manager/schedule-calendar');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  await page.getByTestId('calendar-day-10').click();
  await page.getByTestId('event-title').fill('جلسه اولیا و مربیان');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('calendar-day-10')).toContainText('جلسه اولیا و مربیان');
  await shot('people-calendar');
});

test('a course group becomes a subgroup of its classroom and back', async ({ page, shot }) => {
  await signIn(page, 'manager');
  const groups = await api<{ items: Group[] }>(page, '/course-groups?pageSize=1');
  const group = groups.items[0]!;
  await page.goto('/manager/course-groups/list');
  await page.getByTestId(`row-students-${group.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/manager/course-groups/${group.id}/students$`));
  const checks = page.locator('[data-testid^="group-check-"] input');
  await expect(checks.first()).toBeVisible();
  const count = await checks.count();
  expect(count).toBeGreaterThan(3);
  await checks.nth(0).uncheck();
  await checks.nth(1).uncheck();
  await page.getByTestId('group-save').click();
  await expect(page.getByTestId('group-mode')).toContainText(
    String(count - 2).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
  );
  await page.reload();
  await expect(checks.nth(0)).not.toBeChecked();
  await expect(checks.nth(2)).toBeChecked();
  await shot('people-course-group-subgroup');
  await page.getByTestId('group-whole-class').click();
  await expect(checks.nth(0)).toBeChecked();
});
