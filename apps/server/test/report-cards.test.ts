import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courseGroupStudents,
  examScores,
  examTypes,
  exams,
  reportCardCourses,
  reportCards,
  students,
} from '../src/db/schema';
import { computeReportCards } from '../src/modules/report-cards/compute-report-cards';
import { provideDisciplineScores } from '../src/modules/report-cards/discipline-scores';
import { buildGradingFixture, gradeNineIsFree, type GradingFixture } from './helpers/grading-fixture';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let fx: GradingFixture;
let schools: number[];

type Course = {
  courseGroupId: number;
  units: number;
  continuousScore: number | null;
  finalScore: number | null;
  score: number | null;
  qualitativeTypeId: number | null;
  qualitativeTitle: string | null;
  passed: boolean | null;
  classAverage: number | null;
};
type Card = {
  id: number;
  studentId: number;
  average: number | null;
  totalUnits: number;
  passedUnits: number;
  classRank: number | null;
  gradeRank: number | null;
  absentCount: number;
  lateCount: number;
  excusedCount: number;
  status: string;
  schoolName: string;
  disciplineScore: number | null;
  courses: Course[];
};

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function tokenFor(username: string, permissions: string[], schoolIndex = 0) {
  await createUserWith(ctx.database.db, username, permissions, schoolIndex);
  return (await login(ctx.app, username)).accessToken;
}

async function list(query: string, token = manager) {
  const response = await call('GET', `/api/report-cards?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: Card[]; total: number } }>(response).data;
}

async function card(id: number, token = manager) {
  const response = await call('GET', `/api/report-cards/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Card }>(response).data;
}

async function cardOf(studentId: number, term: number | 'year') {
  const { items } = await list(`term=${term}&studentId=${studentId}`);
  expect(items).toHaveLength(1);
  return card(items[0]!.id);
}

const course = (c: Card, groupId: number) => c.courses.find((x) => x.courseGroupId === groupId);
const generate = (body: Record<string, unknown>, token = manager) =>
  call('POST', '/api/report-cards/generate', token, body);

