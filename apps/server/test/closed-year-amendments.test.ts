/**
 * An amendment is the one write a closed year takes, and it reaches the year's cards
 * (report-cards/closed-year-amendment.ts): on the hand-computed grade 9 fixture (grading-fixture.ts),
 * its cards published and its year closed, an amended final changes the student's term card and
 * year card (still published) and so the year's outcome, audited with the reason, and no other
 * card; a continuous score set by hand does the same. Plain writes stay refused with the
 * closed-year message; missing permissions, another school's exam and malformed input too.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examScores, examTypes, exams, reportCards } from '../src/db/schema';
import { CLOSED_YEAR_MESSAGE, CLOSED_YEAR_REASON_MESSAGE } from '../src/engine/closed-years';
import { buildGradingFixture, gradeNineIsFree, type GradingFixture } from './helpers/grading-fixture';
import { storedCards } from './helpers/stored-cards';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let fx: GradingFixture;
let schools: number[];
/** Term 2's Math final of 9A, where C was absent. */
let mathFinal2: number;

const db = () => ctx.database.db;
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const messageOf = (response: { body: string }) => JSON.parse(response.body).message as string;

async function tokenFor(username: string, permissions: string[], schoolIndex: number | null = 0) {
  await createUserWith(db(), username, permissions, schoolIndex);
  return (await login(ctx.app, username)).accessToken;
}

type Card = {
  id: number;
  status: string;
  average: number | null;
  courses: {
    courseGroupId: number;
    continuousScore: number | null;
    finalScore: number | null;
    score: number | null;
    passed: boolean | null;
  }[];
  yearResult: { outcome: string } | null;
};

async function cardOf(studentId: number, termId: number | null) {
  const [row] = await db()
    .select({ id: reportCards.id })
    .from(reportCards)
    .where(
      and(
        eq(reportCards.studentId, studentId),
        termId === null ? sql`${reportCards.termId} is null` : eq(reportCards.termId, termId),
      ),
    );
  const response = await call('GET', `/api/report-cards/${row!.id}`, manager);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Card }>(response).data;
}
const math = (card: Card) => card.courses.find((c) => c.courseGroupId === fx.groups.M)!;

/** Every stored card of 9A and its course rows, as they stand. */
const roomCards = () => storedCards(db(), eq(reportCards.classroomId, fx.room1), asc(reportCards.id));

async function finalExam(groupId: number, termId: number) {
  const [row] = await db()
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(
      and(
        eq(exams.termId, termId),
        eq(examTypes.countsToward, 'final'),
        sql`${groupId} = any(${exams.courseGroupIds})`,
      ),
    )
    .orderBy(asc(exams.id));
  return row!.id;
}

