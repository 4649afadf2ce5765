/**
 * The score analytics over a hand-built fixture: report cards (normally computed by the report card
 * engine) inserted directly in two classrooms of the first school and one of the second; every
 * expected figure below is worked out by hand from the fixture in beforeAll. The statistics are
 * also checked against the shared helpers (packages/shared/src/score-statistics.ts): SQL and
 * TypeScript must agree.
 */
import { bandByCuts, bandByThresholds, quantileCuts, summarizeScores } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  academicYears,
  classrooms,
  courseGroups,
  coursePlans,
  reportCardCourses,
  reportCards,
  students,
  terms,
} from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let db: Db;
let manager: string;
let admin: string;
const call = (url: string, token = manager) =>
  ctx.app.inject({ method: 'GET', url: `/api/score-analytics/${url}`, headers: bearer(token) });
const data = async <T>(url: string, token = manager) => {
  const response = await call(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};

let yearId: number;
let term1: number;
let roomA: number;
let roomB: number;
/** The second school's classroom. */
let roomC: number;
/** P1: passing score null → 10; P2: passing score 12; P3: taught only in the second school. */
let p1: number;
let p2: number;
let p3: number;
let a: number[];
let b0: number;
let c0: number;

type Group = typeof courseGroups.$inferSelect;

async function card(
  schoolId: number,
  studentId: number,
  classroomId: number,
  average: number | null,
  groups: Group[],
  scores: [number, number][],
) {
  const [row] = await db
    .insert(reportCards)
    .values({
      schoolId,
      academicYearId: yearId,
      termId: term1,
      studentId,
      classroomId,
      gradeLevel: 10,
      average,
    })
    .returning();
  for (const [coursePlanId, score] of scores) {
    const group = groups.find((g) => g.coursePlanId === coursePlanId)!;
    await db.insert(reportCardCourses).values({
      reportCardId: row!.id,
      schoolId,
      courseGroupId: group.id,
      coursePlanId,
      units: 2,
      score,
      passed: score >= 10,
    });
  }
}

const groupsOf = (classroomId: number) =>
  db
    .select()
    .from(courseGroups)
    .where(eq(courseGroups.classroomId, classroomId))
    .orderBy(asc(courseGroups.id));
const rollOf = async (classroomId: number) =>
  (
    await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, classroomId))
      .orderBy(asc(students.rollNumber))
  ).map((s) => s.id);
const firstRooms = async (schoolId: number, n: number) =>
  (
    await db
      .select()
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolId))
      .orderBy(asc(classrooms.id))
      .limit(n)
  ).map((c) => c.id);

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  const [schoolOne, schoolTwo] = await schoolIds(db);
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  yearId = year!.id;
  [term1] = (
    await db.select().from(terms).where(eq(terms.academicYearId, yearId)).orderBy(asc(terms.ordinal))
  ).map((t) => t.id) as [number];
  [roomA, roomB] = (await firstRooms(schoolOne!, 2)) as [number, number];
  [roomC] = (await firstRooms(schoolTwo!, 1)) as [number];
  const groupsA = await groupsOf(roomA);
  const groupsB = await groupsOf(roomB);
  [p1, p2] = [groupsA[0]!.coursePlanId, groupsA[1]!.coursePlanId];
  await db.update(coursePlans).set({ passingScore: null }).where(eq(coursePlans.id, p1));
  await db.update(coursePlans).set({ passingScore: 12 }).where(eq(coursePlans.id, p2));
  const [plan3] = await db
    .insert(coursePlans)
    .values({ title: 'درس فقط مدرسه دوم', gradeLevel: 10, units: 1, grading: 'numeric' })
    .returning();
  p3 = plan3!.id;
  await db.insert(courseGroups).values({
    schoolId: schoolTwo!,
    academicYearId: yearId,
    title: 'گروه مدرسه دوم',
    classroomId: roomC,
    coursePlanId: p3,
  });
  const groupsC = await groupsOf(roomC);
  a = (await rollOf(roomA)).slice(0, 4);
  [b0] = (await rollOf(roomB)) as [number];
  [c0] = (await rollOf(roomC)) as [number];

  // Classroom A: P1 19, 9, 10, 19 — P2 18, 16, 9.5, 18; classroom B: P1 20, P2 7.
  await card(schoolOne!, a[0]!, roomA, 18.5, groupsA, [
    [p1, 19],
    [p2, 18],
  ]);
  await card(schoolOne!, a[1]!, roomA, 12.5, groupsA, [
    [p1, 9],
    [p2, 16],
  ]);
  await card(schoolOne!, a[2]!, roomA, 9.75, groupsA, [
    [p1, 10],
    [p2, 9.5],
  ]);
  await card(schoolOne!, a[3]!, roomA, 18.5, groupsA, [
    [p1, 19],
    [p2, 18],
  ]);
  await card(schoolOne!, b0, roomB, 13.5, groupsB, [
    [p1, 20],
    [p2, 7],
  ]);
  // The second school: P1 12 (it counts in the network's average only).
  await card(schoolTwo!, c0, roomC, 15, groupsC, [
    [groupsC.find((g) => g.coursePlanId === p1) ? p1 : p3, 12],
  ]);
});
afterAll(() => ctx.close());

