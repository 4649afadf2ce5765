import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { SECURITY_ENTITY } from '../src/engine/audit';
import { executeRows } from '../src/db/execute-rows';
import { createTestContext, json, TEST_PASSWORD, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const loginAs = (payload: unknown, ip = '10.1.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('logs the system manager in with tokens, profile and manage/all', async () => {
    const response = await loginAs({ username: 'admin', password: TEST_PASSWORD, remember_me: true });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({ success: true, userData: { username: 'admin', role_name: 'مدیر سیستم' } });
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(String(body.accessToken).split('.')).toHaveLength(3);
    expect(String(body.refreshToken).length).toBeGreaterThan(30);
    const userData = body.userData as {
      schools: unknown[];
      fullName: string;
      sessionExpiresAt: number;
      id: number;
    };
    expect(userData.schools).toHaveLength(2);
    expect(userData.fullName).toBe('مدیر سیستم شبکه');
    expect(body.userAbilityRules).toEqual([
      { action: 'shode', subject: 'login' },
      { action: 'manage', subject: 'all' },
    ]);
  });

  it('gives a school manager only their school and their role permissions', async () => {
    const body = json(await loginAs({ username: 'manager', password: TEST_PASSWORD }));
    const userData = body.userData as { schools: { name: string }[]; role_name: string };
    expect(userData.role_name).toBe('مدیر مدرسه');
    expect(userData.schools.map((s) => s.name)).toEqual(['دبیرستان پسرانه فرهنگ']);
    const rules = body.userAbilityRules as { action: string | string[]; subject: string }[];
    expect(rules[0]).toEqual({ action: 'shode', subject: 'login' });
    expect(rules.some((r) => r.action === 'manage')).toBe(false);
    expect(rules[1]!.action).toContain('students.list');
    expect(rules[1]!.action).not.toContain('roles.edit');
  });

  it('matches usernames case-insensitively and with Persian digits and spaces around', async () => {
    expect((await loginAs({ username: '  ADMIN ', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user the same way (401, Persian, no hint)', async () => {
    const wrong = await loginAs({ username: 'teacher', password: 'wrong-password' }, '10.1.0.2');
    const unknown = await loginAs({ username: 'nobody', password: 'wrong-password' }, '10.1.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'نام کاربری یا رمز عبور نادرست است.',
    });
  });

  it('refuses missing fields with per-field Persian messages', async () => {
    const response = await loginAs({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; errors: Record<string, string> }>(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.username).toBe('این فیلد الزامی است.');
    expect(body.errors.password).toBe('این فیلد الزامی است.');
  });

  it('refuses wrong types, unknown fields and oversized values with 400', async () => {
    for (const payload of [
      { username: 123, password: TEST_PASSWORD },
      { username: 'admin', password: TEST_PASSWORD, remember_me: 'yes' },
      { username: 'admin', password: TEST_PASSWORD, role: 'admin' },
      { username: 'a'.repeat(65), password: TEST_PASSWORD },
      { username: 'admin', password: 'x'.repeat(129) },
      [],
    ]) {
      const response = await loginAs(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('refuses malformed JSON with 400 BAD_JSON and no stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      code: 'BAD_JSON',
      message: 'متن درخواست، JSON معتبری نیست.',
    });
  });

  it('refuses a body that is too large with 413 and a non-JSON content type with 415', async () => {
    const big = await loginAs({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(json(xml)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('the security log of sign-ins', () => {
  const events = (action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, SECURITY_ENTITY), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  it('records a sign-in with the user, the address and remember-me', async () => {
    expect((await loginAs({ username: 'clerk', password: TEST_PASSWORD }, '10.1.5.1')).statusCode).toBe(200);
    const [clerk] = await ctx.database.db.select().from(users).where(eq(users.username, 'clerk'));
    const [event] = await events('login');
    expect(event).toMatchObject({ userId: clerk!.id, entityId: clerk!.id });
    expect(event!.after).toEqual({ username: 'clerk', ip: '10.1.5.1', rememberMe: false });
  });

  it('records refused sign-ins with the reason, never the password tried', async () => {
    const [clerk] = await ctx.database.db.select().from(users).where(eq(users.username, 'clerk'));
    await loginAs({ username: 'CLERK', password: 'Secret-Guess-One' }, '10.1.5.2');
    await loginAs({ username: 'nobody-here', password: 'Secret-Guess-Two' }, '10.1.5.3');
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, clerk!.id));
    await loginAs({ username: 'clerk', password: TEST_PASSWORD }, '10.1.5.4');
    await ctx.database.db.update(users).set({ active: true }).where(eq(users.id, clerk!.id));
    const [inactive, unknown, wrong] = await events('login-failed');
    expect(wrong).toMatchObject({ userId: null, entityId: clerk!.id });
    expect(wrong!.after).toEqual({ username: 'clerk', ip: '10.1.5.2', reason: 'wrong-password' });
    expect(unknown).toMatchObject({ userId: null, entityId: 0 });
    expect(unknown!.after).toEqual({ username: 'nobody-here', ip: '10.1.5.3', reason: 'unknown-user' });
    expect(inactive!.after).toEqual({ username: 'clerk', ip: '10.1.5.4', reason: 'inactive' });
    const stored = await executeRows(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where after::text like '%Secret-Guess%' or after::text like ${`%${TEST_PASSWORD}%`}`,
    );
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('records a sign-in refused by the throttle', async () => {
    await ctx.database.db.execute(
      sql`insert into login_throttle (key, failures, window_start, locked_until)
          values ('ip:10.1.5.9', 200, now(), now() + interval '1 minute')`,
    );
    expect((await loginAs({ username: 'admin', password: TEST_PASSWORD }, '10.1.5.9')).statusCode).toBe(429);
    const [event] = await events('login-failed');
    expect(event!.after).toEqual({ username: 'admin', ip: '10.1.5.9', reason: 'throttled' });
  });
});
