/**
 * What a backup must carry over, read from a database: the row count of every table (every schema,
 * drizzle's migrations journal included), a checksum of the students' rows and one stored file's
 * bytes. Two databases with equal snapshots hold the same data as far as a test can tell cheaply.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { executeRows } from '../../src/db/execute-rows';
import { storedFiles } from '../../src/db/schema';

export interface DatabaseSnapshot {
  rowCounts: Record<string, number>;
  studentsMd5: string;
  students: number;
  file: Buffer | null;
}

export async function snapshotOf(db: Db, fileId: number): Promise<DatabaseSnapshot> {
  const tables = await executeRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const rowCounts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await executeRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${schema}"."${name}"`),
    );
    rowCounts[`${schema}.${name}`] = row!.n;
  }
  const [students] = await executeRows<{ md5: string; n: number }>(
    db,
    sql`select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) as md5, count(*)::int as n
        from students s`,
  );
  const [file] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return { rowCounts, studentsMd5: students!.md5, students: students!.n, file: file?.bytes ?? null };
}
