/**
 * The students' quick search is served by trigram indexes on the folded columns (migration 0016):
 * the migration builds one per searchable column with the very expression the search uses, and the
 * planner takes them for the list's search condition, on PGlite and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { studentsEntity } from '@school/shared';
import { type SQL, getTableColumns, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { students } from '../src/db/schema';
import { containsPattern, searchFold, searchIndexSql } from '../src/engine/persian-sql';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const columns = getTableColumns(students) as Record<string, PgColumn>;
const searchable = studentsEntity.fields.filter((f) => f.searchable).map((f) => columns[f.name]!);

async function plan(condition: SQL): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    // A demo school has too few students for an index to be worth it: ask for the index path.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await executeRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select count(*) from students where ${condition}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('trigram indexes of the students’ quick search', () => {
  it('exist in the migration for every searchable column, built on the search expression', () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0016_search_trigram_indexes.sql'),
      'utf8',
    );
    for (const column of searchable) expect(migration).toContain(searchIndexSql('students', column.name));
  });

  it('serve a fragment of a name', async () => {
    const text = await plan(sql`${searchFold(students.lastName)} like ${containsPattern('کریم')}`);
    expect(text).toContain('students_search_last_name');
  });

  it('serve the search over every searchable column at once', async () => {
    const condition = or(
      ...searchable.map((column) => sql`${searchFold(column)} like ${containsPattern('۰۹۱۲')}`),
    )!;
    const text = await plan(condition);
    for (const column of searchable) expect(text).toContain(`students_search_${column.name}`);
  });
});
