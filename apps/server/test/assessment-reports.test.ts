/**
 * The assessment reports over hand-made fixtures: report cards (normally computed by the report
 * card engine) and exams with scores are inserted directly; every expected figure below is worked
 * out by hand from the fixture in beforeAll.
 */
import { academicYearStart, jalaliToIsoDate, toJalali } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  academicYears,
  classrooms,
  coursePlans,
  courseGroups,
  examPlanItems,
  examScores,
  examTypes,
  exams,
  qualitativeScoreTypes,
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
const call = (url: string, token = manager) =>
  ctx.app.inject({ method: 'GET', url: `/api/assessment-reports/${url}`, headers: bearer(token) });
const data = async <T>(url: string, token = manager) => {
  const response = await call(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};

type Group = typeof courseGroups.$inferSelect;
let schoolId: number;
let yearId: number;
let term1: number;
let term2: number;
let roomA: number;
let roomB: number;
/** Course plans P1 (ریاضی ۱, passing score null → 10) and P2 (فیزیک ۱, passing score 12). */
let p1: number;
let p2: number;
let groupsA: Group[];
let groupsB: Group[];
/** Students A1–A4 of classroom A (roll order), B1–B2 of classroom B. */
let a: number[];
let b: number[];
/** Jalali month keys of the fixture's exams, e.g. "1405-07". */
let mehr: string;
let aban: string;
let jy: number;
const iso = (jm: number, jd: number) => jalaliToIsoDate({ jy, jm, jd });

async function card(
  studentId: number,
  classroomId: number,
  termId: number | null,
  average: number | null,
  scores: [number, number | null][],
) {
  const groups = classroomId === roomA ? groupsA : groupsB;
  const [row] = await db
    .insert(reportCards)
    .values({ schoolId, academicYearId: yearId, termId, studentId, classroomId, gradeLevel: 10, average })
    .returning();
  for (const [coursePlanId, score] of scores) {
    const group = groups.find((g) => g.coursePlanId === coursePlanId)!;
    await db.insert(reportCardCourses).values({
      reportCardId: row!.id,
      schoolId,
      courseGroupId: group.id,
      coursePlanId,
      units: 3,
      score,
      passed: score === null ? null : score >= 10,
    });
  }
}

type ScoreEntry = Pick<typeof examScores.$inferInsert, 'score' | 'mark' | 'qualitativeTypeId'> & {
  studentId: number | undefined;
};

async function exam(group: Group, date: string, maxScore: number, entries: ScoreEntry[]) {
  const [type] = await db.select().from(examTypes).where(eq(examTypes.schoolId, schoolId)).limit(1);
  const [row] = await db
    .insert(exams)
    .values({
      schoolId,
      academicYearId: yearId,
      title: 'آزمون گزارش',
      courseGroupIds: [group.id],
      examTypeId: type!.id,
      termId: term1,
      date,
      maxScore,
    })
    .returning();
  for (const entry of entries) {
    await db.insert(examScores).values({
      schoolId,
      examId: row!.id,
      courseGroupId: group.id,
      ...entry,
      studentId: entry.studentId!,
    });
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  schoolId = (await schoolIds(db))[0]!;
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  yearId = year!.id;
  jy = academicYearStart(toJalali(new Date()));
  mehr = `${jy}-07`;
  aban = `${jy}-08`;
  const termIds = (
    await db.select().from(terms).where(eq(terms.academicYearId, yearId)).orderBy(asc(terms.ordinal))
  ).map((t) => t.id);
  [term1, term2] = [termIds[0]!, termIds[1]!];
  const roomIds = (
    await db
      .select()
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolId!))
      .orderBy(asc(classrooms.id))
      .limit(2)
  ).map((c) => c.id);
  [roomA, roomB] = [roomIds[0]!, roomIds[1]!];
  const groupsOf = (classroomId: number) =>
    db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, classroomId))
      .orderBy(asc(courseGroups.id));
  groupsA = await groupsOf(roomA!);
  groupsB = await groupsOf(roomB!);
  [p1, p2] = [groupsA[0]!.coursePlanId, groupsA[1]!.coursePlanId];
  await db.update(coursePlans).set({ passingScore: null }).where(eq(coursePlans.id, p1));
  await db.update(coursePlans).set({ passingScore: 12 }).where(eq(coursePlans.id, p2));
  const rollOf = async (classroomId: number) =>
    (
      await db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.classroomId, classroomId))
        .orderBy(asc(students.rollNumber))
    ).map((s) => s.id);
  a = (await rollOf(roomA!)).slice(0, 4);
  b = (await rollOf(roomB!)).slice(0, 2);

  // The demo's own cards of the school (a grade's year cards) go, so the figures are the fixture's.
  const schoolCards = db
    .select({ id: reportCards.id })
    .from(reportCards)
    .where(eq(reportCards.schoolId, schoolId!));
  await db.delete(reportCardCourses).where(inArray(reportCardCourses.reportCardId, schoolCards));
  await db.delete(reportCards).where(eq(reportCards.schoolId, schoolId!));

  // Term 1 cards. Averages are stored as given (the report only reads them).
  await card(a[0]!, roomA!, term1!, 18.5, [
    [p1, 19],
    [p2, 18],
  ]);
  await card(a[1]!, roomA!, term1!, 12.5, [
    [p1, 9],
    [p2, 16],
  ]);
  await card(a[2]!, roomA!, term1!, 9.75, [
    [p1, 10],
    [p2, 9.5],
  ]);
  await card(a[3]!, roomA!, term1!, 18.5, [
    [p1, 19],
    [p2, 18],
  ]);
  await card(b[0]!, roomB!, term1!, 13.5, [
    [p1, 20],
    [p2, 7],
  ]);
  await card(b[1]!, roomB!, term1!, null, [[p1, null]]);
  // A1's year card.
  await card(a[0]!, roomA!, null, 8, [[p1, 8]]);

  // Exams: the demo's own exams are removed so the teacher figures are the fixture's, the exam
  // plan's rows with them, and the «غایب» the demo's door lists wrote for its absentees.
  await db.delete(examPlanItems).where(eq(examPlanItems.schoolId, schoolId!));
  await db
    .delete(examScores)
    .where(
      inArray(
        examScores.examId,
        db.select({ id: exams.id }).from(exams).where(eq(exams.schoolId, schoolId!)),
      ),
    );
  await db.delete(exams).where(eq(exams.schoolId, schoolId!));
  const [qualitative] = await db
    .select()
    .from(qualitativeScoreTypes)
    .where(eq(qualitativeScoreTypes.schoolId, schoolId!))
    .limit(1);
  // Mehr, A-P1 out of 20: 18, absent (0), excused (left out), 14.
  await exam(groupsA[0]!, iso(7, 10), 20, [
    { studentId: a[0], score: 18 },
    { studentId: a[1], mark: 'absent' },
    { studentId: a[2], mark: 'excused' },
    { studentId: a[3], score: 14 },
  ]);
  // Mehr, A-P2 out of 10: 10 → 20, 5 → 10.
  await exam(groupsA[1]!, iso(7, 20), 10, [
    { studentId: a[0], score: 10 },
    { studentId: a[1], score: 5 },
  ]);
  // Aban, A-P1: 15.
  await exam(groupsA[0]!, iso(8, 5), 20, [{ studentId: a[0], score: 15 }]);
  // Mehr, B-P1: 12 and a qualitative score (no number: left out).
  await exam(groupsB[0]!, iso(7, 15), 20, [
    { studentId: b[0], score: 12 },
    { studentId: b[1], qualitativeTypeId: qualitative!.id },
  ]);
});
afterAll(() => ctx.close());

