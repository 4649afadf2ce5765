import { BUILT_IN_ROLES } from '@school/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../src/auth/passwords';
import { roles, teachers, userRoles, users } from '../src/db/schema';
import { pngImage } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let teacherIds: number[];
let foreignTeacherId: number;
const PASSWORD = 'Kelas-Dars-1404';

const create = (token: string, id: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/teachers/${id}/account`, headers: bearer(token), payload });
const account = (token: string, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/teachers/${id}/account`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  const [schoolA, schoolB] = await schoolIds(ctx.database.db);
  const rows = await ctx.database.db
    .select({ id: teachers.id, userId: teachers.userId, schoolId: teachers.schoolId })
    .from(teachers)
    .orderBy(teachers.id);
  teacherIds = rows.filter((t) => t.schoolId === schoolA && t.userId === null).map((t) => t.id);
  foreignTeacherId = rows.find((t) => t.schoolId === schoolB && t.userId === null)!.id;
});
afterAll(() => ctx.close());

describe('teacher user account', () => {
  it('creates a login named after the national code, with the teacher role in the school', async () => {
    const id = teacherIds[0]!;
    const response = await create(admin, id, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const { userId, username } = json<{ data: { userId: number; username: string } }>(response).data;
    const [teacher] = await ctx.database.db.select().from(teachers).where(eq(teachers.id, id));
    expect(teacher!.userId).toBe(userId);
    expect(username).toBe(teacher!.nationalCode);
    expect(json<{ data: unknown }>(await account(admin, id)).data).toEqual({ userId, username });
    const held = await ctx.database.db
      .select({ name: roles.name, schoolId: userRoles.schoolId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId));
    expect(held).toEqual([{ name: BUILT_IN_ROLES.teacher, schoolId: teacher!.schoolId }]);

    // The new teacher signs in and changes only their own photo.
    const token = (await login(ctx.app, username, PASSWORD)).accessToken;
    const form = new FormData();
    form.append('file', new Blob([await pngImage(200, 100)]), 'me.png');
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/api/teacher/profile/photo',
      headers: bearer(token),
      payload: form as unknown as string,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const url = json<{ data: { photo: string } }>(photo).data.photo;
    expect(url).toMatch(/^\/api\/files\/\d+$/);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/teacher/profile/photo',
      headers: bearer(token),
    });
    expect(json<{ data: { photo: unknown } }>(removed).data.photo).toBeNull();
    // The old file went with the photo.
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(404);
    // The profile PATCH no longer takes a photo URL.
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/teacher/profile',
      headers: bearer(token),
      payload: { version: 99, photo: '/api/files/1' },
    });
    expect(patched.statusCode).toBe(400);
  });

  it('refuses a second account, a taken username, a weak password and bad input in Persian', async () => {
    const again = await create(admin, teacherIds[0]!, { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe('این دبیر حساب کاربری دارد.');
    const taken = await create(admin, teacherIds[1]!, { username: 'manager', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(json<{ message: string }>(taken).message).toBe(
      'این نام کاربری پیش‌تر ثبت شده است؛ نام دیگری انتخاب کنید.',
    );
    const weak = await create(admin, teacherIds[1]!, { password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(json<{ message: string }>(weak).message).toContain('رمز عبور');
    // The username (by default the national code) may not be inside the password.
    const [second] = await ctx.database.db.select().from(teachers).where(eq(teachers.id, teacherIds[1]!));
    const withCode = await create(admin, teacherIds[1]!, { password: `Dabir-${second!.nationalCode}` });
    expect(withCode.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(withCode).errors.password).toBe(
      PASSWORD_MESSAGES.username,
    );
    const withName = await create(admin, teacherIds[1]!, {
      username: 'rezaei',
      password: 'Rezaei-Kelas-1405',
    });
    expect(json<{ errors: Record<string, string> }>(withName).errors.password).toBe(
      PASSWORD_MESSAGES.username,
    );
    const badName = await create(admin, teacherIds[1]!, { username: 'علی رضا', password: PASSWORD });
    expect(badName.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(badName).errors.username).toContain('نام کاربری');
    expect((await create(admin, 'abc', { password: PASSWORD })).statusCode).toBe(400);
    const custom = await create(admin, teacherIds[1]!, { username: 'T.Rezaei', password: PASSWORD });
    expect(json<{ data: { username: string } }>(custom).data.username).toBe('t.rezaei');
  });

  it("needs users.add and teachers.add, and hides another school's teachers", async () => {
    // The office adds teachers but gives no accounts (a school manager does both).
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    expect((await create(clerk, teacherIds[2]!, { password: PASSWORD })).statusCode).toBe(403);
    await createUserWith(ctx.database.db, 'onlyusers', ['users.add'], 0);
    const onlyUsers = (await login(ctx.app, 'onlyusers')).accessToken;
    expect((await create(onlyUsers, teacherIds[2]!, { password: PASSWORD })).statusCode).toBe(403);
    const bothId = await createUserWith(ctx.database.db, 'both', ['users.add', 'teachers.add'], 0);
    const both = (await login(ctx.app, 'both')).accessToken;
    expect((await create(both, foreignTeacherId, { password: PASSWORD })).statusCode).toBe(404);
    expect((await create(both, teacherIds[2]!, { password: PASSWORD })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.createdBy, bothId))).toHaveLength(1);

    expect((await account(clerk, foreignTeacherId)).statusCode).toBe(404);
    expect(json<{ data: unknown }>(await account(clerk, teacherIds[3]!)).data).toBeNull();
    expect((await account(clerk, 'x')).statusCode).toBe(400);
    expect((await account(onlyUsers, teacherIds[3]!)).statusCode).toBe(403);
  });

  it('a user without a teacher record gets a Persian 404 for the profile photo', async () => {
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    await createUserWith(ctx.database.db, 'noteacher', ['teacher-profile.edit'], 0);
    const token = (await login(ctx.app, 'noteacher')).accessToken;
    const del = (t: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/teacher/profile/photo', headers: bearer(t) });
    const response = await del(token);
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toBe('پرونده دبیری برای حساب شما ثبت نشده است.');
    expect((await del(clerk)).statusCode).toBe(403);
  });
});
