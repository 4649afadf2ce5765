/**
 * A student leave's document (a doctor's note, photographed): uploaded through the generic form's
 * image input (POST /api/files/images, kind student-leaves), held only as a file of the leave's
 * school, and kept by the orphan clean-up while a leave points at it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, students } from '../src/db/schema';
import { deleteOrphanFiles } from '../src/modules/files/orphan-files';
import { pngImage } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let image: Buffer;

function upload(token: string, kind = 'student-leaves') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([image]), 'note.png');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/images',
    headers: bearer(token),
    payload: form as unknown as string,
  });
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  image = await pngImage(200, 300);
});
afterAll(() => ctx.close());

async function newLeave(document: string | null) {
  const [schoolA] = await schoolIds(ctx.database.db);
  const [student] = await ctx.database.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.schoolId, schoolA!))
    .limit(1);
  const type = json<{ data: { id: number } }>(
    await call('POST', '/api/leave-types', manager, {
      title: `پزشکی ${Math.random()}`,
      countsAsExcused: true,
    }),
  ).data;
  return call('POST', '/api/student-leaves', manager, {
    studentId: student!.id,
    leaveTypeId: type.id,
    fromDate: '2026-11-01',
    toDate: '2026-11-02',
    reason: 'بیماری',
    document,
  });
}

describe('a leave document', () => {
  it('is uploaded by whoever may record leaves and saved with the leave', async () => {
    const uploaded = await upload(manager);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = json<{ data: { url: string } }>(uploaded).data.url;
    const leave = await newLeave(url);
    expect(leave.statusCode, leave.body).toBe(201);
    expect(json<{ data: { document: string } }>(leave).data.document).toBe(url);
    expect((await call('GET', url, manager)).statusCode).toBe(200);

    // A clean-up run long after the upload keeps it: the leave points at it.
    await deleteOrphanFiles(ctx.database.db, new Date(Date.now() + 60_000));
    const id = Number(url.split('/').pop());
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toHaveLength(1);
  });

  it('needs a leave permission to upload', async () => {
    await createUserWith(ctx.database.db, 'no-leaves', ['students.list'], 0);
    const token = (await login(ctx.app, 'no-leaves')).accessToken;
    expect((await upload(token)).statusCode).toBe(403);
  });

  it('refuses a value that is not an uploaded file of the school', async () => {
    for (const document of ['https://example.com/x.png', '/api/files/999999']) {
      const leave = await newLeave(document);
      expect(leave.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(leave).errors.document).toBe(
        'تصویر را با دکمه «انتخاب تصویر» بارگذاری کنید.',
      );
    }
  });
});
