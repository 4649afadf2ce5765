/**
 * A teacher opens the attendance sheet of any period of their own groups on a past day (a make-up
 * sheet after a network outage), as far back as the school's setting allows — enforced on the
 * server for the sheet, its save and one row's edit. Those who take any group's have no limit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, calendarEvents, courseGroups, schools, teachers } from '../src/db/schema';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));
let seq = 0;
const clientId = () => `past-days-${++seq}-${Date.now()}`;

let schoolA: number;
let schoolB: number;
let group: typeof courseGroups.$inferSelect;
let periodId: number;

const sheetUrl = (date: string) =>
  `/api/attendance/sheet?courseGroupId=${group.id}&classPeriodId=${periodId}&date=${date}`;

async function sheet(token: string, date: string) {
  const response = await call('GET', sheetUrl(date), token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { closed: string | null; students: { id: number }[] } }>(response).data;
}

async function save(token: string, date: string) {
  const { students } = await sheet(manager, date);
  return call('POST', '/api/attendance/sheets', token, {
    clientId: clientId(),
    courseGroupId: group.id,
    classPeriodId: periodId,
    date,
    entries: students.map((s) => ({ studentId: s.id, status: 'present' })),
  });
}

const setPastDays = (days: number | null) =>
  ctx.database.db.update(schools).set({ attendancePastDays: days }).where(eq(schools.id, schoolA));

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  // No holiday in the way of the days these tests take.
  await db.delete(calendarEvents).where(eq(calendarEvents.kind, 'holiday'));
  const [me] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, await userId(db, 'teacher')));
  [group] = (await db.select().from(courseGroups).where(eq(courseGroups.teacherId, me!.id)).limit(1)) as [
    typeof courseGroups.$inferSelect,
  ];
  const periods = json<{ data: { items: Item[] } }>(
    await call('GET', '/api/class-period?sort=ordinal:asc', manager),
  ).data.items;
  periodId = periods[0]!.id;
});
afterAll(() => ctx.close());

describe('a past day of attendance', () => {
  it("is open to a teacher within the school's default week, and tells them where it starts", async () => {
    await setPastDays(null);
    expect((await sheet(teacher, daysAgo(3))).closed).toBeNull();
    const saved = await save(teacher, daysAgo(3));
    expect(saved.statusCode, saved.body).toBe(200);
    const today = json<{ data: { date: string; earliestDate: string | null; pastDays: number | null } }>(
      await call('GET', '/api/attendance/today', teacher),
    ).data;
    expect(today.earliestDate).toBe(daysAgo(7));
    expect(today.pastDays).toBe(7);
    const managers = json<{ data: { earliestDate: string | null; pastDays: number | null } }>(
      await call('GET', '/api/attendance/today', manager),
    ).data;
    expect(managers).toMatchObject({ earliestDate: null, pastDays: null });
  });

  it('is closed to a teacher past the window, in Persian, for the sheet and its save; open to the manager', async () => {
    await setPastDays(null);
    const old = daysAgo(10);
    expect((await sheet(teacher, old)).closed).toContain('۷ روز');
    const refused = await save(teacher, old);
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(refused).errors.date).toContain('۷ روز');
    expect((await sheet(manager, old)).closed).toBeNull();
    expect((await save(manager, old)).statusCode).toBe(200);
  });

  it("follows the school's setting: a month back, or today only", async () => {
    await setPastDays(30);
    expect((await save(teacher, daysAgo(20))).statusCode).toBe(200);
    await setPastDays(0);
    const yesterday = await save(teacher, daysAgo(1));
    expect(yesterday.statusCode).toBe(400);
    expect(json<{ message: string }>(yesterday).message).toContain('فقط برگه امروز');
    expect((await save(teacher, daysAgo(0))).statusCode).toBe(200);
    await setPastDays(null);
  });

  it("keeps one row's edit to the window too", async () => {
    await setPastDays(null);
    const [row] = await ctx.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.courseGroupId, group.id), eq(attendanceRecords.date, daysAgo(10))))
      .limit(1);
    expect(row).toBeTruthy();
    const edit = await call('PATCH', `/api/attendance/${row!.id}`, teacher, {
      status: 'absent',
      version: row!.version,
    });
    expect(edit.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(edit).errors.date).toContain('روز گذشته');
    const recent = await ctx.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.courseGroupId, group.id), eq(attendanceRecords.date, daysAgo(3))))
      .limit(1);
    const ok = await call('PATCH', `/api/attendance/${recent[0]!.id}`, teacher, {
      status: 'absent',
      version: recent[0]!.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the setting', () => {
  it('is the manager’s to change on the school page; a teacher may not', async () => {
    const school = json<{ data: Item }>(await call('GET', '/api/school-information', manager)).data;
    // A school that never chose has the default week (the migration's default).
    const [untouched] = await ctx.database.db
      .select({ pastDays: schools.attendancePastDays })
      .from(schools)
      .where(eq(schools.id, schoolB));
    expect(untouched!.pastDays).toBe(7);
    const changed = await call('PATCH', '/api/school-information', manager, {
      attendancePastDays: 3,
      version: school.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ data: Item }>(changed).data.attendancePastDays).toBe(3);
    const byTeacher = await call('PATCH', '/api/school-information', teacher, {
      attendancePastDays: 60,
      version: school.version + 1,
    });
    expect(byTeacher.statusCode).toBe(403);
  });

  it('refuses a negative or too large number, or text, in Persian', async () => {
    const school = json<{ data: Item }>(await call('GET', '/api/school-information', manager)).data;
    for (const value of [-1, 61, 'چند']) {
      const response = await call('PATCH', '/api/school-information', manager, {
        attendancePastDays: value,
        version: school.version,
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(response).errors.attendancePastDays).toMatch(/[آ-ی]/);
    }
  });

  it("leaves another school's setting out of reach", async () => {
    const response = await call('PATCH', `/api/schools/${schoolB}`, manager, {
      attendancePastDays: 1,
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});