beforeAll(async () => {
  ctx = await createTestContext();
  schools = await schoolIds(ctx.database.db);
  expect(await gradeNineIsFree(ctx.database.db, schools[0]!)).toBe(true);
  fx = await buildGradingFixture(ctx.database.db, schools[0]!);
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

describe('term report cards against the hand-computed fixture', () => {
  it('computes every studying student of grade 9 (not the one who left)', async () => {
    const response = await generate({ termId: fx.t1, gradeLevel: 9 });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: unknown }>(response).data).toEqual({
      students: 7,
      computed: 7,
      published: 0,
      removed: 0,
      // G (9B) has no Math final in term 1: a warning with the course and the student.
      missing: [
        {
          termId: fx.t1,
          termTitle: expect.any(String),
          courseGroupId: fx.groups.M2,
          courseTitle: 'ریاضی نهم',
          classroomName: 'نهم ب',
          students: [{ id: fx.students.G, firstName: 'چ', lastName: 'آزمونی چ' }],
        },
      ],
    });
    expect(json<{ message: string }>(response).message).toContain('نمره پایانی ۱ درس');
    const { items, total } = await list(`term=${fx.t1}&gradeLevel=9`);
    expect(total).toBe(7);
    expect(items.map((c) => c.studentId)).not.toContain(fx.students.E);
  });

  it('A: weighted continuous with a weight-2 exam, finals out of 20 and 40, half-up 16.375 → 16.38', async () => {
    const a = await cardOf(fx.students.A, fx.t1);
    // Math continuous (16 + 14 + 18×2) / 4 = 16.5; final (17.5 + 30/40×20) / 2 = 16.25; term 16.375.
    expect(course(a, fx.groups.M)).toMatchObject({
      units: 3,
      continuousScore: 16.5,
      finalScore: 16.25,
      score: 16.38,
      passed: true,
      classAverage: 12.79, // (16.38 + 9.5 + 12.63 + 12.63) / 4 = 12.785
    });
    expect(course(a, fx.groups.L)).toMatchObject({
      continuousScore: null,
      finalScore: 19,
      score: 19,
      passed: true,
    });
    expect(course(a, fx.groups.L)!.classAverage).toBe(14.25); // (19 + 12 + 11.75) / 3
    // Art is qualitative: 19 falls in «خیلی خوب» (18–20); it stays out of the average.
    expect(course(a, fx.groups.Q)).toMatchObject({
      score: 19,
      qualitativeTitle: 'خیلی خوب',
      classAverage: 15,
    });
    // (16.38 × 3 + 19 × 2) / 5 = 17.428
    expect(a).toMatchObject({
      average: 17.43,
      totalUnits: 5,
      passedUnits: 5,
      classRank: 1,
      gradeRank: 1,
      absentCount: 2,
      lateCount: 1,
      excusedCount: 0,
      status: 'draft',
      schoolName: 'دبیرستان پسرانه فرهنگ',
    });
  });

  it('B: absent counts 0, failing below 10 and passing at a course passing score of 12', async () => {
    const b = await cardOf(fx.students.B, fx.t1);
    // Continuous (0 + 12 + 15×2) / 4 = 10.5; final (9 + 8) / 2 = 8.5; term 9.5 → failed.
    expect(course(b, fx.groups.M)).toMatchObject({
      continuousScore: 10.5,
      finalScore: 8.5,
      score: 9.5,
      passed: false,
    });
    expect(course(b, fx.groups.L)).toMatchObject({ score: 12, passed: true });
    // No numbers in Art: the type entered directly.
    expect(course(b, fx.groups.Q)).toMatchObject({ score: null, qualitativeTitle: 'خوب', passed: null });
    // (9.5 × 3 + 12 × 2) / 5 = 10.5; tied with F (9B) in the grade.
    expect(b).toMatchObject({ average: 10.5, totalUnits: 5, passedUnits: 2, classRank: 4, gradeRank: 4 });
  });

  it('C: excused and empty cells are left out', async () => {
    const c = await cardOf(fx.students.C, fx.t1);
    // Continuous 11.25×2 / 2; final 14 (the excused 40-mark exam left out); term 12.625 → 12.63.
    expect(course(c, fx.groups.M)).toMatchObject({ continuousScore: 11.25, finalScore: 14, score: 12.63 });
    expect(course(c, fx.groups.L)).toMatchObject({ score: 11.75, passed: false });
    expect(course(c, fx.groups.Q)).toMatchObject({ score: null, qualitativeTypeId: null });
    // (12.63 × 3 + 11.75 × 2) / 5 = 12.278
    expect(c).toMatchObject({ average: 12.28, totalUnits: 5, passedUnits: 3, classRank: 3, gradeRank: 3 });
  });

  it('D: the override replaces the computed continuous score; not in the Literature subgroup', async () => {
    const d = await cardOf(fx.students.D, fx.t1);
    // Override 13 (computed would be 9.75); final (12 + 25/40×20) / 2 = 12.25; term 12.625.
    expect(course(d, fx.groups.M)).toMatchObject({ continuousScore: 13, finalScore: 12.25, score: 12.63 });
    expect(course(d, fx.groups.L)).toBeUndefined();
    expect(course(d, fx.groups.Q)).toMatchObject({ score: 11, qualitativeTitle: 'نیاز به تلاش بیشتر' });
    expect(d).toMatchObject({ average: 12.63, totalUnits: 3, passedUnits: 3, classRank: 2, gradeRank: 2 });
  });

  it('ranks ties alike and skips the next rank; no average, no rank', async () => {
    const f = await cardOf(fx.students.F, fx.t1);
    const g = await cardOf(fx.students.G, fx.t1);
    const h = await cardOf(fx.students.H, fx.t1);
    expect(f).toMatchObject({ average: 10.5, classRank: 1, gradeRank: 4 });
    expect(g).toMatchObject({ average: null, totalUnits: 0, classRank: null, gradeRank: null });
    expect(h).toMatchObject({ average: 8, classRank: 2, gradeRank: 6, passedUnits: 0 });
    expect(course(f, fx.groups.M2)!.classAverage).toBe(9.25);
  });
});

