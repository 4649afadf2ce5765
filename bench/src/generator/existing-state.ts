/**
 * What the database already holds that the generated network must fit around: the next free ids,
 * codes and names that must stay unique, and rows to reuse (the current year, majors, course plans).
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { GENERATED_TABLES, type GeneratedTable } from './tables';

export interface ExistingState {
  nextId: Record<GeneratedTable, number>;
  studentCount: number;
  schoolCodes: string[];
  nationalCodes: string[];
  complexNames: string[];
  years: { id: number; title: string; isCurrent: boolean }[];
  majors: Map<string, number>;
  coursePlans: Map<string, number>;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function readExistingState(db: Db): Promise<ExistingState> {
  const nextId = {} as Record<GeneratedTable, number>;
  for (const [key, table] of Object.entries(GENERATED_TABLES) as [GeneratedTable, GeneratedTableValue][]) {
    const name = getTableConfig(table).name;
    const [row] = await rows<{ max: number | null }>(
      db,
      sql`select max(id)::int as max from ${sql.identifier(name)}`,
    );
    nextId[key] = (row?.max ?? 0) + 1;
  }
  const [students] = await rows<{ n: number }>(db, sql`select count(*)::int as n from students`);
  const codes = await rows<{ code: string }>(
    db,
    sql`select national_code as code from students union select national_code from teachers
        union select national_code from users where national_code is not null
        union select national_code from office_managers`,
  );
  return {
    nextId,
    studentCount: students?.n ?? 0,
    schoolCodes: (await rows<{ code: string }>(db, sql`select code from schools where code is not null`)).map(
      (r) => r.code,
    ),
    nationalCodes: codes.map((r) => r.code),
    complexNames: (await rows<{ name: string }>(db, sql`select name from complexes`)).map((r) => r.name),
    years: await rows(db, sql`select id, title, is_current as "isCurrent" from academic_years`),
    majors: new Map(
      (await rows<{ id: number; name: string }>(db, sql`select id, name from majors`)).map((r) => [
        r.name,
        r.id,
      ]),
    ),
    coursePlans: new Map(
      (
        await rows<{ id: number; code: string }>(
          db,
          sql`select id, code from course_plans where code is not null`,
        )
      ).map((r) => [r.code, r.id]),
    ),
  };
}

type GeneratedTableValue = (typeof GENERATED_TABLES)[GeneratedTable];
