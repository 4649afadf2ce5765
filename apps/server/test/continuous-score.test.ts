import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, continuousScoreOverrides, courseGroups } from '../src/db/schema';
import { CONTINUOUS_MESSAGES } from '../src/modules/grading/continuous-access';
import { buildGradingFixture, type GradingFixture } from './helpers/grading-fixture';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let fx: GradingFixture;

type Item = {
  kind: string;
  title: string;
  score: number | null;
  mark: string | null;
  maxScore: number;
  weight: number;
  normalised: number | null;
};
type Row = {
  id: number;
  computed: number | null;
  value: number | null;
  override: { score: number; reason: string } | null;
  items: Item[];
};
type Sheet = { term: { id: number }; terms: { id: number }[]; students: Row[] };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const url = (groupId: number, query = '') => `/api/course-groups/${groupId}/continuous-score${query}`;

async function sheet(groupId: number, termId: number, token = manager) {
  const response = await call('GET', url(groupId, `?termId=${termId}`), token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Sheet }>(response).data;
}

async function tokenFor(username: string, permissions: string[], schoolIndex = 0) {
  await createUserWith(ctx.database.db, username, permissions, schoolIndex);
  return (await login(ctx.app, username)).accessToken;
}

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await buildGradingFixture(ctx.database.db, (await schoolIds(ctx.database.db))[0]!);
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

