/**
 * The kept session checks (access/session-cache.ts): the cache on its own, then through the server —
 * a request after any write request sees the database as it is, a change made elsewhere reaches the
 * server as a notice, and the answers are kept between writes. On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHANGES_CHANNEL } from '../src/access/guard';
import { SessionCache } from '../src/access/session-cache';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

/** Waits until `done()` holds, for at most `ms` (a notice or a reconnection takes its time). */
async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the session cache', () => {
  const counting = (value: string | undefined) => {
    let reads = 0;
    return {
      read: async () => {
        reads++;
        return value;
      },
      reads: () => reads,
    };
  };

  it('keeps an answer while listening, and nothing while not', async () => {
    const cache = new SessionCache<string>();
    const source = counting('live');
    expect(await cache.get('a', source.read)).toBe('live');
    expect(await cache.get('a', source.read)).toBe('live');
    expect(source.reads()).toBe(2);
    cache.setListening(true);
    await cache.get('a', source.read);
    await cache.get('a', source.read);
    expect(source.reads()).toBe(3);
    cache.setListening(false);
    await cache.get('a', source.read);
    expect(source.reads()).toBe(4);
  });

  it('forgets everything on a write, and never keeps an answer a write overtook', async () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    const source = counting('live');
    await cache.get('a', source.read);
    cache.forgetAll();
    await cache.get('a', source.read);
    expect(source.reads()).toBe(2);

    // A read that started before a write and ended after it is used once, not kept.
    let release!: () => void;
    const slow = cache.get('b', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
    cache.forgetAll();
    release();
    expect(await slow).toBe('before');
    const after = counting('after');
    expect(await cache.get('b', after.read)).toBe('after');
    expect(after.reads()).toBe(1);
  });

  it('keeps no missing session, no answer past its age, and at most its number of entries', async () => {
    const cache = new SessionCache<string>(0, 2);
    cache.setListening(true);
    const missing = counting(undefined);
    await cache.get('gone', missing.read);
    await cache.get('gone', missing.read);
    expect(missing.reads()).toBe(2);
    const aged = counting('live');
    await cache.get('a', aged.read);
    await cache.get('a', aged.read);
    expect(aged.reads()).toBe(2);

    const small = new SessionCache<string>(60_000, 2);
    small.setListening(true);
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => key);
    expect(small.size).toBe(2);
    const first = counting('a again');
    expect(await small.get('a', first.read)).toBe('a again');
  });
});

describe('session checks through the server', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await login(ctx.app, 'clerk')).accessToken;
  });
  afterAll(() => ctx.close());

  // The context reads the session check's answer only (`me` reads the user again on its own).
  const context = () => ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(token) });
  const setClerkActive = (active: boolean, { quietly = false } = {}) =>
    ctx.database.db.transaction(async (tx) => {
      // Quietly: with the triggers off, as if the notice were lost — only a write request can tell.
      if (quietly) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set active = ${active} where username = 'clerk'`);
    });
  /** The status of the context once it is `status`, asking for up to two seconds (a notice's way). */
  async function meBecomes(status: number): Promise<number> {
    const deadline = Date.now() + 2_000;
    let last = (await context()).statusCode;
    while (last !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = (await context()).statusCode;
    }
    return last;
  }

  it('keeps the answer between writes, and drops it when any write request is answered', async () => {
    expect(await meBecomes(200)).toBe(200);
    await setClerkActive(false, { quietly: true });
    // Nothing told the server: the kept answer still serves.
    expect((await context()).statusCode).toBe(200);
    // Any write request — even one refused for bad input — drops the kept answers before it answers.
    const write = await ctx.app.inject({
      method: 'PUT',
      url: '/api/context',
      headers: bearer(token),
      payload: {},
    });
    expect(write.statusCode).toBe(400);
    const refused = await context();
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'SESSION_ENDED' });
    await setClerkActive(true, { quietly: true });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: 'x' } });
    expect((await context()).statusCode).toBe(200);
  });

  it('hears a change made elsewhere through the database’s notice', async () => {
    expect(await meBecomes(200)).toBe(200);
    await setClerkActive(false);
    expect(await meBecomes(401)).toBe(401);
    await setClerkActive(true);
    expect(await meBecomes(200)).toBe(200);
  });
});

describe('session checks with SESSION_CHECK_CACHE=0', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ keepSessionChecks: false });
  });
  afterAll(() => ctx.close());

  it('ask the database at every request', async () => {
    const token = (await login(ctx.app, 'clerk')).accessToken;
    const context = () => ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(token) });
    expect((await context()).statusCode).toBe(200);
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set active = false where username = 'clerk'`);
    });
    expect((await context()).statusCode).toBe(401);
  });
});

describe('session change notices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('come for what a session check reads, and not for a login’s bookkeeping', async () => {
    let notices = 0;
    let heard = false;
    const stop = await ctx.database.listen(SESSION_CHANGES_CHANNEL, {
      onNotice: () => notices++,
      onListening: (on) => (heard = on),
    });
    await until(() => heard);
    expect(heard).toBe(true);
    const db = ctx.database.db;
    const changes = [
      sql`update users set last_login_at = now() where username = 'clerk'`, // no notice
      sql`update users set active = true where username = 'clerk'`,
      sql`update users set current_school_id = current_school_id where username = 'clerk'`,
      sql`update auth_sessions set revoked_at = now() where false`,
      sql`update academic_years set title = title where id = (select min(id) from academic_years)`,
    ];
    for (const change of changes) await db.execute(change);
    await until(() => notices >= 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices).toBe(4);
    await stop();
    await db.execute(sql`update users set active = true where username = 'clerk'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices).toBe(4);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the notices’ connection on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('says when it is lost and listens again once it is back', async () => {
    const states: boolean[] = [];
    const stop = await ctx.database.listen(SESSION_CHANGES_CHANNEL, {
      onNotice: () => undefined,
      onListening: (on) => states.push(on),
    });
    await until(() => states.length === 1);
    expect(states).toEqual([true]);
    // An administrator ends the listening connections (the server's and this test's).
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await until(() => states.length === 3);
    expect(states).toEqual([true, false, true]);
    await stop();
  });
});
