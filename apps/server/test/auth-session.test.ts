import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens';
import { bearer, createTestContext, JWT_SECRET, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
const decodeExp = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).exp as number;

describe('GET /api/auth/me', () => {
  it('returns the profile and rules for a valid token', async () => {
    const { accessToken } = await login(ctx.app, 'teacher');
    const response = await me(accessToken);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { username: string; role_name: string }; userAbilityRules: unknown[] }>(
      response,
    );
    expect(body.data).toMatchObject({ username: 'teacher', role_name: 'دبیر' });
    expect(body.userAbilityRules[0]).toEqual({ action: 'shode', subject: 'login' });
  });

  it('refuses no token, a garbage token and a token signed with another key', async () => {
    expect((await me()).statusCode).toBe(401);
    expect(json(await me('not.a.jwt'))).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const forged = await new TokenService('another-secret-of-sufficient-length-000').signAccess(
      1,
      'x',
      new Date(Date.now() + 3600_000),
    );
    expect((await me(forged)).statusCode).toBe(401);
    const malformedHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformedHeader.statusCode).toBe(401);
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const { accessToken } = await login(ctx.app, 'teacher');
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    const expired = await new TokenService(JWT_SECRET).signAccess(
      4,
      sid,
      new Date(Date.now() + 3600_000),
      longAgo,
    );
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
  });

  it('issues access tokens that expire in 30 minutes', async () => {
    const { accessToken } = await login(ctx.app, 'teacher');
    const secondsLeft = decodeExp(accessToken) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(29 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(30 * 60);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: returns new access and refresh tokens that work', async () => {
    const first = await login(ctx.app, 'manager');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = json<{ accessToken: string; refreshToken: string; userData: { username: string } }>(
      response,
    );
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.userData.username).toBe('manager');
    expect((await me(second.accessToken)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('treats reuse of a used refresh token as theft and revokes the whole session', async () => {
    const first = await login(ctx.app, 'manager');
    const second = json<{ accessToken: string; refreshToken: string }>(await refresh(first.refreshToken));
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and bad input', async () => {
    expect(json(await refresh('no-such-token'))).toMatchObject({ success: false, code: 'REFRESH_INVALID' });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(missing).errors.refresh_token).toBeDefined();
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('ends the session 8 hours after login whatever the refreshes', async () => {
    const first = await login(ctx.app, 'clerk');
    const profile = json<{ data: { sessionExpiresAt: number } }>(await me(first.accessToken)).data;
    expect(profile.sessionExpiresAt - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
    expect(profile.sessionExpiresAt - Date.now() / 1000).toBeLessThanOrEqual(8 * 3600);

    // Move the session's start 7h50m into the past: a refresh still works, but the new access token
    // expires with the session (10 minutes), not 30 minutes later.
    await ctx.database.db.execute(
      sql`update auth_sessions set expires_at = now() + interval '10 minutes' where user_id = (select id from users where username = 'clerk')`,
    );
    const near = json<{ accessToken: string; refreshToken: string }>(await refresh(first.refreshToken));
    expect(decodeExp(near.accessToken) - Date.now() / 1000).toBeLessThanOrEqual(10 * 60 + 1);

    // Past the 8 hours: refresh and the access token are refused.
    await ctx.database.db.execute(
      sql`update auth_sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where username = 'clerk')`,
    );
    expect(json(await refresh(near.refreshToken))).toMatchObject({ success: false, code: 'SESSION_ENDED' });
    expect(json(await me(near.accessToken))).toMatchObject({ success: false, code: 'SESSION_ENDED' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session at once: the access and refresh tokens stop working', async () => {
    const tokens = await login(ctx.app, 'teacher');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(tokens.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true });
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('does not end the user’s other sessions', async () => {
    const phone = await login(ctx.app, 'teacher');
    const laptop = await login(ctx.app, 'teacher');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone.accessToken) });
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('accepts a bodiless POST sent with a JSON content type', async () => {
    const tokens = await login(ctx.app, 'teacher');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(tokens.accessToken), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
