import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows of a raw statement; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw statement run as a named prepared statement: on PostgreSQL each pooled connection
 * parses and plans it once and then only binds new values — for a long statement run many times a
 * minute (an attendance sheet's write) planning costs as much as executing. The name must always
 * go with the same SQL text (values are parameters, so a fixed template qualifies). PGlite runs
 * the statement as usual.
 */
export async function executePreparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
