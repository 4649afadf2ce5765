import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../src/db/schema';
import { historyOf } from '../src/engine/audit';
import { bearer, createTestContext, json, login, TEST_PASSWORD, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
type Item = Record<string, unknown> & { id: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

async function firstClassroom(token: string) {
  return json<{ data: { items: Item[] } }>(
    await call('GET', '/api/classrooms?sort=name:asc&pageSize=1', token),
  ).data.items[0]!;
}

describe('classroom roll order', () => {
  it('lists the students in roll order, saves a new order, and orders alphabetically in Persian', async () => {
    const room = await firstClassroom(manager);
    const roll = json<{ data: Item[] }>(await call('GET', `/api/classrooms/${room.id}/roll`, manager)).data;
    expect(roll).toHaveLength(12);
    expect(roll.map((s) => s.rollNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

    const reversed = roll.map((s) => s.id).reverse();
    const saved = json<{ data: Item[] }>(
      await call('PUT', `/api/classrooms/${room.id}/roll`, manager, { studentIds: reversed }),
    ).data;
    expect(saved.map((s) => s.id)).toEqual(reversed);

    const sorted = json<{ data: Item[] }>(
      await call('POST', `/api/classrooms/${room.id}/roll/alphabetical`, manager),
    ).data;
    const names = sorted.map((s) => String(s.lastName));
    // Persian order: پ after ب, چ after ج, ک/گ near the end — not Unicode order.
    const collator = new Intl.Collator('fa');
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    expect(sorted.map((s) => s.rollNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses a partial or foreign list, another school’s classroom, and users without the permission', async () => {
    const room = await firstClassroom(manager);
    const roll = json<{ data: Item[] }>(await call('GET', `/api/classrooms/${room.id}/roll`, manager)).data;
    expect(
      (
        await call('PUT', `/api/classrooms/${room.id}/roll`, manager, {
          studentIds: roll.slice(1).map((s) => s.id),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/classrooms/${room.id}/roll`, manager, {
          studentIds: [...roll.map((s) => s.id), 999999],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/classrooms/${room.id}/roll`, manager, { studentIds: 'all' })).statusCode,
    ).toBe(400);

    const admin = (await login(ctx.app, 'admin')).accessToken;
    const [, schoolB] = await schoolIds(ctx.database.db);
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await call('PUT', '/api/context', admin, { schoolId: schoolB, academicYearId: year });
    const roomB = await firstClassroom(admin);
    expect((await call('GET', `/api/classrooms/${roomB.id}/roll`, manager)).statusCode).toBe(404);
    expect((await call('POST', `/api/classrooms/${roomB.id}/roll/alphabetical`, manager)).statusCode).toBe(
      404,
    );

    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await call('GET', `/api/classrooms/${room.id}/roll`, teacher)).statusCode).toBe(403);
  });
});

describe('teacher profile', () => {
  it('shows and edits the logged-in teacher’s own contact details', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const me = json<{ data: Item & { version: number } }>(
      await call('GET', '/api/teacher/profile', teacher),
    ).data;
    expect(me).toMatchObject({ firstName: 'مریم', lastName: 'کریمی' });
    const updated = await call('PATCH', '/api/teacher/profile', teacher, {
      version: me.version,
      mobile: '۰۹۳۵۱۲۳۴۵۶۷',
      email: 'Maryam@School.ir',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: Item }>(updated).data).toMatchObject({
      mobile: '09351234567',
      email: 'maryam@school.ir',
    });
    // Audited like an edit of the teachers entity (the History tab shows it).
    const [latest] = await historyOf(ctx.database.db, 'teachers', me.id);
    expect(latest).toMatchObject({
      action: 'update',
      before: { mobile: me.mobile ?? null },
      after: { mobile: '09351234567', email: 'maryam@school.ir' },
    });
    // Names and codes are not the teacher's to change here.
    expect(
      (await call('PATCH', '/api/teacher/profile', teacher, { version: me.version + 1, lastName: 'دیگر' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/teacher/profile', teacher, { version: me.version, mobile: '09120000000' }))
        .statusCode,
    ).toBe(409);
  });

  it('never reaches another teacher, whatever id the body carries', async () => {
    const db = ctx.database.db;
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const me = json<{ data: Item & { version: number } }>(
      await call('GET', '/api/teacher/profile', teacher),
    ).data;
    const [other] = await db.select().from(teachers).where(ne(teachers.id, me.id)).limit(1);
    for (const key of ['id', 'teacherId', 'userId']) {
      const response = await call('PATCH', '/api/teacher/profile', teacher, {
        version: me.version,
        [key]: other!.id,
        mobile: '09390001122',
      });
      expect(response.statusCode, key).toBe(400);
    }
    const [after] = await db.select().from(teachers).where(eq(teachers.id, other!.id));
    expect(after).toEqual(other);
  });

  it('changes the password only with the current one, and by the policy', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const wrong = await call('POST', '/api/teacher/profile/password', teacher, {
      currentPassword: 'nope',
      newPassword: 'Kelas-Haftom-1405',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(wrong).errors.currentPassword).toBe(
      'رمز عبور فعلی درست نیست.',
    );
    const weak = await call('POST', '/api/teacher/profile/password', teacher, {
      currentPassword: TEST_PASSWORD,
      newPassword: '12345678',
    });
    expect(weak.statusCode).toBe(400);
    const ok = await call('POST', '/api/teacher/profile/password', teacher, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Kelas-Haftom-1405',
    });
    expect(ok.statusCode).toBe(200);
    await login(ctx.app, 'teacher', 'Kelas-Haftom-1405');
  });

  it('is not reachable by a user without a teacher record or without the permission', async () => {
    await createUserWith(ctx.database.db, 'notateacher', ['teacher-profile.edit']);
    const other = (await login(ctx.app, 'notateacher')).accessToken;
    expect((await call('GET', '/api/teacher/profile', other)).statusCode).toBe(404);
    expect((await call('GET', '/api/teacher/profile', manager)).statusCode).toBe(404);
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    expect((await call('GET', '/api/teacher/profile', clerk)).statusCode).toBe(403);
  });
});
