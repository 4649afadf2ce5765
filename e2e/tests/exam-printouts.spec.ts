/**
 * Exam printouts end to end. The school's education deputy (معاون آموزشی) prints a classroom's
 * admit cards (A5, two to a sheet) and a venue's door list for the demo's first seated morning; a
 * supervising teacher on a 390 px phone marks an absentee at the venue's door, and grade entry then
 * shows «غ» (غایب) for that student's exam. Desktop and phone shots of each page.
 */
import type { Page } from '@playwright/test';
import type { PrintOptions, SittingSeats } from '@school/shared';
import { DEMO_PASSWORD, api, expect, signIn, test } from '../fixtures';

async function createDeputy(page: Page) {
  await signIn(page, 'admin');
  const roles = await api<{ items: { id: number; name: string }[] }>(page, '/roles?pageSize=100');
  const schools = await api<{ items: { id: number }[] }>(page, '/schools?pageSize=100&sort=id:asc');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/users/with-role', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username: 'print-deputy',
      fullName: 'رضا مرادی',
      password: DEMO_PASSWORD,
      active: true,
      roleId: roles.items.find((r) => r.name === 'معاون آموزشی')!.id,
      schoolId: schools.items[0]!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('the deputy prints admit cards and a door list; a supervisor marks an absentee on a phone, seen in grade entry', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);
  await createDeputy(page);
  await signIn(page, 'print-deputy');
  const options = await api<PrintOptions>(page, '/exam-printouts/options');
  const sitting = options.sittings[0]!;
  const seats = await api<SittingSeats>(
    page,
    `/exam-printouts/seats?date=${sitting.date}&sessionId=${sitting.sessionId}`,
  );
  const venue = seats.venues[0]!;
  const seated = venue.seats[0]!;
  const classroom = options.classrooms.find((c) => c.name === seated.classroom)!;

  // A classroom's admit cards, A5 two to a sheet: every card names the student and their seat.
  await page.goto(`/manager/exam-admit-card?classroom=${classroom.id}`);
  const card = page.getByTestId(`admit-card-${seated.studentId}`);
  await expect(card).toContainText('کارت ورود به جلسه امتحان');
  await expect(card).toContainText(seated.fullName);
  await expect(card.getByTestId(`admit-card-seats-${seated.studentId}`)).toContainText(venue.title);
  await expect(card.getByTestId(`admit-card-seats-${seated.studentId}`)).not.toContainText(/[0-9]/);
  await expect(page.getByTestId('print-button')).toBeEnabled();
  // The page's heading on screen, not on paper.
  await expect(page.getByRole('heading', { level: 1, name: 'کارت ورود به جلسه' })).toBeVisible();
  await shot('exam-admit-cards-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await shot('exam-admit-cards-phone');
  await page.setViewportSize({ width: 1366, height: 850 });

  // The venue's door list, sorted by seat (front row first).
  await page.goto(
    `/manager/exam-seat-report?date=${sitting.date}&session=${sitting.sessionId}&venue=${venue.id}`,
  );
  const list = page.getByTestId(`door-list-table-${venue.id}`);
  await expect(list.locator('tbody tr').first()).toContainText(seated.fullName);
  await expect(list.locator('tbody tr')).toHaveCount(venue.seats.length);
  await expect(list).not.toContainText(/[0-9]/);
  await expect(page.getByTestId(`door-list-${venue.id}`)).toContainText('فهرست دانش‌آموزان حوزه');
  await expect(page.getByRole('heading', { level: 1, name: 'فهرست درب حوزه‌های امتحانی' })).toBeVisible();
  await shot('exam-door-list-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('exam-door-list-phone');

  // The supervisor (the demo teacher keeps this venue) on a phone: taps a present student.
  const present = venue.seats.find((s) => !s.absent && s.seatId !== seated.seatId)!;
  await page.context().clearCookies();
  await signIn(
    page,
    'teacher',
    `/manager/exam-seat-absent?date=${sitting.date}&session=${sitting.sessionId}&venue=${venue.id}`,
  );
  const button = page.getByTestId(`absentee-${present.studentId}`);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = venue.seats.filter((s) => s.absent).length;
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(present.fullName);
  const summary = page.getByTestId('absentee-summary');
  await expect(summary).toContainText(`${(before + 1).toLocaleString('fa-IR')} غایب`);
  await shot('exam-absentees-phone');

  // Grade entry of the student's exam shows «غ».
  const examId = (
    await api<SittingSeats>(page, `/exam-printouts/seats?date=${sitting.date}&sessionId=${sitting.sessionId}`)
  ).venues
    .flatMap((v) => v.seats)
    .find((s) => s.seatId === present.seatId)!;
  expect(examId.absent).toBe(true);
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page, 'manager');
  const exams = await api<{ items: { id: number; date: string; title: string }[] }>(
    page,
    `/exams?q=${encodeURIComponent(present.courses[0]!)}&pageSize=100`,
  );
  const exam = exams.items.find(
    (e) => e.date === sitting.date && present.courses.some((c) => e.title.startsWith(c)),
  )!;
  const groups = await api<{ courseGroups: { id: number; classroomName: string }[] }>(
    page,
    `/exams/${exam.id}/scores`,
  );
  const group = groups.courseGroups.find((g) => g.classroomName === present.classroom)!;
  await page.goto(`/manager/exams/${exam.id}/scores?group=${group.id}`);
  await expect(page.getByTestId(`score-cell-${present.studentId}`)).toHaveValue('غ');
  await shot('exam-absentee-grade-entry-desktop');
});
