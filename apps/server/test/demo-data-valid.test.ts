/**
 * The demo network must be data a user can edit: every row of every entity, as the API returns
 * it, passes the entity's own update schema. A seed that writes a value the form refuses (a school
 * kind as a Persian word instead of its option key) fails here, not in front of a newcomer.
 */
import { ENTITIES, entityWriteSchema, writableFields } from '@school/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
});
afterAll(() => ctx.close());

describe('the demo data', () => {
  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s rows pass their own form schema', async (_, def) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/${def.name}?pageSize=100`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const schema = entityWriteSchema(def, 'update');
    const fields = writableFields(def).filter((f) => !f.secret);
    for (const item of json<{ data: { items: Record<string, unknown>[] } }>(response).data.items) {
      const body = Object.fromEntries([
        ['version', item.version],
        ...fields.filter((f) => item[f.name] !== null).map((f) => [f.name, item[f.name]]),
      ]);
      const parsed = schema.safeParse(body);
      expect(parsed.success, `${def.name} #${String(item.id)}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
    }
  });
});