describe('year report cards', () => {
  it('weights term scores by term ordinal and counts the attendance of the whole year', async () => {
    const response = await generate({ termId: null, classroomId: fx.room1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { students: number; computed: number } }>(response).data).toMatchObject({
      students: 4,
      computed: 4,
    });
    const a = await cardOf(fx.students.A, 'year');
    // Math (16.38 × 1 + 12 × 2) / 3 = 13.46; Literature only in term 1: 19.
    expect(course(a, fx.groups.M)).toMatchObject({ continuousScore: null, finalScore: null, score: 13.46 });
    expect(course(a, fx.groups.L)!.score).toBe(19);
    // (13.46 × 3 + 19 × 2) / 5 = 15.676
    expect(a).toMatchObject({ average: 15.68, classRank: 1, absentCount: 3, lateCount: 1 });
    const b = await cardOf(fx.students.B, 'year');
    // Math (9.5 + 28) / 3 = 12.5 passes; Literature has no term-2 final, so no result and no units.
    expect(b).toMatchObject({ average: 12.3, passedUnits: 3, classRank: 3 });
    expect(course(b, fx.groups.L)).toMatchObject({ score: 12, passed: null });
    const c = await cardOf(fx.students.C, 'year');
    expect(course(c, fx.groups.M)!.score).toBe(4.21); // (12.63 + 0 × 2) / 3: absent in term 2
    expect(c).toMatchObject({ average: 7.23, passedUnits: 0, classRank: 4 });
    const d = await cardOf(fx.students.D, 'year');
    expect(d).toMatchObject({ average: 12.63, classRank: 2 });
    // D has no Math final in term 2: a passing score, yet never «قبول» while the final is missing.
    expect(course(d, fx.groups.M)).toMatchObject({ score: 12.63, passed: null });
    const missing = json<{
      data: { missing: { termId: number; courseGroupId: number; students: { id: number }[] }[] };
    }>(response).data.missing;
    const ofTerm2 = (groupId: number) =>
      missing.find((m) => m.termId === fx.t2 && m.courseGroupId === groupId)?.students.map((s) => s.id);
    expect(ofTerm2(fx.groups.M)).toEqual([fx.students.D]);
    expect(ofTerm2(fx.groups.L)).toEqual([fx.students.A, fx.students.B, fx.students.C]);
    // Art is qualitative: it waits for no final.
    expect(missing.some((m) => m.courseGroupId === fx.groups.Q)).toBe(false);
  });

  it('is callable directly (the benchmark) for the whole network', async () => {
    const result = await computeReportCards(ctx.database.db, { academicYearId: fx.yearId, termId: fx.t1 });
    expect(result.students).toBeGreaterThan(100);
    expect(result.computed).toBe(result.students);
    expect((await cardOf(fx.students.A, fx.t1)).average).toBe(17.43);
  });
});

