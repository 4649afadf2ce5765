/**
 * Several servers starting at the same moment on an empty PostgreSQL database: the advisory lock
 * around the migrations lets one migrate while the others wait, then find nothing to do. Runs on a
 * throwaway database of the machine's PostgreSQL (or TEST_DATABASE_URL's server) in every run.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { executeRows } from '../src/db/execute-rows';
import { MIGRATION_LOCK_KEY, migrationsFolder, pendingMigrations, runMigrations } from '../src/db/migrate';
import { throwawayDatabase } from './helpers/services';

let throwaway: Awaited<ReturnType<typeof throwawayDatabase>>;
const servers: Database[] = [];

beforeAll(async () => {
  throwaway = await throwawayDatabase();
  for (let i = 0; i < 3; i++) servers.push(await openPostgres(throwaway.url, 2));
});
afterAll(async () => {
  await Promise.all(servers.map((database) => database.close()));
  await throwaway?.drop();
});

describe('migrations on PostgreSQL, three servers at once', { timeout: 120_000 }, () => {
  it('all three succeed, the schema is migrated once, and each reports it current', async () => {
    const shipped = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    const [first] = servers;
    expect(await pendingMigrations(first!.db)).toBe(shipped.length);

    // The lock is taken here first, so that all three are surely waiting on it together; released,
    // they race for it at the same moment.
    const holder = new pg.Client({ connectionString: throwaway.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1::bigint)', [String(MIGRATION_LOCK_KEY)]);
    const waited: string[] = [];
    const running = Promise.allSettled(
      servers.map((database) => runMigrations(database, (message) => waited.push(message))),
    );
    await expect.poll(() => waited.length, { timeout: 60_000 }).toBe(3);
    expect(waited[0]).toMatch(/Another server is migrating/);
    await holder.end();
    const results = await running;
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const applied = await executeRows<{ hash: string; created_at: string }>(
      first!.db,
      sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((m) => m.hash)).toEqual(shipped.map((m) => m.hash));
    expect(applied.map((m) => Number(m.created_at))).toEqual(shipped.map((m) => m.folderMillis));
    for (const database of servers) expect(await pendingMigrations(database.db)).toBe(0);

    // The schema is there: the last migrations' tables and the built-in triggers' function.
    const [tables] = await executeRows<{ n: number }>(
      first!.db,
      sql`select count(*)::int as n from information_schema.tables
          where table_schema = 'public' and table_name in ('students', 'sms_outbox', 'auth_sessions')`,
    );
    expect(tables!.n).toBe(3);
    // Nothing holds the lock any more.
    const [locks] = await executeRows<{ n: number }>(
      first!.db,
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database =
          (select oid from pg_database where datname = current_database())`,
    );
    expect(locks!.n).toBe(0);
  });

  it('a later start with nothing to migrate does nothing and waits for nobody', async () => {
    const waited: string[] = [];
    await runMigrations(servers[1]!, (message) => waited.push(message));
    expect(waited).toEqual([]);
    expect(await pendingMigrations(servers[1]!.db)).toBe(0);
  });
});
