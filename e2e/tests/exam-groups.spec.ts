/**
 * A common exam of two classrooms: the manager creates one exam for the same course in classrooms
 * 101 and 102 through the generic form (a multiple reference picker), the list names both groups,
 * and the score sheet switches between the two groups; each group's scores land under that group.
 */
import type { Page } from '@playwright/test';
import { api, expect, openInApp, signIn, test } from '../fixtures';

interface Group {
  id: number;
  title: string;
  coursePlanId: number;
  classroomId: number;
}

const persian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** Two course groups of one course plan in two classrooms of the manager's school. */
async function twinGroups(page: Page): Promise<[Group, Group]> {
  const groups = (await api<{ items: Group[] }>(page, '/course-groups?pageSize=100')).items;
  for (const first of groups) {
    const twin = groups.find(
      (g) => g.coursePlanId === first.coursePlanId && g.classroomId !== first.classroomId,
    );
    if (twin) return [first, twin];
  }
  throw new Error('the demo has no course taught in two classrooms');
}

async function pickGroup(page: Page, group: Group) {
  const control = page.getByTestId('field-courseGroupIds').locator('[role=combobox]');
  await control.click();
  await control.fill(group.title.split(' — ')[0]!);
  await page
    .locator('li[role=option]', { hasText: persian(group.title) })
    .first()
    .click();
}

test('a common exam of two classrooms is made in one form and scored per course group', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager');
  const [first, second] = await twinGroups(page);

  await page.goto('/manager/exams/detail');
  await page.locator('input[name="title"]').fill('آزمون مشترک');
  await pickGroup(page, first);
  await pickGroup(page, second);
  const chosen = page.getByTestId('field-courseGroupIds');
  await expect(chosen).toContainText(persian(first.title));
  await expect(chosen).toContainText(persian(second.title));
  const type = page.getByTestId('field-examTypeId').locator('[role=combobox]');
  await type.click();
  await page.locator('li[role=option]').first().click();
  // Today, from the date picker that opens on this month.
  const today = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(new Date());
  await page.getByTestId('date-open-date').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('gridcell', { name: today, exact: true }).click();
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await shot('exam-form-two-groups');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/exams\/list/);

  // The list names both groups in one cell.
  const list = page.getByTestId('entity-list-exams');
  const row = list.getByRole('row').filter({ hasText: 'آزمون مشترک' });
  await expect(row).toContainText(persian(first.title));
  await expect(row).toContainText(persian(second.title));

  const exam = (
    await api<{ items: { id: number; title: string }[] }>(page, `/exams?courseGroupIds=${second.id}&q=مشترک`)
  ).items[0]!;
  await openInApp(page, `/manager/exams/${exam.id}/scores`);
  await expect(page.getByTestId('score-sheet')).toBeVisible();
  const picker = page.getByTestId('scores-group');
  await expect(picker).toHaveValue(String(first.id));

  // The second classroom's sheet: its own students, its own scores.
  await page.getByRole('combobox', { name: 'گروه درسی' }).click();
  await page.getByTestId(`scores-group-${second.id}`).click();
  await expect(page).toHaveURL(new RegExp(`group=${second.id}`));
  const sheet = await api<{ courseGroup: { id: number }; students: { id: number }[] }>(
    page,
    `/exams/${exam.id}/scores?courseGroupId=${second.id}`,
  );
  expect(sheet.courseGroup.id).toBe(second.id);
  const cell = page.getByTestId(`score-cell-${sheet.students[0]!.id}`);
  await cell.click();
  await page.keyboard.type('۱۶٫۵');
  await shot('exam-scores-second-group');
  await page.getByTestId('scores-save').click();
  await expect(page.getByText('نمره‌ها ثبت شد.')).toBeVisible();

  const saved = await api<{ students: { score: number | null }[] }>(
    page,
    `/exams/${exam.id}/scores?courseGroupId=${second.id}`,
  );
  expect(saved.students[0]!.score).toBe(16.5);
  const other = await api<{ students: { score: number | null }[] }>(
    page,
    `/exams/${exam.id}/scores?courseGroupId=${first.id}`,
  );
  expect(other.students.every((s) => s.score === null)).toBe(true);
});
