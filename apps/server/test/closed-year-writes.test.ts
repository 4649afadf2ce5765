/**
 * A closed year stays as it was closed, whichever write path is taken (engine/closed-years.ts):
 * deciding a leave of a closed year is refused and its attendance is left alone, a leave of an open
 * year reaching into a closed one changes only the open year's periods and says so; saving scores
 * in a closed year says the year is closed (not that a card is published), also for an exam outside
 * any term; a closed year's exams are not locked or unlocked, its worksheet and course group
 * members are not changed. Outside results: an institute exam of a closed year takes no results
 * (our own record, read-only with the year), while Sida's results for it are still received (the
 * Ministry's, apart from the school's cards). The demo network's closed previous year
 * (demo-previous-year.ts) is the closed year.
 */
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  attendanceRecords,
  classPeriods,
  corpExamResults,
  corpExams,
  corps,
  courseGroups,
  examTypes,
  exams,
  leaveTypes,
  reportCardCourses,
  reportCards,
  sidaReportCards,
  studentLeaves,
  students,
  terms,
} from '../src/db/schema';
import { CLOSED_YEAR_MESSAGE, CLOSED_YEAR_REASON_MESSAGE } from '../src/engine/closed-years';
import { LEAVE_CLOSED_YEAR_MESSAGE } from '../src/modules/attendance/leave-decisions';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let schoolId: number;
let closedYear: { id: number; startDate: string; endDate: string };
let openYear: { id: number; startDate: string };
let group: { id: number; classroomId: number };
let studentId: number;
let term: { id: number; startDate: string };
let attendanceId: number;
let leaveTypeId: number;

const db = () => ctx.database.db;
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const messageOf = (response: { body: string }) => JSON.parse(response.body).message as string;

async function attendanceRow() {
  const [row] = await db().select().from(attendanceRecords).where(eq(attendanceRecords.id, attendanceId));
  return row!;
}

async function leave(academicYearId: number, fromDate: string, toDate: string) {
  const [row] = await db()
    .insert(studentLeaves)
    .values({ schoolId, academicYearId, studentId, leaveTypeId, fromDate, toDate, reason: 'بیماری' })
    .returning();
  return row!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  schoolId = (await schoolIds(db()))[0]!;
  const [closed] = await db().select().from(academicYears).where(isNotNull(academicYears.closedAt));
  closedYear = closed!;
  const [open] = await db().select().from(academicYears).where(eq(academicYears.isCurrent, true));
  openYear = open!;
  const [g] = await db()
    .select({ id: courseGroups.id, classroomId: courseGroups.classroomId })
    .from(courseGroups)
    .where(and(eq(courseGroups.academicYearId, closedYear.id), eq(courseGroups.schoolId, schoolId)))
    .orderBy(asc(courseGroups.id))
    .limit(1);
  group = g!;
  const [card] = await db()
    .select({ studentId: reportCards.studentId })
    .from(reportCards)
    .where(and(eq(reportCards.classroomId, group.classroomId), isNull(reportCards.termId)))
    .limit(1);
  studentId = card!.studentId;
  const [t] = await db()
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, closedYear.id))
    .orderBy(asc(terms.ordinal));
  term = t!;
  const [period] = await db().select().from(classPeriods).where(eq(classPeriods.schoolId, schoolId)).limit(1);
  // An absence of the closed year, as its sheet left it.
  const [row] = await db()
    .insert(attendanceRecords)
    .values({
      schoolId,
      academicYearId: closedYear.id,
      date: closedYear.endDate,
      classPeriodId: period!.id,
      courseGroupId: group.id,
      classroomId: group.classroomId,
      studentId,
      status: 'absent',
    })
    .returning();
  attendanceId = row!.id;
  const [type] = await db()
    .insert(leaveTypes)
    .values({ schoolId, title: 'پزشکی (سال بسته)', countsAsExcused: true })
    .returning();
  leaveTypeId = type!.id;
});
afterAll(() => ctx.close());