describe('continuous score', () => {
  it('shows the computed value and the worksheet and exam items behind it', async () => {
    const data = await sheet(fx.groups.M, fx.t1);
    expect(data.term.id).toBe(fx.t1);
    expect(data.students.map((s) => s.id)).toEqual([
      fx.students.A,
      fx.students.B,
      fx.students.C,
      fx.students.D,
    ]);
    const [a, b, c, d] = data.students;
    // (8/10×20 + 14 + 18×2) / 4; finals are not items of the continuous score.
    expect(a).toMatchObject({ computed: 16.5, value: 16.5, override: null });
    expect(a!.items.map((i) => [i.kind, i.maxScore, i.weight, i.score, i.normalised])).toEqual([
      ['worksheet', 10, 1, 8, 16],
      ['worksheet', 20, 1, 14, 14],
      ['exam', 20, 2, 18, 18],
    ]);
    expect(b).toMatchObject({ computed: 10.5 }); // absent worksheet counts 0
    expect(b!.items[0]).toMatchObject({ mark: 'absent', normalised: 0 });
    expect(c).toMatchObject({ computed: 11.25 }); // excused and empty left out
    expect(c!.items[0]).toMatchObject({ mark: 'excused', normalised: null });
    expect(d).toMatchObject({ computed: 9.75, value: 13, override: { score: 13, reason: 'پروژه' } });
  });

  it('sets an override with a reason, audited, and the report card uses it; removing it restores', async () => {
    const put = await call('PUT', url(fx.groups.M), manager, {
      termId: fx.t1,
      studentId: fx.students.B,
      score: 15.5,
      reason: 'فعالیت تکمیلی',
    });
    expect(put.statusCode, put.body).toBe(200);
    const b = (await sheet(fx.groups.M, fx.t1)).students[1]!;
    expect(b).toMatchObject({
      computed: 10.5,
      value: 15.5,
      override: { score: 15.5, reason: 'فعالیت تکمیلی' },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'continuous-score-overrides'), eq(auditLog.action, 'create')));
    expect(audit!.after).toMatchObject({ studentId: fx.students.B, score: 15.5, reason: 'فعالیت تکمیلی' });

    await call('POST', '/api/report-cards/generate', manager, { termId: fx.t1, classroomId: fx.room1 });
    const list = json<{ data: { items: { id: number }[] } }>(
      await call('GET', `/api/report-cards?term=${fx.t1}&studentId=${fx.students.B}`, manager),
    ).data.items;
    const card = json<{ data: { courses: { courseGroupId: number; continuousScore: number }[] } }>(
      await call('GET', `/api/report-cards/${list[0]!.id}`, manager),
    ).data;
    expect(card.courses.find((x) => x.courseGroupId === fx.groups.M)!.continuousScore).toBe(15.5);

    const removed = await call(
      'DELETE',
      url(fx.groups.M, `?termId=${fx.t1}&studentId=${fx.students.B}`),
      manager,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await sheet(fx.groups.M, fx.t1)).students[1]).toMatchObject({ value: 10.5, override: null });
    const again = await call(
      'DELETE',
      url(fx.groups.M, `?termId=${fx.t1}&studentId=${fx.students.B}`),
      manager,
    );
    expect(again.statusCode).toBe(404);
  });

  it('lets a teacher work on their own groups only, and needs the permission (403)', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await call('GET', url(fx.groups.M, `?termId=${fx.t1}`), teacher)).statusCode).toBe(403);
    const [own] = await ctx.database.db
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .orderBy(courseGroups.id)
      .limit(1);
    // The demo teacher owns the first seeded course group.
    expect((await call('GET', url(own!.id), teacher)).statusCode).toBe(200);
    const reader = await tokenFor('cs-reader', ['course-groups.list', 'exams.all-groups']);
    expect((await call('GET', url(fx.groups.M), reader)).statusCode).toBe(403);
    const put = await call('PUT', url(fx.groups.M), reader, {
      termId: fx.t1,
      studentId: fx.students.A,
      score: 12,
      reason: 'x',
    });
    expect(put.statusCode).toBe(403);
  });

  it("hides another school's course group (404)", async () => {
    const other = await tokenFor('cs-other', ['course-groups.continuous-score', 'exams.all-groups'], 1);
    expect((await call('GET', url(fx.groups.M), other)).statusCode).toBe(404);
    const put = await call('PUT', url(fx.groups.M), other, {
      termId: fx.t1,
      studentId: fx.students.A,
      score: 12,
      reason: 'علت',
    });
    expect(put.statusCode).toBe(404);
  });

  it('answers malformed input with 400 and a Persian message', async () => {
    const base = { termId: fx.t1, studentId: fx.students.A, score: 12, reason: 'علت' };
    for (const body of [
      { ...base, reason: '   ' },
      { ...base, reason: undefined },
      { ...base, score: 20.5 },
      { ...base, score: 12.3 },
      { ...base, studentId: fx.students.F }, // not in the group
      { ...base, termId: 999_999 }, // not a term of the group's year
      { ...base, extra: 1 },
    ]) {
      const response = await call('PUT', url(fx.groups.M), manager, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call('GET', url(fx.groups.M, '?termId=abc'), manager)).statusCode).toBe(400);
    expect((await call('DELETE', url(fx.groups.M, `?termId=${fx.t1}`), manager)).statusCode).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(continuousScoreOverrides)
        .where(eq(continuousScoreOverrides.studentId, fx.students.A)),
    ).toHaveLength(0);
  });

  it('treats a change after publication as an amendment', async () => {
    const list = json<{ data: { items: { id: number }[] } }>(
      await call('GET', `/api/report-cards?term=${fx.t1}&studentId=${fx.students.C}`, manager),
    ).data.items;
    await call('POST', '/api/report-cards/publish', manager, { ids: [list[0]!.id] });
    const teacherLike = await tokenFor('cs-all', ['course-groups.continuous-score', 'exams.all-groups']);
    const body = { termId: fx.t1, studentId: fx.students.C, score: 14, reason: 'علت' };
    expect((await call('PUT', url(fx.groups.M), teacherLike, body)).statusCode).toBe(409);
    expect((await call('PUT', url(fx.groups.M), manager, body)).statusCode).toBe(200);

    // Removing it again is an amendment too: refused without a reason, audited with it.
    const key = `?termId=${fx.t1}&studentId=${fx.students.C}`;
    const bare = await call('DELETE', url(fx.groups.M, key), manager);
    expect(bare.statusCode).toBe(400);
    expect(json<{ message: string }>(bare).message).toBe(CONTINUOUS_MESSAGES.removeReason);
    const reason = encodeURIComponent('ثبت اشتباه');
    const removed = await call('DELETE', url(fx.groups.M, `${key}&reason=${reason}`), manager);
    expect(removed.statusCode, removed.body).toBe(200);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'continuous-score-overrides'), eq(auditLog.action, 'delete')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toEqual({ amendment: true, reason: 'ثبت اشتباه' });
  });
});
