/**
 * The SQL the students list endpoint runs, rebuilt from the same pieces the server uses
 * (engine/entity-service.ts list() and listWhere(); engine/list-page.ts, engine/page-statement.ts;
 * engine/persian-sql.ts), so the bare statement timed and explained here is the endpoint's own: the
 * page with its total and its classroom titles, in one statement.
 */
import { studentsEntity } from '@school/shared';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { students } from '../../../apps/server/src/db/schema';
import { containsPattern, searchFold } from '../../../apps/server/src/engine/persian-sql';
import { entityBindings } from '../../../apps/server/src/engine/bindings';
import { TEXT_TYPES, pageStatementFamily } from '../../../apps/server/src/engine/list-page';
import { pageStatement } from '../../../apps/server/src/engine/page-statement';
import { toListQuery } from '../../../apps/server/src/engine/list-query';

export interface BoundQuery {
  sql: string;
  params: unknown[];
  /** Run as a prepared statement of this family, as the server runs it (db/statement-names.ts). */
  family?: string;
}

export interface ListSql {
  /** The page's rows, the filters' total (`__total`) and the reference titles. */
  page: BoundQuery;
}

const bindings = entityBindings();
const bindingOf = (name: string) => bindings.get(name)!;

const column = (name: string) => (students as unknown as Record<string, PgColumn>)[name]!;

/**
 * `raw` is the query string as the route hands it to the service (after zod: numbers are numbers);
 * the user is a network-wide system manager, so only the current-school condition scopes the rows.
 */
export function studentsListSql(schoolId: number, raw: Record<string, unknown>): ListSql {
  const query = toListQuery(studentsEntity, raw);
  const conditions: (SQL | undefined)[] = [undefined, and(eq(students.schoolId, schoolId))];
  for (const { field, value } of query.filters) {
    conditions.push(
      TEXT_TYPES.has(field.type)
        ? sql`${searchFold(column(field.name))} like ${containsPattern(String(value).toLowerCase())}`
        : eq(column(field.name), value),
    );
  }
  if (query.q) {
    const searchable = studentsEntity.fields.filter((f) => f.searchable);
    conditions.push(
      or(...searchable.map((f) => sql`${searchFold(column(f.name))} like ${containsPattern(query.q!)}`)),
    );
  }
  const where = and(...conditions);
  const page = pageStatement(bindingOf('students'), bindingOf, where, query);
  return { page: { sql: page.sql, params: page.params, family: pageStatementFamily(query) } };
}

/** The query with its parameters written in, for EXPLAIN output people can paste into psql. */
export function inlineParams(query: BoundQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
