/**
 * The password policy where an administrator sets a password on the users form: it knows the
 * username (typed in the form, or the account's own when only the password changes).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../src/auth/passwords';
import { users } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin), payload });
const passwordError = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string> }).errors?.password;

describe('password policy on the users form', () => {
  it('refuses a new user’s password that contains the username, and the weak shapes', async () => {
    const base = { username: 'h.ahmadi', fullName: 'حمید احمدی' };
    const withName = await call('POST', '/api/users', { ...base, password: 'Salam-H.Ahmadi-1405' });
    expect(withName.statusCode).toBe(400);
    expect(passwordError(withName)).toBe(PASSWORD_MESSAGES.username);
    for (const [password, message] of [
      ['aaaaaaaaaa', PASSWORD_MESSAGES.oneCharacter],
      ['abcdefgh', PASSWORD_MESSAGES.sequence],
      ['۱۲۳۴۵۶۷۸', PASSWORD_MESSAGES.common],
    ] as const) {
      const response = await call('POST', '/api/users', { ...base, password });
      expect(response.statusCode, password).toBe(400);
      expect(passwordError(response), password).toBe(message);
    }
    const ok = await call('POST', '/api/users', { ...base, password: 'Salam-Madreseh-1405' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks a changed password against the account’s own username', async () => {
    const [clerk] = await ctx.database.db.select().from(users).where(eq(users.username, 'clerk'));
    const response = await call('PATCH', `/api/users/${clerk!.id}`, {
      version: clerk!.version,
      password: 'Office-CLERK-1405',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.password).toBe(
      PASSWORD_MESSAGES.username,
    );
  });
});
