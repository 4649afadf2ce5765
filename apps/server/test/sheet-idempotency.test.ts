/**
 * The client id of a sheet save (attendance sheet, exam scores, worksheet) is the user's own: another
 * user's id never makes a save look applied, a retry of the same content is applied once, and the
 * same id with other content is refused with nothing written.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceRecords,
  attendanceSubmissions,
  auditLog,
  courseGroups,
  examScores,
  teachers,
  worksheetScores,
} from '../src/db/schema';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { CLIENT_ID_REUSED_MESSAGE } from '../src/engine/submission-keys';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
type Item = Record<string, unknown> & { id: number };
type Result = { duplicate: boolean; created: number; updated: number; unchanged: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const items = async (url: string, token: string) =>
  json<{ data: { items: Item[] } }>(await call('GET', url, token)).data.items;
let seq = 0;
const clientId = () => `same-key-${++seq}-${Date.now()}`;
const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));
const resultOf = (response: LightMyRequestResponse) => json<{ data: Result }>(response).data;

/** A refused reuse: 409 with the Persian message. */
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(409);
  const body = json<{ message: string; code: string }>(response);
  expect(body.message).toBe(CLIENT_ID_REUSED_MESSAGE);
  expect(body.code).toBe('CONFLICT');
}

const auditCount = async (entity: string) =>
  (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]!.n;

let teacherGroupIds: Set<number>;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  const db = ctx.database.db;
  const [me] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, await userId(db, 'teacher')));
  const own = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(eq(courseGroups.teacherId, me!.id));
  teacherGroupIds = new Set(own.map((g) => g.id));
});
afterAll(() => ctx.close());

