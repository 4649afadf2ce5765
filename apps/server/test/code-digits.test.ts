/**
 * Codes are stored with ASCII digits whatever keyboard typed them: through the form's API, the
 * Excel import, and (for rows written before) migration 0025.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldLabel } from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePlans, students, teachers } from '../src/db/schema';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

const student = (n: number, extra: Record<string, unknown> = {}) => ({
  firstName: 'سارا',
  lastName: 'رقمی',
  nationalCode: nationalCodeFor(n),
  gender: 'female',
  status: 'studying',
  ...extra,
});

async function storedNumber(id: number) {
  const [row] = await ctx.database.db
    .select({ n: students.studentNumber })
    .from(students)
    .where(eq(students.id, id));
  return row?.n;
}

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
});
afterAll(() => ctx.close());

describe('code-like fields keep ASCII digits', () => {
  it('stores a student number typed in Persian or Arabic digits as ASCII, and finds it by either', async () => {
    const persian = await call('POST', '/api/students', clerk, student(8101, { studentNumber: '۱۴۰۵۹۹' }));
    expect(persian.statusCode, persian.body).toBe(201);
    const created = json<{ data: Item }>(persian).data;
    expect(created.studentNumber).toBe('140599');
    expect(await storedNumber(created.id)).toBe('140599');

    const arabic = await call('POST', '/api/students', clerk, student(8102, { studentNumber: '١٤٠٥٩٨' }));
    expect(json<{ data: Item }>(arabic).data.studentNumber).toBe('140598');

    const found = json<{ data: { items: Item[] } }>(
      await call('GET', `/api/students?q=${encodeURIComponent('۱۴۰۵۹۹')}`, clerk),
    ).data.items;
    expect(found.map((s) => s.id)).toEqual([created.id]);
  });

  it('treats the same number in other digits as a duplicate in the school', async () => {
    const again = await call('POST', '/api/students', clerk, student(8103, { studentNumber: '140599' }));
    expect(again.statusCode).toBe(409);
    expect(json<{ errors: Record<string, string> }>(again).errors.studentNumber).toBe(
      'این مقدار قبلاً ثبت شده است.',
    );
  });

  it('keeps ASCII on an edit, for a teacher personnel code as for a student number', async () => {
    const created = json<{ data: Item }>(
      await call('POST', '/api/students', clerk, student(8104, { studentNumber: '7001' })),
    ).data;
    const edited = await call('PATCH', `/api/students/${created.id}`, clerk, {
      version: created.version,
      studentNumber: '۷۰۰۲',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedNumber(created.id)).toBe('7002');

    const admin = (await login(ctx.app, 'admin')).accessToken;
    const teacher = await call('POST', '/api/teachers', admin, {
      firstName: 'رضا',
      lastName: 'پرسنلی',
      nationalCode: nationalCodeFor(8105),
      personnelCode: '۸۷۶۵۴٣٢',
    });
    expect(teacher.statusCode, teacher.body).toBe(201);
    const [row] = await ctx.database.db
      .select({ code: teachers.personnelCode })
      .from(teachers)
      .where(eq(teachers.id, json<{ data: Item }>(teacher).data.id));
    expect(row?.code).toBe('8765432');
  });

  it('exports the number with ASCII digits', async () => {
    const response = await call('GET', `/api/students/export.xlsx?q=${encodeURIComponent('رقمی')}`, clerk);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf(fieldLabel('students', 'studentNumber'));
    expect(column).toBeGreaterThan(0);
    const numbers: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) numbers.push(String(row.getCell(column).value));
    });
    expect(numbers.sort()).toEqual(['140598', '140599', '7002']);
  });

  it('stores the number of an imported row with ASCII digits', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('دانش‌آموزان');
    const headers = ['firstName', 'lastName', 'nationalCode', 'gender', 'studentNumber'];
    ws.addRow(headers.map((h) => fieldLabel('students', h)));
    ws.addRow(['مینا', 'واردشده', nationalCodeFor(8106), 'دختر', '۹۰۰۷']);
    const form = new FormData();
    form.append('mode', 'all');
    form.append('file', new Blob([Buffer.from(await workbook.xlsx.writeBuffer())]), 'students.xlsx');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/import/commit',
      headers: bearer(clerk),
      payload: form as unknown as string,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ n: students.studentNumber })
      .from(students)
      .where(eq(students.nationalCode, nationalCodeFor(8106)));
    expect(row?.n).toBe('9007');
  });

  it('refuses a number longer than the field with the Persian message, not a 500', async () => {
    const response = await call(
      'POST',
      '/api/students',
      clerk,
      student(8107, { studentNumber: '۱'.repeat(21) }),
    );
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.studentNumber).toBe(
      'حداکثر ۲۰ نویسه مجاز است.',
    );
    const notText = await call('POST', '/api/students', clerk, student(8108, { studentNumber: { n: 1 } }));
    expect(notText.statusCode).toBe(400);
  });
});

/** The statements of migration 0025, run again over rows written the old way. */
async function runDigitsMigration() {
  const file = path.join(import.meta.dirname, '../drizzle/0025_ascii_digits_in_codes.sql');
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
    await ctx.database.db.execute(sql.raw(statement));
}

describe('migration 0025: rows written before', () => {
  it('translates Persian and Arabic digits in codes, phones and national codes to ASCII', async () => {
    const [schoolA] = await schoolIds(ctx.database.db);
    const db = ctx.database.db;
    const [old] = await db
      .insert(students)
      .values({
        schoolId: schoolA!,
        firstName: 'قدیمی',
        lastName: 'پیش از تغییر',
        nationalCode: nationalCodeFor(8201).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
        studentNumber: 'الف-۱۲٣',
        fatherMobile: '۰۹۱۲۱۲۳۴۵۶۷',
        postalCode: '١٢٣٤٥٦٧٨٩٠',
        gender: 'male',
        status: 'studying',
      })
      .returning();
    const [plan] = await db
      .insert(coursePlans)
      .values({ title: 'درس قدیمی', code: 'ر-۲۰۱', gradeLevel: 10, units: 2, grading: 'numeric' })
      .returning();
    await runDigitsMigration();
    const [fixed] = await db.select().from(students).where(eq(students.id, old!.id));
    expect(fixed).toMatchObject({
      nationalCode: nationalCodeFor(8201),
      studentNumber: 'الف-123',
      fatherMobile: '09121234567',
      postalCode: '1234567890',
    });
    const [fixedPlan] = await db.select().from(coursePlans).where(eq(coursePlans.id, plan!.id));
    expect(fixedPlan?.code).toBe('ر-201');
  });

  it('leaves a number whose ASCII form another student of the school holds, instead of failing', async () => {
    const [schoolA] = await schoolIds(ctx.database.db);
    const db = ctx.database.db;
    const values = (n: number, studentNumber: string) => ({
      schoolId: schoolA!,
      firstName: 'هم‌شماره',
      lastName: String(n),
      nationalCode: nationalCodeFor(n),
      studentNumber,
      gender: 'female',
      status: 'studying',
    });
    const rows = await db
      .insert(students)
      .values([values(8301, '5500'), values(8302, '۵۵۰۰'), values(8303, '۶۶۰۰'), values(8304, '٦٦٠٠')])
      .returning();
    await runDigitsMigration();
    const after = await db
      .select({ id: students.id, n: students.studentNumber })
      .from(students)
      .where(
        sql`${students.id} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(students.id);
    expect(after.map((r) => r.n)).toEqual(['5500', '۵۵۰۰', '6600', '٦٦٠٠']);
  });
});
