/**
 * A make-up (Shahrivar) score on the year report card itself: the card keeps the course's original
 * year score and shows the make-up beside it, the course's result and the year's average, passed
 * units and outcome follow the school's rule (replace or best), on the card, its printed batch and
 * the transcript. Demo network: the first school's make-up exam and grade 11 year cards.
 */
import { roundScore } from '@school/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeupExams, reportCardCourses, reportCards, schools } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let examId: number;
let planId: number;
let studentId: number;
let cardId: number;
let classroomId: number;
let schoolId: number;

interface Makeup {
  score: number | null;
  mark: string | null;
  yearScore: number | null;
  passed: boolean;
}
interface Card {
  id: number;
  termId: number | null;
  average: number | null;
  passedUnits: number;
  totalUnits: number;
  yearResult: {
    outcome: string;
    average: number | null;
    passedUnits: number;
    reason: string | null;
    hasMakeup: boolean;
  } | null;
  courses: {
    coursePlanId: number;
    grading: string;
    units: number;
    score: number | null;
    passed: boolean | null;
    makeup: Makeup | null;
  }[];
}

const call = (method: string, url: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(manager), payload: payload as object });

async function card(): Promise<Card> {
  const response = await call('GET', `/api/report-cards/${cardId}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Card }>(response).data;
}

async function saveMakeup(score: number | null, mark: string | null = null) {
  const response = await call('POST', `/api/makeup-exams/${examId}/scores`, {
    entries: [{ studentId, score, mark }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The year average when the exam's course scores `score` and every other course 15 (by units). */
function expectedAverage(courses: Card['courses'], score: number) {
  let weighted = 0;
  let units = 0;
  for (const c of courses.filter((c) => c.grading !== 'qualitative')) {
    weighted += (c.coursePlanId === planId ? score : 15) * c.units;
    units += c.units;
  }
  return roundScore(weighted / units);
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  const db = ctx.database.db;
  schoolId = (await schoolIds(db))[0]!;
  const [exam] = await db.select().from(makeupExams).where(eq(makeupExams.schoolId, schoolId));
  examId = exam!.id;
  planId = exam!.coursePlanId;
  // A year card of the exam's course: every course at 15, the exam's course failed at 8, so the
  // student sits a make-up in that course alone.
  const [row] = await db
    .select({ id: reportCards.id, studentId: reportCards.studentId, classroomId: reportCards.classroomId })
    .from(reportCards)
    .innerJoin(reportCardCourses, eq(reportCardCourses.reportCardId, reportCards.id))
    .where(
      and(
        eq(reportCards.schoolId, schoolId),
        isNull(reportCards.termId),
        eq(reportCardCourses.coursePlanId, planId),
      ),
    )
    .orderBy(reportCards.id)
    .limit(1);
  cardId = row!.id;
  studentId = row!.studentId;
  classroomId = row!.classroomId;
  await db
    .update(reportCardCourses)
    .set({ score: 15, passed: true })
    .where(eq(reportCardCourses.reportCardId, cardId));
  await db
    .update(reportCardCourses)
    .set({ score: 8, passed: false })
    .where(and(eq(reportCardCourses.reportCardId, cardId), eq(reportCardCourses.coursePlanId, planId)));
  await call('DELETE', `/api/makeup-exams/${examId}/students/${studentId}`);
  const added = await call('POST', `/api/makeup-exams/${examId}/students`, { studentId });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => ctx.close());

describe('the make-up score on the year card', () => {
  it('shows no make-up before it is sat: the year result is a make-up', async () => {
    const before = await card();
    expect(before.termId).toBeNull();
    expect(before.courses.every((c) => c.makeup === null)).toBe(true);
    expect(before.yearResult).toMatchObject({ outcome: 'makeup', hasMakeup: false, reason: null });
    expect(before.yearResult!.average).toBe(expectedAverage(before.courses, 8));
  });

  it('keeps the original score and shows the make-up that replaces it; the outcome and average follow', async () => {
    await saveMakeup(12.5);
    const after = await card();
    const course = after.courses.find((c) => c.coursePlanId === planId)!;
    expect(course.score).toBe(8);
    expect(course.passed).toBe(false);
    expect(course.makeup).toEqual({ score: 12.5, mark: null, yearScore: 12.5, passed: true });
    for (const other of after.courses.filter((c) => c.coursePlanId !== planId)) {
      expect(other.makeup).toBeNull();
    }
    const numericUnits = after.courses
      .filter((c) => c.grading !== 'qualitative')
      .reduce((sum, c) => sum + c.units, 0);
    expect(after.yearResult).toEqual({
      outcome: 'passed',
      average: expectedAverage(after.courses, 12.5),
      passedUnits: numericUnits,
      reason: null,
      hasMakeup: true,
    });

    // The printed batch of the classroom and the transcript carry the same.
    const print = await call('GET', `/api/report-cards/print?term=year&classroomId=${classroomId}`);
    expect(print.statusCode, print.body).toBe(200);
    const printed = json<{ data: { cards: Card[] } }>(print).data.cards.find((c) => c.id === cardId)!;
    expect(printed.courses.find((c) => c.coursePlanId === planId)!.makeup).toEqual(course.makeup);
    expect(printed.yearResult).toEqual(after.yearResult);
    const transcript = await call('GET', `/api/students/${studentId}/transcript`);
    expect(transcript.statusCode, transcript.body).toBe(200);
    const yearCard = json<{ data: { years: Card[] } }>(transcript).data.years.find((c) => c.id === cardId)!;
    expect(yearCard.courses.find((c) => c.coursePlanId === planId)!.makeup).toEqual(course.makeup);
    expect(yearCard.yearResult?.outcome).toBe('passed');
  });

  it('a failed make-up replaces the score under «replace» and repeats the year; «best» keeps the better', async () => {
    await saveMakeup(6);
    let course = (await card()).courses.find((c) => c.coursePlanId === planId)!;
    expect(course.makeup).toEqual({ score: 6, mark: null, yearScore: 6, passed: false });
    expect((await card()).yearResult).toMatchObject({ outcome: 'repeat' });

    await ctx.database.db.update(schools).set({ makeupScoreRule: 'best' }).where(eq(schools.id, schoolId));
    try {
      const best = await card();
      course = best.courses.find((c) => c.coursePlanId === planId)!;
      expect(course.makeup).toEqual({ score: 6, mark: null, yearScore: 8, passed: false });
      expect(best.yearResult).toMatchObject({ outcome: 'repeat', average: expectedAverage(best.courses, 8) });
    } finally {
      await ctx.database.db
        .update(schools)
        .set({ makeupScoreRule: 'replace' })
        .where(eq(schools.id, schoolId));
    }
  });

  it('an absent student scores 0; an excused one has not sat it and stays a make-up', async () => {
    await saveMakeup(null, 'absent');
    const absent = await card();
    expect(absent.courses.find((c) => c.coursePlanId === planId)!.makeup).toEqual({
      score: null,
      mark: 'absent',
      yearScore: 0,
      passed: false,
    });
    expect(absent.yearResult?.outcome).toBe('repeat');
    await saveMakeup(null, 'excused');
    const excused = await card();
    expect(excused.courses.find((c) => c.coursePlanId === planId)!.makeup).toEqual({
      score: null,
      mark: 'excused',
      yearScore: 8,
      passed: false,
    });
    expect(excused.yearResult?.outcome).toBe('makeup');
  });
});
