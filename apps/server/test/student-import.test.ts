import { fieldLabel, withNationalCheckDigit } from '@school/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf } from '../src/engine/audit';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
type Item = Record<string, unknown> & { id: number };

const ZERO_CODE = withNationalCheckDigit('045678901');
const HEADERS = [
  'firstName',
  'lastName',
  'nationalCode',
  'classroomId',
  'gender',
  'birthDate',
  'fatherMobile',
  'studentNumber',
];

async function sheet(
  rows: string[][],
  headers = HEADERS.map((h) => fieldLabel('students', h)),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('دانش‌آموزان');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(
  url: string,
  token: string,
  file: Buffer,
  filename = 'students.xlsx',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), filename);
  return ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: form as unknown as string });
}

interface Preview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  rows: { row: number; errors: Record<string, string>; action: string }[];
}

let classroomName: string;
let goodRows: string[][];
beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
  const admin = (await login(ctx.app, 'admin')).accessToken;
  const rooms = json<{ data: { items: Item[] } }>(
    await ctx.app.inject({ method: 'GET', url: '/api/classrooms?sort=name:asc', headers: bearer(admin) }),
  ).data.items;
  classroomName = String(rooms[0]!.name);
  goodRows = [
    ['رضا', 'كاظمي', nationalCodeFor(1), classroomName, 'پسر', '۱۳۹۰/۰۵/۱۲', '۰۹۱۲۱۲۳۴۵۶۷', '9001'],
    // Typed into a number cell, Excel drops the code's leading zero.
    ['مهدی', 'نوری', ZERO_CODE.slice(1), classroomName, 'male', '1390/1/1', '+989121234568', '9002'],
  ];
});
afterAll(() => ctx.close());

