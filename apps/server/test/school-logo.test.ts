/**
 * The school's logo: uploaded for the school being edited (POST /api/files/images, kind
 * school-logo), held in schools.logo only as a file of that school, kept by the orphan clean-up and
 * carried by the report card print data.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, reportCards, storedFiles, students, users } from '../src/db/schema';
import { deleteOrphanFiles } from '../src/modules/files/orphan-files';
import { pngImage } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let manager: string;
let image: Buffer;
let schoolA: number;
let schoolB: number;

const BAD_IMAGE = 'تصویر را با دکمه «انتخاب تصویر» بارگذاری کنید.';

function upload(token: string, fields: Record<string, string>, bytes = image) {
  const form = new FormData();
  form.append('kind', 'school-logo');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes]), 'logo.png');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/images',
    headers: bearer(token),
    payload: form as unknown as string,
  });
}

async function logoUrl(token: string, schoolId: number) {
  const response = await upload(token, { schoolId: String(schoolId) });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { url: string } }>(response).data.url;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function setLogo(token: string, schoolId: number, logo: string | null) {
  const { version } = json<{ data: { version: number } }>(
    await call('GET', `/api/schools/${schoolId}`, token),
  ).data;
  return call('PATCH', `/api/schools/${schoolId}`, token, { version, logo });
}

const idOf = (url: string) => Number(url.split('/').pop());
const fileRow = async (url: string) =>
  (
    await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, idOf(url)))
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
  // The system manager works in school A while editing school B.
  await ctx.database.db.update(users).set({ currentSchoolId: schoolA }).where(eq(users.username, 'admin'));
  admin = (await login(ctx.app, 'admin')).accessToken;
  manager = (await login(ctx.app, 'manager')).accessToken;
  image = await pngImage(300, 200);
});
afterAll(() => ctx.close());

describe('uploading a school logo', () => {
  it('stores the file for the school named in the upload, not the current one', async () => {
    const url = await logoUrl(admin, schoolB);
    expect(await fileRow(url)).toMatchObject({ schoolId: schoolB, ownerKind: 'school-logo' });
    expect((await setLogo(admin, schoolB, url)).statusCode).toBe(200);
    // Users of school B see it; school A's manager does not.
    await createUserWith(ctx.database.db, 'logo-b', ['school-information.view'], 1);
    const userB = (await login(ctx.app, 'logo-b')).accessToken;
    expect((await call('GET', url, userB)).statusCode).toBe(200);
    expect((await call('GET', url, manager)).statusCode).toBe(404);
  });

  it('takes the school-information editor of their own school too', async () => {
    await createUserWith(ctx.database.db, 'logo-info', ['school-information.edit'], 0);
    const editor = (await login(ctx.app, 'logo-info')).accessToken;
    const url = await logoUrl(editor, schoolA);
    const { version } = json<{ data: { version: number } }>(
      await call('GET', '/api/school-information', manager),
    ).data;
    const saved = await call('PATCH', '/api/school-information', editor, { version, logo: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: { logo: string } }>(saved).data.logo).toBe(url);
  });

  it('needs the permission (403) and a school in scope (404)', async () => {
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    expect((await upload(clerk, { schoolId: String(schoolA) })).statusCode).toBe(403);
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await upload(teacher, { schoolId: String(schoolA) })).statusCode).toBe(403);
    for (const schoolId of [String(schoolB), '99999', 'abc']) {
      const foreign = await upload(manager, { schoolId });
      expect(foreign.statusCode).toBe(404);
      expect(json<{ message: string }>(foreign).message).toBe('مدرسه یافت نشد.');
    }
    expect((await upload(admin, { schoolId: '99999' })).statusCode).toBe(404);
  });

  it('refuses a school not saved yet, a non-image and a too large file in Persian', async () => {
    const unsaved = await upload(admin, {});
    expect(unsaved.statusCode).toBe(400);
    expect(json<{ message: string }>(unsaved).message).toBe('نشان مدرسه را پس از ذخیره مدرسه بارگذاری کنید.');
    const text = await upload(manager, { schoolId: String(schoolA) }, Buffer.from('%PDF-1.4 not an image'));
    expect(text.statusCode).toBe(400);
    expect(json<{ message: string }>(text).message).toBe(
      'این فایل تصویر نیست؛ فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
    );
    const big = await upload(manager, { schoolId: String(schoolA) }, Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(big.statusCode).toBe(413);
    expect(json<{ message: string }>(big).message).toBe('حجم تصویر بیش از ۵ مگابایت است.');
  });
});

describe('the logo field of the school', () => {
  it('takes only a file stored for that school, and drops the replaced one', async () => {
    const ofB = await logoUrl(admin, schoolB);
    for (const bad of [ofB, '/api/files/99999', 'https://example.com/logo.png']) {
      const refused = await setLogo(manager, schoolA, bad);
      expect(refused.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(refused).errors.logo).toBe(BAD_IMAGE);
    }
    const first = await logoUrl(manager, schoolA);
    const second = await logoUrl(manager, schoolA);
    expect((await setLogo(manager, schoolA, first)).statusCode).toBe(200);
    expect((await setLogo(manager, schoolA, second)).statusCode).toBe(200);
    expect(await fileRow(first)).toBeUndefined();
    expect(await fileRow(second)).toBeDefined();
  });

  it('a new school cannot take a logo before it is saved', async () => {
    const url = await logoUrl(admin, schoolA);
    const created = await call('POST', '/api/schools', admin, {
      name: 'مدرسه تازه',
      stage: 'primary1',
      gender: 'girls',
      logo: url,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(json<{ errors: Record<string, string> }>(created).errors.logo).toBe(BAD_IMAGE);
  });

  it('the orphan clean-up keeps the files a logo points at', async () => {
    const used = await logoUrl(manager, schoolA);
    const unused = await logoUrl(manager, schoolA);
    expect((await setLogo(manager, schoolA, used)).statusCode).toBe(200);
    await deleteOrphanFiles(ctx.database.db, new Date(Date.now() + 60_000));
    expect(await fileRow(used)).toBeDefined();
    expect(await fileRow(unused)).toBeUndefined();
  });
});

describe('report card print', () => {
  it("carries the school's logo URL, which the school's users can load", async () => {
    const url = await logoUrl(manager, schoolA);
    expect((await setLogo(manager, schoolA, url)).statusCode).toBe(200);
    const options = json<{ data: { classrooms: { id: number }[] } }>(
      await call('GET', '/api/report-cards/options', manager),
    ).data;
    const roomId = options.classrooms[0]!.id;
    const [room] = await ctx.database.db.select().from(classrooms).where(eq(classrooms.id, roomId));
    const [student] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classroomId, roomId), eq(students.schoolId, schoolA)))
      .limit(1);
    // A year card written directly: the print data does not depend on how cards are computed.
    await ctx.database.db
      .insert(reportCards)
      .values({
        schoolId: schoolA,
        academicYearId: room!.academicYearId,
        termId: null,
        studentId: student!.id,
        classroomId: roomId,
        gradeLevel: room!.gradeLevel,
      })
      .onConflictDoNothing();
    const printed = await call('GET', `/api/report-cards/print?term=year&classroomId=${roomId}`, manager);
    expect(printed.statusCode, printed.body).toBe(200);
    const cards = json<{ data: { cards: { id: number; schoolLogo: string | null }[] } }>(printed).data.cards;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.schoolLogo === url)).toBe(true);
    const one = await call('GET', `/api/report-cards/${cards[0]!.id}`, manager);
    expect(json<{ data: { schoolLogo: string } }>(one).data.schoolLogo).toBe(url);
    const served = await call('GET', url, manager);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Without a logo the print says so (the sheet shows the app's logo instead).
    expect((await setLogo(manager, schoolA, null)).statusCode).toBe(200);
    const plain = await call('GET', `/api/report-cards/${cards[0]!.id}`, manager);
    expect(json<{ data: { schoolLogo: string | null } }>(plain).data.schoolLogo).toBeNull();
  });
});
