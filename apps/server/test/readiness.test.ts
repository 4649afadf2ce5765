/**
 * GET /api/ready beside /api/health: 200 while the database answers with every migration of this
 * build applied; 503 with the reason when migrations are missing, the database is gone, or the
 * server is shutting down.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { executeRows } from '../src/db/execute-rows';
import { openTestDatabase, createTestContext, json, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

describe('readiness', () => {
  it('is ready on a migrated database', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { database: 'up', migrations: 'current' } });
    // /api/health still answers its own shape beside it.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready while migrations of this build are missing', async () => {
    const [last] = await executeRows<{ hash: string; created_at: string }>(
      ctx.database.db,
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        success: false,
        code: 'NOT_READY',
        reason: 'migrations',
        pendingMigrations: 1,
      });
      expect(json(response).message).toMatch(/[\u0600-\u06FF]/);
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready on a database never migrated', async () => {
    // A copy of the migrated template without the migrations' record stands for an empty database
    // (an empty PGlite cluster takes many seconds to create).
    const empty = await openTestDatabase(true);
    await empty.database.db.execute(sql`drop schema drizzle cascade`);
    const app = await buildApp({ config: ctx.config, database: empty.database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ reason: 'migrations' });
      expect(json<{ pendingMigrations: number }>(response).pendingMigrations).toBeGreaterThan(50);
    } finally {
      await app.close();
      await empty.close();
    }
  });

  it('is not ready when the database does not answer, and says no more than that', async () => {
    const gone = await openTestDatabase(true);
    const app = await buildApp({ config: ctx.config, database: gone.database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // Closed (and on PostgreSQL dropped) under the running app.
      await gone.close();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ success: false, code: 'NOT_READY', reason: 'database' });
      expect(Object.keys(json(response)).sort()).toEqual(['code', 'message', 'reason', 'success']);
    } finally {
      // Its listener for session notices cannot say goodbye to a closed database.
      await app.close().catch(() => undefined);
    }
  });

  it('is not ready once the server is shutting down', async () => {
    ctx.app.readiness.stopping = true;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ reason: 'stopping' });
    } finally {
      ctx.app.readiness.stopping = false;
    }
  });
});
