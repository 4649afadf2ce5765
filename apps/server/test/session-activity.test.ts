/**
 * The session's sliding end: activity (the web app's pings) starts the 8 hours again; refreshes of
 * the access token alone do not, so a tab left open ends 8 hours after the last activity.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendSessionForActivity } from '../src/auth/session-activity';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const EIGHT_HOURS = 8 * 3600;
const nowSeconds = () => Date.now() / 1000;
const ping = (token?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/activity/ping', headers: token ? bearer(token) : {} });
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
const sessionIdOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid as string;
const expOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).exp as number;

/** Moves the session's end as if it had been idle: `minutes` left from now (negative: ended). */
async function leaveSession(accessToken: string, minutes: number): Promise<void> {
  await ctx.database.db.execute(
    sql`update auth_sessions set expires_at = now() + make_interval(mins => ${minutes}) where id = ${sessionIdOf(accessToken)}`,
  );
}

type PingAnswer = { data: { counted: boolean; sessionExpiresAt: number } };
type RefreshAnswer = { accessToken: string; refreshToken: string; userData: { sessionExpiresAt: number } };

describe('POST /api/activity/ping extends the session', () => {
  it('never past 16 hours from the sign-in, however active', async () => {
    const tokens = await login(ctx.app, 'teacher');
    // Signed in 15 hours ago, 10 minutes left: activity extends it by one hour only.
    await ctx.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '15 hours', expires_at = now() + interval '10 minutes'
        where id = ${sessionIdOf(tokens.accessToken)}`,
    );
    const answer = json<PingAnswer>(await ping(tokens.accessToken)).data;
    expect(answer.sessionExpiresAt).toBeGreaterThan(nowSeconds() + 3600 - 60);
    expect(answer.sessionExpiresAt).toBeLessThan(nowSeconds() + 3600 + 60);
  });

  it('moves the end of a session 10 minutes from its end to 8 hours from now', async () => {
    const tokens = await login(ctx.app, 'teacher');
    await leaveSession(tokens.accessToken, 10);

    const answer = await ping(tokens.accessToken);
    expect(answer.statusCode, answer.body).toBe(200);
    const { sessionExpiresAt } = json<PingAnswer>(answer).data;
    expect(sessionExpiresAt - nowSeconds()).toBeGreaterThan(EIGHT_HOURS - 60);
    expect(sessionExpiresAt - nowSeconds()).toBeLessThanOrEqual(EIGHT_HOURS);

    // The next refresh carries the new end, and its access token lives its full 30 minutes.
    const renewed = json<RefreshAnswer>(await refresh(tokens.refreshToken));
    expect(renewed.userData.sessionExpiresAt).toBe(sessionExpiresAt);
    expect(expOf(renewed.accessToken) - nowSeconds()).toBeGreaterThan(29 * 60);
  });

  it('a refresh alone leaves the end where it was', async () => {
    const tokens = await login(ctx.app, 'clerk');
    await leaveSession(tokens.accessToken, 10);
    const renewed = json<RefreshAnswer>(await refresh(tokens.refreshToken));
    expect(renewed.userData.sessionExpiresAt - nowSeconds()).toBeLessThanOrEqual(10 * 60 + 1);
    expect(expOf(renewed.accessToken) - nowSeconds()).toBeLessThanOrEqual(10 * 60 + 1);
  });

  it('never revives an ended or revoked session', async () => {
    const ended = await login(ctx.app, 'teacher');
    await leaveSession(ended.accessToken, -1);
    expect(json(await ping(ended.accessToken))).toMatchObject({ success: false, code: 'SESSION_ENDED' });

    const loggedOut = await login(ctx.app, 'teacher');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut.accessToken) });
    expect((await ping(loggedOut.accessToken)).statusCode).toBe(401);
    await expect(
      extendSessionForActivity(ctx.database.db, sessionIdOf(loggedOut.accessToken)),
    ).rejects.toThrow();
  });

  it('never moves an end earlier', async () => {
    const tokens = await login(ctx.app, 'manager');
    await leaveSession(tokens.accessToken, 10 * 60);
    const end = await extendSessionForActivity(ctx.database.db, sessionIdOf(tokens.accessToken));
    expect(end.getTime() / 1000 - nowSeconds()).toBeGreaterThan(10 * 3600 - 60);
  });

  it('refuses a ping without a session', async () => {
    expect((await ping()).statusCode).toBe(401);
    expect((await ping('not.a.jwt')).statusCode).toBe(401);
  });
});
