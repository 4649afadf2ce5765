import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
