/**
 * Grade entry end to end: a teacher opens an exam's score sheet from the exam's page, types scores
 * with Persian digits and moves with the keyboard, an out-of-range score is refused inline, a reload
 * brings the draft back, and the sheet is saved. The manager then locks the exam; the teacher's next
 * save is refused with the server's reason, and the sheet turns read-only.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from '../fixtures';

/** The shot fixture's folder, for the manager's second browser context. */
const screenshotPath = (name: string) =>
  path.resolve(import.meta.dirname, '..', 'screenshots', `${name}.png`);

interface Student {
  id: number;
}

/** The demo exam of the teacher's own course group, and its students in roll order. */
async function teacherExam(page: Page) {
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;
  const exams = await api<{ items: { id: number }[] }>(page, `/exams?courseGroupIds=${group.id}`);
  const exam = exams.items[0]!;
  const sheet = await api<{ students: Student[] }>(page, `/exams/${exam.id}/scores`);
  return { examId: exam.id, students: sheet.students };
}

test('a teacher enters scores from the keyboard, the draft survives a reload, a locked exam refuses', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'teacher');
  const { examId, students } = await teacherExam(page);
  const cell = (i: number) => page.getByTestId(`score-cell-${students[i]!.id}`);

  // Teachers (who cannot edit exams, so have no exam page) open the sheet by its address.
  await page.goto(`/manager/exams/${examId}/scores`);
  await expect(page.getByTestId('score-sheet')).toBeVisible();

  await cell(0).click();
  await page.keyboard.type('۱۸٫۵');
  await page.keyboard.press('Enter');
  await expect(cell(1)).toBeFocused();
  await page.keyboard.type('17.25');
  await page.keyboard.press('Tab');
  await expect(cell(2)).toBeFocused();
  await page.keyboard.type('غ');
  await page.keyboard.press('ArrowDown');
  await expect(cell(3)).toBeFocused();
  await page.keyboard.type('۲۵');
  await page.keyboard.press('ArrowUp');
  await expect(cell(2)).toBeFocused();
  await expect(cell(1)).toHaveValue('۱۷٫۲۵');
  // Refused inline, with the reason under the cell.
  await expect(page.getByTestId(`score-row-${students[3]!.id}`)).toContainText('بین ۰ و ۲۰');
  await expect(page.getByTestId(`score-row-${students[2]!.id}`)).toContainText('غایب');
  await shot('exam-scores-typing');

  // A reload brings every typed cell back from exam_draft.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(cell(0)).toHaveValue('۱۸٫۵');
  await expect(cell(3)).toHaveValue('۲۵');
  expect(await page.evaluate(() => localStorage.getItem('exam_draft'))).not.toBeNull();

  // Saving with a refused cell points at it instead of sending.
  await page.getByTestId('scores-save').click();
  await expect(page.getByText('نخست آن را درست کنید')).toBeVisible();
  await expect(cell(3)).toBeFocused();
  await cell(3).fill('۱۹٫۷۵');
  await page.getByTestId('scores-save').click();
  await expect(page.getByText('نمره‌ها ثبت شد.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('exam_draft'))).toBeNull();
  const saved = await api<{ students: { score: number | null; mark: string | null }[] }>(
    page,
    `/exams/${examId}/scores`,
  );
  expect(saved.students.slice(0, 4).map((s) => s.score ?? s.mark)).toEqual([18.5, 17.25, 'absent', 19.75]);
  await shot('exam-scores-saved');

  // The teacher keeps typing while the manager locks the exam from its page.
  await cell(4).fill('۱۲');
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager', `/manager/exams/detail/${examId}`);
  await expect(manager.getByTestId('open-scores')).toHaveAttribute('href', `/manager/exams/${examId}/scores`);
  await manager.getByTestId('lock-exam').click();
  await expect(manager.getByTestId('unlock-exam')).toBeVisible();
  await expect(manager.getByTestId('exam-lock-state')).toContainText('قفل است');
  await manager.screenshot({ path: screenshotPath('exam-locked-manager'), fullPage: true });
  await managerContext.close();

  await page.getByTestId('scores-save').click();
  await expect(page.getByText('این آزمون قفل شده است و نمره‌های آن تغییر نمی‌کند.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('scores-locked')).toBeVisible();
  await expect(page.getByTestId('scores-save')).toBeDisabled();
  await expect(cell(0)).toBeDisabled();
  await shot('exam-scores-locked');
});
