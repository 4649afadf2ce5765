/**
 * The dashboard answers each role's first questions with right counts, and pending leaves show on
 * the dashboard and in the navbar's notifications until they are decided.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { officeManagers, students, teachers, users } from '../src/db/schema';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let schools: number[];
let manager: string;

type Card = { key: string; count: number | null; unit?: string };
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function cards(token: string) {
  const response = await get('/api/dashboard/summary', token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { cards: Card[] } }>(response).data.cards;
}
const countsOf = (list: Card[]) => Object.fromEntries(list.map((c) => [c.key, c.count]));

async function notifications(token: string) {
  const response = await get('/api/dashboard/notifications', token);
  expect(response.statusCode, response.body).toBe(200);
  const { unread, ...waiting } = json<{
    data: { items: { key: string; count: number }[]; total: number; unread: number };
  }>(response).data;
  // Unread notifications (the demo's announcements) are the notifications module's to test.
  expect(Number.isInteger(unread)).toBe(true);
  return waiting;
}

async function newLeave(schoolIndex = 0) {
  const [student] = await ctx.database.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.schoolId, schools[schoolIndex]!))
    .limit(1);
  const type = json<{ data: { id: number } }>(
    await post('/api/leave-types', manager, { title: `خانوادگی ${Math.random()}`, countsAsExcused: true }),
  ).data;
  const response = await post('/api/student-leaves', manager, {
    studentId: student!.id,
    leaveTypeId: type.id,
    fromDate: '2026-11-01',
    toDate: '2026-11-02',
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { id: number } }>(response).data.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  schools = await schoolIds(ctx.database.db);
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

describe("a manager's dashboard", () => {
  it('counts students, teachers, office staff and attendance of the current school', async () => {
    const [expected] = await executeRows<{ students: number; teachers: number; drafts: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from students where school_id = ${schools[0]!} and status = 'studying') as students,
        (select count(*)::int from teachers where school_id = ${schools[0]!}) as teachers,
        (select count(*)::int from report_cards r join academic_years y on y.id = r.academic_year_id
          where r.school_id = ${schools[0]!} and y.is_current and r.status = 'draft') as drafts`,
    );
    const counts = countsOf(await cards(manager));
    expect(expected!.students).toBeGreaterThan(0);
    expect(counts).toMatchObject({
      students: expected!.students,
      teachers: expected!.teachers,
      classrooms: 6,
      // The demo's five office-staff records; the clerk user is one of them (the same national code).
      officeStaff: 5,
      // The demo's two leaves waiting in the school.
      pendingLeaves: 2,
      // The demo's computed year cards of a grade wait as drafts.
      draftReportCards: expected!.drafts,
    });
    for (const key of ['attendanceRate', 'absentees', 'attendancePending'])
      expect(counts).toHaveProperty(key);
    expect((await cards(manager)).find((c) => c.key === 'attendanceRate')!.unit).toBe('percent');
  });

  it('counts a person once when an office-staff record and a clerk user name the same national code', async () => {
    const db = ctx.database.db;
    const [clerk] = await db.select().from(users).where(eq(users.username, 'clerk'));
    const records = await db.select().from(officeManagers).where(eq(officeManagers.schoolId, schools[0]!));
    // The demo's clerk user is one of the school's office-staff records.
    expect(records.filter((r) => r.nationalCode === clerk!.nationalCode)).toHaveLength(1);
    expect(countsOf(await cards(manager)).officeStaff).toBe(records.length);
    await db
      .insert(officeManagers)
      .values([
        { schoolId: schools[0]!, firstName: 'زهرا', lastName: 'بایگان', nationalCode: nationalCodeFor(7002) },
      ]);
    expect(countsOf(await cards(manager)).officeStaff).toBe(records.length + 1);
    // Under another code the user is another person.
    await db
      .update(users)
      .set({ nationalCode: nationalCodeFor(7001) })
      .where(eq(users.id, clerk!.id));
    expect(countsOf(await cards(manager)).officeStaff).toBe(records.length + 2);
  });
});

describe('dashboards per role', () => {
  it('gives a clerk what their role may see, and no report cards or school-wide leaves they may not', async () => {
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    const keys = (await cards(clerk)).map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['students', 'teachers', 'officeStaff', 'attendanceRate']));
    expect(keys).not.toContain('draftReportCards');
    expect(keys).not.toContain('users');
  });

  it("gives a teacher their periods today and unsaved sheets, not the school's attendance", async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const list = await cards(teacher);
    expect(list.map((c) => c.key).sort()).toEqual(['myPeriodsToday', 'myUnsavedSheets']);
    const counts = countsOf(list);
    expect(counts.myUnsavedSheets).toBeLessThanOrEqual(counts.myPeriodsToday!);
    // Nor the school's day from the attendance report behind the dashboard's attendance cards.
    expect((await get('/api/attendance-reports/today', teacher)).statusCode).toBe(403);
    expect((await get('/api/attendance-reports/today', manager)).statusCode).toBe(200);
  });

  it('gives a user with a role but no teacher record no teacher cards', async () => {
    await createUserWith(ctx.database.db, 'dash-sheets', ['attendance.add']);
    const token = (await login(ctx.app, 'dash-sheets')).accessToken;
    expect(await cards(token)).toEqual([]);
    const [row] = await ctx.database.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.schoolId, schools[0]!)))
      .limit(1);
    expect(row).toBeDefined();
  });
});

describe('pending leaves', () => {
  it('are counted on the dashboard and in the notifications until decided', async () => {
    const before = countsOf(await cards(manager)).pendingLeaves!;
    expect((await notifications(manager)).total).toBe(before);
    const first = await newLeave();
    await newLeave();
    expect(countsOf(await cards(manager)).pendingLeaves).toBe(before + 2);
    expect(await notifications(manager)).toEqual({
      items: [{ key: 'pendingLeaves', count: before + 2 }],
      total: before + 2,
    });
    const approved = await post(`/api/student-leaves/${first}/approve`, manager, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(countsOf(await cards(manager)).pendingLeaves).toBe(before + 1);
    expect((await notifications(manager)).total).toBe(before + 1);
  });

  it("are not another school's: a manager there sees none of them", async () => {
    await createUserWith(ctx.database.db, 'dash-other', ['student-leaves.list', 'student-leaves.edit'], 1);
    const other = (await login(ctx.app, 'dash-other')).accessToken;
    // Only the one demo leave waiting in that school, none of the first school's.
    expect(countsOf(await cards(other)).pendingLeaves).toBe(1);
    expect(await notifications(other)).toEqual({ items: [{ key: 'pendingLeaves', count: 1 }], total: 1 });
  });

  it('are no notification for a user who may not decide them', async () => {
    await createUserWith(ctx.database.db, 'dash-reader', ['student-leaves.list']);
    const reader = (await login(ctx.app, 'dash-reader')).accessToken;
    expect(countsOf(await cards(reader)).pendingLeaves).toBeGreaterThan(0);
    expect(await notifications(reader)).toEqual({ items: [], total: 0 });
  });

  it('needs a session (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/notifications' })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});
