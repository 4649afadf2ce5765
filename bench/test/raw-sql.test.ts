/**
 * The bench's bare-SQL driver on the embedded database opens the server's files as the server does:
 * with pg_trgm loaded, without which the quick search's trigram indexes make every students query
 * fail ("could not access file pg_trgm"). Returns the same total the search's own SQL counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { schools } from '../../apps/server/src/db/schema';
import { ensureBuiltInRoles } from '../../apps/server/src/db/seed/built-in-roles';
import { seedDemoNetwork } from '../../apps/server/src/db/seed/demo';
import { studentsListSql } from '../src/bench/list-sql';
import { rawPglite } from '../src/bench/raw-sql';

let dataDir: string;
let schoolId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'raw-sql-'));
  const database = await openPglite(dataDir);
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);
  await seedDemoNetwork(database.db, 'Raw-Sql-Test-1405');
  const [school] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.id, 1));
  schoolId = school!.id;
  await database.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('runs the quick search’s page, total and titles on the server’s PGlite files', async () => {
  const raw = await rawPglite(dataDir);
  try {
    const { page } = studentsListSql(schoolId, { q: 'احمدی', page: 1, pageSize: 25 });
    // Prepared on PostgreSQL as the server prepares it (PGlite has no named statements).
    expect(page.family).toBe('list_search');
    expect(studentsListSql(schoolId, { q: 'اح' }).page.family).toBeUndefined();
    const rows = await raw.query<{ id: number; __total: number; __title_classroomId: string }>(page);
    const total = Number(rows[0]?.__total);
    expect(total).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(25, total));
    // Every row carries the same total, and its classroom's name.
    expect(new Set(rows.map((r) => Number(r.__total)))).toEqual(new Set([total]));
    expect(rows.every((r) => typeof r.__title_classroomId === 'string')).toBe(true);
  } finally {
    await raw.close();
  }
});
