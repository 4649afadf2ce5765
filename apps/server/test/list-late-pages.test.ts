/**
 * A late page of a list, through the API, holds the very rows, total and titles of the one-select
 * page the list served before its page statement read the page's rows first (list-page.ts: the
 * page's fields, conditions and order in one select with limit and offset) — for every sort order of
 * the students and teachers lists, in both directions, with no filter, a reference filter, an enum
 * filter and a quick search; on PGlite and on PostgreSQL.
 */
import { studentsEntity, teachersEntity, type EntityDef } from '@school/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAccess } from '../src/access/user-access';
import { currentContext } from '../src/access/current-context';
import { executeRows } from '../src/db/execute-rows';
import { entityBindings } from '../src/engine/bindings';
import { EntityService } from '../src/engine/entity-service';
import { pageFields, pageOrder, totalOf } from '../src/engine/list-page';
import { toListQuery } from '../src/engine/list-query';
import { adminReader } from './helpers/entity-pages';
import { bearer, createTestContext, json, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let token: string;
let access: UserAccess;
const bindings = entityBindings();
const bindingOf = (name: string) => bindings.get(name)!;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token, access } = await adminReader(ctx));
});
afterAll(() => ctx.close());

interface Page {
  total: number;
  items: { id: number; _titles?: Record<string, string | null> }[];
}

/** The page as the list served it in one select, over the service's own conditions for the query. */
async function onePage(def: EntityDef, raw: Record<string, unknown>): Promise<Page> {
  const binding = bindingOf(def.name);
  const service = new EntityService(ctx.database.db, bindings);
  const query = toListQuery(def, raw);
  // The service's own conditions for the query (a private helper: the scope, school and filters).
  const listWhere = (
    service as unknown as { listWhere: (...args: unknown[]) => SQL | undefined }
  ).listWhere.bind(service);
  const where = listWhere(binding, access, await currentContext(ctx.database.db, access), query);
  const rows = (await ctx.database.db
    .select(pageFields(binding, bindingOf, where))
    .from(binding.table)
    .where(where)
    .orderBy(...pageOrder(binding, query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as Record<string, unknown>[];
  const refs = def.fields.filter((f) => f.type === 'reference' && !f.multiple);
  return {
    total: rows.length ? totalOf(rows[0]!) : -1,
    items: rows.map((row) => ({
      id: row.id as number,
      ...(refs.some((f) => row[f.name] != null)
        ? {
            _titles: Object.fromEntries(
              refs
                .filter((f) => row[f.name] != null)
                .map((f) => [f.name, row[`__title_${f.name}`] as string]),
            ),
          }
        : {}),
    })),
  };
}

async function apiPage(def: EntityDef, raw: Record<string, unknown>): Promise<Page> {
  const search = new URLSearchParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${def.name}?${search}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = json<{ data: Page }>(response).data;
  return {
    total: page.items.length ? page.total : -1,
    items: page.items.map(({ id, _titles }) => ({ id, ...(_titles ? { _titles } : {}) })),
  };
}

const sortsOf = (def: EntityDef) =>
  ['id', 'createdAt', ...def.fields.filter((f) => f.sortable).map((f) => f.name)].flatMap((field) => [
    `${field}:asc`,
    `${field}:desc`,
  ]);

describe('a late page of a list', () => {
  it('is the one-select page for every sort and filter shape of the students list', async () => {
    const [classroom] = await executeRows<{ id: number }>(
      ctx.database.db,
      sql`select classroom_id as id from students where school_id = 1 and classroom_id is not null
          group by classroom_id order by count(*) desc limit 1`,
    );
    const shapes: Record<string, unknown>[] = [
      {},
      { classroomId: classroom!.id },
      { gender: 'female' },
      { q: 'ی' },
    ];
    let rows = 0;
    for (const sort of sortsOf(studentsEntity)) {
      for (const shape of shapes) {
        const raw = { ...shape, sort, page: 3, pageSize: 4 };
        const api = await apiPage(studentsEntity, raw);
        expect(api, JSON.stringify(raw)).toEqual(await onePage(studentsEntity, raw));
        rows += api.items.length;
      }
    }
    // Most shapes reach a third page of four in the demo school: the comparison covered rows.
    expect(rows).toBeGreaterThan(100);
  });

  it('serves the last page of every sort of the students list with its rows in order', async () => {
    const pageSize = 7;
    for (const sort of sortsOf(studentsEntity)) {
      const { total } = await apiPage(studentsEntity, { sort, page: 1, pageSize });
      const last = Math.ceil(total / pageSize);
      const raw = { sort, page: last, pageSize };
      const api = await apiPage(studentsEntity, raw);
      expect(api, sort).toEqual(await onePage(studentsEntity, raw));
      // The remainder of the total, and never an empty page: the last page is the list's end.
      expect(api.items, sort).toHaveLength(total - (last - 1) * pageSize);
      expect(last, sort).toBeGreaterThan(3);
    }
  });

  it('serves every student of the school once over its pages, first to last', async () => {
    const seen: number[] = [];
    const { total } = await apiPage(studentsEntity, { sort: 'lastName:asc', page: 1, pageSize: 25 });
    for (let page = 1; page <= Math.ceil(total / 25); page++) {
      const api = await apiPage(studentsEntity, { sort: 'lastName:asc', page, pageSize: 25 });
      seen.push(...api.items.map((item) => item.id));
    }
    const school = await executeRows<{ id: number }>(
      ctx.database.db,
      sql`select id from students where school_id = 1 order by id`,
    );
    expect(seen).toHaveLength(total);
    expect([...seen].sort((a, b) => a - b)).toEqual(school.map((row) => Number(row.id)));
  });

  it('is the one-select page for every sort of the teachers list, and past the end is empty', async () => {
    let rows = 0;
    for (const sort of sortsOf(teachersEntity)) {
      const raw = { sort, page: 2, pageSize: 3 };
      const api = await apiPage(teachersEntity, raw);
      expect(api, sort).toEqual(await onePage(teachersEntity, raw));
      rows += api.items.length;
    }
    expect(rows).toBeGreaterThan(20);
    const past = await apiPage(teachersEntity, { page: 1000, pageSize: 100 });
    expect(past.items).toEqual([]);
  });
});