const byCourseRoom = <T extends { coursePlanId: number; classroomId: number | null }>(rows: T[]) =>
  [...rows].sort((x, y) => x.coursePlanId - y.coursePlanId || (x.classroomId ?? 0) - (y.classroomId ?? 0));

describe('course averages', () => {
  it("gives each course's classroom average beside the school's and the network's", async () => {
    type Row = {
      coursePlanId: number;
      classroomId: number;
      count: number;
      average: number;
      schoolAverage: number;
      networkAverage: number;
    };
    const rows = byCourseRoom(await data<Row[]>(`course-averages?termId=${term1}`));
    const p1Network = (await db.select().from(courseGroups).where(eq(courseGroups.classroomId, roomC))).some(
      (g) => g.coursePlanId === p1,
    )
      ? 14.83 // (19 + 9 + 10 + 19 + 20 + 12) / 6
      : 15.4;
    expect(
      rows.map((r) => [r.coursePlanId, r.classroomId, r.count, r.average, r.schoolAverage, r.networkAverage]),
    ).toEqual(
      byCourseRoom([
        {
          coursePlanId: p1,
          classroomId: roomA,
          count: 4,
          average: 14.25,
          schoolAverage: 15.4,
          networkAverage: p1Network,
        },
        {
          coursePlanId: p1,
          classroomId: roomB,
          count: 1,
          average: 20,
          schoolAverage: 15.4,
          networkAverage: p1Network,
        },
        // 61.5 / 4 = 15.375 → 15.38; the school 68.5 / 5 = 13.7
        {
          coursePlanId: p2,
          classroomId: roomA,
          count: 4,
          average: 15.38,
          schoolAverage: 13.7,
          networkAverage: 13.7,
        },
        {
          coursePlanId: p2,
          classroomId: roomB,
          count: 1,
          average: 7,
          schoolAverage: 13.7,
          networkAverage: 13.7,
        },
      ]).map((r) => [r.coursePlanId, r.classroomId, r.count, r.average, r.schoolAverage, r.networkAverage]),
    );
    // A classroom keeps its school's average; a course narrows to that course.
    const roomOnly = await data<Row[]>(
      `course-averages?termId=${term1}&classroomId=${roomB}&coursePlanId=${p2}`,
    );
    expect(roomOnly.map((r) => [r.classroomId, r.average, r.schoolAverage])).toEqual([[roomB, 7, 13.7]]);
  });
});

