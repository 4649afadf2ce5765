/**
 * People told apart, lists that fit the screen and a teacher's own work, end to end: the leave
 * form's student picker names students in full with their classroom and national code; the students
 * list keeps its row actions in view at 1440 px and turns into cards on a 390 px phone; the menu bar
 * moves what does not fit into «بیشتر»; a teacher's menu holds their week and their exams, their
 * exams list is cards with «ثبت نمره» on a phone, and their attendance page opens a past day.
 */
import type { Page } from '@playwright/test';
import { formatDateJalali, isoDateIn } from '@school/shared';
import { api, expect, openInApp, signIn, test } from '../fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The element lies wholly inside the viewport, horizontally. */
async function inViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, testId).not.toBeNull();
  expect(box!.x, testId).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, testId).toBeLessThanOrEqual(width);
}

test('the students list keeps its row actions at 1440 px and is cards on a phone', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'manager', '/manager/students/list');
  const first = page.locator('tr.entity-row').first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-id');
  // The default columns run past 1440 px: the actions stay in view at the row's end.
  for (const action of [`row-file-${id}`, `entity-edit-${id}`, `entity-delete-${id}`])
    await inViewport(page, action);
  await expect(page.locator(`tr[data-id="${id}"] td[data-field="__actions"]`)).toHaveCSS(
    'position',
    'sticky',
  );
  await shot('lists-students-1440');

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('entity-cards')).toBeVisible();
  await expect(page.getByTestId('entity-table')).toHaveCount(0);
  const card = page.getByTestId(`entity-card-${id}`);
  await expect(card.getByRole('heading')).toHaveText(/\S+ \S+/);
  for (const action of [`row-file-${id}`, `entity-edit-${id}`, `entity-delete-${id}`])
    await inViewport(page, action);
  // The first card on the first screen: the filters wait behind their button.
  await expect(page.getByTestId('entity-filters')).toHaveCount(0);
  const cardTop = (await page.getByTestId(`entity-card-${id}`).boundingBox())!.y;
  expect(cardTop).toBeLessThan(page.viewportSize()!.height / 2);
  await shot('lists-students-390');
  await page.getByTestId('entity-filters-toggle').click();
  await expect(page.getByTestId('filter-gender')).toBeVisible();
  await shot('lists-students-390-filters');

  // A card whose field has a long label and a long value (an SMS template's text): the value keeps
  // most of the card's width.
  await openInApp(page, '/manager/sms-templates/list');
  const template = page.locator('.entity-card').first();
  await expect(template).toBeVisible();
  const cardWidth = (await template.boundingBox())!.width;
  const value = (await template.locator('.entity-card-field dd').first().boundingBox())!;
  expect(value.width).toBeGreaterThan(cardWidth / 2);
  await shot('lists-sms-templates-390');
});

test("the leave form's student picker tells namesakes apart; the leaves list names students in full", async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'manager', '/manager/student-leaves/detail');
  const students = await api<{ items: { id: number; firstName: string; lastName: string }[] }>(
    page,
    '/students?pageSize=1&sort=lastName:asc',
  );
  const [student] = students.items;
  await page.getByTestId('field-studentId').getByRole('combobox').click();
  await page.getByTestId('field-studentId').getByRole('combobox').fill(student!.lastName);
  const option = page.getByRole('option').filter({ hasText: `${student!.firstName} ${student!.lastName}` });
  await expect(option.first()).toBeVisible();
  // The second line: the classroom and the national code, in Persian digits.
  await expect(option.first().getByTestId('person-label-detail')).toHaveText(/[۰-۹]+ · [۰-۹]{10}/);
  await shot('picker-students-1440', { fullPage: false });
  await page.setViewportSize(PHONE);
  await expect(option.first()).toBeVisible();
  await shot('picker-students-390', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.setViewportSize(DESKTOP);
  const types = await api<{ items: { id: number }[] }>(page, '/leave-types?pageSize=1');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const leave = await page.request.post('/api/student-leaves', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      studentId: student!.id,
      leaveTypeId: types.items[0]!.id,
      fromDate: '2026-10-01',
      toDate: '2026-10-02',
    },
  });
  expect(leave.status(), await leave.text()).toBe(201);
  const { data: created } = (await leave.json()) as { data: { id: number } };
  await openInApp(page, '/manager/student-leaves/list');
  // Its row: the demo's leaves of the last weeks come first (the list is newest first).
  const cell = page.locator(`tr[data-id="${created.id}"] td[data-field="studentId"]`);
  await expect(cell).toBeVisible();
  await expect(cell.getByTestId('person-label')).toHaveText(
    new RegExp(`^${student!.firstName} ${student!.lastName} · [۰-۹]+$`),
  );
  await shot('lists-leaves-1440');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('entity-cards')).toBeVisible();
  await shot('lists-leaves-390');
});