describe('report-card reports', () => {
  it('lists the course scores under the passing score (default 10), with a count per course', async () => {
    type Report = {
      rows: { studentId: number; coursePlanId: number; score: number; passingScore: number }[];
      perCourse: { coursePlanId: number; count: number }[];
    };
    const term = await data<Report>(`below-passing?termId=${term1}`);
    expect(term.rows.map((r) => [r.studentId, r.coursePlanId, r.score, r.passingScore])).toEqual([
      [a[1], p1, 9, 10],
      [a[2], p2, 9.5, 12],
      [b[0], p2, 7, 12],
    ]);
    expect(term.perCourse.map((c) => [c.coursePlanId, c.count])).toEqual([
      [p2, 2],
      [p1, 1],
    ]);
    const roomOnly = await data<Report>(`below-passing?termId=${term1}&classroomId=${roomA}`);
    expect(roomOnly.rows.map((r) => r.studentId)).toEqual([a[1], a[2]]);
    const year = await data<Report>('below-passing');
    expect(year.rows.map((r) => [r.studentId, r.score])).toEqual([[a[0], 8]]);
    const otherGrade = await data<Report>(`below-passing?termId=${term1}&gradeLevel=11`);
    expect(otherGrade).toEqual({ rows: [], perCourse: [] });
  });

  it('ranks the top students by average; ties share a rank', async () => {
    type Row = { studentId: number; rank: number; average: number };
    const ranked = (rows: Row[]) => rows.map((r) => [r.studentId, r.rank, r.average]);
    expect(ranked(await data<Row[]>(`top-students?termId=${term1}`))).toEqual([
      [a[0], 1, 18.5],
      [a[3], 1, 18.5],
      [b[0], 3, 13.5],
      [a[1], 4, 12.5],
      [a[2], 5, 9.75],
    ]);
    // Top 2: rank 3 is out; both rank-1 students stay.
    expect(ranked(await data<Row[]>(`top-students?termId=${term1}&limit=۲`))).toEqual([
      [a[0], 1, 18.5],
      [a[3], 1, 18.5],
    ]);
    expect(ranked(await data<Row[]>(`top-students?termId=${term1}&classroomId=${roomB}`))).toEqual([
      [b[0], 1, 13.5],
    ]);
  });

  it('ranks the best students of each course', async () => {
    type Row = { coursePlanId: number; studentId: number; rank: number; score: number };
    const rows = await data<Row[]>(`top-students-course?termId=${term1}&limit=1`);
    expect(rows.map((r) => [r.coursePlanId, r.studentId, r.rank, r.score])).toEqual([
      [p1, b[0], 1, 20],
      [p2, a[0], 1, 18],
      [p2, a[3], 1, 18],
    ]);
    const two = await data<Row[]>(`top-students-course?termId=${term1}&limit=2&classroomId=${roomA}`);
    expect(two.map((r) => [r.coursePlanId, r.studentId, r.rank])).toEqual([
      [p1, a[0], 1],
      [p1, a[3], 1],
      [p2, a[0], 1],
      [p2, a[3], 1],
    ]);
  });

  it("lays out a classroom's scores as students × courses with averages and ranks", async () => {
    type Report = {
      courses: { coursePlanId: number; average: number | null; units: number }[];
      students: {
        studentId: number;
        average: number | null;
        rank: number | null;
        scores: Record<string, number>;
      }[];
    };
    const report = await data<Report>(`scores?termId=${term1}&classroomId=${roomA}`);
    expect(report.courses).toEqual([
      expect.objectContaining({ coursePlanId: p1, average: 14.25, units: 3 }),
      expect.objectContaining({ coursePlanId: p2, average: 15.38, units: 3 }),
    ]);
    expect(report.students.map((s) => [s.studentId, s.average, s.rank])).toEqual([
      [a[0], 18.5, 1],
      [a[1], 12.5, 3],
      [a[2], 9.75, 4],
      [a[3], 18.5, 1],
    ]);
    expect(report.students[2]!.scores).toEqual({ [p1]: 10, [p2]: 9.5 });
    const roomB_ = await data<Report>(`scores?termId=${term1}&classroomId=${roomB}`);
    expect(roomB_.students.map((s) => [s.studentId, s.rank])).toEqual([
      [b[0], 1],
      [b[1], null],
    ]);
    expect(roomB_.courses.find((c) => c.coursePlanId === p1)!.average).toBe(20);
  });
});