const saveScore = (
  token: string,
  examId: number,
  score: unknown,
  reason?: string,
  groupId = fx.groups.M,
  studentId = fx.students.C,
) =>
  call('POST', `/api/exams/${examId}/scores`, token, {
    clientId: `amend-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    courseGroupId: groupId,
    entries: [{ studentId, score }],
    ...(reason ? { reason } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  schools = await schoolIds(db());
  expect(await gradeNineIsFree(db(), schools[0]!)).toBe(true);
  fx = await buildGradingFixture(db(), schools[0]!);
  manager = (await login(ctx.app, 'manager')).accessToken;
  const schoolId = schools[0]!;
  // Complete the year before it closes: term 2's Literature final (A, B, C) and D's Math final,
  // and C's Art score, so that C's only failed course is Math (absent in term 2's final).
  mathFinal2 = await finalExam(fx.groups.M, fx.t2);
  await db().insert(examScores).values({
    schoolId,
    examId: mathFinal2,
    studentId: fx.students.D,
    courseGroupId: fx.groups.M,
    score: 12,
  });
  const { A, B, C } = fx.students;
  await fx.addExam(fx.groups.L, fx.t2, 'final', 20, 1, [
    [A, 14],
    [B, 14],
    [C, 14],
  ]);
  await fx.addExam(fx.groups.Q, fx.t1, 'continuous', 20, 1, [[C, 16]]);
  // 9A's cards of both terms and the year, published; then the year is closed.
  for (const termId of [fx.t1, fx.t2, null]) {
    const generated = await call('POST', '/api/report-cards/generate', manager, {
      termId,
      classroomId: fx.room1,
    });
    expect(generated.statusCode, generated.body).toBe(200);
  }
  const ids = (await roomCards()).map((c) => c.id);
  const published = await call('POST', '/api/report-cards/publish', manager, { ids });
  expect(published.statusCode, published.body).toBe(200);
  // D leaves within the year, after their cards were published (the cards stay theirs).
  const transferred = await call('POST', `/api/students/${fx.students.D}/transfer`, manager, {
    transferDate: '2026-06-01',
    destination: 'دبیرستان دیگر',
    reason: 'جابه‌جایی خانواده',
  });
  expect(transferred.statusCode, transferred.body).toBe(200);
  const closer = await tokenFor('amend-closer', ['year-rollover.close'], null);
  const closed = await call('POST', '/api/year-rollover/close', closer, { academicYearId: fx.yearId });
  expect(closed.statusCode, closed.body).toBe(200);
}, 180_000);
afterAll(() => ctx.close());

describe("a closed year's amendments", () => {
  it('start from a year card where C failed Math alone: a make-up', async () => {
    const year = await cardOf(fx.students.C, null);
    // Math (12.63 × 1 + 0 × 2) / 3 = 4.21; Literature (11.75 + 14 × 2) / 3 = 13.25.
    expect(math(year)).toMatchObject({ score: 4.21, passed: false });
    expect(year).toMatchObject({ status: 'published', average: 7.83, yearResult: { outcome: 'makeup' } });
  });

  it("count B's Art, typed «خوب» without a score, as passed (rule 2): B passes the year", async () => {
    const year = await cardOf(fx.students.B, null);
    const art = year.courses.find((c) => c.courseGroupId === fx.groups.Q)!;
    expect(art.score).toBeNull();
    expect(year.yearResult).toMatchObject({ outcome: 'passed' });
  });

  it('refuse plain writes with the closed-year message and leave every card as it was', async () => {
    const before = await roomCards();
    const generate = await call('POST', '/api/report-cards/generate', manager, {
      termId: null,
      classroomId: fx.room1,
    });
    expect(generate.statusCode, generate.body).toBe(409);
    expect(messageOf(generate)).toBe(CLOSED_YEAR_MESSAGE);
    const scorer = await tokenFor('amend-scorer', ['exams.scores', 'exams.all-groups']);
    const notAllowed = await saveScore(scorer, mathFinal2, 20, 'برگه پیدا شد');
    expect(notAllowed.statusCode, notAllowed.body).toBe(409);
    expect(messageOf(notAllowed)).toBe(CLOSED_YEAR_MESSAGE);
    const noReason = await saveScore(manager, mathFinal2, 20);
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect(messageOf(noReason)).toBe(CLOSED_YEAR_REASON_MESSAGE);
    expect(await roomCards()).toEqual(before);
  });

  it('refuse without the permission (403), for another school (404) and malformed input (400 in Persian)', async () => {
    const nobody = await tokenFor('amend-nobody', ['report-card.list']);
    expect((await saveScore(nobody, mathFinal2, 20, 'برگه پیدا شد')).statusCode).toBe(403);
    const [other] = await db()
      .select({ id: exams.id, groups: exams.courseGroupIds })
      .from(exams)
      .where(eq(exams.schoolId, schools[1]!))
      .limit(1);
    const foreign = await saveScore(manager, other!.id, 20, 'برگه پیدا شد', other!.groups[0]!);
    expect(foreign.statusCode, foreign.body).toBe(404);
    for (const [score, reason] of [
      ['بیست', 'برگه پیدا شد'],
      [25, 'برگه پیدا شد'],
      [20, 'ع'.repeat(301)],
    ] as const) {
      const bad = await saveScore(manager, mathFinal2, score, reason);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(messageOf(bad)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("carry an amended final to the student's term and year cards, and so to the outcome, audited", async () => {
    const before = await roomCards();
    const reason = 'برگه امتحان پیدا شد';
    const amended = await saveScore(manager, mathFinal2, 20, reason);
    expect(amended.statusCode, amended.body).toBe(200);

    const term2 = await cardOf(fx.students.C, fx.t2);
    expect(math(term2)).toMatchObject({ finalScore: 20, score: 20, passed: true });
    const year = await cardOf(fx.students.C, null);
    // Math (12.63 + 20 × 2) / 3 = 17.54; average (17.54 × 3 + 13.25 × 2) / 5 = 15.82.
    expect(math(year)).toMatchObject({ score: 17.54, passed: true });
    expect(year).toMatchObject({ status: 'published', average: 15.82, yearResult: { outcome: 'passed' } });
    expect(term2.status).toBe('published');

    // Only C's two cards changed; term 1's and everyone else's are as they were.
    const after = await roomCards();
    const changed = after.filter(
      (c) => JSON.stringify(c) !== JSON.stringify(before.find((b) => b.id === c.id)),
    );
    expect(changed.map((c) => c.id).sort()).toEqual([term2.id, year.id].sort());

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report-cards'), inArray(auditLog.entityId, [term2.id, year.id])))
      .orderBy(asc(auditLog.id));
    const amendments = audits.filter((a) => (a.after as { amendment?: boolean } | null)?.amendment);
    expect(amendments.map((a) => a.entityId).sort()).toEqual([term2.id, year.id].sort());
    const yearAudit = amendments.find((a) => a.entityId === year.id)!;
    expect(yearAudit.before).toMatchObject({ average: 7.83 });
    expect(yearAudit.after).toMatchObject({ average: 15.82, reason });
  });

  it('carry a continuous score set by hand the same way', async () => {
    const computed = math(await cardOf(fx.students.C, fx.t1)).continuousScore;
    const put = await call('PUT', `/api/course-groups/${fx.groups.M}/continuous-score`, manager, {
      termId: fx.t1,
      studentId: fx.students.C,
      score: 19.25,
      reason: 'پروژه تحویل‌شده ثبت نشده بود',
    });
    expect(put.statusCode, put.body).toBe(200);
    // Term 1 Math (19.25 + 14) / 2 = 16.63; year (16.63 + 20 × 2) / 3 = 18.88.
    expect(math(await cardOf(fx.students.C, fx.t1))).toMatchObject({ continuousScore: 19.25, score: 16.63 });
    expect(math(await cardOf(fx.students.C, null)).score).toBe(18.88);

    // Removing it is an amendment: the closed year's reason message without a reason; with one,
    // the cards go back to the computed continuous score.
    const key = `termId=${fx.t1}&studentId=${fx.students.C}`;
    const removeUrl = `/api/course-groups/${fx.groups.M}/continuous-score?${key}`;
    const bare = await call('DELETE', removeUrl, manager);
    expect(bare.statusCode).toBe(400);
    expect(messageOf(bare)).toBe(CLOSED_YEAR_REASON_MESSAGE);
    const removed = await call('DELETE', `${removeUrl}&reason=${encodeURIComponent('ثبت اشتباه')}`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(math(await cardOf(fx.students.C, fx.t1)).continuousScore).toBe(computed);
  });

  it('carry an amendment to the published cards of a student who has left since, and make them none', async () => {
    const cardsOfD = () =>
      db()
        .select()
        .from(reportCards)
        .where(eq(reportCards.studentId, fx.students.D))
        .orderBy(asc(reportCards.id));
    const before = await cardsOfD();
    const term2 = before.find((c) => c.termId === fx.t2)!;
    expect(math(await cardOf(fx.students.D, fx.t2))).toMatchObject({ finalScore: 12 });
    const reason = 'برگه بازبینی شد';
    const amended = await saveScore(manager, mathFinal2, 18, reason, fx.groups.M, fx.students.D);
    expect(amended.statusCode, amended.body).toBe(200);

    const card = await cardOf(fx.students.D, fx.t2);
    expect(card.status).toBe('published');
    expect(math(card)).toMatchObject({ finalScore: 18 });
    const after = await cardsOfD();
    // The same cards (no new one), the term 1 card as it was; term 2's and the year's changed.
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    const changed = after.filter((c) => c.version !== before.find((b) => b.id === c.id)!.version);
    expect(changed.map((c) => c.termId).sort()).toEqual([fx.t2, null].sort());
    expect(after.find((c) => c.id === term2.id)!.average).not.toBe(term2.average);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'report-cards'),
          inArray(
            auditLog.entityId,
            changed.map((c) => c.id),
          ),
        ),
      );
    expect(audits.filter((a) => (a.after as { reason?: string } | null)?.reason === reason)).toHaveLength(2);
  });
});
