import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { findRepoRoot } from '../config';
import type { Database, Db } from './client';
import { executeRows } from './execute-rows';

/** The committed migrations folder (apps/server/drizzle), from src/ or from the dist bundle. */
export function migrationsFolder(): string {
  const folder = path.join(findRepoRoot(), 'apps/server/drizzle');
  if (!existsSync(folder)) throw new Error(`migrations folder not found: ${folder}`);
  return folder;
}

/**
 * The key of the session-level advisory lock that servers starting at the same moment take around
 * their migrations on PostgreSQL: the first migrates, the others wait and then find nothing to do.
 * Any fixed bigint would do; this one spells "schoolmi" in ASCII, unlikely to meet another lock.
 */
export const MIGRATION_LOCK_KEY = 0x7363686f6f6c6d69n;

/** Brings the schema up to date; the same migrations run on PGlite and PostgreSQL. */
export async function runMigrations(
  database: Database,
  onWait: (message: string) => void = (message) => console.log(message),
): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // PGlite's data directory belongs to this process alone: nobody else can be migrating it.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  if (!database.onOneConnection) throw new Error('PostgreSQL database without onOneConnection');
  await database.onOneConnection(async (db) => {
    const key = sql`${String(MIGRATION_LOCK_KEY)}::bigint`;
    const [free] = await executeRows<{ locked: boolean }>(
      db,
      sql`select pg_try_advisory_lock(${key}) as locked`,
    );
    if (!free?.locked) {
      onWait('Another server is migrating the database: waiting for it to finish');
      await db.execute(sql`select pg_advisory_lock(${key})`);
    }
    try {
      // On the lock's own connection: the migrator's reading and its transaction are inside the lock.
      await migratePg(db as unknown as NodePgDatabase, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${key})`);
    }
  });
}

/** The migrations this build carries, by the time drizzle-kit wrote each (its journal's `when`). */
let shipped: number[] | undefined;
function shippedMigrations(): number[] {
  shipped ??= readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis);
  return shipped;
}

/**
 * How many of this build's migrations the database has not applied (0: current). A database that
 * a newer build has migrated further is current for this one too. Throws when the database does
 * not answer.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const [table] = await executeRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return shippedMigrations().length;
  // The migrator's own test: what was written after the last applied migration is pending.
  const [last] = await executeRows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const lastApplied = last?.at === null || last?.at === undefined ? -Infinity : Number(last.at);
  return shippedMigrations().filter((when) => when > lastApplied).length;
}
