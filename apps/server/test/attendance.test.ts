import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, auditLog, smsOutbox, students, userActivity } from '../src/db/schema';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { recordActiveMinute } from '../src/modules/activity/activity-routes';
import { logProvider } from '../src/modules/sms/sms-provider';
import { deliverDueMessages } from '../src/modules/sms/sms-sender';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
let admin: string;
type Item = Record<string, unknown> & { id: number; version: number };
type Sheet = {
  closed: string | null;
  taken: boolean;
  students: { id: number; status: string; onLeave: boolean; rollNumber: number | null }[];
};
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const items = async (url: string, token: string) =>
  json<{ data: { items: Item[] } }>(await call('GET', url, token)).data.items;
const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));
let seq = 0;
const clientId = () => `test-client-${++seq}-${Date.now()}`;

let group: Item;
let otherGroup: Item;
let periodId: number;
let secondPeriodId: number;

async function sheet(token: string, date: string, period = periodId, g = group) {
  const response = await call(
    'GET',
    `/api/attendance/sheet?courseGroupId=${g.id}&classPeriodId=${period}&date=${date}`,
    token,
  );
  expect(response.statusCode).toBe(200);
  return json<{ data: Sheet }>(response).data;
}

function submit(
  token: string,
  date: string,
  entries: { studentId: number; status: string; lateMinutes?: number }[],
  id = clientId(),
  period = periodId,
) {
  return call('POST', '/api/attendance/sheets', token, {
    clientId: id,
    courseGroupId: group.id,
    classPeriodId: period,
    date,
    entries,
  });
}

async function rowsOf(date: string, period = periodId) {
  return ctx.database.db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.date, date), eq(attendanceRecords.classPeriodId, period)));
}

/**
 * The student's other periods of the day, not excused yet, that a leave of the whole day excuses
 * too: the demo's sheets of the last two school weeks.
 */
async function otherMarkedPeriods(date: string, studentId: number) {
  const rows = await ctx.database.db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.date, date), eq(attendanceRecords.studentId, studentId)));
  return rows.filter((r) => r.classPeriodId !== periodId && r.status !== 'excused').length;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  const profile = json<{ data: { id: number } }>(await call('GET', '/api/teacher/profile', teacher)).data;
  const groups = await items(`/api/course-groups?pageSize=100`, manager);
  group = groups.find((g) => g.teacherId === profile.id)!;
  otherGroup = groups.find((g) => g.teacherId !== profile.id && g.classroomId !== group.classroomId)!;
  const periods = await items('/api/class-period?sort=ordinal:asc', manager);
  [periodId, secondPeriodId] = [periods[0]!.id, periods[1]!.id];
});
afterAll(() => ctx.close());

