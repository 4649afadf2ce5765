/**
 * The new school year end to end. The network's admin makes the next year (a network decision); the
 * school manager gives classroom 102 its year results (finals of both terms, then the year cards),
 * opens the wizard, previews, moves one student by hand to the other grade 11 classroom and runs the
 * rollover: the new year's classrooms hold the right students. Then a transcript with two years (the
 * demo's closed previous year and this year's card) and a transfer certificate are printed. The
 * worker's server is shared: the rollover is undone and the transferred student returned at the end.
 */
import type { Page } from '@playwright/test';
import { nextAcademicYear } from '@school/shared';
import { api, expect as baseExpect, openInApp, signIn, test } from '../fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const fa = (value: number | string) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

type Items<T> = { items: T[] };
type Room = { id: number; name: string; gradeLevel: number };

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The next year and its terms, made through the engine as the network's admin would. */
async function makeNextYear(page: Page) {
  const years = await api<Items<{ id: number; title: string; startDate: string; isCurrent: boolean }>>(
    page,
    '/academic-years?pageSize=100',
  );
  const current = years.items.find((y) => y.isCurrent)!;
  const next = nextAcademicYear(current.startDate, []);
  if (years.items.some((y) => y.title === next.title)) return;
  const year = await post<{ id: number }>(page, '/academic-years', {
    title: next.title,
    startDate: next.startDate,
    endDate: next.endDate,
    isCurrent: false,
  });
  for (const term of next.terms) await post(page, '/terms', { ...term, academicYearId: year.id });
}

/** Finals of both terms for each course group of the classroom (all passing), then its year cards. */
async function giveYearResults(page: Page, room: Room) {
  const terms = await api<{ terms: { id: number }[] }>(page, '/report-cards/options');
  const termRows = await api<Items<{ id: number; startDate: string }>>(page, '/terms?pageSize=100');
  const types = await api<Items<{ id: number; countsToward: string }>>(page, '/exam-types?pageSize=50');
  const finalType = types.items.find((t) => t.countsToward === 'final')!;
  const groups = await api<Items<{ id: number }>>(page, `/course-groups?classroomId=${room.id}&pageSize=50`);
  for (const term of terms.terms) {
    const date = termRows.items.find((t) => t.id === term.id)!.startDate;
    for (const group of groups.items) {
      const exam = await post<{ id: number }>(page, '/exams', {
        title: `پایانی سال ${group.id}-${term.id}`,
        courseGroupIds: [group.id],
        examTypeId: finalType.id,
        termId: term.id,
        date,
        maxScore: 20,
        weight: 1,
      });
      const sheet = await api<{ students: { id: number }[] }>(page, `/exams/${exam.id}/scores`);
      await post(page, `/exams/${exam.id}/scores`, {
        clientId: `e2e-rollover-${exam.id}-${Date.now()}`,
        courseGroupId: group.id,
        entries: sheet.students.map((s, i) => ({ studentId: s.id, score: 12 + (i % 8) })),
      });
    }
  }
  await post(page, '/report-cards/generate', { termId: null, classroomId: room.id });
}

