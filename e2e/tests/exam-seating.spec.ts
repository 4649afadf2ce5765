/**
 * Exam seating end to end. The school's education deputy (معاون آموزشی) picks a demo exam morning
 * nobody is seated for, places its students automatically and reads the stats line; swaps two
 * students by tapping their seats and locks one of them; places again and the locked seat stays;
 * then opens that student's seats over the exam period. Desktop and 390 px phone shots.
 */
import { toPersianDigits, type SeatMap, type SeatingSlot, type StudentSeatDetails } from '@school/shared';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, api, expect, openInApp, signIn, test } from '../fixtures';

const seatCell = (page: Page, venueId: number, row: number, column: number) =>
  page.getByTestId(`venue-${venueId}`).getByTestId(`seat-${row + 1}-${column + 1}`);

/** The success notice says `text`; then it is closed, so it covers no button (notices sit top-left). */
async function noticed(page: Page, text: string) {
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(text);
  for (const close of await page.locator('.Toastify__close-button').all())
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  await page.mouse.move(700, 500);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

async function createDeputy(page: Page, username: string) {
  await signIn(page, 'admin');
  const roles = await api<{ items: { id: number; name: string }[] }>(page, '/roles?pageSize=100');
  const schools = await api<{ items: { id: number }[] }>(page, '/schools?pageSize=100&sort=id:asc');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/users/with-role', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username,
      fullName: 'نرگس صادقی',
      password: DEMO_PASSWORD,
      active: true,
      roleId: roles.items.find((r) => r.name === 'معاون آموزشی')!.id,
      schoolId: schools.items[0]!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('the exam deputy places a session, swaps and locks seats, places again and reads a student’s seats', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);
  await createDeputy(page, 'seat-deputy');
  await signIn(page, 'seat-deputy', '/manager/exam-seat');
  await expect(page.getByRole('heading', { level: 1, name: 'چینش صندلی امتحان' })).toBeVisible();
  await expect(page.locator('nav a[href="/manager/exam-seat"]')).toHaveCount(1);
  await expect(page.locator('nav a[href="/manager/exam-seat-details"]')).toHaveCount(1);

  // The demo's last exam morning: nobody seated yet.
  const slots = await api<SeatingSlot[]>(page, '/exam-seating/slots');
  const index = slots.findLastIndex((s) => s.seated === 0 && s.students > 0);
  const slot = slots[index]!;
  await page.getByTestId('seat-slot').locator('[role=combobox]').click();
  await page.locator('li[role=option]').nth(index).click();
  await expect(page).toHaveURL(new RegExp(`date=${slot.date}`));
  await expect(page.getByTestId('seat-counts')).toContainText('۰ نشسته');

  await page.getByTestId('seat-place').click();
  await noticed(page, 'نشانده شدند');
  await expect(page.getByTestId('seat-stats')).toContainText('همسایه‌های هم‌کلاسی');
  await expect(page.getByTestId('seat-stats')).not.toContainText(/[0-9]/);
  await expect(page.getByTestId('seat-legend')).toBeVisible();
  const query = `/exam-seating/session?date=${slot.date}&sessionId=${slot.sessionId}`;
  const placed = await api<SeatMap>(page, query);
  expect(placed.unseated).toEqual([]);
  await expect(page.getByTestId('seat-counts')).toContainText(
    `${toPersianDigits(placed.students.length)} نشسته`,
  );

  // Swap two students of the first venue: tap one seat, then the other.
  const [a, b] = placed.seats.filter((s) => s.venueId === placed.venues[0]!.id);
  const nameOf = (id: number) => placed.students.find((s) => s.id === id)!.fullName;
  await seatCell(page, a!.venueId, a!.row, a!.column).click();
  await expect(page.getByTestId('seat-picked')).toContainText(nameOf(a!.studentId));
  await shot('exam-seat-picked-desktop');
  await seatCell(page, b!.venueId, b!.row, b!.column).click();
  await noticed(page, 'جای دو دانش‌آموز عوض شد');
  const swapped = await api<SeatMap>(page, query);
  expect(swapped.seats.find((s) => s.studentId === a!.studentId)).toMatchObject({
    row: b!.row,
    column: b!.column,
  });
  expect(swapped.seats.find((s) => s.studentId === b!.studentId)).toMatchObject({
    row: a!.row,
    column: a!.column,
  });

  // Lock the first student's new seat.
  await seatCell(page, b!.venueId, b!.row, b!.column).click();
  await expect(page.getByTestId('seat-picked')).toContainText(nameOf(a!.studentId));
  await page.getByTestId('seat-lock').click();
  await noticed(page, 'صندلی قفل شد');
  await expect(seatCell(page, b!.venueId, b!.row, b!.column).getByTestId('seat-locked')).toBeVisible();

  // Placing again keeps the locked seat.
  await page.getByTestId('seat-place').click();
  await noticed(page, '۱ صندلی قفل‌شده ماند');
  const again = await api<SeatMap>(page, query);
  expect(again.unseated).toEqual([]);
  expect(again.seats.find((s) => s.studentId === a!.studentId)).toMatchObject({
    venueId: b!.venueId,
    row: b!.row,
    column: b!.column,
    locked: true,
  });
  await expect(seatCell(page, b!.venueId, b!.row, b!.column).getByTestId('seat-locked')).toBeVisible();
  await page.mouse.move(0, 0);
  await shot('exam-seat-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await seatCell(page, b!.venueId, b!.row, b!.column).click();
  await expect(page.getByTestId('seat-picked')).toContainText(nameOf(a!.studentId));
  await shot('exam-seat-phone');
  await page.setViewportSize({ width: 1366, height: 850 });

  // The student's seats over the exam period.
  await openInApp(page, '/manager/exam-seat-details');
  const picker = page.getByTestId('field-seat-student').locator('[role=combobox]');
  await picker.click();
  await picker.fill(nameOf(a!.studentId));
  await page
    .locator('li[role=option]', { hasText: nameOf(a!.studentId) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`studentId=${a!.studentId}`));
  const details = await api<StudentSeatDetails>(page, `/exam-seating/students/${a!.studentId}`);
  expect(details.seats.map((s) => s.date)).toContain(slot.date);
  const venueTitle = again.venues.find((v) => v.id === b!.venueId)!.title;
  const lockedSeat = `ردیف ${toPersianDigits(b!.row + 1)}، صندلی ${toPersianDigits(b!.column + 1)}`;
  await expect(page.getByRole('heading', { level: 1, name: nameOf(a!.studentId) })).toBeVisible();
  await expect(page.getByTestId('seat-details').locator('tr', { hasText: lockedSeat })).toContainText(
    venueTitle,
  );
  await expect(page.getByTestId('seat-details').locator('tbody tr')).toHaveCount(details.seats.length);
  await expect(page.getByTestId('seat-details')).not.toContainText(/[0-9]/);
  await shot('exam-seat-details-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('seat-details')).toContainText(venueTitle);
  await shot('exam-seat-details-phone');
});
