import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows of a raw statement; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** `build(db)` once per database (the server has one; tests open many), kept while it lives. */
export function perDatabase<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (!value) built.set(db, (value = build(db)));
    return value;
  };
}

/**
 * A raw statement built once, with `sql.placeholder(name)` for its values, and run as a named
 * prepared statement: on PostgreSQL each pooled connection parses and plans it once and then only
 * binds new values — for a long statement run many times a minute (an attendance sheet's write)
 * planning costs as much as executing, and building its text again costs the server as much. The
 * statement is prepared once per database. PGlite runs it as usual.
 */
export function preparedRows<T>(name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = perDatabase((db) =>
    db._.session.prepareQuery({ sql: text, params }, undefined, name, false),
  );
  return async (db: Db, values: Record<string, unknown>): Promise<T[]> => {
    const result = (await prepared(db).execute(values)) as { rows: T[] };
    return result.rows;
  };
}
