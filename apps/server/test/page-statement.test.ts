/**
 * A list page's statement assembled from its kept text (page-statement.ts): the conditions' parameters
 * serve both the total and the rows, the sort key's and the paging's follow them; and every entity's
 * page, first and late, reads the same rows, mapped to the same values (times as the API's ISO text,
 * to the millisecond), as Drizzle's own select of the page — on PGlite and on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { entityBindings } from '../src/engine/bindings';
import { pageFields, pageOrder } from '../src/engine/list-page';
import { pageStatement } from '../src/engine/page-statement';
import { readPage, samplePages } from './helpers/entity-pages';
import { createTestContext, type TestContext } from './helpers/test-app';

const bindings = entityBindings();
const bindingOf = (name: string) => bindings.get(name)!;
const studentsBinding = bindingOf('students');
const byLastName = { field: 'lastName', dir: 'asc' as const };

describe('a page statement', () => {
  it('numbers the conditions first, for the total and the rows alike, then the sort key and limit', () => {
    const where = and(eq(students.schoolId, 1), eq(students.classroomId, 7));
    const page = pageStatement(studentsBinding, bindingOf, where, {
      sort: byLastName,
      page: 1,
      pageSize: 25,
    });
    const conditions = '("students"."school_id" = $1 and "students"."classroom_id" = $2)';
    expect(page.sql.split(conditions)).toHaveLength(3);
    expect(page.sql).toContain('(select count(*) from "students" where ' + conditions);
    // The first page's rows read directly, in order and limited, the titles over them.
    expect(page.sql).toMatch(
      /translate\("students"."last_name", \$3, \$4\) collate "C" asc nulls last, "students"."id" asc limit \$5\) "page"$/,
    );
    expect(page.params).toHaveLength(5);
    expect(page.params.slice(0, 2)).toEqual([1, 7]);
    expect(page.params.slice(4)).toEqual([25]);
  });

  it('looks the titles up for the rows of the page only, and reads every row without conditions', () => {
    const later = pageStatement(studentsBinding, bindingOf, eq(students.schoolId, 3), {
      sort: byLastName,
      page: 3,
      pageSize: 10,
    });
    // A later page's ids in order, limited and offset, over the id alone; then the rows of those ids.
    expect(later.sql).toContain(
      'unnest(array(select "id" from "students" where "students"."school_id" = $1 order by ',
    );
    expect(later.sql).toMatch(
      / limit \$4 offset \$5\)\) with ordinality as "page_ids"\("page_id", "page_n"\) join "students" on "students"."id" = "page_ids"."page_id" order by "page_ids"."page_n"\) "page"$/,
    );
    expect(later.sql).toContain('where "ref_0".id = "page"."classroom_id"');
    expect(later.params.slice(3)).toEqual([10, 20]);
    const last = pageStatement(studentsBinding, bindingOf, eq(students.schoolId, 3), {
      sort: byLastName,
      page: 12,
      pageSize: 10,
    });
    // One text for every later page of a shape (one prepared statement), another for the first.
    expect(last.sql).toBe(later.sql);
    expect(last.params.slice(3)).toEqual([10, 110]);
    const first = pageStatement(studentsBinding, bindingOf, eq(students.schoolId, 3), {
      sort: byLastName,
      page: 1,
      pageSize: 10,
    });
    expect(first.sql).not.toBe(later.sql);
    expect(first.sql).not.toContain('offset');
    const everything = pageStatement(studentsBinding, bindingOf, undefined, { page: 1, pageSize: 25 });
    expect(everything.sql).toContain('(select count(*) from "students" where true)');
    expect(everything.sql).toMatch(/ from "students" where true order by /);
  });

  it('keeps no value of one request in the text another request reuses', () => {
    const a = pageStatement(studentsBinding, bindingOf, eq(students.classroomId, 1), {
      page: 1,
      pageSize: 25,
    });
    const b = pageStatement(studentsBinding, bindingOf, eq(students.classroomId, 2), {
      page: 1,
      pageSize: 25,
    });
    expect(a.sql).toBe(b.sql);
    expect(a.params).not.toEqual(b.params);
  });
});

/** Drizzle's row with its times as the API writes them: a page's rows carry them so (page-statement.ts). */
const timesAsIso = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

describe('a page read through its statement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('gives every entity the rows and values of Drizzle’s own select of the page, first and late', async () => {
    let compared = 0;
    for (const [name, binding] of bindings) {
      for (const page of samplePages(binding)) {
        const { where, query } = page;
        const expected = await ctx.database.db
          .select(pageFields(binding, bindingOf, where))
          .from(binding.table)
          .where(where)
          .orderBy(...pageOrder(binding, {}))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
        const { statement, values } = await readPage(ctx.database.db, binding, bindingOf, page);
        const rows = values.map(statement.toRow);
        expect(rows, name).toEqual(expected.map(timesAsIso));
        compared += rows.length;
      }
    }
    // The demo network has rows in most tables: the comparison covered dates, times, arrays, enums.
    expect(compared).toBeGreaterThan(200);
  });

  it('reads a later page of a sort and a search like Drizzle’s select', async () => {
    const where = and(eq(students.schoolId, 1), sql`${students.lastName} like ${'%ی%'}`);
    const query = { sort: { field: 'firstName', dir: 'desc' as const }, page: 2, pageSize: 5 };
    const expected = await ctx.database.db
      .select(pageFields(studentsBinding, bindingOf, where))
      .from(students)
      .where(where)
      .orderBy(...pageOrder(studentsBinding, query))
      .limit(5)
      .offset(5);
    const { statement, values } = await readPage(ctx.database.db, studentsBinding, bindingOf, {
      where,
      query,
    });
    const rows = values.map(statement.toRow);
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(expected.map(timesAsIso));
  });
});
