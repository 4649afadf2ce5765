/**
 * The four institute reports over the demo's grade-12 exams: figures and averages agree with the
 * stored results, order and filters hold, the course by school covers exactly the user's schools,
 * each workbook has Persian headers and is logged as an export; another school's exam, student or
 * classroom is a 404, a missing or malformed filter a Persian 400, a missing permission a 403.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, classrooms, corpExamResults, corpExamScores, corpExams, students } from '../src/db/schema';
import { mean } from '../src/modules/corp-exams/corp-report-queries';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let admin: string;
let outsider: string;
let schoolA: number;
let schoolB: number;
let examA: typeof corpExams.$inferSelect;
let examB: number;
let roomA: number;
let roomB: number;
let studentA: number;
let studentB: number;

const get = (url: string, token = manager) =>
  ctx.app.inject({ method: 'GET', url: `/api/corp-reports/${url}`, headers: bearer(token) });
const data = async <T>(url: string, token = manager) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};

type Figures = { percent: number | null; score: number | null; rank: number | null };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  await createUserWith(db, 'corp-report-outsider', ['corp-exams.list'], 0);
  outsider = (await login(ctx.app, 'corp-report-outsider')).accessToken;
  [examA] = (await db
    .select()
    .from(corpExams)
    .where(eq(corpExams.schoolId, schoolA))
    .orderBy(asc(corpExams.date))) as [typeof corpExams.$inferSelect];
  [{ id: examB }] = (await db
    .select({ id: corpExams.id })
    .from(corpExams)
    .where(eq(corpExams.schoolId, schoolB))
    .limit(1)) as [{ id: number }];
  const rooms = async (school: number) =>
    db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, school), eq(classrooms.gradeLevel, 12)))
      .orderBy(asc(classrooms.name));
  [{ id: roomA }] = (await rooms(schoolA)) as [{ id: number }];
  [{ id: roomB }] = (await rooms(schoolB)) as [{ id: number }];
  const first = async (school: number) =>
    (
      await db
        .select({ id: corpExamResults.studentId })
        .from(corpExamResults)
        .where(eq(corpExamResults.schoolId, school))
        .limit(1)
    )[0]!.id;
  studentA = await first(schoolA);
  studentB = await first(schoolB);
});
afterAll(() => ctx.close());

describe('class scores in an exam', () => {
  interface Report {
    exam: { examId: number; title: string; corpTitle: string };
    courses: { id: number; title: string }[];
    students: {
      studentId: number;
      classroomName: string;
      totalScore: number;
      courses: Record<number, Figures>;
    }[];
    average: {
      students: number;
      totalScore: number;
      courses: Record<number, { percent: number; score: number }>;
    };
    classrooms: { classroomName: string; students: number }[];
  }

  it('lists every student best first with each course, and the averages of the stored results', async () => {
    const report = await data<Report>(`corp-class-exam-score?examId=${examA.id}`);
    expect(report.courses.map((c) => c.id)).toEqual(examA.coursePlanIds);
    const db = ctx.database.db;
    const stored = await db
      .select()
      .from(corpExamResults)
      .where(eq(corpExamResults.corpExamId, examA.id))
      .orderBy(desc(corpExamResults.totalScore));
    expect(report.students.map((s) => s.totalScore)).toEqual(stored.map((r) => r.totalScore));
    expect(report.average.students).toBe(stored.length);
    expect(report.average.totalScore).toBe(mean(stored.map((r) => r.totalScore)));
    const course = examA.coursePlanIds[0]!;
    const scores = await db
      .select({ percent: corpExamScores.percent })
      .from(corpExamScores)
      .innerJoin(corpExamResults, eq(corpExamResults.id, corpExamScores.resultId))
      .where(and(eq(corpExamResults.corpExamId, examA.id), eq(corpExamScores.coursePlanId, course)));
    expect(report.average.courses[course]!.percent).toBe(mean(scores.map((s) => s.percent)));
    expect(report.classrooms.map((c) => c.students).reduce((a, b) => a + b)).toBe(stored.length);
  });

  it('narrows to one classroom of the school, and refuses another school’s', async () => {
    const report = await data<Report>(`corp-class-exam-score?examId=${examA.id}&classroomId=${roomA}`);
    expect(report.students.length).toBeGreaterThan(0);
    expect(new Set(report.students.map((s) => s.classroomName)).size).toBe(1);
    expect(report.classrooms).toHaveLength(1);
    expect((await get(`corp-class-exam-score?examId=${examA.id}&classroomId=${roomB}`)).statusCode).toBe(404);
    expect((await get(`corp-class-exam-score?examId=${examB}`)).statusCode).toBe(404);
  });
});

describe('a student across exams', () => {
  it('gives the year’s exams oldest first, with the overall and each course’s figures', async () => {
    const report = await data<{
      student: { id: number };
      courses: { id: number }[];
      exams: { date: string; totalScore: number; courses: Record<number, Figures> }[];
    }>(`corp-student-exam-score?studentId=${studentA}`);
    expect(report.student.id).toBe(studentA);
    expect(report.exams).toHaveLength(3);
    const dates = report.exams.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(report.courses.length).toBeGreaterThan(0);
    expect(Object.keys(report.exams[0]!.courses).map(Number).sort()).toEqual(
      report.courses.map((c) => c.id).sort(),
    );
  });

  it('refuses another school’s student', async () => {
    expect((await get(`corp-student-exam-score?studentId=${studentB}`)).statusCode).toBe(404);
  });
});

describe('a course by school and date', () => {
  type Report = {
    schools: { id: number }[];
    sittings: { date: string; cells: Record<number, { students: number; score: number }> }[];
  };

  it('covers exactly the schools the user sees', async () => {
    const course = examA.coursePlanIds[0]!;
    const own = await data<Report>(`course-school-date?coursePlanId=${course}`);
    expect(own.schools.map((s) => s.id)).toEqual([schoolA]);
    expect(own.sittings).toHaveLength(3);
    const network = await data<Report>(`course-school-date?coursePlanId=${course}`, admin);
    expect(network.schools.map((s) => s.id)).toEqual([schoolA, schoolB]);
    // The same sittings: each school's exam of an institute on one day.
    expect(network.sittings.map((s) => Object.keys(s.cells).length)).toEqual([2, 2, 2]);
    const students = await ctx.database.db
      .select({ id: corpExamResults.id })
      .from(corpExamResults)
      .where(eq(corpExamResults.corpExamId, examA.id));
    expect(network.sittings[0]!.cells[schoolA]!.students).toBe(students.length);
  });

  it('refuses a course that does not exist', async () => {
    const response = await get('course-school-date?coursePlanId=999999');
    expect(response.statusCode).toBe(404);
  });
});

describe('a course by student and date', () => {
  it('gives each student’s figures per exam and each exam’s mean and best', async () => {
    const course = examA.coursePlanIds[1]!;
    const report = await data<{
      exams: { examId: number }[];
      students: { studentId: number; exams: Record<number, Figures> }[];
      averages: { examId: number; score: number; best: number }[];
    }>(`course-student-date?coursePlanId=${course}&classroomId=${roomA}`);
    expect(report.exams).toHaveLength(3);
    const inRoom = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, roomA));
    expect(report.students.map((s) => s.studentId).sort()).toEqual(inRoom.map((s) => s.id).sort());
    const first = report.exams[0]!.examId;
    const scores = report.students.map((s) => s.exams[first]!.score!);
    expect(report.averages[0]).toMatchObject({ score: mean(scores), best: Math.max(...scores) });
  });
});

describe('workbooks and refusals', () => {
  it('export each report with Persian headers, logged as exports', async () => {
    const course = examA.coursePlanIds[0]!;
    const cases = [
      [`corp-class-exam-score.xlsx?examId=${examA.id}`, 'نمرات کلاس در آزمون موسسه', 'تراز کل'],
      [
        `corp-student-exam-score.xlsx?studentId=${studentA}`,
        'نمرات دانش‌آموز در آزمون‌های موسسات',
        'رتبه کل',
      ],
      [`course-school-date.xlsx?coursePlanId=${course}`, 'درس به تفکیک مدرسه و تاریخ', 'موسسه'],
      [`course-student-date.xlsx?coursePlanId=${course}`, 'درس به تفکیک دانش‌آموز و تاریخ', 'دانش‌آموز'],
    ] as const;
    for (const [url, title, header] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getRow(1).getCell(1).value).toBe(title);
      expect(sheet.getRow(3).values).toEqual(expect.arrayContaining([header]));
    }
    const logged = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export'))
      .orderBy(desc(auditLog.id))
      .limit(4);
    expect(logged.map((l) => (l.after as { what: string }).what).sort()).toEqual([
      'corp-class-exam-score',
      'corp-student-exam-score',
      'course-school-date',
      'course-student-date',
    ]);
    expect(
      (
        logged.find((l) => (l.after as { what: string }).what === 'corp-class-exam-score')!.after as {
          filters: Record<string, unknown>;
        }
      ).filters,
    ).toEqual({ examId: examA.id });
  });

  it('refuse a missing or malformed filter in Persian, and a user without the permission', async () => {
    const missing = await get('corp-class-exam-score');
    expect(missing.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(missing).errors.examId).toBe('آزمون را انتخاب کنید.');
    const malformed = await get('course-student-date?coursePlanId=abc');
    expect(malformed.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(malformed).errors.coursePlanId).toMatch(/[آ-ی]/);
    const unknown = await get(`corp-class-exam-score?examId=${examA.id}&sort=x`);
    expect(unknown.statusCode).toBe(400);
    for (const url of [
      `corp-class-exam-score?examId=${examA.id}`,
      `corp-student-exam-score.xlsx?studentId=${studentA}`,
      'course-school-date?coursePlanId=1',
      'course-student-date?coursePlanId=1',
    ])
      expect((await get(url, outsider)).statusCode, url).toBe(403);
  });
});