describe('leaves and a closed year', () => {
  it('refuses to decide a leave of a closed year, in Persian, and leaves its attendance alone', async () => {
    const old = await leave(closedYear.id, closedYear.endDate, closedYear.endDate);
    const approve = await call('POST', `/api/student-leaves/${old.id}/approve`, manager);
    expect(approve.statusCode, approve.body).toBe(409);
    expect(messageOf(approve)).toBe(LEAVE_CLOSED_YEAR_MESSAGE);
    const reject = await call('POST', `/api/student-leaves/${old.id}/reject`, manager);
    expect(reject.statusCode).toBe(409);
    expect(await attendanceRow()).toMatchObject({ status: 'absent', leaveId: null, statusBeforeLeave: null });
    const [still] = await db().select().from(studentLeaves).where(eq(studentLeaves.id, old.id));
    expect(still!.status).toBe('pending');
  });

  it('decides a leave of the open year reaching into the closed one, leaving the closed periods and saying so', async () => {
    const spanning = await leave(openYear.id, closedYear.endDate, openYear.startDate);
    const approve = await call('POST', `/api/student-leaves/${spanning.id}/approve`, manager);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(json<{ data: { leftClosed: number } }>(approve).data.leftClosed).toBe(1);
    expect(messageOf(approve)).toBe(
      'مرخصی تأیید شد. حضور و غیاب ۱ زنگ که در سال تحصیلی بسته‌شده است تغییر نکرد.',
    );
    expect(await attendanceRow()).toMatchObject({ status: 'absent', leaveId: null });
    const reject = await call('POST', `/api/student-leaves/${spanning.id}/reject`, manager);
    expect(reject.statusCode, reject.body).toBe(200);
    expect(json<{ data: { leftClosed: number } }>(reject).data.leftClosed).toBe(0);
    expect(await attendanceRow()).toMatchObject({ status: 'absent', leaveId: null });
  });
});

describe('scores and a closed year', () => {
  async function examOf(termId: number | null) {
    const [type] = await db().select().from(examTypes).where(eq(examTypes.schoolId, schoolId)).limit(1);
    const [exam] = await db()
      .insert(exams)
      .values({
        schoolId,
        academicYearId: closedYear.id,
        title: 'آزمون سال بسته',
        courseGroupIds: [group.id],
        examTypeId: type!.id,
        termId,
        date: term.startDate,
      })
      .returning();
    return exam!.id;
  }
  const save = (examId: number, token: string, clientId: string, reason?: string) =>
    call('POST', `/api/exams/${examId}/scores`, token, {
      clientId,
      courseGroupId: group.id,
      entries: [{ studentId, score: 14 }],
      ...(reason ? { reason } : {}),
    });

  it('says the year is closed, not that a card is published; an amendment needs its reason', async () => {
    await createUserWith(db(), 'closed-year-scorer', ['exams.scores', 'exams.all-groups'], 0);
    const scorer = (await login(ctx.app, 'closed-year-scorer')).accessToken;
    const examId = await examOf(term.id);
    const refused = await save(examId, scorer, 'closed-year-a');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(messageOf(refused)).toBe(CLOSED_YEAR_MESSAGE);
    const noReason = await save(examId, manager, 'closed-year-b');
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect(messageOf(noReason)).toBe(CLOSED_YEAR_REASON_MESSAGE);
    expect(JSON.parse(noReason.body).errors.reason).toBe(CLOSED_YEAR_REASON_MESSAGE);
    const lock = await call('POST', `/api/exams/${examId}/lock`, manager);
    expect(lock.statusCode, lock.body).toBe(409);
    expect(messageOf(lock)).toBe(CLOSED_YEAR_MESSAGE);

    // An exam outside any term is of the closed year all the same.
    const termless = await save(await examOf(null), scorer, 'closed-year-c');
    expect(termless.statusCode, termless.body).toBe(409);
    expect(messageOf(termless)).toBe(CLOSED_YEAR_MESSAGE);
  });

  it("refuses a closed year's worksheet activities and course group members", async () => {
    const activity = await call('POST', `/api/course-groups/${group.id}/worksheet/activities`, manager, {
      termId: term.id,
      title: 'فعالیت دیرهنگام',
    });
    expect(activity.statusCode, activity.body).toBe(409);
    expect(messageOf(activity)).toBe(CLOSED_YEAR_MESSAGE);
    const members = await call('PUT', `/api/course-groups/${group.id}/students`, manager, {
      studentIds: [],
    });
    expect(members.statusCode, members.body).toBe(409);
    expect(messageOf(members)).toBe(CLOSED_YEAR_MESSAGE);
  });
});

