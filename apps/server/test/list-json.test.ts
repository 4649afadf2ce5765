/**
 * A list page's JSON written straight from its statement's values (list-json.ts) is byte for byte the
 * straightforward path's: the row object, serializeRow, withTitles and JSON.stringify — for every
 * entity's first and later pages, and through the API for every entity's list; on PGlite and on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAccess } from '../src/access/user-access';
import { entityBindings } from '../src/engine/bindings';
import { EntityService } from '../src/engine/entity-service';
import { withTitles } from '../src/engine/list-page';
import { listQuerySchema } from '../src/engine/list-query';
import { serializeRow } from '../src/engine/serialize';
import { adminReader, readPage, samplePages } from './helpers/entity-pages';
import { bearer, createTestContext, type TestContext } from './helpers/test-app';

const bindings = entityBindings();
const bindingOf = (name: string) => bindings.get(name)!;
const hasMultipleReference = (name: string) =>
  bindingOf(name).def.fields.some((f) => f.type === 'reference' && f.multiple);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a list item written as JSON from its values', () => {
  it('is JSON.stringify of the row’s API object, titles and contexts included, for every entity', async () => {
    let compared = 0;
    const seen = { titles: 0, contexts: 0, withoutWriter: [] as string[] };
    for (const [name, binding] of bindings) {
      for (const page of samplePages(binding)) {
        const { statement, values: pageValues } = await readPage(ctx.database.db, binding, bindingOf, page);
        if (!statement.toItemJson) {
          seen.withoutWriter.push(name);
          break;
        }
        for (const values of pageValues) {
          const row = statement.toRow(values);
          const expected = JSON.stringify(withTitles(binding, row, serializeRow(binding.def, row)));
          expect(statement.toItemJson(values), name).toBe(expected);
          if (expected.includes('"_titles":')) seen.titles++;
          if (expected.includes('"_contexts":')) seen.contexts++;
          compared++;
        }
      }
    }
    // Only the entities whose multiple references need a query of their own go without a writer.
    expect(seen.withoutWriter.sort()).toEqual([...bindings.keys()].filter(hasMultipleReference).sort());
    expect(compared).toBeGreaterThan(200);
    expect(seen.titles).toBeGreaterThan(20);
    expect(seen.contexts).toBeGreaterThan(5);
  });
});

describe('a list page through the API', () => {
  let token: string;
  let access: UserAccess;
  beforeAll(async () => {
    ({ token, access } = await adminReader(ctx));
  });

  it('is the text of the straightforward page object for every entity, first, later and past the end', async () => {
    const service = new EntityService(ctx.database.db, bindings);
    let items = 0;
    for (const [name, binding] of bindings) {
      const sortable = binding.def.fields.find((f) => f.sortable)?.name ?? 'id';
      const queries: Record<string, string>[] = [
        { page: '1', pageSize: '10' },
        { page: '2', pageSize: '5', sort: `${sortable}:desc` },
        { page: '1000', pageSize: '100' },
      ];
      for (const raw of queries) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/${name}?${new URLSearchParams(raw)}`,
          headers: bearer(token),
        });
        expect(response.statusCode, `${name} ${response.body}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        // The route's own parsing of the query (numbers for page and size).
        const data = await service.list(binding, access, listQuerySchema(binding.def).parse(raw));
        expect(response.body, `${name} ${JSON.stringify(raw)}`).toBe(JSON.stringify({ success: true, data }));
        items += data.items.length;
      }
    }
    expect(items).toBeGreaterThan(150);
  });
});