test('a manager rolls the school over with one manual move, prints a transcript and a transfer certificate', async ({
  page,
  shot,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await makeNextYear(page);

  await signIn(page, 'manager');
  const rooms = (await api<Items<Room>>(page, '/classrooms?pageSize=100')).items;
  const room = rooms.find((r) => r.name === '102')!;
  const grade11 = rooms
    .filter((r) => Number(r.gradeLevel) === 11)
    .sort((a, b) => a.name.localeCompare(b.name));
  await giveYearResults(page, room);
  const cohort = await api<Items<{ id: number }>>(
    page,
    `/students?classroomId=${room.id}&status=studying&pageSize=100`,
  );

  // What the plan puts in each grade 11 classroom before the manual move: 102's cohort, and any
  // student who repeats grade 11 (other tests on this shared server may leave year results).
  const context0 = await api<{ currentAcademicYearId: number; currentSchoolId: number }>(page, '/context');
  const before = await post<{ schools: { students: { id: number; toKey: number | null }[] }[] }>(
    page,
    '/year-rollover/preview',
    { fromYearId: context0.currentAcademicYearId, schoolIds: [context0.currentSchoolId] },
  );
  const plannedIn = (key: number) =>
    before.schools[0]!.students.filter((s) => s.toKey === key).map((s) => s.id);

  await page.goto('/manager/year-rollover');
  await expect(page.getByTestId('year-rollover-page')).toBeVisible();
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
  const moved = cohort.items[0]!;
  const row = page.getByTestId(`planned-student-${moved.id}`);
  await expect(row).toContainText('ارتقا به پایه بعد');
  // Classmates stay together: 102's students go to the grade 11 classroom of their major (112).
  await expect(
    page.getByTestId(`new-classroom-${grade11[1]!.id}`).locator('[data-testid^="planned-student-"]'),
  ).toHaveCount(plannedIn(grade11[1]!.id).length);
  expect(plannedIn(grade11[1]!.id)).toEqual(expect.arrayContaining(cohort.items.map((s) => s.id)));
  await page.getByTestId(`move-${moved.id}`).getByRole('combobox').click();
  await page.getByRole('option', { name: fa(grade11[0]!.name) }).click();
  await expect(
    page.getByTestId(`new-classroom-${grade11[0]!.id}`).getByTestId(`planned-student-${moved.id}`),
  ).toBeVisible();
  await shot('year-rollover-preview');
  await page.setViewportSize(PHONE);
  await shot('year-rollover-preview-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByTestId('run-rollover').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('rollover-result')).toContainText('انتقال به سال جدید انجام شد');
  await shot('year-rollover-result');

  // The new year's classrooms: the moved student in 111's copy, the rest of 102 in 112's.
  const after = await post<{ schools: { classrooms: { key: number; existingId: number | null }[] }[] }>(
    page,
    '/year-rollover/preview',
    {
      fromYearId: (await api<{ currentAcademicYearId: number }>(page, '/context')).currentAcademicYearId,
      schoolIds: [(await api<{ currentSchoolId: number }>(page, '/context')).currentSchoolId],
    },
  );
  const newId = (key: number) => after.schools[0]!.classrooms.find((c) => c.key === key)!.existingId!;
  const in111 = await api<Items<{ id: number }>>(
    page,
    `/students?classroomId=${newId(grade11[0]!.id)}&pageSize=100`,
  );
  const in112 = await api<Items<{ id: number }>>(
    page,
    `/students?classroomId=${newId(grade11[1]!.id)}&pageSize=100`,
  );
  const byId = (a: number, b: number) => a - b;
  expect(in111.items.map((s) => s.id).sort(byId)).toEqual(
    [...plannedIn(grade11[0]!.id), moved.id].sort(byId),
  );
  const expected112 = plannedIn(grade11[1]!.id).filter((id) => id !== moved.id);
  expect(expected112).toEqual(expect.arrayContaining(cohort.items.slice(1).map((s) => s.id)));
  expect(in112.items.map((s) => s.id).sort(byId)).toEqual(expected112.sort(byId));

  // A transcript with two years: last year's card (demo) and this year's first term card.
  const terms = await api<{ terms: { id: number }[] }>(page, '/report-cards/options');
  await post(page, '/report-cards/generate', { termId: terms.terms[0]!.id, classroomId: grade11[0]!.id });
  // Last year's 111 also lists the students the rollover moved on; the transcript and transfer are
  // of one still sitting in it (a transfer of a moved student would keep the rollover from undoing).
  const senior = (
    await api<Items<{ id: number; classroomId: number }>>(
      page,
      `/students?classroomId=${grade11[0]!.id}&pageSize=100&sort=id:asc`,
    )
  ).items.find((s) => s.classroomId === grade11[0]!.id)!;
  await openInApp(page, `/manager/students/${senior.id}/file`);
  await page.getByTestId('student-transcript').click();
  await expect(page.getByTestId('record-sheet')).toContainText('سوابق تحصیلی');
  await expect(page.getByTestId('record-sheet').locator('[data-testid^="record-card-"]')).toHaveCount(2);
  await shot('year-rollover-transcript');
  await page.setViewportSize(PHONE);
  await shot('year-rollover-transcript-phone');
  await page.setViewportSize(DESKTOP);

  // A transfer out, then its certificate with this year's cards.
  await openInApp(page, `/manager/students/${senior.id}/transfer`);
  await page.getByTestId('transfer-destination').fill('دبیرستان البرز تهران');
  await page.getByTestId('transfer-reason').fill('تغییر محل سکونت خانواده');
  await page.getByTestId('transfer-save').click();
  await expect(page.getByTestId('transfer-text')).toContainText('دبیرستان البرز تهران');
  await shot('year-rollover-transfer');
  await page.setViewportSize(PHONE);
  await shot('year-rollover-transfer-phone');
  await page.setViewportSize(DESKTOP);

  // Leave the shared server as it was: the rollover undone, the student studying again.
  const context = await api<{ currentAcademicYearId: number; currentSchoolId: number }>(page, '/context');
  await post(page, '/year-rollover/undo', {
    fromYearId: context.currentAcademicYearId,
    schoolId: context.currentSchoolId,
  });
  const student = await api<{ version: number }>(page, `/students/${senior.id}`);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const back = await page.request.patch(`/api/students/${senior.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'studying', version: student.version },
  });
  expect(back.status()).toBe(200);
});