describe('attendance sheet', () => {
  let group: Item;
  let otherGroup: Item;
  let periodId: number;
  const rosterOf = async (token: string, g: Item, date: string) => {
    const response = await call(
      'GET',
      `/api/attendance/sheet?courseGroupId=${g.id}&classPeriodId=${periodId}&date=${date}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { students: { id: number }[] } }>(response).data.students.map((s) => s.id);
  };
  const body = (id: string, g: Item, date: string, roll: number[], absent = 0) => ({
    clientId: id,
    courseGroupId: g.id,
    classPeriodId: periodId,
    date,
    entries: roll.map((studentId, i) => ({ studentId, status: i === absent ? 'absent' : 'present' })),
  });
  const submit = (token: string, payload: unknown) => call('POST', '/api/attendance/sheets', token, payload);
  const rowsOf = (date: string, roll: number[]) =>
    ctx.database.db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.date, date),
          eq(attendanceRecords.classPeriodId, periodId),
          inArray(attendanceRecords.studentId, roll),
        ),
      );

  beforeAll(async () => {
    const groups = await items('/api/course-groups?pageSize=100', manager);
    group = groups.find((g) => teacherGroupIds.has(g.id))!;
    otherGroup = groups.find((g) => !teacherGroupIds.has(g.id) && g.classroomId !== group.classroomId)!;
    periodId = (await items('/api/class-period?sort=ordinal:asc', manager))[0]!.id;
  });

  it("writes another user's sheet sent under the same client id", async () => {
    const date = daysAgo(1);
    const id = clientId();
    const roll = await rosterOf(teacher, group, date);
    const mine = await submit(teacher, body(id, group, date, roll));
    expect(resultOf(mine)).toMatchObject({ duplicate: false, created: roll.length });

    const otherRoll = await rosterOf(manager, otherGroup, date);
    const theirs = await submit(manager, body(id, otherGroup, date, otherRoll));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(resultOf(theirs)).toMatchObject({ duplicate: false, created: otherRoll.length });
    expect(await rowsOf(date, otherRoll)).toHaveLength(otherRoll.length);
    const keys = await ctx.database.db
      .select({ userId: attendanceSubmissions.userId })
      .from(attendanceSubmissions)
      .where(eq(attendanceSubmissions.clientId, id));
    expect(keys).toHaveLength(2);
  });

  it('applies a retry of the same sheet once, whatever the order of its rows', async () => {
    const date = daysAgo(2);
    const id = clientId();
    const roll = await rosterOf(teacher, group, date);
    const payload = body(id, group, date, roll);
    expect(resultOf(await submit(teacher, payload))).toMatchObject({
      duplicate: false,
      created: roll.length,
    });
    const audits = await auditCount('attendance');

    const retry = await submit(teacher, payload);
    expect(retry.statusCode).toBe(200);
    expect(resultOf(retry)).toEqual({ duplicate: true, created: 0, updated: 0, unchanged: roll.length });
    const reordered = await submit(teacher, { ...payload, entries: [...payload.entries].reverse() });
    expect(resultOf(reordered).duplicate).toBe(true);
    expect(await rowsOf(date, roll)).toHaveLength(roll.length);
    expect(await auditCount('attendance')).toBe(audits);
  });

  it('refuses the same client id with another sheet and writes nothing', async () => {
    const date = daysAgo(3);
    const id = clientId();
    const roll = await rosterOf(teacher, group, date);
    expect((await submit(teacher, body(id, group, date, roll, 0))).statusCode).toBe(200);
    const before = await rowsOf(date, roll);
    const audits = await auditCount('attendance');

    expectRefused(await submit(teacher, body(id, group, date, roll, 1)));
    // Another day is another sheet, so also refused.
    expectRefused(await submit(teacher, body(id, group, daysAgo(4), roll, 0)));
    expect(await rowsOf(date, roll)).toEqual(before);
    expect(await rowsOf(daysAgo(4), roll)).toHaveLength(0);
    expect(await auditCount('attendance')).toBe(audits);
  });

  it('refuses a client id recorded before submissions kept their content', async () => {
    const date = daysAgo(5);
    const id = clientId();
    const db = ctx.database.db;
    const [row] = await db
      .select({ schoolId: courseGroups.schoolId })
      .from(courseGroups)
      .where(eq(courseGroups.id, group.id));
    await db.insert(attendanceSubmissions).values({
      clientId: id,
      userId: await userId(db, 'teacher'),
      schoolId: row!.schoolId,
      courseGroupId: group.id,
      date,
      classPeriodId: periodId,
    });
    const roll = await rosterOf(teacher, group, date);
    expectRefused(await submit(teacher, body(id, group, date, roll)));
    expect(await rowsOf(date, roll)).toHaveLength(0);
  });

  it('refuses a malformed client id', async () => {
    const date = daysAgo(1);
    const roll = await rosterOf(teacher, group, date);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'نامعتبر-شناسه', 12345678]) {
      const response = await submit(teacher, { ...body('placeholder', group, date, roll), clientId: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(response).errors.clientId).toBeTruthy();
    }
    const { clientId: _omitted, ...missing } = body('placeholder', group, date, roll);
    expect((await submit(teacher, missing)).statusCode).toBe(400);
  });
});

describe('exam scores', () => {
  let exam: Item;
  let otherExam: Item;
  const groupOf = (e: Item) => (e.courseGroupIds as number[])[0]!;
  const studentsOf = async (token: string, e: Item) => {
    const response = await call('GET', `/api/exams/${e.id}/scores?courseGroupId=${groupOf(e)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{ data: { exam: { maxScore: number }; students: { id: number }[] } }>(response).data;
    return { max: data.exam.maxScore, ids: data.students.map((s) => s.id) };
  };
  const body = async (token: string, id: string, e: Item, shift = 0) => {
    const { max, ids } = await studentsOf(token, e);
    return {
      clientId: id,
      courseGroupId: groupOf(e),
      entries: ids.map((studentId, i) => ({ studentId, score: Math.min(max, 1 + ((i + shift) % 5)) })),
    };
  };
  const submit = (token: string, e: Item, payload: unknown) =>
    call('POST', `/api/exams/${e.id}/scores`, token, payload);
  const rowsOf = (e: Item) =>
    ctx.database.db
      .select()
      .from(examScores)
      .where(eq(examScores.examId, e.id))
      .orderBy(examScores.studentId);

  beforeAll(async () => {
    const all = (await items('/api/exams?pageSize=100', manager)).filter((e) => !e.locked);
    exam = all.find((e) => teacherGroupIds.has(groupOf(e)))!;
    otherExam = all.find((e) => !teacherGroupIds.has(groupOf(e)))!;
    expect(exam && otherExam).toBeTruthy();
  });

  it("writes another user's scores sent under the same client id", async () => {
    const id = clientId();
    const mine = await body(teacher, id, exam);
    expect(resultOf(await submit(teacher, exam, mine))).toMatchObject({ duplicate: false });

    const theirs = await body(manager, id, otherExam);
    const response = await submit(manager, otherExam, theirs);
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({ duplicate: false, created: theirs.entries.length });
    expect(await rowsOf(otherExam)).toHaveLength(theirs.entries.length);
  });

  it('applies a retry of the same scores once, whatever the order of its rows', async () => {
    const id = clientId();
    const payload = await body(teacher, id, exam, 2);
    expect(resultOf(await submit(teacher, exam, payload)).duplicate).toBe(false);
    const rows = await rowsOf(exam);
    const audits = await auditCount('exam-scores');

    const retry = await submit(teacher, exam, payload);
    expect(retry.statusCode).toBe(200);
    expect(resultOf(retry)).toMatchObject({ duplicate: true, created: 0, updated: 0 });
    const reordered = await submit(teacher, exam, { ...payload, entries: [...payload.entries].reverse() });
    expect(resultOf(reordered).duplicate).toBe(true);
    expect(await rowsOf(exam)).toEqual(rows);
    expect(await auditCount('exam-scores')).toBe(audits);
  });

  it('refuses the same client id with other scores and writes nothing', async () => {
    const id = clientId();
    expect((await submit(teacher, exam, await body(teacher, id, exam, 3))).statusCode).toBe(200);
    const rows = await rowsOf(exam);
    const audits = await auditCount('exam-scores');

    expectRefused(await submit(teacher, exam, await body(teacher, id, exam, 4)));
    expect(await rowsOf(exam)).toEqual(rows);
    expect(await auditCount('exam-scores')).toBe(audits);
  });

  it('refuses a malformed client id', async () => {
    const payload = await body(teacher, 'placeholder', exam);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), null]) {
      const response = await submit(teacher, exam, { ...payload, clientId: bad });
      expect(response.statusCode, String(bad)).toBe(400);
    }
  });
});