describe('attendance sheet', () => {
  it('lists the classroom in roll order, everyone present by default', async () => {
    const data = await sheet(teacher, daysAgo(1));
    expect(data.students.length).toBeGreaterThan(5);
    expect(data.students.every((s) => s.status === 'present')).toBe(true);
    expect(data.taken).toBe(false);
    const rolls = data.students.map((s) => s.rollNumber ?? 999);
    expect(rolls).toEqual([...rolls].sort((a, b) => a - b));
  });

  it('saves once per client id and updates rows on a new save, never duplicating them', async () => {
    const date = daysAgo(1);
    const { students: roll } = await sheet(teacher, date);
    const entries = roll.map((s, i) => ({
      studentId: s.id,
      status: i === 0 ? 'absent' : i === 1 ? 'late' : 'present',
      ...(i === 1 ? { lateMinutes: 10 } : {}),
    }));
    const id = clientId();
    const first = await submit(teacher, date, entries, id);
    expect(first.statusCode).toBe(200);
    expect(json<{ data: { created: number } }>(first).data.created).toBe(roll.length);
    const retry = json<{ data: { duplicate: boolean } }>(await submit(teacher, date, entries, id));
    expect(retry.data.duplicate).toBe(true);
    expect(await rowsOf(date)).toHaveLength(roll.length);

    entries[0] = { studentId: roll[0]!.id, status: 'present' };
    const again = json<{ data: { created: number; updated: number; unchanged: number } }>(
      await submit(teacher, date, entries),
    );
    expect(again.data).toMatchObject({ created: 0, updated: 1, unchanged: roll.length - 1 });
    const rows = await rowsOf(date);
    expect(rows).toHaveLength(roll.length);
    expect(rows.find((r) => r.studentId === roll[1]!.id)).toMatchObject({ status: 'late', lateMinutes: 10 });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'attendance'),
          eq(auditLog.entityId, rows.find((r) => r.studentId === roll[0]!.id)!.id),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect((await sheet(teacher, date)).taken).toBe(true);
  });

  it('two managers saving one sheet at once leave one row per student; both are audited', async () => {
    const date = daysAgo(2);
    const { students: roll } = await sheet(manager, date);
    const asManager = roll.map((s) => ({ studentId: s.id, status: 'absent' }));
    const asAdmin = roll.map((s) => ({ studentId: s.id, status: 'present' }));
    const [a, b] = await Promise.all([submit(manager, date, asManager), submit(admin, date, asAdmin)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await rowsOf(date);
    expect(rows).toHaveLength(roll.length);
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
    const auditors = await ctx.database.db
      .selectDistinct({ userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.entityId, rows[0]!.id));
    expect(auditors.map((x) => x.userId).sort()).toEqual(
      [await userId(ctx.database.db, 'manager'), await userId(ctx.database.db, 'admin')].sort(),
    );
  });

  it('refuses holidays and future days with a Persian message', async () => {
    const date = daysAgo(3);
    const created = await call('POST', '/api/calendar-events', manager, {
      title: 'تعطیل رسمی',
      kind: 'holiday',
      startDate: date,
      endDate: date,
    });
    expect(created.statusCode).toBe(201);
    const { students: roll } = await sheet(teacher, date);
    expect((await sheet(teacher, date)).closed).toContain('تعطیل');
    const refused = await submit(teacher, date, [{ studentId: roll[0]!.id, status: 'present' }]);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('تعطیل رسمی');
    const future = await submit(teacher, todayIso(new Date(Date.now() + 3 * 86_400_000)), [
      { studentId: roll[0]!.id, status: 'present' },
    ]);
    expect(future.statusCode).toBe(400);
    expect(json<{ message: string }>(future).message).toContain('آینده');
  });

  it("keeps a teacher to their own groups and everyone to their school's", async () => {
    const date = daysAgo(1);
    const other = await call(
      'GET',
      `/api/attendance/sheet?courseGroupId=${otherGroup.id}&classPeriodId=${periodId}&date=${date}`,
      teacher,
    );
    expect(other.statusCode).toBe(403);
    // The manager may take any group of their school.
    expect((await sheet(manager, date, periodId, otherGroup)).students.length).toBeGreaterThan(0);
    // Another school's group does not exist for the manager.
    const [, schoolB] = await schoolIds(ctx.database.db);
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await call('PUT', '/api/context', admin, { schoolId: schoolB, academicYearId: year });
    const inB = (await items('/api/course-groups?pageSize=1', admin))[0]!;
    const periodB = (await items('/api/class-period?pageSize=1', admin))[0]!;
    const foreign = await call(
      'GET',
      `/api/attendance/sheet?courseGroupId=${inB.id}&classPeriodId=${periodB.id}&date=${date}`,
      manager,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignPost = await call('POST', '/api/attendance/sheets', manager, {
      clientId: clientId(),
      courseGroupId: inB.id,
      classPeriodId: periodB.id,
      date,
      entries: [{ studentId: 1, status: 'present' }],
    });
    expect(foreignPost.statusCode).toBe(404);
    // Another school's period on our group is not found either.
    const wrongPeriod = await call(
      'GET',
      `/api/attendance/sheet?courseGroupId=${group.id}&classPeriodId=${periodB.id}&date=${date}`,
      manager,
    );
    expect(wrongPeriod.statusCode).toBe(404);
  });

  it('needs the permission and refuses malformed sheets in Persian', async () => {
    await createUserWith(ctx.database.db, 'att-viewer', ['attendance.list']);
    const viewer = (await login(ctx.app, 'att-viewer')).accessToken;
    const date = daysAgo(1);
    const { students: roll } = await sheet(manager, date);
    expect((await submit(viewer, date, [{ studentId: roll[0]!.id, status: 'present' }])).statusCode).toBe(
      403,
    );
    const bad = [
      {
        clientId: 'x',
        courseGroupId: group.id,
        classPeriodId: periodId,
        date,
        entries: [{ studentId: roll[0]!.id, status: 'present' }],
      },
      {
        clientId: clientId(),
        courseGroupId: group.id,
        classPeriodId: periodId,
        date,
        entries: [{ studentId: roll[0]!.id, status: 'gone' }],
      },
      {
        clientId: clientId(),
        courseGroupId: group.id,
        classPeriodId: periodId,
        date: '1404-13-40',
        entries: [{ studentId: roll[0]!.id, status: 'present' }],
      },
      {
        clientId: clientId(),
        courseGroupId: group.id,
        classPeriodId: periodId,
        date,
        entries: [
          { studentId: roll[0]!.id, status: 'present' },
          { studentId: roll[0]!.id, status: 'absent' },
        ],
      },
      {
        clientId: clientId(),
        courseGroupId: group.id,
        classPeriodId: periodId,
        date,
        entries: [{ studentId: roll[0]!.id, status: 'late', lateMinutes: 500 }],
      },
      { clientId: clientId(), courseGroupId: group.id, classPeriodId: periodId, date, entries: [] },
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/attendance/sheets', manager, body);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    const [stranger] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, otherGroup.classroomId as number))
      .limit(1);
    const outsider = await submit(manager, date, [{ studentId: stranger!.id, status: 'present' }]);
    expect(outsider.statusCode).toBe(400);
    expect(json<{ message: string }>(outsider).message).toContain('کلاس');
    expect((await call('GET', '/api/attendance/sheet?courseGroupId=abc', manager)).statusCode).toBe(400);
  });

  it('lists, filters and edits single rows through the engine', async () => {
    const date = daysAgo(1);
    const late = await items(`/api/attendance?status=late&dateFrom=${date}&dateTo=${date}`, manager);
    expect(late.length).toBe(1);
    const row = late[0]!;
    const edited = await call('PATCH', `/api/attendance/${row.id}`, teacher, {
      version: row.version,
      status: 'present',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ data: Item }>(edited).data.lateMinutes).toBeNull();
    expect(
      (await items(`/api/attendance?dateFrom=${daysAgo(0)}`, manager)).every(
        (r) => String(r.date) >= daysAgo(0),
      ),
    ).toBe(true);
  });
});

describe('student leave', () => {
  it('approving marks the covered periods excused and pre-marks sheets; rejecting restores them', async () => {
    const date = daysAgo(4);
    const { students: roll } = await sheet(manager, date);
    const student = roll[2]!;
    await submit(
      manager,
      date,
      roll.map((s) => ({ studentId: s.id, status: s.id === student.id ? 'absent' : 'present' })),
    );
    const type = json<{ data: Item }>(
      await call('POST', '/api/leave-types', manager, { title: 'پزشکی (آزمون)', countsAsExcused: true }),
    ).data;
    const leave = await call('POST', '/api/student-leaves', manager, {
      studentId: student.id,
      leaveTypeId: type.id,
      fromDate: date,
      toDate: date,
      reason: 'بیماری',
    });
    expect(leave.statusCode).toBe(201);
    const leaveId = json<{ data: Item }>(leave).data.id;
    expect(json<{ data: Item }>(leave).data.status).toBe('pending');
    const others = await otherMarkedPeriods(date, student.id);

    const approved = await call('POST', `/api/student-leaves/${leaveId}/approve`, manager);
    expect(approved.statusCode).toBe(200);
    expect(json<{ data: { excused: number } }>(approved).data.excused).toBe(1 + others);
    const excused = (await rowsOf(date)).find((r) => r.studentId === student.id)!;
    expect(excused).toMatchObject({ status: 'excused', statusBeforeLeave: 'absent', leaveId });
    // The next period's sheet shows the student pre-marked excused.
    const next = (await sheet(manager, date, secondPeriodId)).students.find((s) => s.id === student.id)!;
    expect(next).toMatchObject({ status: 'excused', onLeave: true });
    // A decided leave is not edited in place.
    const stale = json<{ data: Item }>(await call('GET', `/api/student-leaves/${leaveId}`, manager)).data;
    expect(
      (
        await call('PATCH', `/api/student-leaves/${leaveId}`, manager, {
          version: stale.version,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);

    const rejected = await call('POST', `/api/student-leaves/${leaveId}/reject`, manager);
    expect(json<{ data: { restored: number } }>(rejected).data.restored).toBe(1 + others);
    expect((await rowsOf(date)).find((r) => r.studentId === student.id)).toMatchObject({
      status: 'absent',
      leaveId: null,
    });
    expect((await call('POST', `/api/student-leaves/${leaveId}/reject`, manager)).statusCode).toBe(409);
    const history = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, excused.id)));
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('a sheet that overrides an excused period frees it from the leave, audited with before and after', async () => {
    const date = daysAgo(5);
    const { students: roll } = await sheet(manager, date);
    const student = roll[3]!;
    const marks = (status: string) =>
      roll.map((s) =>
        s.id !== student.id
          ? { studentId: s.id, status: 'present' }
          : status === 'late'
            ? { studentId: s.id, status, lateMinutes: 5 }
            : { studentId: s.id, status },
      );
    await submit(manager, date, marks('absent'));
    const type = json<{ data: Item }>(
      await call('POST', '/api/leave-types', manager, { title: 'خانوادگی (آزمون)', countsAsExcused: true }),
    ).data;
    const leave = json<{ data: Item }>(
      await call('POST', '/api/student-leaves', manager, {
        studentId: student.id,
        leaveTypeId: type.id,
        fromDate: date,
        toDate: date,
      }),
    ).data;
    const others = await otherMarkedPeriods(date, student.id);
    await call('POST', `/api/student-leaves/${leave.id}/approve`, manager);
    const saved = json<{ data: { updated: number; unchanged: number } }>(
      await submit(manager, date, marks('late')),
    ).data;
    expect(saved).toMatchObject({ updated: 1, unchanged: roll.length - 1 });
    const row = (await rowsOf(date)).find((r) => r.studentId === student.id)!;
    expect(row).toMatchObject({ status: 'late', lateMinutes: 5, leaveId: null, statusBeforeLeave: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, row.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'update',
      before: { status: 'excused', lateMinutes: null, note: null },
      after: { status: 'late', lateMinutes: 5, note: null },
    });
    // Rejecting the leave now leaves the teacher's mark alone (and restores only the other periods).
    const rejected = await call('POST', `/api/student-leaves/${leave.id}/reject`, manager);
    expect(json<{ data: { restored: number } }>(rejected).data.restored).toBe(others);
    expect((await rowsOf(date)).find((r) => r.studentId === student.id)).toMatchObject({ status: 'late' });
  });

  it('checks permission, scope and dates of leave decisions', async () => {
    expect((await call('POST', '/api/student-leaves/999999/approve', manager)).statusCode).toBe(404);
    expect((await call('POST', '/api/student-leaves/abc/approve', manager)).statusCode).toBe(400);
    expect((await call('POST', '/api/student-leaves/1/approve', teacher)).statusCode).toBe(403);
    const type = (await items('/api/leave-types', manager))[0]!;
    const student = (await items('/api/students?pageSize=1', manager))[0]!;
    const backwards = await call('POST', '/api/student-leaves', manager, {
      studentId: student.id,
      leaveTypeId: type.id,
      fromDate: daysAgo(1),
      toDate: daysAgo(3),
    });
    expect(backwards.statusCode).toBe(400);
    expect(json<{ message: string }>(backwards).message).toContain('پایان');
  });
});

describe('absence notices', () => {
  it('queue one SMS per absent student per day when the school turns them on, and the sender delivers it', async () => {
    const schoolId = (await schoolIds(ctx.database.db))[0]!;
    const school = json<{ data: Item }>(await call('GET', `/api/schools/${schoolId}`, admin)).data;
    const patched = await call('PATCH', `/api/schools/${schoolId}`, admin, {
      version: school.version,
      absenceSmsEnabled: true,
    });
    expect(patched.statusCode).toBe(200);
    const date = daysAgo(5);
    const { students: roll } = await sheet(manager, date);
    const absentee = roll[3]!;
    await ctx.database.db
      .update(students)
      .set({ fatherMobile: '09121234567' })
      .where(eq(students.id, absentee.id));
    const entries = roll.map((s) => ({
      studentId: s.id,
      status: s.id === absentee.id ? 'absent' : 'present',
    }));
    await submit(manager, date, entries);
    await submit(manager, date, entries, clientId(), secondPeriodId);
    const queued = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.studentId, absentee.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: '09121234567', status: 'pending', kind: 'absence' });
    expect(queued[0]!.body).toContain('غایب');

    const failing = { name: 'down', send: () => Promise.reject(new Error('provider down')) };
    expect(await deliverDueMessages(ctx.database.db, failing)).toEqual({ sent: 0, failed: 1 });
    const [retrying] = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued[0]!.id));
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down' });
    expect(retrying!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await ctx.database.db.update(smsOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await deliverDueMessages(ctx.database.db, logProvider())).toEqual({ sent: 1, failed: 0 });
    const [sent] = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued[0]!.id));
    expect(sent).toMatchObject({ status: 'sent', provider: 'log' });
    expect(await deliverDueMessages(ctx.database.db, logProvider())).toEqual({ sent: 0, failed: 0 });
  });
});

describe('activity minutes', () => {
  it('counts at most one minute per 50 seconds of pings', async () => {
    const id = await userId(ctx.database.db, 'teacher');
    const ping = await call('POST', '/api/activity/ping', teacher);
    expect(ping.statusCode).toBe(200);
    expect((await call('POST', '/api/activity/ping', teacher)).json()).toMatchObject({
      data: { counted: false },
    });
    expect(await recordActiveMinute(ctx.database.db, id, new Date(Date.now() + 60_000))).toBe(true);
    const [row] = await ctx.database.db
      .select({ minutes: userActivity.minutes })
      .from(userActivity)
      .where(eq(userActivity.userId, id));
    expect(row!.minutes).toBe(2);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/activity/ping' })).statusCode).toBe(401);
    const [total] = await ctx.database.db.select({ value: count() }).from(userActivity);
    expect(total!.value).toBe(1);
  });
});