describe('ranks', () => {
  it('ranks by card average within classroom, grade and school; ties share a rank', async () => {
    type Row = {
      studentId: number;
      average: number;
      classRank: number;
      gradeRank: number;
      schoolRank: number;
    };
    const rows = await data<Row[]>(`rank-students?termId=${term1}`);
    const ranks = Object.fromEntries(
      rows.map((r) => [r.studentId, [r.classRank, r.gradeRank, r.schoolRank]]),
    );
    expect(ranks).toEqual({
      [a[0]!]: [1, 1, 1],
      [a[3]!]: [1, 1, 1],
      [b0]: [1, 3, 3],
      [a[1]!]: [3, 4, 4],
      [a[2]!]: [4, 5, 5],
    });
    // A classroom shows its rows with the ranks taken over the whole school.
    const roomB_ = await data<Row[]>(`rank-students?termId=${term1}&classroomId=${roomB}`);
    expect(roomB_.map((r) => [r.studentId, r.classRank, r.schoolRank])).toEqual([[b0, 1, 3]]);
  });

  it('ranks each course score the same way', async () => {
    type Row = {
      studentId: number;
      coursePlanId: number;
      score: number;
      classRank: number;
      schoolRank: number;
    };
    const rows = await data<Row[]>(`rank-students-courses?termId=${term1}&coursePlanId=${p1}`);
    expect(new Set(rows.map((r) => r.coursePlanId))).toEqual(new Set([p1]));
    const ranks = Object.fromEntries(rows.map((r) => [r.studentId, [r.score, r.classRank, r.schoolRank]]));
    expect(ranks).toEqual({
      [a[0]!]: [19, 1, 2],
      [a[3]!]: [19, 1, 2],
      [a[2]!]: [10, 3, 4],
      [a[1]!]: [9, 4, 5],
      [b0]: [20, 1, 1],
    });
  });

  it('lists classrooms by name within their school, then by rank', async () => {
    const names = await db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(classrooms)
      .where(inArray(classrooms.id, [roomA, roomB]));
    // Classroom B named to come first, though created after A.
    await db.update(classrooms).set({ name: 'ب کلاس آزمون' }).where(eq(classrooms.id, roomA));
    await db.update(classrooms).set({ name: 'الف کلاس آزمون' }).where(eq(classrooms.id, roomB));
    try {
      type Row = { studentId: number; classroomId: number; classRank: number };
      const order = (rows: Row[]) => rows.map((r) => [r.classroomId, r.studentId, r.classRank]);
      // Ties (a[0] and a[3]) keep no order between them beyond their names: compare the rest.
      const overall = order(await data<Row[]>(`rank-students?termId=${term1}`));
      expect(overall[0]).toEqual([roomB, b0, 1]);
      expect(overall.slice(1, 3).map((r) => r[2])).toEqual([1, 1]);
      expect(overall.slice(3)).toEqual([
        [roomA, a[1]!, 3],
        [roomA, a[2]!, 4],
      ]);
      const course = order(await data<Row[]>(`rank-students-courses?termId=${term1}&coursePlanId=${p1}`));
      expect(course[0]).toEqual([roomB, b0, 1]);
      expect(course.slice(3)).toEqual([
        [roomA, a[2]!, 3],
        [roomA, a[1]!, 4],
      ]);
    } finally {
      for (const { id, name } of names)
        await db.update(classrooms).set({ name }).where(eq(classrooms.id, id));
    }
  });
});

describe('failed courses', () => {
  it('lists students under a course passing score (10 by default) and counts per course and classroom', async () => {
    type Report = {
      students: {
        studentId: number;
        failedCount: number;
        courses: { coursePlanId: number; score: number; passingScore: number }[];
      }[];
      counts: { coursePlanId: number; classroomId: number; failed: number; total: number }[];
    };
    const report = await data<Report>(`failed-courses?termId=${term1}`);
    const failed = Object.fromEntries(
      report.students.map((s) => [
        s.studentId,
        s.courses.map((c) => [c.coursePlanId, c.score, c.passingScore]),
      ]),
    );
    // A2's 10 in P1 passes (10 ≥ 10); its 9.5 in P2 fails (< 12).
    expect(failed).toEqual({ [a[1]!]: [[p1, 9, 10]], [a[2]!]: [[p2, 9.5, 12]], [b0]: [[p2, 7, 12]] });
    expect(
      byCourseRoom(report.counts).map((c) => [c.coursePlanId, c.classroomId, c.failed, c.total]),
    ).toEqual(
      byCourseRoom([
        { coursePlanId: p1, classroomId: roomA, failed: 1, total: 4 },
        { coursePlanId: p2, classroomId: roomA, failed: 1, total: 4 },
        { coursePlanId: p2, classroomId: roomB, failed: 1, total: 1 },
      ]).map((c) => [c.coursePlanId, c.classroomId, c.failed, c.total]),
    );
  });
});