describe('student import', () => {
  it('serves a template with the Persian headers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/students/import/template.xlsx',
      headers: bearer(clerk),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['نام', 'نام خانوادگی', 'کد ملی', 'کلاس', 'تاریخ تولد']));
    expect(workbook.worksheets[0]!.views[0]?.rightToLeft).toBe(true);
  });

  it('previews every row with its Persian errors, without saving anything', async () => {
    const file = await sheet([
      ...goodRows,
      ['سارا', 'احمدی', '1234567890', classroomName, 'دختر', '', '', '9003'],
      ['نیما', 'رضایی', nationalCodeFor(1), classroomName, 'پسر', '', '', '9004'],
      ['امید', 'صالحی', nationalCodeFor(5), 'کلاس ناموجود', 'پسر', '', '', '9005'],
      ['پویا', 'کریمی', nationalCodeFor(6), classroomName, 'پسر', '1390/13/40', '', '9006'],
      ['', 'بی‌نام', nationalCodeFor(7), classroomName, 'پسر', '', '', '9007'],
    ]);
    const response = await upload('/api/students/import/preview', clerk, file);
    expect(response.statusCode, response.body).toBe(200);
    const preview = json<{ data: Preview }>(response).data;
    expect(preview).toMatchObject({ total: 7, valid: 2, invalid: 5, creates: 2, updates: 0 });
    const errorsOf = (row: number) => preview.rows.find((r) => r.row === row)!.errors;
    expect(errorsOf(4).nationalCode).toBe('کد ملی معتبر نیست.');
    expect(errorsOf(5).nationalCode).toBe('این کد ملی در ردیف ۲ همین فایل هم آمده است.');
    expect(errorsOf(6).classroomId).toBe('کلاس «کلاس ناموجود» در این مدرسه و سال تحصیلی تعریف نشده است.');
    expect(errorsOf(7).birthDate).toBe('تاریخ معتبر نیست (نمونه: ۱۳۹۰/۰۵/۱۲).');
    expect(errorsOf(8).firstName).toBe('این فیلد الزامی است.');
    const list = json<{ data: { total: number } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/students?q=${encodeURIComponent('کاظمی')}`,
        headers: bearer(clerk),
      }),
    ).data;
    expect(list.total).toBe(0);
  });

  it('commits nothing in all-or-nothing mode when a row is bad, and the valid rows in the other mode', async () => {
    const file = await sheet([
      ...goodRows,
      ['سارا', 'احمدی', '1234567890', classroomName, 'دختر', '', '', '9003'],
    ]);
    const all = await upload('/api/students/import/commit', clerk, file, 'students.xlsx', { mode: 'all' });
    expect(all.statusCode).toBe(400);
    expect(json<{ message: string }>(all).message).toContain('هیچ ردیفی ثبت نشد');

    const valid = await upload('/api/students/import/commit', clerk, file, 'students.xlsx', {
      mode: 'valid',
    });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(json<{ data: unknown }>(valid).data).toEqual({ created: 2, updated: 0, skipped: 1 });
    const found = json<{ data: { items: Item[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/students?q=${encodeURIComponent('كاظمي')}`,
        headers: bearer(clerk),
      }),
    ).data.items;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      lastName: 'کاظمی',
      nationalCode: nationalCodeFor(1),
      fatherMobile: '09121234567',
      birthDate: '2011-08-03',
    });
    // The code typed without its leading zero was restored.
    const second = json<{ data: { items: Item[] } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/students?q=${ZERO_CODE}`, headers: bearer(clerk) }),
    ).data.items;
    expect(second).toHaveLength(1);
  });

  it('updates existing students on a second import (upsert by national code)', async () => {
    const file = await sheet([
      ['رضا', 'کاظمی‌نیا', nationalCodeFor(1), classroomName, 'پسر', '', '', '9001'],
    ]);
    const preview = json<{ data: Preview }>(await upload('/api/students/import/preview', clerk, file)).data;
    expect(preview).toMatchObject({ creates: 0, updates: 1 });
    const result = await upload('/api/students/import/commit', clerk, file, 'students.xlsx', { mode: 'all' });
    expect(json<{ data: unknown }>(result).data).toEqual({ created: 0, updated: 1, skipped: 0 });
    const found = json<{ data: { items: Item[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/students?q=${nationalCodeFor(1)}`,
        headers: bearer(clerk),
      }),
    ).data.items;
    expect(found.map((s) => s.lastName)).toEqual(['کاظمی‌نیا']);
    // Audited with the values it replaced.
    const [latest] = await historyOf(ctx.database.db, 'students', found[0]!.id);
    expect(latest).toMatchObject({ action: 'update', after: { lastName: 'کاظمی‌نیا' } });
    const before = latest!.before as Record<string, unknown>;
    expect(before.lastName).toEqual(expect.any(String));
    expect(before.lastName).not.toBe('کاظمی‌نیا');
  });

  it("refuses codes of another school's students and never touches them", async () => {
    const [, schoolB] = await schoolIds(ctx.database.db);
    await createUserWith(ctx.database.db, 'clerkb', ['students.list', 'students.import'], 1);
    const clerkB = (await login(ctx.app, 'clerkb')).accessToken;
    const file = await sheet([['رضا', 'دزد', nationalCodeFor(1), '', 'پسر', '', '', '1']]);
    const preview = json<{ data: Preview }>(await upload('/api/students/import/preview', clerkB, file)).data;
    expect(preview.rows[0]!.errors.nationalCode).toBe(
      'این کد ملی برای دانش‌آموزی در مدرسه دیگری ثبت شده است.',
    );
    const committed = await upload('/api/students/import/commit', clerkB, file, 'students.xlsx', {
      mode: 'valid',
    });
    expect(json<{ data: unknown }>(committed).data).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect(schoolB).toBeDefined();
  });

  it('refuses other files: not xlsx, a fake xlsx, a zip bomb, a file too large, no file, no mode', async () => {
    const text = await upload('/api/students/import/preview', clerk, Buffer.from('a,b,c'), 'students.csv');
    expect(text.statusCode).toBe(400);
    expect(json<{ message: string }>(text).message).toContain('xlsx');
    const fake = await upload(
      '/api/students/import/preview',
      clerk,
      Buffer.from('not a zip at all'),
      'students.xlsx',
    );
    expect(fake.statusCode).toBe(400);

    const bomb = new JSZip();
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(100 * 1024 * 1024, 0x41));
    const bombFile = await bomb.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bombFile.length).toBeLessThan(1024 * 1024);
    const bombed = await upload('/api/students/import/preview', clerk, bombFile);
    expect(bombed.statusCode).toBe(413);
    expect(json<{ message: string }>(bombed).message).toBe(
      'این فایل به‌طور غیرعادی فشرده شده و پذیرفته نمی‌شود.',
    );

    const huge = await upload(
      '/api/students/import/preview',
      clerk,
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(json<{ message: string }>(huge).message).toBe('حجم فایل بیش از ۵ مگابایت است.');

    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/import/preview',
      headers: { ...bearer(clerk), 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    const noMode = await upload('/api/students/import/commit', clerk, await sheet(goodRows));
    expect(noMode.statusCode).toBe(400);
  });

  it('updates parents’ phones from a sheet of national codes and lists unmatched and invalid rows', async () => {
    const findStudent = async () =>
      json<{ data: { items: Item[] } }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/students?q=${nationalCodeFor(1)}`,
          headers: bearer(clerk),
        }),
      ).data.items[0]!;
    const versionBefore = (await findStudent()).version as number;
    const file = await sheet(
      [
        [nationalCodeFor(1), '', '۰۹۱۲۷۷۷۶۶۵۵', '+989128887766'],
        [nationalCodeFor(999), '', '09120000000', ''],
        ['12345', '', '09120000000', ''],
        [nationalCodeFor(2), '', 'not a phone', ''],
      ],
      ['کد ملی', 'موبایل دانش‌آموز', 'موبایل پدر', 'موبایل مادر'],
    );
    const response = await upload('/api/students/phone-import', clerk, file);
    expect(response.statusCode, response.body).toBe(200);
    const result = json<{
      data: {
        updated: number;
        unmatched: { row: number }[];
        invalid: { row: number; errors: Record<string, string> }[];
      };
    }>(response).data;
    expect(result.updated).toBe(1);
    expect(result.unmatched.map((u) => u.row)).toEqual([3]);
    expect(result.invalid.map((i) => i.row)).toEqual([4, 5]);
    expect(result.invalid[1]!.errors.fatherMobile).toBe('شماره موبایل معتبر نیست.');
    const student = await findStudent();
    expect(student).toMatchObject({ fatherMobile: '09127776655', motherMobile: '09128887766' });
    // A new version (an edit form opened before refuses to overwrite), and an audited change.
    expect(student.version).toBe(versionBefore + 1);
    const [latest] = await historyOf(ctx.database.db, 'students', student.id);
    expect(latest).toMatchObject({
      action: 'update',
      after: { fatherMobile: '09127776655', motherMobile: '09128887766' },
    });
  });

  it('needs the import permission', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await upload('/api/students/import/preview', teacher, await sheet(goodRows))).statusCode).toBe(
      403,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/students/import/template.xlsx',
          headers: bearer(teacher),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('imports 2,000 rows in one go', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [
      'دانش‌آموز',
      `شماره ${i}`,
      nationalCodeFor(10_000 + i),
      classroomName,
      'پسر',
      '',
      '',
      String(50_000 + i),
    ]);
    const result = await upload('/api/students/import/commit', clerk, await sheet(rows), 'students.xlsx', {
      mode: 'all',
    });
    expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
    expect(json<{ data: unknown }>(result).data).toEqual({ created: 2000, updated: 0, skipped: 0 });
  });
});
