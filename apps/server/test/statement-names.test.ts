/**
 * A list page's statement is prepared once per shape on each connection (statement-names.ts): one
 * name per distinct text, never one name for two texts, a cap on how many, and no kept plan for a
 * search pattern too short for the trigram indexes. The dossier tabs' statements likewise.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserAccess, type UserAccess } from '../src/access/user-access';
import { type Database, openPostgres } from '../src/db/client';
import { executeRows } from '../src/db/execute-rows';
import { StatementNames, perTextName, withStatementName } from '../src/db/statement-names';
import { entityBindings } from '../src/engine/bindings';
import { EntityService } from '../src/engine/entity-service';
import { pageStatementFamily } from '../src/engine/list-page';
import { studentAttendance, studentScores } from '../src/modules/student-file/student-records';
import { openTestDatabase } from './helpers/test-app';
import { userId } from './helpers/users';

describe('statement names', () => {
  it('give a text the same name every time and another text another name', () => {
    const names = new StatementNames();
    const a = names.nameFor('list', 'select 1');
    expect(a).toBe('list_1');
    expect(names.nameFor('list', 'select 1')).toBe(a);
    expect(names.nameFor('list', 'select 2')).toBe('list_2');
    expect(names.size).toBe(2);
  });

  it('stop naming new texts at the cap; those run unprepared and the named ones keep their names', () => {
    const names = new StatementNames(2);
    names.nameFor('list', 'select 1');
    names.nameFor('list', 'select 2');
    expect(names.nameFor('list', 'select 3')).toBeUndefined();
    expect(names.nameFor('list', 'select 1')).toBe('list_1');
  });

  it('replace only a per-text family name in a query config', () => {
    const names = new StatementNames();
    const family = { name: perTextName('list'), text: 'select 1', rowMode: 'array' };
    expect(withStatementName(family, names)).toEqual({ name: 'list_1', text: 'select 1', rowMode: 'array' });
    const fixed = { name: 'auth_session', text: 'select 2' };
    expect(withStatementName(fixed, names)).toBe(fixed);
    expect(withStatementName('select 3', names)).toBe('select 3');
    expect(withStatementName({ text: 'select 4' }, names)).toEqual({ text: 'select 4' });
  });
});

describe('the family of a list page’s statement', () => {
  const field = (name: string, type: string) => ({ name, type, label: { fa: name, en: name } }) as never;

  it('is the plain list without a pattern, the search family with patterns of three letters or more', () => {
    expect(pageStatementFamily({ filters: [] })).toBe('list');
    expect(pageStatementFamily({ filters: [{ field: field('classroomId', 'reference'), value: 7 }] })).toBe(
      'list',
    );
    expect(pageStatementFamily({ filters: [], q: 'کریمی' })).toBe('list_search');
    expect(pageStatementFamily({ filters: [], q: '۰۹۱۲' })).toBe('list_search');
    expect(pageStatementFamily({ filters: [{ field: field('lastName', 'text'), value: 'رضا' }] })).toBe(
      'list_search',
    );
  });

  it('is none (planned each time) when any pattern is shorter than three letters in a row', () => {
    expect(pageStatementFamily({ filters: [], q: '۰۹' })).toBeUndefined();
    expect(pageStatementFamily({ filters: [], q: 'م ح' })).toBeUndefined();
    expect(
      pageStatementFamily({ filters: [{ field: field('lastName', 'text'), value: 'رض' }], q: 'کریمی' }),
    ).toBeUndefined();
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('list pages on PostgreSQL', () => {
  let test: { database: Database; close(): Promise<void> };
  // One connection, so every statement the lists prepare is in this session's pg_prepared_statements.
  let single: Database;
  let service: EntityService;
  let access: UserAccess;

  beforeAll(async () => {
    test = await openTestDatabase(true);
    single = await openPostgres((test.database as Database & { url: string }).url, 1);
    service = new EntityService(single.db, entityBindings());
    access = (await loadUserAccess(single.db, await userId(single.db, 'admin')))!;
  });
  afterAll(async () => {
    await single.close();
    await test.close();
  });

  const prepared = () =>
    executeRows<{ name: string; statement: string; runs: number }>(
      single.db,
      sql`select name, statement, (generic_plans + custom_plans)::int as runs
        from pg_prepared_statements order by name`,
    );

  it('prepare one statement per shape, run again for other values of that shape', async () => {
    const students = service.binding('students');
    const classrooms = await executeRows<{ id: number }>(
      single.db,
      sql`select id from classrooms order by id limit 2`,
    );
    const first = await service.list(students, access, {
      classroomId: classrooms[0]!.id,
      sort: 'lastName:asc',
    });
    const second = await service.list(students, access, {
      classroomId: classrooms[1]!.id,
      sort: 'lastName:asc',
    });
    expect(first.items.every((s) => s.classroomId === classrooms[0]!.id)).toBe(true);
    expect(second.items.every((s) => s.classroomId === classrooms[1]!.id)).toBe(true);
    const byClassroom = async () =>
      (await prepared()).filter(
        (s) => s.name.startsWith('list_') && s.statement.includes('"classroom_id" = $'),
      );
    expect(await byClassroom()).toHaveLength(1);
    expect((await byClassroom())[0]!.runs).toBe(2);

    // Every later page is one text with another offset (the first page's is another, with no offset):
    // one more statement, which runs again.
    await service.list(students, access, { classroomId: classrooms[0]!.id, sort: 'lastName:asc', page: 2 });
    await service.list(students, access, { classroomId: classrooms[1]!.id, sort: 'lastName:asc', page: 3 });
    const pages = await byClassroom();
    expect(pages.map((s) => s.runs)).toEqual([2, 2]);
    expect(pages.filter((s) => s.statement.includes(' offset $'))).toHaveLength(1);
  });

  it('prepare a search of three letters or more, but not a shorter one', async () => {
    const students = service.binding('students');
    const before = (await prepared()).map((s) => s.name);
    const short = await service.list(students, access, { q: 'ی' });
    expect((await prepared()).map((s) => s.name)).toEqual(before);
    const long = await service.list(students, access, { q: 'محمد' });
    const after = await prepared();
    const search = after.filter((s) => s.name.startsWith('list_search_'));
    expect(search).toHaveLength(1);
    expect(search[0]!.statement).toContain(' like $');
    // The same statement text serves both: only whether PostgreSQL keeps its plan differs.
    expect(short.total).toBeGreaterThanOrEqual(long.total);
  });

  it('prepare the dossier tabs’ statements once, whichever student is opened', async () => {
    const [year] = await executeRows<{ id: number }>(
      single.db,
      sql`select id from academic_years where is_current limit 1`,
    );
    const pupils = await executeRows<{ id: number }>(
      single.db,
      sql`select id from students order by id limit 2`,
    );
    for (const pupil of pupils) {
      await studentAttendance(single.db, access, pupil.id, year!.id);
      await studentScores(single.db, access, pupil.id, year!.id);
    }
    const dossier = (await prepared()).filter((s) => s.name.startsWith('dossier_'));
    // Attendance counts and marks; scores, amendments and report cards.
    expect(dossier).toHaveLength(5);
    expect(dossier.every((s) => s.runs === 2)).toBe(true);
  });
});
