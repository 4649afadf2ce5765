import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, storedFiles, students } from '../src/db/schema';
import { deleteOrphanFiles } from '../src/modules/files/orphan-files';
import { pngImage, zipBomb, zipOf } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
let clerkB: string;
let image: Buffer;
type Student = { id: number; nationalCode: string; studentNumber: string | null; classroomId: number | null };
let school: Student[];

interface PhotoResult {
  matched: { file: string; studentId: number }[];
  unmatched: { file: string; reason: string }[];
  rejected: { file: string; reason: string }[];
}

const toPersian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

function send(token: string, files: [string, Buffer][], query = '') {
  const form = new FormData();
  for (const [name, bytes] of files) form.append('files', new Blob([bytes]), name);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/students/photos${query}`,
    headers: bearer(token),
    payload: form as unknown as string,
  });
}

function upload(token: string, bytes: Buffer, kind = 'students', name = 'me.png') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), name);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/images',
    headers: bearer(token),
    payload: form as unknown as string,
  });
}

const photoOf = async (id: number) =>
  (await ctx.database.db.select({ photo: students.photo }).from(students).where(eq(students.id, id)))[0]!
    .photo;

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
  await createUserWith(ctx.database.db, 'clerkb', ['students.photos', 'students.edit'], 1);
  clerkB = (await login(ctx.app, 'clerkb')).accessToken;
  const [schoolA] = await schoolIds(ctx.database.db);
  school = await ctx.database.db
    .select({
      id: students.id,
      nationalCode: students.nationalCode,
      studentNumber: students.studentNumber,
      classroomId: students.classroomId,
    })
    .from(students)
    .where(eq(students.schoolId, schoolA!))
    .orderBy(students.id);
  image = await pngImage();
});
afterAll(() => ctx.close());

describe('group photos', () => {
  it('attaches loose images named by national code (Persian digits) or student number', async () => {
    const [a, b] = school;
    const response = await send(clerk, [
      [`${toPersian(a!.nationalCode)}.png`, image],
      [`${b!.studentNumber}.JPG`, image],
      ['0499370899.png', image],
      ['photo of ali.png', image],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = json<{ data: PhotoResult }>(response).data;
    expect(result.matched.map((m) => m.studentId)).toEqual([a!.id, b!.id]);
    expect(result.unmatched).toEqual([
      {
        file: '0499370899.png',
        reason: 'دانش‌آموزی با این کد ملی یا شماره دانش‌آموزی در این مدرسه پیدا نشد.',
      },
      { file: 'photo of ali.png', reason: 'نام فایل کد ملی یا شماره دانش‌آموزی نیست.' },
    ]);
    const url = await photoOf(a!.id);
    expect(url).toMatch(/^\/api\/files\/\d+$/);

    // Served resized to 600 px on the long side, as JPEG, with a long private cache.
    const served = await ctx.app.inject({ method: 'GET', url: url!, headers: bearer(clerk) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // A photo is personal data: no cache may keep it, like every API answer.
    expect(served.headers['cache-control']).toBe('no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 450, 600]);
  });

  it('unpacks a zip, refuses nested zips, renamed files and duplicates, and replaces old photos', async () => {
    const [a, , c] = school;
    const before = await photoOf(a!.id);
    const nested = await zipOf({ 'x.png': image });
    const zip = await zipOf({
      [`photos/${a!.nationalCode}.png`]: image,
      [`photos/${c!.nationalCode}.jpg`]: Buffer.from('just text pretending to be a photo'),
      [`photos/${Number(a!.nationalCode)}.png`]: image,
      'inner.zip': nested,
      '__MACOSX/._x.png': Buffer.from('meta'),
    });
    const result = json<{ data: PhotoResult }>(await send(clerk, [['photos.zip', zip]])).data;
    expect(result.matched.map((m) => m.file)).toEqual([`photos/${a!.nationalCode}.png`]);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'این فایل تصویر نیست؛ فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
      `تصویر این دانش‌آموز در فایل «photos/${a!.nationalCode}.png» هم آمده است؛ این فایل کنار گذاشته شد.`,
      'فایل فشرده تودرتو پذیرفته نمی‌شود.',
    ]);
    // The replaced photo's file is gone.
    const oldId = Number(before!.split('/').pop());
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, oldId))).toEqual([]);
  });

  it('matches only the students of the classroom in the URL', async () => {
    const [a] = school;
    const other = school.find((s) => s.classroomId !== a!.classroomId)!;
    const result = json<{ data: PhotoResult }>(
      await send(
        clerk,
        [
          [`${a!.nationalCode}.png`, image],
          [`${other.nationalCode}.png`, image],
        ],
        `?classroomId=${a!.classroomId}`,
      ),
    ).data;
    expect(result.matched.map((m) => m.studentId)).toEqual([a!.id]);
    expect(result.unmatched[0]!.reason).toBe(
      'دانش‌آموزی با این کد ملی یا شماره دانش‌آموزی در این کلاس پیدا نشد.',
    );
  });

  it('refuses zip bombs, too large files, renamed non-images and empty requests in Persian', async () => {
    const bomb = await send(clerk, [['bomb.zip', await zipBomb()]]);
    expect(bomb.statusCode).toBe(413);
    expect(json<{ message: string }>(bomb).message).toBe(
      'فایل فشرده به‌طور غیرعادی فشرده شده یا بیش از حد بزرگ است و پذیرفته نمی‌شود.',
    );
    const big = json<{ data: PhotoResult }>(
      await send(clerk, [[`${school[0]!.nationalCode}.png`, Buffer.alloc(6 * 1024 * 1024, 1)]]),
    ).data;
    expect(big.rejected[0]!.reason).toBe('حجم تصویر بیش از ۵ مگابایت است.');
    const huge = await send(clerk, [
      ['a.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(51 * 1024 * 1024)])],
    ]);
    expect(huge.statusCode).toBe(413);
    expect(json<{ message: string }>(huge).message).toContain('۵۰ مگابایت');
    const renamed = json<{ data: PhotoResult }>(
      await send(clerk, [[`${school[0]!.nationalCode}.jpg`, Buffer.from('%PDF-1.4 not an image')]]),
    ).data;
    expect(renamed.rejected[0]!.reason).toContain('تصویر نیست');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/photos',
      headers: { ...bearer(clerk), 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(json<{ message: string }>(none).message).toBe('تصویرها یا فایل فشرده (zip) آن‌ها را انتخاب کنید.');
  });

  it('checks the permission, the classroom’s school and the query', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await send(teacher, [['x.png', image]])).statusCode).toBe(403);
    const [, schoolB] = await schoolIds(ctx.database.db);
    const [roomB] = await ctx.database.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolB!));
    const foreign = await send(clerk, [['x.png', image]], `?classroomId=${roomB!.id}`);
    expect(foreign.statusCode).toBe(404);
    const bad = await send(clerk, [['x.png', image]], '?classroomId=abc');
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.classroomId).toBe('شناسه باید عدد باشد.');
    // A student of school A is no match for school B's clerk.
    const other = json<{ data: PhotoResult }>(
      await send(clerkB, [[`${school[3]!.nationalCode}.png`, image]]),
    ).data;
    expect(other.matched).toEqual([]);
  });
});

describe('stored files and the image field upload', () => {
  it('stores one image and serves it only within the school', async () => {
    const response = await upload(clerk, image);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = json<{ data: { url: string } }>(response).data;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(clerk) })).statusCode).toBe(200);
    const foreign = await ctx.app.inject({ method: 'GET', url, headers: bearer(clerkB) });
    expect(foreign.statusCode).toBe(404);
    expect(json<{ message: string }>(foreign).message).toBe('فایل یافت نشد.');
    const admin = (await login(ctx.app, 'admin')).accessToken;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/files/abc', headers: bearer(clerk) });
    expect(bad.statusCode).toBe(400);
  });

  it('drops uploads no photo points at after a day, and keeps the used ones', async () => {
    const urlOf = async () => json<{ data: { url: string } }>(await upload(clerk, image)).data.url;
    const [unused, used] = [await urlOf(), await urlOf()];
    const [student] = await ctx.database.db.select().from(students).limit(1);
    await ctx.database.db.update(students).set({ photo: used }).where(eq(students.id, student!.id));
    const idOf = (url: string) => Number(url.split('/').pop());
    const exists = async (url: string) =>
      (
        await ctx.database.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, idOf(url)))
      ).length === 1;
    // Fresh uploads stay: their form may still be open.
    await deleteOrphanFiles(ctx.database.db);
    expect(await exists(unused)).toBe(true);
    // A day later the unused one goes; the student's photo stays.
    expect(await deleteOrphanFiles(ctx.database.db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await exists(unused)).toBe(false);
    expect(await exists(used)).toBe(true);
  });

  it('refuses a wrong type, a renamed file, a too large file, a bad kind and a missing permission', async () => {
    const text = await upload(clerk, Buffer.from('hello'), 'students', 'me.jpg');
    expect(text.statusCode).toBe(400);
    expect(json<{ message: string }>(text).message).toContain('تصویر نیست');
    const gif = await upload(clerk, Buffer.from('GIF89a....'), 'students', 'me.gif');
    expect(gif.statusCode).toBe(400);
    const big = await upload(clerk, Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(big.statusCode).toBe(413);
    expect(json<{ message: string }>(big).message).toBe('حجم تصویر بیش از ۵ مگابایت است.');
    const broken = await upload(clerk, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(json<{ message: string }>(broken).message).toBe('تصویر خراب است و خوانده نشد.');
    const kind = await upload(clerk, image, 'users');
    expect(kind.statusCode).toBe(400);
    expect(json<{ message: string }>(kind).message).toBe(
      'نوع صاحب تصویر باید دانش‌آموز، دبیر، مدرک مرخصی، تصویر خبر یا نشان مدرسه باشد.',
    );
    // clerkb may edit students but not teachers.
    expect((await upload(clerkB, image, 'teachers')).statusCode).toBe(403);
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await upload(teacher, image)).statusCode).toBe(403);
  });

  it('the form’s photo field takes only a file stored for the same school, and drops the replaced one', async () => {
    const student = school[5]!;
    const url = async (token: string) => json<{ data: { url: string } }>(await upload(token, image)).data.url;
    const mine = await url(clerk);
    const foreign = await url(clerkB);
    const patch = async (photo: string | null) => {
      const { version } = json<{ data: { version: number } }>(
        await ctx.app.inject({ method: 'GET', url: `/api/students/${student.id}`, headers: bearer(clerk) }),
      ).data;
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/students/${student.id}`,
        headers: bearer(clerk),
        payload: { version, photo },
      });
    };
    for (const bad of [foreign, 'https://example.com/x.jpg', '/api/files/99999']) {
      const refused = await patch(bad);
      expect(refused.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(refused).errors.photo).toBe(
        'تصویر را با دکمه «انتخاب تصویر» بارگذاری کنید.',
      );
    }
    expect((await patch(mine)).statusCode).toBe(200);
    expect((await patch(null)).statusCode).toBe(200);
    const id = Number(mine.split('/').pop());
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toEqual([]);
  });
});
