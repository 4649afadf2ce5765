/**
 * Institutes and their exams through the API: the network's institutes are written only by
 * network-wide users; an exam's date lies in its year and its courses are of its grade; its results
 * sheet (template with the grade's students, preview with every row's errors, commit of all or the
 * valid rows) matches students of the exam's school by national code, replaces a re-imported
 * student's result, is audited and counted; bad files are refused with Persian messages, another
 * school's exam is a 404 and missing permissions a 403.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  classrooms,
  corpExamResults,
  corpExamScores,
  corpExams,
  corps,
  coursePlans,
  students,
} from '../src/db/schema';
import { XLSX_MESSAGES } from '../src/http/xlsx-upload';
import { CORP_EXAM_MESSAGES } from '../src/engine/bindings/institutes';
import { RESULT_MESSAGES } from '../src/modules/corp-exams/result-row';
import { IMPORT_MESSAGES } from '../src/modules/corp-exams/results-import';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let admin: string;
let outsider: string;
let schoolA: number;
let schoolB: number;
let examId: number;
let examOfB: number;
let corpId: number;
let plans: { id: number; title: string }[];
let grade12: { id: number; nationalCode: string }[];
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

function upload(
  url: string,
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'r.xlsx',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), name);
  return ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: form as unknown as string });
}

/** A results sheet: the template's headers, then the given rows (missing cells empty). */
async function sheet(rows: string[][], headers?: string[]): Promise<Buffer> {
  const template = await call('GET', `/api/corp-exams/${examId}/results/template.xlsx`, manager);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const out = new ExcelJS.Workbook();
  const ws = out.addWorksheet('نتایج');
  ws.addRow(headers ?? (book.worksheets[0]!.getRow(1).values as string[]).slice(1));
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await out.xlsx.writeBuffer());
}

/** A row: code, name, then percent/تراز/rank per course and the overall تراز and rank. */
const row = (code: string, perCourse: [string, string, string], total: [string, string]) => [
  code,
  'نام',
  ...plans.flatMap(() => perCourse),
  ...total,
];

interface Preview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  rows: { row: number; errors: Record<string, string>; action: string }[];
  columns: { key: string; header: string }[];
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  await createUserWith(db, 'corp-outsider', ['corp-exams.list', 'corp-exams.add'], 0);
  outsider = (await login(ctx.app, 'corp-outsider')).accessToken;
  [{ id: corpId }] = (await db.select({ id: corps.id }).from(corps).limit(1)) as [{ id: number }];
  plans = await db
    .select({ id: coursePlans.id, title: coursePlans.title })
    .from(coursePlans)
    .where(eq(coursePlans.gradeLevel, 12))
    .orderBy(coursePlans.code)
    .limit(2);
  // An exam of its own in school A, two courses, no results yet.
  const [a] = await db.select().from(corpExams).where(eq(corpExams.schoolId, schoolA)).limit(1);
  const exam = await call('POST', '/api/corp-exams', manager, {
    corpId,
    title: 'آزمون آزمایشی',
    date: a!.date,
    gradeLevel: '12',
    coursePlanIds: plans.map((p) => p.id),
  });
  expect(exam.statusCode, exam.body).toBe(201);
  examId = json<{ data: Item }>(exam).data.id;
  [{ id: examOfB }] = (await db
    .select({ id: corpExams.id })
    .from(corpExams)
    .where(eq(corpExams.schoolId, schoolB))
    .limit(1)) as [{ id: number }];
  grade12 = await db
    .select({ id: students.id, nationalCode: students.nationalCode })
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(and(eq(students.schoolId, schoolA), eq(classrooms.gradeLevel, 12)))
    .orderBy(students.id);
});
afterAll(() => ctx.close());

describe('institutes', () => {
  it('are written by network-wide users only', async () => {
    const refused = await call('POST', '/api/corps', manager, { title: 'سنجش', code: 'SNJ' });
    expect(refused.statusCode).toBe(403);
    const made = await call('POST', '/api/corps', admin, { title: 'سنجش', code: 'SNJ' });
    expect(made.statusCode, made.body).toBe(201);
    // Every school sees them.
    const list = json<{ data: { items: Item[] } }>(await call('GET', '/api/corps?pageSize=100', manager));
    expect(list.data.items.map((i) => i.title)).toContain('سنجش');
  });

  it('cannot be removed while a school has exams of theirs', async () => {
    const response = await call('DELETE', `/api/corps/${corpId}`, admin);
    expect(response.statusCode).toBe(409);
    expect(json<{ message: string }>(response).message).toContain('آزمون‌های موسسات');
  });
});

