/**
 * The year's results and the make-up exams through the API on the demo network (its year cards
 * and its make-up exam, demo-year-results.ts): the report, a hand-set outcome (audited, cleared),
 * the make-up's students and scores and the outcome recomputed from them; 403, 404 and 400.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  classrooms,
  makeupExams,
  reportCardCourses,
  reportCards,
  students,
} from '../src/db/schema';
import { studentYearOutcomes } from '../src/modules/year-results';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let schools: number[];
let roomA: { id: number; gradeLevel: number };
let roomB: number;

type Row = {
  id: number;
  outcome: string | null;
  ruleOutcome: string | null;
  average: number | null;
  override: { outcome: string; reason: string } | null;
  courses: {
    coursePlanId: number;
    originalScore: number | null;
    makeupScore: number | null;
    passed: boolean;
  }[];
};
type Report = {
  counts: Record<string, number>;
  students: Row[];
  makeupExams: { id: number; coursePlanId: number; students: number; scored: number }[];
};

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function report(query: string, token = manager) {
  const response = await call('GET', `/api/year-results/report?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Report }>(response).data;
}

async function tokenFor(username: string, permissions: string[], schoolIndex = 0) {
  await createUserWith(ctx.database.db, username, permissions, schoolIndex);
  return (await login(ctx.app, username)).accessToken;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  schools = await schoolIds(ctx.database.db);
  const db = ctx.database.db;
  const [a] = await db
    .select({ id: classrooms.id, gradeLevel: classrooms.gradeLevel })
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schools[0]!), eq(classrooms.gradeLevel, 11)))
    .orderBy(classrooms.id)
    .limit(1);
  roomA = a!;
  const [b] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schools[1]!));
  roomB = b!.id;
});
afterAll(() => ctx.close());

describe('year results report', () => {
  it("counts a classroom's outcomes and lists the make-up students with their courses", async () => {
    const data = await report(`classroomId=${roomA.id}`);
    const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(data.students.length);
    expect(data.students.length).toBeGreaterThan(0);
    expect(data.counts.passed).toBeGreaterThan(0);
    expect(data.counts.makeup! + data.counts.repeat!).toBeGreaterThan(0);
    for (const row of data.students.filter((s) => s.outcome === 'makeup')) {
      expect(row.courses.some((c) => !c.passed)).toBe(true);
    }
    expect(data.makeupExams.length).toBe(1);
    // The same outcomes as the module gives other modules.
    const map = await studentYearOutcomes(ctx.database.db, schools[0]!, (await currentYear()).id);
    for (const row of data.students) expect(map.get(row.id)?.outcome).toBe(row.outcome);
  });

  it('exports the same rows as a workbook', async () => {
    const response = await call('GET', `/api/year-results/report.xlsx?classroomId=${roomA.id}`, manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses another school’s classroom (404), a bad grade (400) and a user without the permission (403)', async () => {
    const other = await call('GET', `/api/year-results/report?classroomId=${roomB}`, manager);
    expect(other.statusCode).toBe(404);
    const bad = await call('GET', '/api/year-results/report?gradeLevel=13', manager);
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.gradeLevel).toMatch(/پایه/);
    const nobody = await tokenFor('yr-nobody', ['students.list']);
    expect((await call('GET', `/api/year-results/report?classroomId=${roomA.id}`, nobody)).statusCode).toBe(
      403,
    );
  });
});

async function currentYear() {
  const rows = await ctx.database.db.execute(sql`select id from academic_years where is_current`);
  return (rows as unknown as { rows: { id: number }[] }).rows[0]!;
}

describe('a hand-set outcome', () => {
  it('wins over the rule with a reason, is audited, and clearing it lets the rule decide again', async () => {
    const data = await report(`classroomId=${roomA.id}`);
    const passed = data.students.find((s) => s.outcome === 'passed')!;
    const set = await call('PUT', `/api/year-results/${passed.id}/outcome`, manager, {
      outcome: 'repeat',
      reason: 'غیبت بیش از حد مجاز',
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = (await report(`classroomId=${roomA.id}`)).students.find((s) => s.id === passed.id)!;
    expect(after).toMatchObject({ outcome: 'repeat', ruleOutcome: 'passed' });
    expect(after.override?.reason).toBe('غیبت بیش از حد مجاز');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'year-outcome-overrides'), eq(auditLog.action, 'create')));
    expect(audits.at(-1)).toMatchObject({
      before: expect.objectContaining({ studentId: passed.id, outcome: 'passed' }),
      after: { studentId: passed.id, outcome: 'repeat', reason: 'غیبت بیش از حد مجاز' },
    });
    const cleared = await call('DELETE', `/api/year-results/${passed.id}/outcome`, manager);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const back = (await report(`classroomId=${roomA.id}`)).students.find((s) => s.id === passed.id)!;
    expect(back).toMatchObject({ outcome: 'passed', override: null });
  });

  it('refuses a missing reason or an unknown outcome in Persian (400), another school’s student (404) and 403', async () => {
    const [student] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, roomA.id))
      .limit(1);
    const noReason = await call('PUT', `/api/year-results/${student!.id}/outcome`, manager, {
      outcome: 'passed',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noReason).errors.reason).toMatch(/علت/);
    const unknown = await call('PUT', `/api/year-results/${student!.id}/outcome`, manager, {
      outcome: 'x',
      reason: 'آزمایش',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(unknown).errors.outcome).toMatch(/نتیجه/);
    const [foreign] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, schools[1]!))
      .limit(1);
    const other = await call('PUT', `/api/year-results/${foreign!.id}/outcome`, manager, {
      outcome: 'passed',
      reason: 'آزمایش',
    });
    expect(other.statusCode).toBe(404);
    const reader = await tokenFor('yr-reader', ['year-results.list']);
    const refused = await call('PUT', `/api/year-results/${student!.id}/outcome`, reader, {
      outcome: 'passed',
      reason: 'آزمایش',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('make-up exams', () => {
  it('fills its students from the outcomes, and a scored make-up changes the outcome', async () => {
    const db = ctx.database.db;
    const [exam] = await db.select().from(makeupExams).where(eq(makeupExams.schoolId, schools[0]!));
    // A student of the exam's course, every other course passed and this one failed at 8.
    const data = await report('');
    const candidate = data.students.find((s) =>
      s.courses.some((c) => c.coursePlanId === exam!.coursePlanId),
    )!;
    const [card] = await db
      .select({ id: reportCards.id })
      .from(reportCards)
      .where(and(eq(reportCards.studentId, candidate.id), isNull(reportCards.termId)));
    await db
      .update(reportCardCourses)
      .set({ score: 15, passed: true })
      .where(eq(reportCardCourses.reportCardId, card!.id));
    await db
      .update(reportCardCourses)
      .set({ score: 8, passed: false })
      .where(
        and(
          eq(reportCardCourses.reportCardId, card!.id),
          eq(reportCardCourses.coursePlanId, exam!.coursePlanId),
        ),
      );
    await call('DELETE', `/api/makeup-exams/${exam!.id}/students/${candidate.id}`, manager);

    const fill = await call('POST', `/api/makeup-exams/${exam!.id}/fill`, manager);
    expect(fill.statusCode, fill.body).toBe(200);
    const roster = json<{
      data: { students: { studentId: number; yearScore: number | null; outcome: string }[] };
    }>(await call('GET', `/api/makeup-exams/${exam!.id}/students`, manager)).data.students;
    expect(roster.find((r) => r.studentId === candidate.id)).toMatchObject({
      yearScore: 8,
      outcome: 'makeup',
    });
    // Filling again adds nobody twice.
    expect(
      json<{ data: { added: number } }>(await call('POST', `/api/makeup-exams/${exam!.id}/fill`, manager))
        .data.added,
    ).toBe(0);

    const save = (score: number | null, mark: string | null = null) =>
      call('POST', `/api/makeup-exams/${exam!.id}/scores`, manager, {
        entries: [{ studentId: candidate.id, score, mark }],
      });
    expect((await save(12.5)).statusCode).toBe(200);
    let row = (await report('')).students.find((s) => s.id === candidate.id)!;
    expect(row.outcome).toBe('passed');
    expect(row.courses.find((c) => c.coursePlanId === exam!.coursePlanId)).toMatchObject({
      originalScore: 8,
      makeupScore: 12.5,
      passed: true,
    });
    expect((await save(9)).statusCode).toBe(200);
    row = (await report('')).students.find((s) => s.id === candidate.id)!;
    expect(row.outcome).toBe('repeat');
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'makeup-exam-students'), eq(auditLog.action, 'update')));
    expect(audits.at(-1)?.after).toMatchObject({ studentId: candidate.id, score: 9 });
  });

  it('refuses a score out of range or off the quarter step in Persian, a student not on the list, 403 and 404', async () => {
    const [exam] = await ctx.database.db
      .select()
      .from(makeupExams)
      .where(eq(makeupExams.schoolId, schools[0]!));
    const roster = json<{ data: { students: { studentId: number }[] } }>(
      await call('GET', `/api/makeup-exams/${exam!.id}/students`, manager),
    ).data.students;
    const studentId = roster[0]!.studentId;
    const high = await call('POST', `/api/makeup-exams/${exam!.id}/scores`, manager, {
      entries: [{ studentId, score: 25 }],
    });
    expect(high.statusCode).toBe(400);
    expect(json<{ message: string }>(high).message).toMatch(/بین/);
    const step = await call('POST', `/api/makeup-exams/${exam!.id}/scores`, manager, {
      entries: [{ studentId, score: 12.3 }],
    });
    expect(step.statusCode).toBe(400);
    const [outsider] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, schools[1]!))
      .limit(1);
    const notListed = await call('POST', `/api/makeup-exams/${exam!.id}/scores`, manager, {
      entries: [{ studentId: outsider!.id, score: 12 }],
    });
    expect(notListed.statusCode).toBe(400);
    const foreignAdd = await call('POST', `/api/makeup-exams/${exam!.id}/students`, manager, {
      studentId: outsider!.id,
    });
    expect(foreignAdd.statusCode).toBe(404);
    expect((await call('GET', '/api/makeup-exams/999999/students', manager)).statusCode).toBe(404);
    // Another school's manager does not see this exam.
    const otherManager = await tokenFor('yr-other', ['makeup-exams.list', 'makeup-exams.scores'], 1);
    expect((await call('GET', `/api/makeup-exams/${exam!.id}/students`, otherManager)).statusCode).toBe(404);
    const lister = await tokenFor('yr-lister', ['makeup-exams.list']);
    const refused = await call('POST', `/api/makeup-exams/${exam!.id}/scores`, lister, {
      entries: [{ studentId, score: 12 }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