describe('publication', () => {
  let cardA: Card;
  let amender: string;

  beforeAll(async () => {
    cardA = await cardOf(fx.students.A, fx.t1);
    amender = await tokenFor('rc-scorer', ['exams.scores', 'exams.all-groups']);
  });

  const scoreA = (token: string, score: number, reason?: string) =>
    call('POST', `/api/exams/${fx.mathFinal}/scores`, token, {
      clientId: `rc-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      courseGroupId: fx.groups.M,
      entries: [{ studentId: fx.students.A, score }],
      ...(reason ? { reason } : {}),
    });

  it('publishes, freezes the card against recomputation and makes score edits amendments', async () => {
    const published = await call('POST', '/api/report-cards/publish', manager, { ids: [cardA.id] });
    expect(published.statusCode, published.body).toBe(200);
    expect(json<{ data: { changed: number } }>(published).data.changed).toBe(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report-cards'), eq(auditLog.entityId, cardA.id)));
    expect(audit).toMatchObject({ action: 'update', after: { status: 'published' } });
    expect((await list(`term=${fx.t1}&status=published`)).items.map((c) => c.id)).toEqual([cardA.id]);

    // A user without scores.amend cannot change A's term-1 scores any more.
    const refused = await scoreA(amender, 20);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('کارنامه');
    // The manager may amend, with a reason, and the amendment is audited with it.
    const noReason = await scoreA(manager, 20);
    expect(noReason.statusCode).toBe(400);
    const amended = await scoreA(manager, 20, 'اشتباه در ورود نمره');
    expect(amended.statusCode, amended.body).toBe(200);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'exam-scores'));
    expect(audits.at(-1)!.after).toMatchObject({ score: 20, reason: 'اشتباه در ورود نمره' });

    // Recomputing leaves the published card as it was.
    const again = json<{ data: { computed: number; published: number } }>(
      await generate({ termId: fx.t1, classroomId: fx.room1 }),
    ).data;
    expect(again).toMatchObject({ computed: 3, published: 1 });
    expect((await card(cardA.id)).average).toBe(17.43);
  });

  it('refuses to publish a card whose final is missing until it is entered or marked', async () => {
    const g = await cardOf(fx.students.G, fx.t1);
    const refused = await call('POST', '/api/report-cards/publish', manager, { ids: [g.id] });
    expect(refused.statusCode).toBe(409);
    const body = json<{ code: string; message: string; errors: Record<string, string> }>(refused);
    expect(body.code).toBe('MISSING_FINALS');
    expect(body.message).toContain('نمره پایانی ۱ درس برای ۱ دانش‌آموز');
    expect(Object.entries(body.errors)).toEqual([
      [expect.stringContaining('ریاضی نهم (نهم ب)'), 'چ آزمونی چ'],
    ]);
    expect((await card(g.id)).status).toBe('draft');
    // Marked absent in the group's final: nothing is missing any more, and the card publishes.
    const [final] = await ctx.database.db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
      .where(
        and(
          eq(exams.termId, fx.t1),
          eq(examTypes.countsToward, 'final'),
          sql`${fx.groups.M2} = any(${exams.courseGroupIds})`,
        ),
      );
    await ctx.database.db.insert(examScores).values({
      schoolId: schools[0]!,
      examId: final!.id,
      studentId: fx.students.G,
      courseGroupId: fx.groups.M2,
      mark: 'absent',
    });
    const published = await call('POST', '/api/report-cards/publish', manager, { ids: [g.id] });
    expect(published.statusCode, published.body).toBe(200);
    await call('POST', '/api/report-cards/unpublish', manager, { ids: [g.id] });
  });

  it('shows the discipline score only when the discipline module provides one', async () => {
    // The app registers the discipline module's scores (its own tests cover them); a stand-in
    // replaces them here, and once it is taken away no module provides any.
    const stop = provideDisciplineScores(async (_db, cards) => new Map(cards.map((c) => [c.id, 18.5])));
    try {
      expect((await card(cardA.id)).disciplineScore).toBe(18.5);
    } finally {
      stop();
    }
    expect((await card(cardA.id)).disciplineScore).toBeNull();
  });

  it('unpublishing lets the recomputation take the amended score', async () => {
    const response = await call('POST', '/api/report-cards/unpublish', manager, { ids: [cardA.id] });
    expect(response.statusCode, response.body).toBe(200);
    await generate({ termId: fx.t1, classroomId: fx.room1 });
    // Math final (20 + 15) / 2 = 17.5; term (16.5 + 17.5) / 2 = 17; average (17×3 + 19×2) / 5 = 17.8.
    const a = await card(cardA.id);
    expect(course(a, fx.groups.M)!.score).toBe(17);
    expect(a).toMatchObject({ average: 17.8, status: 'draft' });
    // Draft again: the score-only user may edit again.
    expect((await scoreA(amender, 17.5)).statusCode).toBe(200);
  });

  it("offers the current year's terms and the school's classrooms as filters", async () => {
    const response = await call('GET', '/api/report-cards/options', manager);
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{
      data: { terms: { id: number }[]; classrooms: { id: number; gradeLevel: number }[] };
    }>(response).data;
    expect(data.terms.map((t) => t.id)).toEqual([fx.t1, fx.t2]);
    expect(data.classrooms.filter((c) => c.gradeLevel === 9).map((c) => c.id)).toEqual([fx.room1, fx.room2]);
  });

  it('prints a classroom: every card with its courses, in roll order', async () => {
    const response = await call(
      'GET',
      `/api/report-cards/print?term=${fx.t1}&classroomId=${fx.room1}`,
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const cards = json<{ data: { cards: Card[] } }>(response).data.cards;
    expect(cards.map((c) => c.studentId)).toEqual([
      fx.students.A,
      fx.students.B,
      fx.students.C,
      fx.students.D,
    ]);
    expect(cards[1]!.courses).toHaveLength(3);
  });

  it('drops the course row of a group the student no longer takes', async () => {
    await ctx.database.db
      .delete(courseGroupStudents)
      .where(
        and(
          eq(courseGroupStudents.courseGroupId, fx.groups.L),
          eq(courseGroupStudents.studentId, fx.students.C),
        ),
      );
    await generate({ termId: fx.t1, classroomId: fx.room1 });
    const c = await cardOf(fx.students.C, fx.t1);
    expect(course(c, fx.groups.L)).toBeUndefined();
    // Math only now: 12.63 × 3 / 3.
    expect(c).toMatchObject({ average: 12.63, totalUnits: 3 });
  });

  it('drops the draft card of a student who left, keeping published ones', async () => {
    const [before] = await ctx.database.db
      .select({ id: reportCards.id })
      .from(reportCards)
      .where(and(eq(reportCards.studentId, fx.students.H), eq(reportCards.termId, fx.t1)));
    await ctx.database.db.update(students).set({ status: 'left' }).where(eq(students.id, fx.students.H));
    const result = json<{ data: { removed: number } }>(await generate({ termId: fx.t1, gradeLevel: 9 })).data;
    expect(result.removed).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(reportCards)
      .where(eq(reportCards.studentId, fx.students.H));
    expect(rows).toHaveLength(0);
    // Its course rows go with it (they have no foreign key to cascade through).
    const courses = await ctx.database.db
      .select()
      .from(reportCardCourses)
      .where(eq(reportCardCourses.reportCardId, before!.id));
    expect(courses).toHaveLength(0);
  });

  it('keeps and computes again the card of a student who left after it was published', async () => {
    // A's card was published and returned to draft above: the family's record of the term.
    const before = await cardOf(fx.students.A, fx.t1);
    expect(before.status).toBe('draft');
    await ctx.database.db.update(students).set({ status: 'left' }).where(eq(students.id, fx.students.A));
    try {
      expect((await scoreA(manager, 10)).statusCode).toBe(200);
      const result = json<{ data: { removed: number } }>(
        await generate({ termId: fx.t1, classroomId: fx.room1 }),
      ).data;
      expect(result.removed).toBe(0);
      // Math final (10 + 15) / 2 = 12.5; term (16.5 + 12.5) / 2 = 14.5; average (14.5×3 + 19×2) / 5 = 16.3.
      const after = await card(before.id);
      expect(course(after, fx.groups.M)!.score).toBe(14.5);
      expect(after).toMatchObject({ average: 16.3, status: 'draft', classroomId: fx.room1 });
    } finally {
      await ctx.database.db
        .update(students)
        .set({ status: 'studying' })
        .where(eq(students.id, fx.students.A));
    }
  });
});

describe('demo data', () => {
  it("gives the demo classroom's cards real averages and ranks", async () => {
    const options = json<{ data: { terms: { id: number }[]; classrooms: { id: number; name: string }[] } }>(
      await call('GET', '/api/report-cards/options', manager),
    ).data;
    const room = options.classrooms.find((c) => c.name === '101')!;
    let cards: Card[] = [];
    for (const term of options.terms) {
      await generate({ termId: term.id, classroomId: room.id });
      const { items } = await list(`term=${term.id}&classroomId=${room.id}`);
      if (items.some((c) => c.average !== null)) cards = items;
    }
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.every((c) => c.average !== null && c.classRank !== null)).toBe(true);
    expect(new Set(cards.map((c) => c.average)).size).toBeGreaterThan(3);
  });
});

describe('permissions, scope and validation', () => {
  it('refuses without the permission (403)', async () => {
    const reader = await tokenFor('rc-reader', ['report-card.list']);
    expect((await generate({ termId: fx.t1 }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/report-cards/publish', reader, { ids: [1] })).statusCode).toBe(403);
    const nobody = await tokenFor('rc-nobody', ['students.list']);
    expect((await call('GET', '/api/report-cards', nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/report-cards/print?term=${fx.t1}&gradeLevel=9`, nobody)).statusCode).toBe(
      403,
    );
  });

  it("hides another school's cards and classrooms (404)", async () => {
    const other = await tokenFor(
      'rc-other',
      ['report-card.list', 'report-card.add', 'report-card.publish'],
      1,
    );
    const a = await cardOf(fx.students.A, fx.t1);
    expect((await call('GET', `/api/report-cards/${a.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', '/api/report-cards/publish', other, { ids: [a.id] })).statusCode).toBe(404);
    expect((await generate({ termId: fx.t1, classroomId: fx.room1 }, other)).statusCode).toBe(404);
    const { items } = await list(`term=${fx.t1}`, other);
    expect(items.every((c) => c.studentId !== fx.students.A)).toBe(true);
  });

  it('answers malformed input with 400 and a Persian message', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/report-cards/generate', { termId: 'x' }],
      ['POST', '/api/report-cards/generate', { termId: fx.t1, classroomId: fx.room1, gradeLevel: 9 }],
      ['POST', '/api/report-cards/publish', { ids: [] }],
      ['GET', '/api/report-cards?status=done', undefined],
      ['GET', '/api/report-cards?term=abc', undefined],
      ['GET', `/api/report-cards/print?term=${fx.t1}`, undefined],
      ['GET', '/api/report-cards/x', undefined],
    ] as const) {
      const response = await call(method, url, manager, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    // A term of no year of the school's: 404.
    expect((await generate({ termId: 999_999 })).statusCode).toBe(404);
  });
});
