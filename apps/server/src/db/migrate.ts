import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { findRepoRoot } from '../config';
import type { Database } from './client';

/** The committed migrations folder (apps/server/drizzle), from src/ or from the dist bundle. */
export function migrationsFolder(): string {
  const folder = path.join(findRepoRoot(), 'apps/server/drizzle');
  if (!existsSync(folder)) throw new Error(`migrations folder not found: ${folder}`);
  return folder;
}

/** Brings the schema up to date; the same migrations run on PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}