describe('matrix', () => {
  it('gives students × courses with each course passing score and top-decile score', async () => {
    type Matrix = {
      courses: { coursePlanId: number; passingScore: number; topDecile: number }[];
      students: { studentId: number; scores: Record<string, number> }[];
    };
    const matrix = await data<Matrix>(`matrix?termId=${term1}`);
    // P1 sorted 9, 10, 19, 19, 20: h = 3.6 → 19 + 0.6·1 = 19.6. P2 7, 9.5, 16, 18, 18 → 18.
    expect(
      Object.fromEntries(matrix.courses.map((c) => [c.coursePlanId, [c.passingScore, c.topDecile]])),
    ).toEqual({
      [p1]: [10, 19.6],
      [p2]: [12, 18],
    });
    expect(matrix.students.map((s) => s.studentId).sort()).toEqual([...a, b0].sort());
    expect(matrix.students.find((s) => s.studentId === b0)!.scores).toEqual({ [p1]: 20, [p2]: 7 });
    const course = await data<Matrix>(`matrix?termId=${term1}&coursePlanId=${p2}&classroomId=${roomB}`);
    expect(course.courses.map((c) => c.coursePlanId)).toEqual([p2]);
    expect(course.students.map((s) => [s.studentId, s.scores])).toEqual([[b0, { [p2]: 7 }]]);
  });
});

describe('distribution (box plot and dispersion)', () => {
  type Row = {
    coursePlanId: number;
    classroomId: number | null;
    count: number;
    mean: number;
    sd: number | null;
    min: number;
    q1: number;
    median: number;
    q3: number;
    max: number;
    skew: number | null;
  };
  const SCORES: Record<string, number[]> = {};

  it('gives the figures worked out by hand', async () => {
    const rows = await data<Row[]>(`dispersion?termId=${term1}`);
    const p1A = rows.find((r) => r.coursePlanId === p1 && r.classroomId === roomA)!;
    // 9, 10, 19, 19: mean 14.25; quartiles h = 0.75, 1.5, 2.25 → 9.75, 14.5, 19.
    expect(p1A).toMatchObject({ count: 4, mean: 14.25, min: 9, q1: 9.75, median: 14.5, q3: 19, max: 19 });
    const p2B = rows.find((r) => r.coursePlanId === p2 && r.classroomId === roomB)!;
    expect(p2B).toMatchObject({ count: 1, mean: 7, sd: null, skew: null, q1: 7, q3: 7 });
    // The whole school per course (classroom null): P1 9, 10, 19, 19, 20.
    expect(rows.find((r) => r.coursePlanId === p1 && r.classroomId === null)).toMatchObject({
      count: 5,
      median: 19,
    });
    expect(await data<Row[]>(`box-plot?termId=${term1}`)).toEqual(rows);
  });

  it('agrees with the shared statistics helpers on every row', async () => {
    SCORES[`${p1}-${roomA}`] = [19, 9, 10, 19];
    SCORES[`${p2}-${roomA}`] = [18, 16, 9.5, 18];
    SCORES[`${p1}-${roomB}`] = [20];
    SCORES[`${p2}-${roomB}`] = [7];
    SCORES[`${p1}-null`] = [19, 9, 10, 19, 20];
    SCORES[`${p2}-null`] = [18, 16, 9.5, 18, 7];
    const rows = await data<Row[]>(`dispersion?termId=${term1}`);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const expected = summarizeScores(SCORES[`${row.coursePlanId}-${row.classroomId}`]!);
      for (const key of ['count', 'mean', 'sd', 'min', 'q1', 'median', 'q3', 'max', 'skew'] as const) {
        if (expected[key] === null) expect(row[key], key).toBeNull();
        else
          expect(row[key], `${key} of ${row.coursePlanId}-${row.classroomId}`).toBeCloseTo(expected[key]!, 9);
      }
    }
  });
});