test('the menu bar keeps its last groups under «بیشتر» when they do not fit', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('شبکه هوشمند مدارس-appContentLayoutNav', 'horizontal'));
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', '/dashboard');
  const bar = page.getByTestId('horizontal-nav-bar');
  await expect(bar).toBeVisible();
  const more = page.getByTestId('nav-more');
  await expect(more).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await inViewport(page, 'nav-more');
  // Nothing the bar shows runs past its edge.
  const barBox = (await bar.boundingBox())!;
  for (const button of await bar.locator(':scope > a, :scope > button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(barBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width + 1);
  }
  await more.click();
  await expect(page.getByTestId('nav-more-group-settings')).toBeVisible();
  // The menu has finished opening (its grow transition) before the picture.
  const paper = page.locator('.MuiMenu-paper').filter({ has: page.getByTestId('nav-more-group-settings') });
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  // The viewport only: a full-page shot flips the layout to the side nav for a moment (see shot).
  await shot('menu-more-1440', { fullPage: false });
  // The open menu stays open even if the bar measures again meanwhile (it holds its split).
  await page.getByTestId('nav-manager-users-list').click();
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', '/manager/users/list');
});

test("a teacher's own week, own exams and a past day's sheet, on desktop and phone", async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'teacher', '/teacher/weekly-schedule');
  await expect(page.getByTestId('weekly-grid')).toBeVisible();
  await expect(page.locator('[data-testid^="schedule-slot-"]').first()).toBeVisible();
  await shot('teacher-my-schedule-1440');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('weekly-grid')).toBeVisible();
  await shot('teacher-my-schedule-390');

  // The menu: their pages, not the school's.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('nav-teacher-exams')).toHaveCount(1);
  await expect(page.getByTestId('nav-manager-exams-list')).toHaveCount(0);

  // Their exams: only their groups', a class quiz added for one of them.
  const groups = await api<{ items: { id: number; title: string }[]; total: number }>(
    page,
    '/course-groups?pageSize=100',
  );
  const types = await api<{ id: number }[]>(page, '/exam-types/options');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const quiz = await page.request.post('/api/exams', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'آزمونک فصل دوم',
      courseGroupIds: [groups.items[0]!.id],
      examTypeId: types[0]!.id,
      date: '2026-10-05',
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  await openInApp(page, '/teacher/exams');
  await expect(page.getByTestId('my-exams-hint')).toBeVisible();
  await expect(page.locator('tr.entity-row').first()).toBeVisible();
  await shot('teacher-my-exams-1440');
  await page.getByTestId('entity-add').click();
  const picker = page.getByTestId('field-courseGroupIds').getByRole('combobox');
  await picker.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await page.getByRole('option').count()).toBe(Math.min(groups.total, 20));
  await shot('teacher-quiz-form-1440');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await openInApp(page, '/teacher/exams');
  const card = page.locator('[data-testid^="entity-card-"]').first();
  await expect(card).toBeVisible();
  const scores = card.locator('[data-testid^="row-scores-"]');
  await expect(scores).toBeVisible();
  await inViewport(page, (await scores.getAttribute('data-testid'))!);
  await shot('teacher-my-exams-390');

  // A past day's sheet of one of their own groups.
  await openInApp(page, '/manager/attendance/detail');
  await expect(page.getByTestId('pick-window')).toContainText('۷');
  await shot('teacher-attendance-pick-390');
  await page.setViewportSize(DESKTOP);
  await shot('teacher-attendance-pick-1440');
  // Three days ago, a period of their own first group: a make-up sheet, open for saving.
  const group = page.getByTestId('field-pick-courseGroupId').getByRole('combobox');
  await group.click();
  await page.getByRole('option').first().click();
  const period = page.getByTestId('field-pick-classPeriodId').getByRole('combobox');
  await period.click();
  await page.getByRole('option').first().click();
  const past = new Date(Date.now() - 3 * 86_400_000);
  const typed = formatDateJalali(isoDateIn(past), { digits: 'fa' });
  const dateInput = page.locator('input[name="pick-date"]');
  await dateInput.fill(typed);
  await dateInput.blur();
  await page.getByTestId('pick-open').click();
  await expect(page.getByTestId('sheet-heading')).toBeVisible();
  await expect(page.getByTestId('sheet-closed')).toHaveCount(0);
  await expect(page.getByTestId('all-present')).toBeEnabled();
  await shot('teacher-past-sheet-1440');

  // Wide teacher tables scroll within themselves on a phone, the student's name staying in view.
  await page.setViewportSize(PHONE);
  await openInApp(page, `/manager/course-groups/${groups.items[0]!.id}/continuous-score`);
  const name = page.getByTestId('continuous-student').first();
  await expect(name).toBeVisible();
  await expect(name).toHaveCSS('position', 'sticky');
  await page.getByTestId('continuous-scroll').evaluate((box) => box.scrollBy({ left: -400 }));
  await inViewport(page, 'continuous-student');
  await shot('teacher-continuous-score-390');
  await openInApp(page, `/manager/course-groups/${groups.items[0]!.id}/worksheet-scores`);
  await expect(page.getByTestId('worksheet-grid')).toBeVisible();
  await shot('teacher-worksheet-390');
});