describe('outside results and a closed year', () => {
  function upload(url: string, file: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([file]), 'results.xlsx');
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(manager),
      payload: form as unknown as string,
    });
  }
  async function workbook(rows: (string | number)[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('نتایج');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const nationalCode = async () =>
    (await db().select().from(students).where(eq(students.id, studentId)))[0]!.nationalCode;

  it("refuses an institute exam's results in a closed year, a file that would otherwise import", async () => {
    const [corp] = await db().insert(corps).values({ title: 'موسسه سال بسته' }).returning();
    const [coursePlan] = await db()
      .select({ id: courseGroups.coursePlanId })
      .from(courseGroups)
      .where(eq(courseGroups.id, group.id));
    const exam = async (academicYearId: number) =>
      (
        await db()
          .insert(corpExams)
          .values({
            schoolId,
            academicYearId,
            corpId: corp!.id,
            title: 'آزمون موسسه',
            date: term.startDate,
            gradeLevel: 10,
            coursePlanIds: [coursePlan!.id],
          })
          .returning()
      )[0]!.id;
    const closedExam = await exam(closedYear.id);
    // The template is a read: it still downloads; its columns make the file.
    const template = await call('GET', `/api/corp-exams/${closedExam}/results/template.xlsx`, manager);
    expect(template.statusCode, template.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const headers = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    const file = await workbook([headers, [await nationalCode(), 'دانش‌آموز', 55, 6200, 12, 6100, 14]]);
    for (const step of ['preview', 'commit']) {
      const refused = await upload(`/api/corp-exams/${closedExam}/results/${step}`, file, { mode: 'all' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(messageOf(refused)).toBe(CLOSED_YEAR_MESSAGE);
    }
    const [results] = await db()
      .select({ n: count() })
      .from(corpExamResults)
      .where(eq(corpExamResults.corpExamId, closedExam));
    expect(results!.n).toBe(0);
    // The same file into the same exam of the open year imports.
    const openExam = await exam(openYear.id);
    const imported = await upload(`/api/corp-exams/${openExam}/results/commit`, file, { mode: 'all' });
    expect(imported.statusCode, imported.body).toBe(200);
  });

  it("receives Sida's results for a closed year, apart from the school's cards", async () => {
    const cards = async () => {
      const [c] = await db().select({ n: count() }).from(reportCards);
      const [r] = await db().select({ n: count() }).from(reportCardCourses);
      return [c!.n, r!.n];
    };
    const before = await cards();
    const choose = (academicYearId: number) =>
      call('PUT', '/api/context', manager, { schoolId, academicYearId });
    expect((await choose(closedYear.id)).statusCode).toBe(200);
    try {
      const file = await workbook([
        ['کد ملی', 'کد درس', 'نام درس', 'نمره'],
        [await nationalCode(), 'closed-1', 'ریاضی سال بسته', '17'],
      ]);
      const received = await upload('/api/sida/results/commit', file, { mode: 'all' });
      expect(received.statusCode, received.body).toBe(200);
      expect(JSON.parse(received.body).data).toMatchObject({ created: 1 });
    } finally {
      expect((await choose(openYear.id)).statusCode).toBe(200);
    }
    const [row] = await db()
      .select()
      .from(sidaReportCards)
      .where(and(eq(sidaReportCards.studentId, studentId), eq(sidaReportCards.courseCode, 'closed-1')));
    expect(row).toMatchObject({ academicYearId: closedYear.id, score: 17 });
    expect(await cards()).toEqual(before);
  });
});