describe('institute exams', () => {
  it('lie in their academic year', async () => {
    const response = await call('POST', '/api/corp-exams', manager, {
      corpId,
      title: 'دیروقت',
      date: '2001-01-01',
      gradeLevel: '12',
      coursePlanIds: [plans[0]!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.date).toContain('سال تحصیلی');
  });

  it('take courses of their own grade only', async () => {
    const [other] = await ctx.database.db
      .select({ id: coursePlans.id })
      .from(coursePlans)
      .where(eq(coursePlans.gradeLevel, 10))
      .limit(1);
    const response = await call('PATCH', `/api/corp-exams/${examId}`, manager, {
      version: 1,
      coursePlanIds: [plans[0]!.id, other!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.coursePlanIds).toBe(
      CORP_EXAM_MESSAGES.otherGrade,
    );
  });

  it('of another school are not found, and need their permissions', async () => {
    expect((await call('GET', `/api/corp-exams/${examOfB}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/corp-exams/${examOfB}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/corp-exams/${examId}`, outsider)).statusCode).toBe(403);
  });
});

describe('results import', () => {
  it('serves a template with the courses as columns and the grade’s students as rows', async () => {
    const response = await call('GET', `/api/corp-exams/${examId}/results/template.xlsx`, manager);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const headers = (ws.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual([
      'کد ملی',
      'نام و نام خانوادگی',
      ...plans.flatMap((p) => [`${p.title} درصد`, `${p.title} تراز`, `${p.title} رتبه`]),
      'تراز کل',
      'رتبه کل',
    ]);
    const codes = Array.from({ length: ws.rowCount - 1 }, (_, i) =>
      String(ws.getRow(i + 2).getCell(1).value),
    );
    expect(codes.sort()).toEqual(grade12.map((s) => s.nationalCode).sort());
  });

  it('previews every row with its errors, in Persian, per cell', async () => {
    const [s1, s2] = grade12;
    const file = await sheet([
      row(s1!.nationalCode, ['۴۵٫۵', '۵۲۳۰', '۱۲۰۰'], ['5,410', '980']),
      row(s2!.nationalCode, ['120', '5.5', '0'], ['', '']),
      row(nationalCodeFor(4242), ['10', '4000', '9'], ['4000', '9']),
      row(s1!.nationalCode, ['1', '4100', '2'], ['4100', '2']),
      row('123', ['', '', ''], ['4000', '1']),
      // A template row left empty is passed over, not an error.
      [grade12[2]!.nationalCode, 'نام'],
    ]);
    const response = await upload(`/api/corp-exams/${examId}/results/preview`, manager, file);
    expect(response.statusCode, response.body).toBe(200);
    const preview = json<{ data: Preview }>(response).data;
    expect(preview).toMatchObject({ total: 5, valid: 1, invalid: 4, creates: 1, updates: 0 });
    expect(preview.columns[0]).toEqual({ key: 'nationalCode', header: 'کد ملی' });
    const errors = (n: number) => preview.rows.find((r) => r.row === n)!.errors;
    expect(errors(2)).toEqual({});
    const c = plans[0]!.id;
    expect(errors(3)).toMatchObject({
      [`c${c}_percent`]: RESULT_MESSAGES.percentRange,
      [`c${c}_score`]: RESULT_MESSAGES.scoreWhole,
      [`c${c}_rank`]: RESULT_MESSAGES.rankWhole,
    });
    expect(errors(4).nationalCode).toBe(IMPORT_MESSAGES.notInSchool);
    expect(errors(5).nationalCode).toBe(IMPORT_MESSAGES.duplicateInFile(2));
    expect(errors(6).nationalCode).toBe(RESULT_MESSAGES.nationalCodeInvalid);
  });

  it('commits nothing while a row is wrong and «all» is asked, the valid rows when asked', async () => {
    const [s1, s2] = grade12;
    const file = await sheet([
      row(s1!.nationalCode, ['45.5', '5230', '1200'], ['5410', '980']),
      row(s2!.nationalCode, ['-12.5', '3900', '40000'], ['3950', '41000']),
      row(nationalCodeFor(4243), ['10', '4000', '9'], ['4000', '9']),
    ]);
    const url = `/api/corp-exams/${examId}/results/commit`;
    const all = await upload(url, manager, file, { mode: 'all' });
    expect(all.statusCode).toBe(400);
    expect(json<{ message: string }>(all).message).toBe(IMPORT_MESSAGES.notAll(1));
    expect(
      await ctx.database.db.select().from(corpExamResults).where(eq(corpExamResults.corpExamId, examId)),
    ).toEqual([]);

    const valid = await upload(url, manager, file, { mode: 'valid' });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(json<{ data: unknown; message: string }>(valid)).toMatchObject({
      data: { created: 2, updated: 0, skipped: 1 },
      message: 'نتیجه ۲ دانش‌آموز افزوده و ۰ جایگزین شد.',
    });
    const db = ctx.database.db;
    const [result] = await db
      .select()
      .from(corpExamResults)
      .where(and(eq(corpExamResults.corpExamId, examId), eq(corpExamResults.studentId, s2!.id)));
    expect(result).toMatchObject({ totalScore: 3950, totalRank: 41000, schoolId: schoolA });
    const scores = await db.select().from(corpExamScores).where(eq(corpExamScores.resultId, result!.id));
    expect(scores.map((s) => s.percent)).toEqual([-12.5, -12.5]);
    const [exam] = await db.select().from(corpExams).where(eq(corpExams.id, examId));
    expect(exam!.resultCount).toBe(2);
  });

  it('replaces a student’s result when imported again, keeping the before and after in the audit', async () => {
    const s1 = grade12[0]!;
    const file = await sheet([row(s1.nationalCode, ['60', '6100', '300'], ['6000', '310'])]);
    const url = `/api/corp-exams/${examId}/results`;
    const preview = json<{ data: Preview }>(await upload(`${url}/preview`, manager, file)).data;
    expect(preview).toMatchObject({ valid: 1, creates: 0, updates: 1 });
    const response = await upload(`${url}/commit`, manager, file, { mode: 'all' });
    expect(json<{ data: unknown }>(response).data).toEqual({ created: 0, updated: 1, skipped: 0 });
    const db = ctx.database.db;
    const [result] = await db
      .select()
      .from(corpExamResults)
      .where(and(eq(corpExamResults.corpExamId, examId), eq(corpExamResults.studentId, s1.id)));
    expect(result).toMatchObject({ totalScore: 6000, totalRank: 310 });
    const scores = await db.select().from(corpExamScores).where(eq(corpExamScores.resultId, result!.id));
    expect(scores.map((s) => [s.percent, s.standardScore, s.rank])).toEqual([
      [60, 6100, 300],
      [60, 6100, 300],
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'corp-exam-results'), eq(auditLog.entityId, result!.id)));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]!.before).toMatchObject({ totalScore: 5410, totalRank: 980 });
    expect(audits[1]!.after).toMatchObject({ totalScore: 6000, totalRank: 310 });
    // The exam still counts two students.
    const [exam] = await db.select().from(corpExams).where(eq(corpExams.id, examId));
    expect(exam!.resultCount).toBe(2);
  });

  it('keeps an exam’s grade and its courses with results once imported', async () => {
    const [exam] = await ctx.database.db.select().from(corpExams).where(eq(corpExams.id, examId));
    const grade = await call('PATCH', `/api/corp-exams/${examId}`, manager, {
      version: exam!.version,
      gradeLevel: '11',
    });
    expect(grade.statusCode).toBe(400);
    const courses = await call('PATCH', `/api/corp-exams/${examId}`, manager, {
      version: exam!.version,
      coursePlanIds: [plans[0]!.id],
    });
    expect(json<{ errors: Record<string, string> }>(courses).errors.coursePlanIds).toBe(
      CORP_EXAM_MESSAGES.courseHasResults,
    );
  });

  it('refuses bad files with a clear message, never a 500', async () => {
    const url = `/api/corp-exams/${examId}/results/preview`;
    const notXlsx = await upload(url, manager, Buffer.from('hello'), {}, 'r.csv');
    expect(notXlsx.statusCode).toBe(400);
    expect(json<{ message: string }>(notXlsx).message).toBe(XLSX_MESSAGES.notXlsx);
    const broken = await upload(url, manager, Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(broken.statusCode).toBe(400);
    expect(json<{ message: string }>(broken).message).toBe(XLSX_MESSAGES.unreadable);
    const missing = await ctx.app.inject({ method: 'POST', url, headers: bearer(manager) });
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toBe(XLSX_MESSAGES.missing);
    const noCode = await upload(url, manager, await sheet([['1', '2']], ['نام', 'تراز کل']));
    expect(noCode.statusCode).toBe(400);
    expect(json<{ message: string }>(noCode).message).toBe(IMPORT_MESSAGES.noCodeColumn);
    const noResults = await upload(
      url,
      manager,
      await sheet([[grade12[0]!.nationalCode]], ['کد ملی', 'نمره']),
    );
    expect(json<{ message: string }>(noResults).message).toBe(IMPORT_MESSAGES.noResultColumns);
    const noMode = await upload(`/api/corp-exams/${examId}/results/commit`, manager, await sheet([]));
    expect(noMode.statusCode).toBe(400);
  });

  it('refuses a malformed id with a Persian message, another school’s exam with 404, a user without the permission with 403', async () => {
    const bad = await call('GET', '/api/corp-exams/abc/results/template.xlsx', manager);
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/[آ-ی]/);
    const other = await call('GET', `/api/corp-exams/${examOfB}/results/template.xlsx`, manager);
    expect(other.statusCode).toBe(404);
    const otherPreview = await upload(`/api/corp-exams/${examOfB}/results/preview`, manager, await sheet([]));
    expect(otherPreview.statusCode).toBe(404);
    const refused = await call('GET', `/api/corp-exams/${examId}/results/template.xlsx`, outsider);
    expect(refused.statusCode).toBe(403);
  });
});