describe('distribution over the network', () => {
  it("gives each classroom's and each course's figures as computed directly from the stored scores", async () => {
    // The network's query works course by course (so it sorts in memory); the figures must be those
    // of every score of the term grouped by course and classroom, and by course alone.
    const stored = await db
      .select({
        coursePlanId: reportCardCourses.coursePlanId,
        classroomId: reportCards.classroomId,
        score: reportCardCourses.score,
      })
      .from(reportCardCourses)
      .innerJoin(reportCards, eq(reportCards.id, reportCardCourses.reportCardId))
      .where(and(eq(reportCards.academicYearId, yearId), eq(reportCards.termId, term1)));
    const groups = new Map<string, number[]>();
    for (const r of stored.filter((r) => r.score !== null))
      for (const key of [`${r.coursePlanId}-${r.classroomId}`, `${r.coursePlanId}-null`])
        groups.set(key, [...(groups.get(key) ?? []), r.score!]);
    type Row = { coursePlanId: number; classroomId: number | null } & Record<string, number | null>;
    for (const name of ['dispersion', 'box-plot']) {
      const rows = await data<Row[]>(`${name}?termId=${term1}&network=1`, admin);
      expect(rows.map((r) => `${r.coursePlanId}-${r.classroomId}`).sort()).toEqual([...groups.keys()].sort());
      // The second school's classroom is there: the network, not only the manager's school.
      expect(rows.some((r) => r.classroomId === roomC)).toBe(true);
      for (const row of rows) {
        const expected = summarizeScores(groups.get(`${row.coursePlanId}-${row.classroomId}`)!);
        for (const key of ['count', 'mean', 'sd', 'min', 'q1', 'median', 'q3', 'max', 'skew'] as const) {
          if (expected[key] === null) expect(row[key], key).toBeNull();
          else
            expect(row[key], `${name} ${key} of ${row.coursePlanId}-${row.classroomId}`).toBeCloseTo(
              expected[key]!,
              9,
            );
        }
      }
      // One course's network figures are that course's rows only.
      const one = await data<Row[]>(`${name}?termId=${term1}&network=1&coursePlanId=${p1}`, admin);
      expect(one).toEqual(rows.filter((r) => r.coursePlanId === p1));
    }
  });
});

describe('grouping', () => {
  type Report = {
    bands: number;
    bounds: { bounds: number[] }[];
    students: { studentId: number; coursePlanId: number | null; value: number; band: number }[];
  };
  const bandOf = (report: Report) => Object.fromEntries(report.students.map((s) => [s.studentId, s.band]));

  it('bands card averages by the thresholds the user picks', async () => {
    const report = await data<Report>(
      `grouping?termId=${term1}&method=thresholds&thresholds=${encodeURIComponent('۱۰,15')}`,
    );
    expect(report.bands).toBe(3);
    expect(bandOf(report)).toEqual({ [a[0]!]: 1, [a[3]!]: 1, [b0]: 2, [a[1]!]: 2, [a[2]!]: 3 });
    for (const s of report.students) expect(s.band).toBe(bandByThresholds(s.value, [15, 10]));
  });

  it('bands by quantiles, a value on a cut in the band below, as the shared helper does', async () => {
    const report = await data<Report>(`grouping?termId=${term1}&bands=2`);
    // Averages 9.75, 12.5, 13.5, 18.5, 18.5: the median 13.5 is the cut.
    expect(report.bounds).toEqual([{ coursePlanId: null, bounds: [13.5] }]);
    expect(bandOf(report)).toEqual({ [a[0]!]: 1, [a[3]!]: 1, [b0]: 2, [a[1]!]: 2, [a[2]!]: 2 });
    const perCourse = await data<Report>(`grouping?termId=${term1}&basis=course&bands=4`);
    const cuts = quantileCuts([19, 9, 10, 19, 20], 4);
    for (const s of perCourse.students.filter((r) => r.coursePlanId === p1)) {
      expect(s.band).toBe(bandByCuts(s.value, cuts));
    }
    expect(perCourse.students.filter((r) => r.coursePlanId === p1)).toHaveLength(5);
  });
});

