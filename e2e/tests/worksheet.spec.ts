/**
 * Worksheet end to end: the demo teacher opens their course group's worksheet from the course-group
 * list, adds an activity, fills it from the keyboard with Persian digits, reloads (the draft comes
 * back), saves with Ctrl+S; reaches an exam's score sheet from the exam list; writes a note that the
 * manager then reads on the student's dossier.
 */
import type { Page } from '@playwright/test';
import { expect, openInApp, signIn, test } from '../fixtures';

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('accessToken'));
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Sheet {
  activities: { id: number; title: string }[];
  students: { id: number; firstName: string; lastName: string }[];
  cells: { activityId: number; studentId: number; score: number | null }[];
}

test('a teacher fills a worksheet from the keyboard and writes a note the manager reads', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'teacher');
  const profile = await api<{ id: number }>(page, '/teacher/profile');
  const groups = await api<{ items: { id: number; teacherId: number }[] }>(
    page,
    '/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id)!;

  await page.goto('/manager/course-groups/list');
  await page.getByTestId(`row-worksheet-${group.id}`).click();
  await expect(page.getByTestId('worksheet-grid')).toBeVisible();

  await page.getByTestId('activity-add').click();
  await page.getByTestId('activity-title').fill('آزمونک ۱');
  await page.getByTestId('activity-max').fill('۱۰');
  await page.getByTestId('activity-save').click();
  await expect(page.getByText('آزمونک ۱')).toBeVisible();
  const sheet = await api<Sheet>(page, `/course-groups/${group.id}/worksheet`);
  const activity = sheet.activities.find((a) => a.title === 'آزمونک ۱')!;
  const cell = (i: number) => page.getByTestId(`ws-cell-${activity.id}-${sheet.students[i]!.id}`);

  await cell(0).click();
  await page.keyboard.type('۹٫۵');
  await page.keyboard.press('Enter');
  await expect(cell(1)).toBeFocused();
  await page.keyboard.type('8.25');
  await page.keyboard.press('ArrowDown');
  await expect(cell(2)).toBeFocused();
  await page.keyboard.type('۱۲');
  // Out of this activity's 10: refused inline, in Persian digits.
  await expect(page.getByTestId(`worksheet-row-${sheet.students[2]!.id}`)).toContainText('بین ۰ و ۱۰');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('غ');
  await expect(cell(0)).toHaveValue('۹٫۵');
  await expect(cell(1)).toHaveValue('۸٫۲۵');

  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible({ timeout: 20_000 });
  await expect(cell(1)).toHaveValue('۸٫۲۵');
  await expect(cell(2)).toHaveValue('غ');
  expect(await page.evaluate(() => localStorage.getItem('grade_draft'))).toContain('worksheet:');
  await shot('worksheet-draft');

  await cell(0).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('نمره‌های کاربرگ ثبت شد.')).toBeVisible();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('grade_draft'))).toBeNull();
  const saved = await api<Sheet>(page, `/course-groups/${group.id}/worksheet`);
  expect(saved.cells.filter((c) => c.activityId === activity.id).map((c) => c.score)).toEqual(
    expect.arrayContaining([9.5, 8.25, null]),
  );
  await shot('worksheet-saved');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByTestId('worksheet-grid')).toBeVisible();
  await shot('worksheet-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The exam list leads a teacher (who cannot edit exams) to the score sheet.
  const exams = await api<{ items: { id: number }[] }>(page, `/exams?courseGroupIds=${group.id}`);
  await openInApp(page, '/manager/exams/list');
  await page.getByTestId(`row-scores-${exams.items[0]!.id}`).click();
  await expect(page.getByTestId('score-sheet')).toBeVisible();

  // The group's teacher logs, then a note about a student.
  const logs = page.waitForResponse((r) => r.url().includes('/api/teacher-log?') && r.status() === 200);
  await openInApp(page, `/manager/course-groups/${group.id}/teacher-logs`);
  const listed = (await (await logs).json()) as { data: { items: { courseGroupId: number }[] } };
  expect(listed.data.items.length).toBeGreaterThan(0);
  expect(listed.data.items.every((l) => l.courseGroupId === group.id)).toBe(true);
  await shot('course-group-teacher-logs');
  const student = sheet.students[3]!;
  const note = await page.request.post('/api/teacher-note', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: {
      date: '2026-11-20',
      studentId: student.id,
      kind: 'positive',
      text: 'پروژه گروهی را عالی ارائه داد.',
    },
  });
  expect(note.status()).toBe(201);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager', `/manager/students/${student.id}/file`);
  await manager.getByTestId('student-file-tab-notes').click();
  const notes = manager.getByTestId('student-file-notes');
  await expect(notes).toContainText('پروژه گروهی را عالی ارائه داد.');
  await expect(notes).toContainText('مثبت');
  await expect(notes).toContainText('کریمی');
  await manager.screenshot({ path: test.info().outputPath('dossier.png'), fullPage: true });
  await manager.screenshot({
    path: new URL('../screenshots/student-file-teacher-notes.png', import.meta.url).pathname,
    fullPage: true,
  });
  await managerContext.close();
});
