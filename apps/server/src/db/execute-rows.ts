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
 * A raw statement built once, with `sql.placeholder(name)` for its values, and run as a named
 * prepared statement: on PostgreSQL each pooled connection parses and plans it once and then only
 * binds new values — for a long statement run many times a minute (an attendance sheet's write)
 * planning costs as much as executing, and building its text again costs the server as much. The
 * statement is prepared once per database. PGlite runs it as usual.
 */
export function preparedRows<T>(name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const perDatabase = new WeakMap<Db, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (db: Db, values: Record<string, unknown>): Promise<T[]> => {
    let prepared = perDatabase.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
      perDatabase.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: T[] };
    return result.rows;
  };
}