const NAMES = [
  'course-averages',
  'rank-students',
  'rank-students-courses',
  'failed-courses',
  'matrix',
  'box-plot',
  'dispersion',
  'grouping',
];

describe('access, scope and filters', () => {
  it('needs sida.reports (403 without it, JSON and Excel)', async () => {
    await createUserWith(db, 'analytics-none', ['reports.scores']);
    await createUserWith(db, 'analytics-holder', ['sida.reports']);
    const none = (await login(ctx.app, 'analytics-none')).accessToken;
    const holder = (await login(ctx.app, 'analytics-holder')).accessToken;
    for (const name of NAMES) {
      expect((await call(`${name}?termId=${term1}`, none)).statusCode, name).toBe(403);
      expect((await call(`${name}.xlsx?termId=${term1}`, none)).statusCode, name).toBe(403);
      expect((await call(`${name}?termId=${term1}`, holder)).statusCode, name).toBe(200);
    }
  });

  it("treats another school's classroom and course as absent (404, in Persian)", async () => {
    for (const name of NAMES) {
      const room = await call(`${name}?classroomId=${roomC}`);
      expect(room.statusCode, name).toBe(404);
      expect(json<{ message: string }>(room).message).toContain('کلاس');
      const course = await call(`${name}?coursePlanId=${p3}`);
      expect(course.statusCode, name).toBe(404);
      expect(json<{ message: string }>(course).message).toContain('درس');
      expect((await call(`${name}.xlsx?classroomId=${roomC}`)).statusCode, name).toBe(404);
    }
  });

  it('refuses malformed filters with Persian messages (400)', async () => {
    const bad = ['gradeLevel=13', 'termId=abc', 'classroomId=-1', 'network=maybe', 'colour=red'];
    for (const name of NAMES) {
      for (const query of bad) {
        const response = await call(`${name}?${query}`);
        expect(response.statusCode, `${name}?${query}`).toBe(400);
        expect(json<{ message: string }>(response).message, query).toMatch(/[\u0600-\u06FF]/);
      }
    }
    for (const query of [
      'method=thresholds',
      'method=thresholds&thresholds=25',
      'method=thresholds&thresholds=a,b',
      'bands=1',
      'thresholds=12',
    ]) {
      const response = await call(`grouping?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(json(response)), query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('spans the network only for a network-level user who asks for it', async () => {
    expect((await call(`course-averages?termId=${term1}&network=1`)).statusCode).toBe(403);
    // Every student's course scores of the network: a course first.
    for (const name of ['rank-students-courses', 'matrix']) {
      const whole = await call(`${name}?termId=${term1}&network=1`, admin);
      expect(whole.statusCode, name).toBe(400);
      expect(json<{ message: string }>(whole).message).toContain('یک درس را انتخاب کنید');
      expect(
        (await call(`${name}?termId=${term1}&network=1&coursePlanId=${p1}`, admin)).statusCode,
        name,
      ).toBe(200);
    }
    type Row = { studentId: number; schoolRank: number };
    const network = await data<Row[]>(`rank-students?termId=${term1}&network=1`, admin);
    expect(network.map((r) => r.studentId).sort()).toEqual([...a, b0, c0].sort());
    // Ranks stay within each school: the second school's only card is its first.
    expect(network.find((r) => r.studentId === c0)!.schoolRank).toBe(1);
    const school = await data<Row[]>(`rank-students?termId=${term1}`, admin);
    expect(school.map((r) => r.studentId)).not.toContain(c0);
  });

  it('exports each report as a right-to-left workbook with the scope in its subtitle', async () => {
    const response = await call(`course-averages.xlsx?termId=${term1}&classroomId=${roomA}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('میانگین دروس');
    expect(String(sheet.getRow(2).getCell(1).value)).toContain('کلاس');
    expect(sheet.getRow(3).values as unknown[]).toEqual(
      expect.arrayContaining(['میانگین کلاس', 'میانگین مدرسه', 'میانگین شبکه']),
    );
    expect(sheet.rowCount).toBe(3 + 2);
    for (const name of NAMES) {
      expect((await call(`${name}.xlsx?termId=${term1}`)).statusCode, name).toBe(200);
    }
  });
});
