/**
 * A user's change of their own password (the teacher profile's /password): other sessions end,
 * the current password is checked under the sign-in throttle, the policy knows the username, and
 * the change is in the security log.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, revokeUserSessions } from '../src/auth/auth-service';
import { PASSWORD_MESSAGES } from '../src/auth/passwords';
import { PAIR_RULE, pairKey } from '../src/auth/throttle';
import { auditLog, authSessions, users } from '../src/db/schema';
import { SECURITY_ENTITY } from '../src/engine/audit';
import { executeRows } from '../src/db/execute-rows';
import { bearer, createTestContext, json, login, TEST_PASSWORD, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let teacherId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(users).where(eq(users.username, 'teacher'));
  teacherId = row!.id;
});
afterAll(() => ctx.close());

const change = (token: string, currentPassword: string, newPassword: string, ip = '10.5.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/teacher/profile/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
    remoteAddress: ip,
  });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
const sessionOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const securityEvents = (action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, SECURITY_ENTITY), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

describe('changing one’s own password', () => {
  let password = TEST_PASSWORD;

  it('ends the user’s other sessions and keeps the one that changed it', async () => {
    const phone = await login(ctx.app, 'teacher', password, '10.5.1.1');
    const laptop = await login(ctx.app, 'teacher', password, '10.5.1.2');
    const here = await login(ctx.app, 'teacher', password, '10.5.0.1');
    const other = await login(ctx.app, 'clerk');

    const response = await change(here.accessToken, password, 'Kelas-Haftom-1405');
    expect(response.statusCode, response.body).toBe(200);
    password = 'Kelas-Haftom-1405';
    expect(json(response)).toMatchObject({
      success: true,
      message: 'رمز عبور تغییر کرد؛ نشست‌های دیگر شما در دستگاه‌های دیگر بسته شد.',
      data: { endedSessions: 2 },
    });

    for (const ended of [phone, laptop]) {
      expect((await me(ended.accessToken)).statusCode).toBe(401);
      expect((await refresh(ended.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(here.accessToken)).statusCode).toBe(200);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    const [kept] = await ctx.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sessionOf(here.accessToken)));
    expect(kept!.revokedAt).toBeNull();

    const [event] = await securityEvents('password-change');
    expect(event).toMatchObject({ userId: teacherId, entityId: teacherId });
    expect(event!.after).toEqual({ username: 'teacher', ip: '10.5.0.1', endedSessions: 2 });
    expect(JSON.stringify(event)).not.toContain('Kelas-Haftom');

    await login(ctx.app, 'teacher', password);
  });

  it('says plainly when there was no other session to end', async () => {
    await revokeUserSessions(ctx.database.db, teacherId);
    const only = await login(ctx.app, 'teacher', password, '10.5.0.1');
    const response = await change(only.accessToken, password, 'Kelas-Hashtom-1405');
    expect(response.statusCode).toBe(200);
    password = 'Kelas-Hashtom-1405';
    expect(json(response)).toMatchObject({
      message: AUTH_MESSAGES.passwordChanged,
      data: { endedSessions: 0 },
    });
  });

  it('counts a wrong current password as a failed sign-in of that username and address', async () => {
    const ip = '10.5.2.1';
    const token = (await login(ctx.app, 'teacher', password, ip)).accessToken;
    const wrong = await change(token, 'not-the-password', 'Kelas-Nohom-1405', ip);
    expect(wrong.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(wrong).errors.currentPassword).toBe(
      'رمز عبور فعلی درست نیست.',
    );
    const counted = await executeRows(
      ctx.database.db,
      sql`select failures from login_throttle where key = ${pairKey('teacher', ip)}`,
    );
    expect(counted).toEqual([{ failures: 1 }]);
    const [refused] = await securityEvents('login-failed');
    expect(refused).toMatchObject({ userId: teacherId, entityId: teacherId });
    expect(refused!.after).toEqual({ username: 'teacher', ip, reason: 'wrong-current-password' });

    // Past the free failures the pair waits: the change is refused with the sign-in's message …
    await ctx.database.db.execute(
      sql`update login_throttle set failures = ${PAIR_RULE.free + 9} where key = ${pairKey('teacher', ip)}`,
    );
    expect((await change(token, 'still-not-it', 'Kelas-Nohom-1405', ip)).statusCode).toBe(400);
    const waiting = await change(token, password, 'Kelas-Nohom-1405', ip);
    expect(waiting.statusCode).toBe(429);
    expect(json<{ message: string }>(waiting).message).toMatch(
      /ورود تا ساعت [۰-۹]{2}:[۰-۹]{2} \(۹ دقیقه دیگر\) ممکن نیست/,
    );
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(500);
    // … and so is a sign-in of that username from that address.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'teacher', password },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(429);
    expect(json<{ message: string }>(signIn).message).toBe(json<{ message: string }>(waiting).message);
  });

  it('clears the pair on a right current password', async () => {
    const ip = '10.5.3.1';
    const token = (await login(ctx.app, 'teacher', password, ip)).accessToken;
    expect((await change(token, 'not-the-password', 'Kelas-Dahom-1405', ip)).statusCode).toBe(400);
    expect((await change(token, password, 'Kelas-Dahom-1405', ip)).statusCode).toBe(200);
    password = 'Kelas-Dahom-1405';
    const left = await executeRows(
      ctx.database.db,
      sql`select failures from login_throttle where key = ${pairKey('teacher', ip)}`,
    );
    expect(left).toEqual([]);
  });

  it('refuses a new password that contains the username or breaks the policy, by name', async () => {
    const token = (await login(ctx.app, 'teacher', password, '10.5.4.1')).accessToken;
    for (const [newPassword, message] of [
      ['My-Teacher-1405', PASSWORD_MESSAGES.username],
      ['abcdefgh', PASSWORD_MESSAGES.sequence],
      ['۱۲۳۴۵۶۷۸', PASSWORD_MESSAGES.common],
      ['zzzzzzzzzz', PASSWORD_MESSAGES.oneCharacter],
    ] as const) {
      const response = await change(token, password, newPassword, '10.5.4.1');
      expect(response.statusCode, newPassword).toBe(400);
      expect(json<{ errors: Record<string, string> }>(response).errors.newPassword).toBe(message);
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('revokeUserSessions', () => {
  it('ends every live session of the user but the one named, and only theirs', async () => {
    const a = sessionOf((await login(ctx.app, 'manager')).accessToken);
    const b = sessionOf((await login(ctx.app, 'manager')).accessToken);
    const clerk = sessionOf((await login(ctx.app, 'clerk')).accessToken);
    const [manager] = await ctx.database.db.select().from(users).where(eq(users.username, 'manager'));
    const revoked = async () =>
      Object.fromEntries(
        (
          await ctx.database.db
            .select({ id: authSessions.id, revokedAt: authSessions.revokedAt })
            .from(authSessions)
            .where(inArray(authSessions.id, [a, b, clerk]))
        ).map((s) => [s.id, s.revokedAt !== null]),
      );
    expect(await revokeUserSessions(ctx.database.db, manager!.id, a)).toBe(1);
    expect(await revoked()).toEqual({ [a]: false, [b]: true, [clerk]: false });
    expect(await revokeUserSessions(ctx.database.db, manager!.id)).toBe(1);
    expect(await revoked()).toEqual({ [a]: true, [b]: true, [clerk]: false });
  });
});
