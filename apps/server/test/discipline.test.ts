/**
 * Discipline on the engine and its reports: a type's delta agrees with its kind, an item lies in
 * its year, the parents' SMS is queued once when the school sends notices, the score of a term
 * (20 + deltas, clamped) appears in the score report (lowest first), the disciplinary report, the
 * dossier and the report card; another school's rows are 404 and missing permissions 403.
 */
import { and, desc, eq, like, notExists } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, classrooms, disciplineItems, schools, smsOutbox, students, terms } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let outsider: string;
let schoolA: number;
let schoolB: number;
let roomA: number;
let roomB: number;
let homeRoom: number;
let student: number;
let term: typeof terms.$inferSelect;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function created(url: string, body: unknown): Promise<Item> {
  const response = await call('POST', url, manager, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  await createUserWith(db, 'discipline-outsider', ['students.list', 'students.file'], 0);
  outsider = (await login(ctx.app, 'discipline-outsider')).accessToken;
  // A classroom of its own, so the scores below are only this test's.
  const [a] = await db.select().from(classrooms).where(eq(classrooms.schoolId, schoolA)).limit(1);
  const [room] = await db
    .insert(classrooms)
    .values({ schoolId: schoolA, academicYearId: a!.academicYearId, gradeLevel: 10, name: 'دهم انضباط' })
    .returning();
  roomA = room!.id;
  [{ id: roomB }] = (await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolB))
    .limit(1)) as [{ id: number }];
  // A student without demo items, moved into it (their own classroom comes back for the report card).
  const [s] = await db
    .select()
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolA),
        notExists(db.select().from(disciplineItems).where(eq(disciplineItems.studentId, students.id))),
      ),
    )
    .limit(1);
  homeRoom = s!.classroomId!;
  await db
    .update(students)
    .set({ classroomId: roomA, fatherMobile: '09121234567' })
    .where(eq(students.id, s!.id));
  student = s!.id;
  [term] = (await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, a!.academicYearId))
    .orderBy(terms.ordinal)) as [typeof terms.$inferSelect];
});
afterAll(() => ctx.close());

describe('discipline types', () => {
  it('refuse a delta that disagrees with the kind', async () => {
    for (const body of [
      { title: 'الف', kind: 'negative', scoreDelta: 1, severity: 'low' },
      { title: 'ب', kind: 'positive', scoreDelta: -1, severity: 'low' },
      { title: 'ج', kind: 'negative', scoreDelta: -0.3, severity: 'low' },
      { title: 'د', kind: 'negative', scoreDelta: -21, severity: 'low' },
    ]) {
      expect((await call('POST', '/api/school-discipline-types', manager, body)).statusCode, body.title).toBe(
        400,
      );
    }
  });
});

