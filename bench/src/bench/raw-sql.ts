/**
 * The raw drivers, without Drizzle or the server: a pg pool the size of the server's (10) on
 * PostgreSQL, preparing the statements the server prepares; the PGlite instance itself on the
 * embedded database (which has no named statements).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { StatementNames } from '../../../apps/server/src/db/statement-names';
import type { BoundQuery } from './list-sql';

export interface RawSql {
  kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(query: BoundQuery): Promise<T[]>;
  close(): Promise<void>;
}

/** Same as the server's openPostgres default. */
export const SERVER_POOL_SIZE = 10;

export function rawPostgres(url: string): RawSql {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  const names = new StatementNames();
  return {
    kind: 'postgres',
    async query<T>(query: BoundQuery) {
      // A query of a family runs as a prepared statement, named per text, as the server's pool does.
      const name = query.family ? names.nameFor(query.family, query.sql) : undefined;
      return (await pool.query({ name, text: query.sql, values: query.params })).rows as T[];
    },
    close: () => pool.end(),
  };
}

/**
 * The server's PGlite files live in DATA_DIR/pgdata (db/client.ts); like the server, it loads
 * pg_trgm, which the quick search's indexes need.
 */
export async function rawPglite(dataDir: string): Promise<RawSql> {
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    kind: 'pglite',
    async query<T>(query: BoundQuery) {
      return (await client.query<T>(query.sql, query.params)).rows;
    },
    close: () => client.close(),
  };
}
