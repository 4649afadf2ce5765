/**
 * POST /api/users/with-role: an account and its first role in one request, with every rule of
 * /api/users and /api/user-roles, and nothing kept when either half is refused.
 */
import { BUILT_IN_ROLES } from '@school/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let manager: string;
let schoolA: number;
let schoolB: number;
const URL = '/api/users/with-role';

const post = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: payload as object });

async function roleId(name: string) {
  const [row] = await ctx.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

async function exists(username: string) {
  const rows = await ctx.database.db.select().from(users).where(eq(users.username, username));
  return rows.length > 0;
}

const account = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  fullName: 'زهرا موسوی',
  password: 'Sabz-Baran-1405',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
});
afterAll(() => ctx.close());

describe('creating a user with their role and school', () => {
  it('creates the account and its role in the school together, and the new user can sign in', async () => {
    const teacher = await roleId(BUILT_IN_ROLES.teacher);
    const response = await post(manager, account('z.mousavi', { roleId: teacher, schoolId: schoolA }));
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{
      data: { id: number; username: string; mobile: string; userRole: { roleId: number } };
    }>(response).data;
    expect(created).toMatchObject({ username: 'z.mousavi', mobile: '09121234567' });
    expect(created).not.toHaveProperty('passwordHash');
    const held = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, created.id));
    expect(held).toMatchObject([{ roleId: teacher, schoolId: schoolA }]);
    const session = await login(ctx.app, 'z.mousavi', 'Sabz-Baran-1405');
    expect(session.accessToken).toBeTruthy();
  });

  it('lets a network-wide user give a role in every school (no school)', async () => {
    const deputy = await roleId(BUILT_IN_ROLES.educationDeputy);
    const response = await post(admin, account('network.deputy', { roleId: deputy, schoolId: null }));
    expect(response.statusCode, response.body).toBe(201);
    const id = json<{ data: { id: number } }>(response).data.id;
    const held = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(held).toMatchObject([{ roleId: deputy, schoolId: null }]);
  });

  it('refuses a school manager a role beyond their own (403), and keeps no account', async () => {
    const system = await roleId(BUILT_IN_ROLES.systemManager);
    const asSystem = await post(manager, account('would.be.admin', { roleId: system, schoolId: schoolA }));
    expect(asSystem.statusCode).toBe(403);
    expect(json<{ errors: Record<string, string> }>(asSystem).errors.roleId).toBe(
      'فقط مدیر سیستم می‌تواند این سمت را بدهد.',
    );
    expect(await exists('would.be.admin')).toBe(false);

    const [wide] = await ctx.database.db
      .insert(roles)
      .values({ name: 'مدیر تنظیمات', permissions: ['settings.main', 'students.list'] })
      .returning();
    const beyond = await post(manager, account('would.be.wide', { roleId: wide!.id, schoolId: schoolA }));
    expect(beyond.statusCode).toBe(403);
    expect(json<{ errors: Record<string, string> }>(beyond).errors.roleId).toContain('خودتان ندارید');
    expect(await exists('would.be.wide')).toBe(false);
  });

  it('refuses a school outside the manager’s reach, or none, and keeps no account', async () => {
    const teacher = await roleId(BUILT_IN_ROLES.teacher);
    const other = await post(manager, account('other.school', { roleId: teacher, schoolId: schoolB }));
    expect(other.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(other).errors.schoolId).toBe(
      'مورد انتخاب‌شده یافت نشد یا در دسترس شما نیست.',
    );
    const none = await post(manager, account('no.school', { roleId: teacher }));
    expect(none.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(none).errors.schoolId).toContain('مدرسه را انتخاب کنید');
    expect(await exists('other.school')).toBe(false);
    expect(await exists('no.school')).toBe(false);
  });

  it('answers 403 to a user without users.add', async () => {
    const clerk = (await login(ctx.app, 'clerk')).accessToken;
    const teacher = await roleId(BUILT_IN_ROLES.teacher);
    const response = await post(clerk, account('by.clerk', { roleId: teacher, schoolId: schoolA }));
    expect(response.statusCode).toBe(403);
    expect(await exists('by.clerk')).toBe(false);
  });

  it('refuses bad input with Persian messages, never a 500', async () => {
    const teacher = await roleId(BUILT_IN_ROLES.teacher);
    const noRole = await post(manager, account('no.role', { schoolId: schoolA }));
    expect(noRole.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noRole).errors.roleId).toBe('این فیلد الزامی است.');
    const badRole = await post(manager, account('bad.role', { roleId: 'x', schoolId: schoolA }));
    expect(badRole.statusCode).toBe(400);
    const missingRole = await post(manager, account('gone.role', { roleId: 999_999, schoolId: schoolA }));
    expect(missingRole.statusCode).toBe(400);
    const unknown = await post(
      manager,
      account('extra.field', { roleId: teacher, schoolId: schoolA, isAdmin: true }),
    );
    expect(unknown.statusCode).toBe(400);
    const weak = await post(
      manager,
      account('weak.pass', { roleId: teacher, schoolId: schoolA, password: '123456' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(weak).errors.password).toBeTruthy();
    for (const name of ['no.role', 'bad.role', 'gone.role', 'extra.field', 'weak.pass'])
      expect(await exists(name), name).toBe(false);
  });

  it('refuses a username already taken (409), keeping the existing account as it was', async () => {
    const teacher = await roleId(BUILT_IN_ROLES.teacher);
    const again = await post(manager, account('z.mousavi', { roleId: teacher, schoolId: schoolA }));
    expect(again.statusCode).toBe(409);
    expect(json<{ errors: Record<string, string> }>(again).errors.username).toBe(
      'این مقدار قبلاً ثبت شده است.',
    );
  });
});