describe('items, scores and reports', () => {
  let breach: Item;
  let merit: Item;
  beforeAll(async () => {
    breach = await created('/api/school-discipline-types', {
      title: 'خروج بی‌اجازه',
      kind: 'negative',
      scoreDelta: '-۱٫۵',
      severity: 'high',
    });
    merit = await created('/api/school-discipline-types', {
      title: 'کمک به همکلاسی',
      kind: 'positive',
      scoreDelta: 0.5,
      severity: 'low',
    });
  });

  it('records items inside the year only, and notifies the parents once when the school sends notices', async () => {
    const outside = await call('POST', '/api/discipline-students', manager, {
      studentId: student,
      disciplineTypeId: breach.id,
      date: '2001-01-01',
    });
    expect(outside.statusCode).toBe(400);
    await ctx.database.db.update(schools).set({ disciplineSmsEnabled: true }).where(eq(schools.id, schoolA));
    try {
      const item = await created('/api/discipline-students', {
        studentId: student,
        disciplineTypeId: breach.id,
        date: term.startDate,
        actionTaken: 'تماس با ولی',
      });
      expect(item.parentsNotified).toBe(true);
      const sent = await ctx.database.db
        .select()
        .from(smsOutbox)
        .where(like(smsOutbox.dedupeKey, `discipline:${item.id}`));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.recipient).toBe('09121234567');
      expect(sent[0]!.body).toContain('خروج بی‌اجازه');
    } finally {
      await ctx.database.db
        .update(schools)
        .set({ disciplineSmsEnabled: false })
        .where(eq(schools.id, schoolA));
    }
    await created('/api/discipline-students', {
      studentId: student,
      disciplineTypeId: breach.id,
      date: term.endDate,
    });
    await created('/api/discipline-students', {
      studentId: student,
      disciplineTypeId: merit.id,
      date: term.endDate,
    });
  });

  it("scores the term 20 + its deltas, lowest first, and counts the term's ends in", async () => {
    const response = await call(
      'GET',
      `/api/discipline/scores?termId=${term.id}&classroomId=${roomA}`,
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{
      data: {
        students: { studentId: number; score: number; items: number }[];
        distribution: { score: number; count: number }[];
      };
    }>(response).data;
    expect(data.students[0]).toMatchObject({ studentId: student, score: 17.5, items: 3 });
    expect(data.distribution.find((d) => d.score === 17)!.count).toBe(1);
    const dossier = json<{ data: { terms: { id: number; score: number }[]; items: unknown[] } }>(
      await call('GET', `/api/students/${student}/file/discipline`, manager),
    ).data;
    expect(dossier.terms.find((t) => t.id === term.id)!.score).toBe(17.5);
    expect(dossier.items).toHaveLength(3);
  });

  it('reports items by date range, classroom and type, with counts', async () => {
    const url = `/api/discipline/report?from=${term.startDate}&to=${term.endDate}&classroomId=${roomA}`;
    const report = json<{
      data: { total: number; negative: number; positive: number; byType: { title: string; count: number }[] };
    }>(await call('GET', url, manager)).data;
    expect(report).toMatchObject({ total: 3, negative: 2, positive: 1 });
    expect(report.byType[0]).toEqual({ title: 'خروج بی‌اجازه', count: 2 });
    const oneType = json<{ data: { total: number } }>(
      await call('GET', `${url}&disciplineTypeId=${merit.id}`, manager),
    ).data;
    expect(oneType.total).toBe(1);
  });

  it('exports both reports as workbooks with Persian headers, the same filters, logged as exports', async () => {
    const load = async (url: string) => {
      const response = await call('GET', url, manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      return sheet;
    };
    const report = await load(
      `/api/discipline/report.xlsx?from=${term.startDate}&to=${term.endDate}&classroomId=${roomA}`,
    );
    expect(report.getRow(1).getCell(1).value).toBe('گزارش انضباطی');
    expect(report.getRow(3).values).toEqual(expect.arrayContaining(['تاریخ', 'دانش‌آموز', 'مورد انضباطی']));
    expect(report.rowCount).toBe(3 + 3);
    const types = [4, 5, 6].map((n) => report.getRow(n).getCell(5).value);
    expect(types.filter((t) => t === 'خروج بی‌اجازه')).toHaveLength(2);
    const oneType = await load(
      `/api/discipline/report.xlsx?from=${term.startDate}&to=${term.endDate}&classroomId=${roomA}&disciplineTypeId=${merit.id}`,
    );
    expect(oneType.rowCount).toBe(3 + 1);

    const scores = await load(`/api/discipline/scores.xlsx?termId=${term.id}&classroomId=${roomA}`);
    expect(scores.getRow(1).getCell(1).value).toBe('گزارش نمره انضباط');
    expect(scores.getRow(3).values).toEqual(expect.arrayContaining(['دانش‌آموز', 'کلاس', 'نمره انضباط']));
    const first = scores.getRow(4);
    expect(first.getCell(5).value).toBe(17.5);
    expect(first.getCell(4).value).toBe(3);

    const logged = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export'))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(logged.map((e) => (e.after as { what: string }).what)).toEqual(['scores', 'report', 'report']);
    expect(logged[0]!.after).toMatchObject({ filters: { termId: term.id, classroomId: roomA } });
  });

  it('puts the score on the report card of the term', async () => {
    await ctx.database.db.update(students).set({ classroomId: homeRoom }).where(eq(students.id, student));
    const generated = await call('POST', '/api/report-cards/generate', manager, {
      termId: term.id,
      classroomId: homeRoom,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const list = json<{ data: { items: { id: number; disciplineScore: number | null }[] } }>(
      await call('GET', `/api/report-cards?term=${term.id}&studentId=${student}`, manager),
    ).data.items;
    expect(list).toHaveLength(1);
    const card = json<{ data: { disciplineScore: number | null } }>(
      await call('GET', `/api/report-cards/${list[0]!.id}`, manager),
    ).data;
    expect(card.disciplineScore).toBe(17.5);
  });
});

describe('scope, permissions and bad input', () => {
  it("answers 404 for another school's items, classrooms and types", async () => {
    const [itemB] = await ctx.database.db
      .select()
      .from(disciplineItems)
      .where(eq(disciplineItems.schoolId, schoolB))
      .limit(1);
    expect((await call('GET', `/api/discipline-students/${itemB!.id}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/discipline-students/${itemB!.id}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/discipline/scores?classroomId=${roomB}`, manager)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/discipline/report?from=2025-01-01&to=2025-02-01&disciplineTypeId=${itemB!.disciplineTypeId}`,
          manager,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses users without the permissions (403)', async () => {
    for (const url of [
      '/api/discipline-students',
      '/api/school-discipline-types',
      '/api/discipline/report?from=2025-01-01&to=2025-02-01',
      '/api/discipline/scores',
      '/api/discipline/report.xlsx?from=2025-01-01&to=2025-02-01',
      '/api/discipline/scores.xlsx',
    ]) {
      expect((await call('GET', url, outsider)).statusCode, url).toBe(403);
    }
  });

  it('refuses malformed filters with a Persian 400', async () => {
    for (const url of [
      '/api/discipline/report?from=1404-13-01&to=2025-02-01',
      '/api/discipline/report?from=2025-03-01&to=2025-02-01',
      '/api/discipline/report',
      '/api/discipline/scores?termId=abc',
    ]) {
      const response = await call('GET', url, manager);
      expect(response.statusCode, url).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