describe('exam-based reports', () => {
  it('averages each classroom per Jalali month on the 0–20 scale (absent 0, excused left out)', async () => {
    type Report = { months: string[]; rows: { classroomId: number; months: Record<string, unknown> }[] };
    const report = await data<Report>(`monthly-classroom-grades?termId=${term1}`);
    expect(report.months).toEqual([mehr, aban]);
    expect(report.rows).toEqual([
      {
        classroomId: roomA,
        classroomName: expect.any(String),
        // Mehr: 18, 0, 14 (exam 1) and 20, 10 (exam 2 out of 10) → 62 / 5.
        months: { [mehr]: { average: 12.4, count: 5 }, [aban]: { average: 15, count: 1 } },
      },
      {
        classroomId: roomB,
        classroomName: expect.any(String),
        months: { [mehr]: { average: 12, count: 1 } },
      },
    ]);
    const second = await data<Report>(`monthly-classroom-grades?termId=${term2}`);
    expect(second).toEqual({ months: [], rows: [] });
  });

  it('sums up each teacher: groups, exams, scores, average and share below passing', async () => {
    type Row = {
      teacherId: number;
      courseGroups: number;
      examsHeld: number;
      scoresEntered: number;
      averageScore: number | null;
      belowPassingPercent: number | null;
    };
    const figures = (rows: Row[], teacherId: number) => {
      const {
        courseGroups: groups,
        examsHeld,
        scoresEntered,
        averageScore,
        belowPassingPercent,
      } = rows.find((r) => r.teacherId === teacherId)!;
      return [groups, examsHeld, scoresEntered, averageScore, belowPassingPercent];
    };
    const [t1, t2, t3] = groupsA.map((g) => g.teacherId!);
    const roomA_ = await data<Row[]>(`teacher?termId=${term1}&classroomId=${roomA}`);
    expect(roomA_).toHaveLength(groupsA.length);
    // T1: 18, 0, 14, 15 → 47 / 4; one of four under 10.
    expect(figures(roomA_, t1!)).toEqual([1, 2, 5, 11.75, 25]);
    // T2: 20 and 10 (out of 20) → 15; 10 is under P2's 12.
    expect(figures(roomA_, t2!)).toEqual([1, 1, 2, 15, 50]);
    expect(figures(roomA_, t3!)).toEqual([1, 0, 0, null, null]);
    // The whole school: T1 teaches P1 in all six classrooms; B's qualitative score counts as entered.
    const school = await data<Row[]>(`teacher?termId=${term1}`);
    expect(figures(school, t1!)).toEqual([6, 3, 7, 11.8, 20]);
    // Mehr only: 18, 0, 14 → 32 / 3.
    const mehrOnly = await data<Row[]>(`teacher?from=${iso(7, 1)}&to=${iso(7, 30)}&classroomId=${roomA}`);
    expect(figures(mehrOnly, t1!)).toEqual([1, 1, 4, 10.67, 33.3]);
  });

  it('lists teachers whose course groups held no exam, with those groups', async () => {
    type Row = { teacherId: number; groupCount: number; courseGroups: string };
    const [t1, t2] = groupsA.map((g) => g.teacherId!);
    const roomA_ = await data<Row[]>(`teachers-no-exams?termId=${term1}&classroomId=${roomA}`);
    expect(roomA_.map((r) => r.teacherId).sort()).toEqual(
      groupsA
        .slice(2)
        .map((g) => g.teacherId)
        .sort(),
    );
    expect(roomA_.every((r) => r.groupCount === 1)).toBe(true);
    const abanOnly = await data<Row[]>(
      `teachers-no-exams?from=${iso(8, 1)}&to=${iso(8, 30)}&classroomId=${roomA}`,
    );
    expect(abanOnly.some((r) => r.teacherId === t2)).toBe(true);
    expect(abanOnly.some((r) => r.teacherId === t1)).toBe(false);
    const school = await data<Row[]>(`teachers-no-exams?termId=${term1}`);
    const first = school.find((r) => r.teacherId === t1)!;
    expect(first.groupCount).toBe(4);
    expect(first.courseGroups.split('، ')).toHaveLength(4);
    expect(school.find((r) => r.teacherId === t2)!.groupCount).toBe(5);
  });

  it('lists course groups with fewer exams than the minimum (default 2)', async () => {
    type Row = { teacherId: number; courseGroupId: number; examCount: number };
    const rows = await data<Row[]>(`teachers-few-grades?termId=${term1}&classroomId=${roomA}`);
    expect(rows).toHaveLength(groupsA.length - 1);
    expect(rows.at(-1)).toMatchObject({ courseGroupId: groupsA[1]!.id, examCount: 1 });
    expect(rows.slice(0, -1).every((r) => r.examCount === 0)).toBe(true);
    const one = await data<Row[]>(`teachers-few-grades?termId=${term1}&classroomId=${roomA}&minExams=1`);
    expect(one.map((r) => r.courseGroupId).sort()).toEqual(
      groupsA
        .slice(2)
        .map((g) => g.id)
        .sort(),
    );
  });
});