describe('worksheet', () => {
  let ownGroup: number;
  let otherGroup: number;
  const worksheetOf = async (token: string, group: number) => {
    const response = await call('GET', `/api/course-groups/${group}/worksheet`, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { term: { id: number }; students: { id: number }[] } }>(response).data;
  };
  /** A new activity of the group, and a body scoring every student in it. */
  const activityBody = async (token: string, group: number, id: string) => {
    const { term, students } = await worksheetOf(token, group);
    const created = await call('POST', `/api/course-groups/${group}/worksheet/activities`, token, {
      termId: term.id,
      title: `فعالیت ${id}`,
      maxScore: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    const activityId = json<{ data: { id: number } }>(created).data.id;
    return {
      activityId,
      payload: {
        clientId: id,
        termId: term.id,
        cells: students.map((s, i) => ({ activityId, studentId: s.id, score: 1 + (i % 9) })),
      },
    };
  };
  const submit = (token: string, group: number, payload: unknown) =>
    call('POST', `/api/course-groups/${group}/worksheet/scores`, token, payload);
  const cellsOf = (activityId: number) =>
    ctx.database.db
      .select()
      .from(worksheetScores)
      .where(eq(worksheetScores.activityId, activityId))
      .orderBy(worksheetScores.studentId);

  beforeAll(async () => {
    const groups = await items('/api/course-groups?pageSize=100', manager);
    ownGroup = groups.find((g) => teacherGroupIds.has(g.id))!.id;
    otherGroup = groups.find((g) => !teacherGroupIds.has(g.id))!.id;
  });

  it("writes another user's cells sent under the same client id", async () => {
    const id = clientId();
    const mine = await activityBody(teacher, ownGroup, id);
    expect(resultOf(await submit(teacher, ownGroup, mine.payload)).duplicate).toBe(false);

    const theirs = await activityBody(manager, otherGroup, id);
    const response = await submit(manager, otherGroup, theirs.payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({ duplicate: false, created: theirs.payload.cells.length });
    expect(await cellsOf(theirs.activityId)).toHaveLength(theirs.payload.cells.length);
  });

  it('applies a retry of the same cells once, whatever the order of its cells', async () => {
    const id = clientId();
    const { activityId, payload } = await activityBody(teacher, ownGroup, id);
    expect(resultOf(await submit(teacher, ownGroup, payload)).duplicate).toBe(false);
    const cells = await cellsOf(activityId);
    const audits = await auditCount('worksheet-scores');

    const retry = await submit(teacher, ownGroup, payload);
    expect(retry.statusCode).toBe(200);
    expect(resultOf(retry)).toMatchObject({ duplicate: true, created: 0, updated: 0 });
    const reordered = await submit(teacher, ownGroup, { ...payload, cells: [...payload.cells].reverse() });
    expect(resultOf(reordered).duplicate).toBe(true);
    expect(await cellsOf(activityId)).toEqual(cells);
    expect(await auditCount('worksheet-scores')).toBe(audits);
  });

  it('refuses the same client id with other cells and writes nothing', async () => {
    const id = clientId();
    const { activityId, payload } = await activityBody(teacher, ownGroup, id);
    expect((await submit(teacher, ownGroup, payload)).statusCode).toBe(200);
    const cells = await cellsOf(activityId);
    const audits = await auditCount('worksheet-scores');

    const changed = payload.cells.map((c, i) => (i === 0 ? { ...c, score: null, mark: 'absent' } : c));
    expectRefused(await submit(teacher, ownGroup, { ...payload, cells: changed }));
    expect(await cellsOf(activityId)).toEqual(cells);
    expect(await auditCount('worksheet-scores')).toBe(audits);
  });

  it('refuses a malformed client id', async () => {
    const { payload } = await activityBody(teacher, ownGroup, clientId());
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65)]) {
      const response = await submit(teacher, ownGroup, { ...payload, clientId: bad });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
