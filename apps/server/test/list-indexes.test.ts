/**
 * Every list of a school's rows filters on the current school first (scope.ts contextWhere), so each
 * such table needs an index that starts with its school column: without one, a page of one school's
 * rows reads the rows of every school of the network.
 */
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { entityBindings } from '../src/engine/bindings';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('indexes of the school lists', () => {
  it('start with the school column on every table a list reads by the current school', async () => {
    const leading = await executeRows<{ table: string; column: string }>(
      ctx.database.db,
      sql`select t.relname as table, a.attname as column
          from pg_index i
          join pg_class t on t.oid = i.indrelid
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]`,
    );
    const has = new Set(leading.map((l) => `${l.table}.${l.column}`));
    const listed = [...entityBindings().values()].filter(
      (b) => b.def.scope !== 'network' && b.followsContext !== false && b.schoolColumn,
    );
    expect(listed.length).toBeGreaterThan(10);
    const missing = listed
      .map((b) => `${getTableName(b.table)}.${b.schoolColumn!.name}`)
      .filter((key) => !has.has(key));
    expect(missing).toEqual([]);
  });
});
