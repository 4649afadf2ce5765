/**
 * A PostgreSQL restart or an administrator ending connections must not end the server: the pool
 * drops the lost idle connections and the next query opens a new one. Closing at shutdown lets a
 * request still running finish its queries.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { executeRows } from '../src/db/execute-rows';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  it('survives its idle connections being terminated and serves the next query', async () => {
    const lost: Error[] = [];
    const database = await openPostgres(url!, 3, (error) => lost.push(error));
    try {
      const [mine] = await executeRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [mine!.pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const [again] = await executeRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(again!.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('closes once running work is done: a request between two queries still gets its second', async () => {
    const database = await openPostgres(url!, 3);
    const request = (async () => {
      await executeRows(database.db, sql`select pg_sleep(0.1)`);
      // The handler's own work between two queries (parsing, checks).
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await executeRows<{ one: number }>(database.db, sql`select 1 as one`);
      return row!.one;
    })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const closed = database.close();
    await expect(request).resolves.toBe(1);
    await closed;
    await expect(executeRows(database.db, sql`select 1`)).rejects.toThrow();
  });
});
