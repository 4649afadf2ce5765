/**
 * The attendance reports over data saved through the attendance API: every figure below is worked
 * out by hand from the sheets saved in beforeAll.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, students } from '../src/db/schema';
import { recordActiveMinute } from '../src/modules/activity/activity-routes';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { todaySummary } from '../src/modules/attendance-reports/today-summary';
import { schoolWeekday } from '../src/modules/weekly-schedule/weekly-schedule-routes';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { withoutDemoAttendance } from './helpers/demo-attendance';
import { createUserWith, schoolIds, userId } from './helpers/users';

type Item = Record<string, unknown> & { id: number };
type Period = Item & { startTime: string; endTime: string; ordinal: number };
type Entry = { studentId: number; status: string; lateMinutes?: number };

let ctx: TestContext;
let manager: string;
let teacher: string;
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const data = async <T>(url: string, token = manager) => {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};
const items = async <T = Item>(url: string) => (await data<{ items: T[] }>(url)).items;
const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const lengthOf = (p: Period) => minutesOf(p.endTime) - minutesOf(p.startTime);
let seq = 0;

/** Saves a sheet with everyone present except the given marks; returns the roll (in roll order). */
async function takeSheet(
  groupId: number,
  periodId: number,
  date: string,
  marks: Record<number, Partial<Entry>>,
) {
  const sheet = await data<{ students: { id: number }[] }>(
    `/api/attendance/sheet?courseGroupId=${groupId}&classPeriodId=${periodId}&date=${date}`,
  );
  const entries = sheet.students.map((s, i) => ({ studentId: s.id, status: 'present', ...marks[i] }));
  const saved = await call('POST', '/api/attendance/sheets', manager, {
    clientId: `report-test-${++seq}-${Date.now()}`,
    courseGroupId: groupId,
    classPeriodId: periodId,
    date,
    entries,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return sheet.students.map((s) => s.id);
}

const dayA = daysAgo(10);
const dayB = daysAgo(9);
const range = `from=${daysAgo(12)}&to=${daysAgo(8)}`;
let roll: number[];
let classroomId: number;
let otherClassroomId: number;
let group: Item;
let secondGroup: Item;
let p1: Period;
let p2: Period;
let outsider: number;

beforeAll(async () => {
  ctx = await createTestContext();
  // The figures below count these sheets alone, not the demo's two weeks of attendance.
  await withoutDemoAttendance(ctx.database.db);
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  const groups = await items(`/api/course-groups?pageSize=100`);
  group = groups[0]!;
  classroomId = group.classroomId as number;
  secondGroup = groups.find((g) => g.classroomId === classroomId && g.id !== group.id)!;
  const otherGroup = groups.find((g) => g.classroomId !== classroomId)!;
  otherClassroomId = otherGroup.classroomId as number;
  const periods = await items<Period>('/api/class-period?sort=ordinal:asc');
  [p1, p2] = [periods[0]!, periods[1]!];

  // Day A: s0 absent twice, s1 late 10 min, s2 excused (first period).
  roll = await takeSheet(group.id, p1!.id, dayA, {
    0: { status: 'absent' },
    1: { status: 'late', lateMinutes: 10 },
    2: { status: 'excused' },
  });
  await takeSheet(group.id, p2!.id, dayA, { 0: { status: 'absent' } });
  // Day B: s0 late 5 min, s3 absent in two course groups.
  await takeSheet(group.id, p1!.id, dayB, {
    0: { status: 'late', lateMinutes: 5 },
    3: { status: 'absent' },
  });
  await takeSheet(secondGroup.id, p2!.id, dayB, { 3: { status: 'absent' } });
  // Another classroom: its first student absent once on day A.
  outsider = (await takeSheet(otherGroup.id, p1!.id, dayA, { 0: { status: 'absent' } }))[0]!;
});
afterAll(() => ctx.close());

type Counts = { absent: number; late: number; excused: number };
type Matrix = {
  days: string[];
  students: (Counts & { id: number; days: Record<string, Counts> })[];
  dayTotals: Record<string, Counts>;
  totals: Counts;
};

describe('attendance matrix', () => {
  it('summarises each student per day, with totals per student, per day and overall', async () => {
    const matrix = await data<Matrix>(`/api/attendance-reports/matrix?${range}&classroomId=${classroomId}`);
    expect(matrix.days).toEqual([dayA, dayB]);
    expect(matrix.students.map((s) => s.id)).toEqual(roll);
    const [s0, s1, s2, s3, s4] = matrix.students;
    expect(s0).toMatchObject({
      absent: 2,
      late: 1,
      excused: 0,
      days: { [dayA]: { absent: 2, late: 0, excused: 0 }, [dayB]: { absent: 0, late: 1, excused: 0 } },
    });
    expect(s1).toMatchObject({ absent: 0, late: 1, excused: 0, days: { [dayA]: { late: 1 } } });
    expect(s2).toMatchObject({ excused: 1, days: { [dayA]: { excused: 1 } } });
    expect(s3).toMatchObject({ absent: 2, days: { [dayB]: { absent: 2 } } });
    expect(s4).toMatchObject({ absent: 0, late: 0, excused: 0, days: {} });
    expect(matrix.dayTotals).toEqual({
      [dayA]: { absent: 2, late: 1, excused: 1 },
      [dayB]: { absent: 2, late: 1, excused: 0 },
    });
    expect(matrix.totals).toEqual({ absent: 4, late: 2, excused: 1 });
    // The outsider's absence belongs to the other classroom's report only.
    expect(matrix.students.some((s) => s.id === outsider)).toBe(false);
  });

  it('exports a right-to-left workbook with Persian headers, day cells and escaped formulas', async () => {
    await ctx.database.db.update(students).set({ firstName: '=1+1' }).where(eq(students.id, roll[4]!));
    const response = await call(
      'GET',
      `/api/attendance-reports/matrix.xlsx?${range}&classroomId=${classroomId}`,
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('گزارش حضور و غیاب');
    const headers = sheet.getRow(3).values as unknown[];
    expect(headers).toEqual(expect.arrayContaining(['دانش‌آموز', 'غیبت', 'تأخیر', 'غیبت موجه']));
    expect(headers).toHaveLength(1 + 2 + 2 + 3); // exceljs rows are 1-based: slot 0 is empty
    expect(sheet.getRow(4).getCell(3).value).toBe('غ۲');
    expect(sheet.getRow(4).getCell(4).value).toBe('ت۱');
    expect(String(sheet.getRow(8).getCell(2).value)).toMatch(/^'=1\+1/);
    const totals = sheet.getRow(4 + roll.length);
    expect(totals.getCell(2).value).toBe('جمع');
    expect([totals.getCell(5).value, totals.getCell(6).value, totals.getCell(7).value]).toEqual([4, 2, 1]);
  });
});

describe('summary reports', () => {
  it('counts absences per student and course group', async () => {
    type Row = Counts & { studentId: number; courseGroupId: number };
    const rows = await data<Row[]>(
      `/api/attendance-reports/absences-per-course?${range}&classroomId=${classroomId}`,
    );
    const of = (g: Item, s: number) => rows.find((r) => r.courseGroupId === g.id && r.studentId === roll[s]);
    expect(rows).toHaveLength(5);
    expect(of(group, 0)).toMatchObject({ absent: 2, late: 1, excused: 0 });
    expect(of(group, 1)).toMatchObject({ absent: 0, late: 1, excused: 0 });
    expect(of(group, 2)).toMatchObject({ absent: 0, late: 0, excused: 1 });
    expect(of(group, 3)).toMatchObject({ absent: 1, late: 0, excused: 0 });
    expect(of(secondGroup, 3)).toMatchObject({ absent: 1, late: 0, excused: 0 });
    const one = await data<Row[]>(
      `/api/attendance-reports/absences-per-course?${range}&courseGroupId=${secondGroup.id}`,
    );
    expect(one.map((r) => [r.studentId, r.absent])).toEqual([[roll[3], 1]]);
  });

  it('ranks students by absences, with absent days and late minutes', async () => {
    type Row = Counts & { studentId: number; absentDays: number; lateMinutes: number };
    const rows = await data<Row[]>(`/api/attendance-reports/student-absences?${range}`);
    expect(rows.map((r) => r.studentId)).toEqual([roll[0], roll[3], outsider, roll[1], roll[2]]);
    expect(rows[0]).toMatchObject({ absent: 2, absentDays: 1, late: 1, lateMinutes: 5, excused: 0 });
    expect(rows[1]).toMatchObject({ absent: 2, absentDays: 1, late: 0 });
    expect(rows[3]).toMatchObject({ absent: 0, late: 1, lateMinutes: 10 });
    expect(rows[4]).toMatchObject({ absent: 0, excused: 1 });
    const mine = await data<Row[]>(
      `/api/attendance-reports/student-absences?${range}&classroomId=${otherClassroomId}`,
    );
    expect(mine.map((r) => r.studentId)).toEqual([outsider]);
  });

  it('adds up minutes in class: full periods when present, less the minutes late', async () => {
    type Row = { studentId: number; attendedPeriods: number; days: number; minutes: number };
    const rows = await data<Row[]>(
      `/api/attendance-reports/student-time-on-site?${range}&classroomId=${classroomId}`,
    );
    const of = (s: number) => rows.find((r) => r.studentId === roll[s]);
    expect(rows).toHaveLength(roll.length);
    const [len1, len2] = [lengthOf(p1!), lengthOf(p2!)];
    // s0: absent on day A; late 5 min in B's first period, present in B's second.
    expect(of(0)).toMatchObject({ attendedPeriods: 2, days: 1, minutes: len1 - 5 + len2 });
    expect(of(1)).toMatchObject({ attendedPeriods: 4, days: 2, minutes: 2 * len1 - 10 + 2 * len2 });
    // s2: excused in A's first period, so three periods count.
    expect(of(2)).toMatchObject({ attendedPeriods: 3, days: 2, minutes: len1 + 2 * len2 });
    expect(of(3)).toMatchObject({ attendedPeriods: 2, days: 1, minutes: len1 + len2 });
    expect(of(4)).toMatchObject({ attendedPeriods: 4, days: 2, minutes: 2 * len1 + 2 * len2 });
  });

  it("sums the teachers' active minutes and days from the activity pings", async () => {
    const teacherUser = await userId(ctx.database.db, 'teacher');
    const base = new Date(`${dayB}T08:00:00Z`).getTime();
    for (const offset of [0, 20_000, 60_000, 120_000]) {
      await recordActiveMinute(ctx.database.db, teacherUser, new Date(base + offset)); // 20 s later: ignored
    }
    expect((await call('POST', '/api/activity/ping', teacher)).statusCode).toBe(200);
    type Row = { teacherId: number; minutes: number; activeDays: number; hasAccount: boolean };
    const rows = await data<Row[]>(
      `/api/attendance-reports/teacher-time-on-site?from=${daysAgo(12)}&to=${daysAgo(0)}`,
    );
    const teachersOfSchool = await items('/api/teachers?pageSize=100');
    expect(rows).toHaveLength(teachersOfSchool.length);
    expect(rows[0]).toMatchObject({ minutes: 4, activeDays: 2, hasAccount: true });
    expect(rows.slice(1).every((r) => r.minutes === 0 && r.activeDays === 0)).toBe(true);
    const earlier = await data<Row[]>(`/api/attendance-reports/teacher-time-on-site?${range}`);
    expect(earlier[0]).toMatchObject({ minutes: 3, activeDays: 1 });
  });

  it('exports every report as a workbook with Persian headers', async () => {
    const expected: Record<string, string> = {
      'absences-per-course': 'گروه درسی',
      'student-absences': 'روزهای غیبت',
      'student-time-on-site': 'دقیقه حضور',
      'teacher-time-on-site': 'دقیقه فعال',
    };
    for (const [name, header] of Object.entries(expected)) {
      const response = await call('GET', `/api/attendance-reports/${name}.xlsx?${range}`, manager);
      expect(response.statusCode, name).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getRow(3).values as unknown[]).toContain(header);
    }
  });
});

describe('today on the dashboard', () => {
  it('lists rates per classroom, periods begun without attendance, and absentees', async () => {
    // A past Saturday (school weekday 0) at 10:30 Tehran time: periods that began by then are due.
    let back = 14;
    while (schoolWeekday(new Date(Date.now() - back * 86_400_000)) !== 0) back++;
    const saturday = daysAgo(back);
    const now = new Date(`${saturday}T07:00:00Z`); // 10:30 in Tehran (UTC+3:30)
    const grid = await data<{
      periods: Period[];
      slots: { weekday: number; classPeriodId: number; courseGroupId: number }[];
    }>(`/api/weekly-schedule?classroomId=${classroomId}`);
    const startOf = (id: number) => grid.periods.find((p) => p.id === id)!.startTime;
    const due = grid.slots.filter((s) => s.weekday === 0 && startOf(s.classPeriodId) <= '10:30');
    expect(due.length).toBeGreaterThan(0);
    const [schoolId] = await schoolIds(ctx.database.db);
    const yearId = (await data<{ currentAcademicYearId: number }>('/api/context')).currentAcademicYearId;

    const before = await todaySummary(ctx.database.db, schoolId!, yearId, now);
    expect(before.pending.map((p) => [p.courseGroupId, p.classPeriodId]).sort()).toEqual(
      due.map((s) => [s.courseGroupId, s.classPeriodId]).sort(),
    );
    const taken = due[0]!;
    await takeSheet(taken.courseGroupId, taken.classPeriodId, saturday, { 5: { status: 'absent' } });
    const after = await todaySummary(ctx.database.db, schoolId!, yearId, now);
    expect(after.pending).toHaveLength(due.length - 1);
    expect(after.rates).toEqual([
      {
        classroomId,
        classroomName: expect.any(String),
        recorded: roll.length,
        attended: roll.length - 1,
        rate: Math.round((1000 * (roll.length - 1)) / roll.length) / 10,
      },
    ]);
    expect(after.absentees).toEqual([expect.objectContaining({ studentId: roll[5], periods: 1 })]);
  });

  it("answers the dashboard for who sees every group's attendance, not a teacher", async () => {
    const today = await data<{ date: string; rates: unknown[] }>('/api/attendance-reports/today', manager);
    expect(today.date).toBe(todayIso());
    expect(Array.isArray(today.rates)).toBe(true);
    expect((await call('GET', '/api/attendance-reports/today', teacher)).statusCode).toBe(403);
  });
});

describe('access and filters', () => {
  it('needs the report permission', async () => {
    await createUserWith(ctx.database.db, 'report-less', ['attendance.list', 'attendance.all-groups']);
    const viewer = (await login(ctx.app, 'report-less')).accessToken;
    for (const name of [
      'matrix',
      'absences-per-course',
      'student-absences',
      'student-time-on-site',
      'teacher-time-on-site',
    ]) {
      const url = `/api/attendance-reports/${name}?${range}&classroomId=${classroomId}`;
      expect((await call('GET', url, viewer)).statusCode, name).toBe(403);
      expect((await call('GET', url, teacher)).statusCode, name).toBe(403);
    }
    expect((await call('GET', '/api/attendance-reports/today', viewer)).statusCode).toBe(200);
    await createUserWith(ctx.database.db, 'no-attendance', ['students.list']);
    const stranger = (await login(ctx.app, 'no-attendance')).accessToken;
    expect((await call('GET', '/api/attendance-reports/today', stranger)).statusCode).toBe(403);
  });

  it("treats another school's classroom or course group as absent (404)", async () => {
    const [, schoolB] = await schoolIds(ctx.database.db);
    const [foreign] = await ctx.database.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolB!))
      .limit(1);
    const response = await call(
      'GET',
      `/api/attendance-reports/matrix?${range}&classroomId=${foreign!.id}`,
      manager,
    );
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toContain('کلاس');
    const xlsx = await call(
      'GET',
      `/api/attendance-reports/student-absences.xlsx?${range}&classroomId=${foreign!.id}`,
      manager,
    );
    expect(xlsx.statusCode).toBe(404);
  });

  it('refuses malformed filters with Persian messages', async () => {
    const cases: [string, string, RegExp][] = [
      ['student-absences', `to=${daysAgo(1)}`, /تاریخ شروع لازم است/],
      ['student-absences', `from=${daysAgo(1)}&to=${daysAgo(3)}`, /پیش از تاریخ شروع/],
      ['student-absences', 'from=2024-01-01&to=2025-06-01', /۳۶۶ روز/],
      ['student-absences', 'from=2025-02-30&to=2025-03-01', /تاریخ شروع نامعتبر/],
      ['student-absences', `${range}&classroomId=abc`, /شناسه/],
      ['matrix', range, /کلاس را انتخاب کنید/],
    ];
    for (const [name, query, message] of cases) {
      const response = await call('GET', `/api/attendance-reports/${name}?${query}`, manager);
      expect(response.statusCode, query).toBe(400);
      const body = json<{ message: string; errors: Record<string, string> }>(response);
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(Object.values(body.errors).join(' '), query).toMatch(message);
    }
    // Persian digits in dates are read; a whole leap year (366 days) is allowed.
    const leapYear = '/api/attendance-reports/student-absences?from=۲۰۲۴-۰۱-۰۱&to=2024-12-31';
    expect((await call('GET', leapYear, manager)).statusCode).toBe(200);
    const extra = `/api/attendance-reports/student-absences?${range}&extra=1`;
    expect((await call('GET', extra, manager)).statusCode).toBe(400);
  });
});
