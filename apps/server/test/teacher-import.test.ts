import { fieldLabel } from '@school/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipBomb } from './helpers/images';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith } from './helpers/users';

let ctx: TestContext;
let clerk: string;
type Item = Record<string, unknown> & { id: number };
const FIELDS = [
  'firstName',
  'lastName',
  'nationalCode',
  'personnelCode',
  'mobile',
  'gender',
  'degree',
  'hireDate',
];

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('دبیران');
  ws.addRow(FIELDS.map((f) => fieldLabel('teachers', f)));
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(url: string, token: string, file: Buffer, filename = 'teachers.xlsx', mode?: string) {
  const form = new FormData();
  if (mode) form.append('mode', mode);
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

const good = [
  ['مریم', 'احمدي', nationalCodeFor(301), '۸۸۰۰۱', '۰۹۱۲۱۱۱۲۲۳۳', 'زن', 'کارشناسی ارشد', '۱۳۹۵/۰۷/۰۱'],
  ['حسن', 'رضایی', nationalCodeFor(302), '88002', '+989121112234', 'male', 'bachelor', ''],
];

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
});
afterAll(() => ctx.close());

describe('teacher import', () => {
  it('serves a right-to-left template with the Persian headers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/teachers/import/template.xlsx',
      headers: bearer(clerk),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['نام', 'کد ملی', 'کد پرسنلی', 'نوع استخدام']));
    expect(workbook.worksheets[0]!.views[0]?.rightToLeft).toBe(true);
  });

  it('previews every row with its Persian error', async () => {
    const file = await sheet([
      ...good,
      ['سارا', 'کریمی', '1234567890', '88003', '', 'زن', '', ''],
      ['نیما', 'نوری', nationalCodeFor(301), '88004', '', 'مرد', '', ''],
      ['امید', 'صالحی', nationalCodeFor(305), '88005', '0912', 'مرد', '', ''],
      ['پویا', 'کاظمی', nationalCodeFor(306), '88006', '', 'مرد', '', '1395/14/01'],
      ['رضا', 'نادری', nationalCodeFor(307), '88007', '', 'مرد', 'استاد تمام', ''],
      ['علی', 'تقوی', nationalCodeFor(308), '88001', '', 'مرد', '', ''],
    ]);
    const response = await upload('/api/teachers/import/preview', clerk, file);
    expect(response.statusCode, response.body).toBe(200);
    const preview = json<{ data: Preview }>(response).data;
    expect(preview).toMatchObject({ total: 8, valid: 2, invalid: 6, creates: 2, updates: 0 });
    const errorsOf = (row: number) => preview.rows.find((r) => r.row === row)!.errors;
    expect(errorsOf(4).nationalCode).toBe('کد ملی معتبر نیست.');
    expect(errorsOf(5).nationalCode).toBe('این کد ملی در ردیف ۲ همین فایل هم آمده است.');
    expect(errorsOf(6).mobile).toBeTruthy();
    expect(errorsOf(7).hireDate).toBe('تاریخ معتبر نیست (نمونه: ۱۳۹۰/۰۵/۱۲).');
    expect(errorsOf(8).degree).toBe(
      '«استاد تمام» از گزینه‌های مجاز نیست؛ یکی از این‌ها را بنویسید: دیپلم، کاردانی، کارشناسی، کارشناسی ارشد، دکتری.',
    );
    expect(errorsOf(9).personnelCode).toBe('این کد پرسنلی در ردیف ۲ همین فایل هم آمده است.');
  });

  it('commits nothing in all-or-nothing mode with a bad row, the valid rows otherwise, then upserts', async () => {
    const file = await sheet([...good, ['سارا', 'کریمی', '1234567890', '88003', '', 'زن', '', '']]);
    const all = await upload('/api/teachers/import/commit', clerk, file, 'teachers.xlsx', 'all');
    expect(all.statusCode).toBe(400);
    expect(json<{ message: string }>(all).message).toContain('هیچ ردیفی ثبت نشد');
    const valid = await upload('/api/teachers/import/commit', clerk, file, 'teachers.xlsx', 'valid');
    expect(valid.statusCode, valid.body).toBe(200);
    expect(json<{ data: unknown }>(valid).data).toEqual({ created: 2, updated: 0, skipped: 1 });
    const [maryam] = json<{ data: { items: Item[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/teachers?q=${nationalCodeFor(301)}`,
        headers: bearer(clerk),
      }),
    ).data.items;
    expect(maryam).toMatchObject({
      lastName: 'احمدی',
      personnelCode: '88001',
      mobile: '09121112233',
      gender: 'female',
      degree: 'master',
      hireDate: '2016-09-22',
    });

    const again = await sheet([['مریم', 'احمدی‌فر', nationalCodeFor(301), '88001', '', 'زن', '', '']]);
    const second = await upload('/api/teachers/import/commit', clerk, again, 'teachers.xlsx', 'all');
    expect(json<{ data: unknown }>(second).data).toEqual({ created: 0, updated: 1, skipped: 0 });
  });

  it("refuses another school's teachers by national code", async () => {
    await createUserWith(ctx.database.db, 'clerkb', ['teachers.list', 'teachers.import'], 1);
    const clerkB = (await login(ctx.app, 'clerkb')).accessToken;
    const file = await sheet([['مریم', 'دیگر', nationalCodeFor(301), '1', '', 'زن', '', '']]);
    const preview = json<{ data: Preview }>(await upload('/api/teachers/import/preview', clerkB, file)).data;
    expect(preview.rows[0]!.errors.nationalCode).toBe('این کد ملی برای دبیری در مدرسه دیگری ثبت شده است.');
  });

  it('refuses non-xlsx files, zip bombs, too large files and a missing mode; needs the permission', async () => {
    const csv = await upload('/api/teachers/import/preview', clerk, Buffer.from('a,b'), 'teachers.csv');
    expect(csv.statusCode).toBe(400);
    expect(json<{ message: string }>(csv).message).toBe('فقط فایل اکسل با پسوند ‎.xlsx‎ پذیرفته می‌شود.');
    const bomb = await upload('/api/teachers/import/preview', clerk, await zipBomb());
    expect(bomb.statusCode).toBe(413);
    const huge = await upload(
      '/api/teachers/import/preview',
      clerk,
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    const noMode = await upload('/api/teachers/import/commit', clerk, await sheet(good));
    expect(noMode.statusCode).toBe(400);
    expect(json<{ message: string }>(noMode).message).toBe(
      'شیوه ثبت را انتخاب کنید: همه ردیف‌ها یا فقط ردیف‌های درست.',
    );
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await upload('/api/teachers/import/preview', teacher, await sheet(good))).statusCode).toBe(403);
  });
});