describe('exports', () => {
  it('exports the scores matrix as a right-to-left workbook with escaped formula cells', async () => {
    await db.update(students).set({ firstName: '=HYPERLINK("http://x","y")' }).where(eq(students.id, a[0]!));
    const response = await call(`scores.xlsx?termId=${term1}&classroomId=${roomA}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('گزارش نمرات');
    expect(sheet.getRow(3).values as unknown[]).toEqual(
      expect.arrayContaining(['دانش‌آموز', 'معدل', 'رتبه']),
    );
    expect(String(sheet.getRow(4).getCell(2).value)).toMatch(/^'=HYPERLINK/);
    expect([sheet.getRow(4).getCell(3).value, sheet.getRow(4).getCell(4).value]).toEqual([19, 18]);
    const totals = sheet.getRow(8);
    expect([totals.getCell(3).value, totals.getCell(4).value]).toEqual([14.25, 15.38]);
  });

  it('exports every report as a workbook with its Persian title', async () => {
    const titles: Record<string, string> = {
      [`below-passing?termId=${term1}`]: 'نمرات زیر حد قبولی',
      [`top-students?termId=${term1}`]: 'دانش‌آموزان برتر',
      [`top-students-course?termId=${term1}`]: 'دانش‌آموزان برتر هر درس',
      [`monthly-classroom-grades?termId=${term1}`]: 'نمرات ماهانه کلاس‌ها',
      [`teacher?termId=${term1}`]: 'گزارش دبیران',
      [`teachers-no-exams?termId=${term1}`]: 'دبیران بدون آزمون',
      [`teachers-few-grades?termId=${term1}`]: 'دبیران با نمره کم',
    };
    for (const [url, title] of Object.entries(titles)) {
      const response = await call(url.replace('?', '.xlsx?'));
      expect(response.statusCode, url).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.getRow(1).getCell(1).value, url).toBe(title);
    }
  });
});

describe('access and filters', () => {
  const REPORTS: [string, string][] = [
    ['below-passing', 'reports.below-passing'],
    ['top-students', 'reports.top-students'],
    ['top-students-course', 'reports.top-students-course'],
    ['monthly-classroom-grades', 'reports.monthly-classroom-grades'],
    ['scores', 'reports.scores'],
    ['teacher', 'reports.teacher'],
    ['teachers-no-exams', 'reports.teachers-no-exams'],
    ['teachers-few-grades', 'reports.teachers-few-grades'],
  ];

  it('needs each report’s own permission', async () => {
    await createUserWith(db, 'attendance-viewer', ['reports.attendance']);
    const viewer = (await login(ctx.app, 'attendance-viewer')).accessToken;
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    for (const [name, permission] of REPORTS) {
      const url = `${name}?classroomId=${roomA}`;
      expect((await call(url, viewer)).statusCode, name).toBe(403);
      expect((await call(url.replace('?', '.xlsx?'), viewer)).statusCode, name).toBe(403);
      expect((await call(url, teacher)).statusCode, name).toBe(403);
      await createUserWith(db, `only-${name}`, [permission]);
      const holder = (await login(ctx.app, `only-${name}`)).accessToken;
      expect((await call(url, holder)).statusCode, name).toBe(200);
    }
    // Top students overall does not open the per-course report.
    const top = (await login(ctx.app, 'only-top-students')).accessToken;
    expect((await call('top-students-course', top)).statusCode).toBe(403);
  });

  it("treats another school's classroom or another year's term as absent (404)", async () => {
    const [, schoolB] = await schoolIds(db);
    const [foreign] = await db.select().from(classrooms).where(eq(classrooms.schoolId, schoolB!)).limit(1);
    const [oldYear] = await db
      .insert(academicYears)
      .values({ title: 'سال گذشته', startDate: '2020-09-22', endDate: '2021-09-21', isCurrent: false })
      .returning();
    const [oldTerm] = await db
      .insert(terms)
      .values({
        academicYearId: oldYear!.id,
        title: 'نوبت قدیم',
        ordinal: 1,
        startDate: '2020-09-22',
        endDate: '2021-01-20',
      })
      .returning();
    for (const [name] of REPORTS) {
      const room = await call(`${name}?classroomId=${foreign!.id}`);
      expect(room.statusCode, name).toBe(404);
      expect(json<{ message: string }>(room).message).toContain('کلاس');
      const term = await call(`${name}?termId=${oldTerm!.id}&classroomId=${roomA}`);
      expect(term.statusCode, name).toBe(404);
      expect(json<{ message: string }>(term).message).toContain('نوبت');
    }
    expect((await call(`scores.xlsx?classroomId=${foreign!.id}`)).statusCode).toBe(404);
    // The other school's own cards never appear in this school's reports.
    const [otherStudent] = await db.select().from(students).where(eq(students.schoolId, schoolB!)).limit(1);
    const otherGroup = (
      await db
        .select()
        .from(courseGroups)
        .where(and(eq(courseGroups.classroomId, foreign!.id)))
        .limit(1)
    )[0]!;
    const [otherCard] = await db
      .insert(reportCards)
      .values({
        schoolId: schoolB!,
        academicYearId: yearId,
        termId: term1,
        studentId: otherStudent!.id,
        classroomId: foreign!.id,
        gradeLevel: 10,
        average: 20,
      })
      .returning();
    await db.insert(reportCardCourses).values({
      reportCardId: otherCard!.id,
      schoolId: schoolB!,
      courseGroupId: otherGroup.id,
      coursePlanId: otherGroup.coursePlanId,
      units: 3,
      score: 1,
    });
    const top = await data<{ studentId: number }[]>(`top-students?termId=${term1}`);
    expect(top.some((r) => r.studentId === otherStudent!.id)).toBe(false);
    const below = await data<{ rows: { studentId: number }[] }>(`below-passing?termId=${term1}`);
    expect(below.rows.some((r) => r.studentId === otherStudent!.id)).toBe(false);
  });

  it('refuses malformed filters with Persian messages', async () => {
    const cases: [string, RegExp][] = [
      ['top-students?termId=abc', /شناسه/],
      ['top-students?limit=0', /تعداد باید بین ۱ و ۱۰۰/],
      ['top-students-course?limit=x', /تعداد باید عدد/],
      ['below-passing?gradeLevel=13', /پایه/],
      ['scores', /کلاس را انتخاب کنید/],
      [`teacher?termId=${term1}&from=${iso(7, 1)}&to=${iso(7, 2)}`, /نه هر دو/],
      [`teacher?from=${iso(7, 1)}`, /هر دو سر بازه/],
      [`teachers-no-exams?from=${iso(7, 9)}&to=${iso(7, 2)}`, /پیش از تاریخ شروع/],
      ['teachers-no-exams?from=2025-02-30&to=2025-03-01', /تاریخ شروع نامعتبر/],
      ['teachers-few-grades?minExams=-1', /حداقل تعداد آزمون/],
      ['monthly-classroom-grades?extra=1', /./],
    ];
    for (const [url, message] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      const body = json<{ message: string; errors?: Record<string, string> }>(response);
      expect(body.message, url).toMatch(/[\u0600-\u06FF]/);
      expect(`${body.message} ${Object.values(body.errors ?? {}).join(' ')}`, url).toMatch(message);
    }
  });
});
