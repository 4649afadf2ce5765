/**
 * Lists sort text in Persian alphabetical order on both databases (پ after ب and before ت, گ after
 * ک, ی last), not in Unicode code-point order, where پ چ ژ ک گ come after every Arabic letter.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
});
afterAll(() => ctx.close());

// In Persian order; code-point order would give ب ت ک ی پ چ ژ گ… (پ is U+067E, ت U+062A).
const NAMES = ['بهداشت', 'پرستاری', 'تربیت بدنی', 'چاپ', 'ژنتیک', 'کشاورزی', 'گرافیک', 'یاوری'];

it('sorts a list by a text field in Persian alphabetical order, both ways', async () => {
  for (const name of [...NAMES].reverse()) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/major',
      headers: bearer(admin),
      payload: { name, stage: 'upperSecondary' },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  const listed = async (dir: 'asc' | 'desc') =>
    json<{ data: { items: { name: string }[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/major?sort=name:${dir}&pageSize=100`,
        headers: bearer(admin),
      }),
    )
      .data.items.map((m) => m.name)
      .filter((n) => NAMES.includes(n));
  expect(await listed('asc')).toEqual(NAMES);
  expect(await listed('desc')).toEqual([...NAMES].reverse());
});
