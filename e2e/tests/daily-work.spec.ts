/**
 * Work that waits is visible: a manager's dashboard counts the school and what waits, a pending leave
 * shows on the dashboard and on the navbar's bell and is approved from the dashboard and from the
 * leaves list, another is rejected from the list; the navbar search finds a student by name and by
 * code and a classroom; a teacher's dashboard holds their own day. Desktop and 390 px phone.
 */
import type { Page } from '@playwright/test';
import { api, expect, openInApp, signIn, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };

async function newPendingLeave(page: Page, reason: string, index: number) {
  const students = await api<{ items: { id: number; firstName: string; lastName: string }[] }>(
    page,
    '/students?pageSize=5&status=studying',
  );
  const types = await api<{ items: { id: number }[] }>(page, '/leave-types?pageSize=5');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const student = students.items[index % students.items.length]!;
  const response = await page.request.post('/api/student-leaves', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      studentId: student.id,
      leaveTypeId: types.items[0]!.id,
      fromDate: '2026-10-01',
      toDate: '2026-10-01',
      reason,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, name: `${student.firstName} ${student.lastName}` };
}

const pendingCount = async (page: Page) =>
  (await api<{ items: { key: string; count: number }[] }>(page, '/dashboard/notifications')).items.find(
    (i) => i.key === 'pendingLeaves',
  )?.count ?? 0;

test('a manager sees what waits and decides leaves from the dashboard and the list', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager');
  const first = await newPendingLeave(page, 'دندان‌پزشکی', 0);
  const second = await newPendingLeave(page, 'مراسم خانوادگی', 1);
  const third = await newPendingLeave(page, 'بیماری', 2);
  const waiting = await pendingCount(page);
  expect(waiting).toBeGreaterThanOrEqual(3);

  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', '/dashboard');
  const toPersian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  await expect(page.getByTestId('dashboard-card-pendingLeaves')).toContainText(toPersian(waiting));
  await expect(page.getByTestId('dashboard-card-students')).toContainText(/[۰-۹]+/);
  await expect(
    page.getByTestId('dashboard-card-officeStaff').getByTestId('dashboard-card-count'),
  ).not.toHaveText('۰');
  // The bell counts the leaves waiting and the unread announcements of the demo.
  const bell = await page.getByTestId('nav-notifications-count').innerText();
  const fromPersian = (t: string) => Number(t.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
  expect(fromPersian(bell)).toBeGreaterThanOrEqual(waiting);
  const card = page.getByTestId('dashboard-pending-leaves');
  await expect(card).toContainText(first.name);
  await shot('dashboard-manager');

  // Approve the first from the dashboard: it leaves the card and the bell counts one less.
  await card.getByTestId(`leave-approve-${first.id}`).click();
  await expect(card.getByTestId(`leave-approve-${first.id}`)).toHaveCount(0);
  await expect(page.getByTestId('nav-notifications-count')).toHaveText(toPersian(fromPersian(bell) - 1));
  await page.getByTestId('nav-notifications').click();
  await page.getByTestId('notification-pendingLeaves').click();

  // The leaves list: approve one and reject another from their rows.
  const list = page.getByTestId('entity-list-student-leaves');
  await expect(list).toBeVisible();
  await list.getByTestId(`leave-approve-${second.id}`).click();
  await expect(list.getByTestId(`leave-approve-${second.id}`)).toHaveCount(0);
  await list.getByTestId(`leave-reject-${third.id}`).click();
  await expect(list.getByTestId(`leave-reject-${third.id}`)).toHaveCount(0);
  await shot('student-leaves-list-decided');
  const decided = await api<{ items: { id: number; status: string }[] }>(
    page,
    '/student-leaves?pageSize=100',
  );
  const status = (id: number) => decided.items.find((l) => l.id === id)?.status;
  expect([status(first.id), status(second.id), status(third.id)]).toEqual([
    'approved',
    'approved',
    'rejected',
  ]);
  expect(await pendingCount(page)).toBe(waiting - 3);

  // On a phone the rows are cards; a pending leave's card carries the same buttons.
  const fourth = await newPendingLeave(page, 'مسابقه ورزشی', 3);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId(`leave-approve-${fourth.id}`)).toBeVisible();
  await shot('student-leaves-list-390');
  await page.getByTestId(`leave-reject-${fourth.id}`).click();
  await expect(page.getByTestId(`leave-reject-${fourth.id}`)).toHaveCount(0);
  await openInApp(page, '/dashboard');
  await expect(page.getByTestId('dashboard-card-students')).toBeVisible();
  await shot('dashboard-manager-390');
});

test('the navbar search finds a student by name and by code, and a classroom', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager', '/dashboard');
  const students = await api<{
    items: { id: number; lastName: string; nationalCode: string; classroomId: number }[];
  }>(page, '/students?pageSize=1&status=studying');
  const student = students.items[0]!;

  await page.getByTestId('nav-search').click();
  const input = page.getByTestId('nav-search-input');
  await input.fill(student.lastName);
  const hit = page.getByTestId(`nav-search-students-${student.id}`);
  await expect(hit).toBeVisible();
  await expect(hit.getByTestId('person-label-detail')).toContainText(/[۰-۹]/);
  await shot('nav-search-student');
  // The national code, typed in Persian digits.
  await input.fill(student.nationalCode.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/manager/students/${student.id}/file$`));

  await page.getByTestId('nav-search').click();
  await page.getByTestId('nav-search-input').fill('101');
  await expect(page.locator('[data-testid^="nav-search-classrooms-"]').first()).toContainText('۱۰۱');
  await page.setViewportSize(PHONE);
  await shot('nav-search-classroom-390');
});

test("a teacher's dashboard holds their own day, not the school's", async ({ page, shot }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'teacher', '/dashboard');
  await expect(page.getByTestId('dashboard-card-myPeriodsToday')).toBeVisible();
  await expect(page.getByTestId('dashboard-card-myUnsavedSheets')).toBeVisible();
  await expect(page.getByTestId('dashboard-card-students')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-pending-leaves')).toHaveCount(0);
  await shot('dashboard-teacher-390');
  await page.getByTestId('nav-shortcuts').click();
  await expect(page.getByTestId('nav-shortcut').first()).toHaveAttribute(
    'href',
    '/manager/attendance/detail',
  );
});

test("a clerk's dashboard counts the office staff", async ({ page, shot }) => {
  test.setTimeout(120_000);
  await signIn(page, 'clerk', '/dashboard');
  await expect(page.getByTestId('dashboard-card-students')).toBeVisible();
  await expect(
    page.getByTestId('dashboard-card-officeStaff').getByTestId('dashboard-card-count'),
  ).not.toHaveText('۰');
  await expect(page.getByTestId('dashboard-card-draftReportCards')).toHaveCount(0);
  await shot('dashboard-clerk');
});
