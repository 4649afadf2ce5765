import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith } from './helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/dashboard/summary', () => {
  it('counts what exists in the current school and year', async () => {
    const { accessToken } = await login(ctx.app, 'manager');
    const data = json<{
      data: { schoolName: string; yearTitle: string; cards: { key: string; count: number }[] };
    }>(await get('/api/dashboard/summary', accessToken)).data;
    expect(data.schoolName).toBe('دبیرستان پسرانه فرهنگ');
    expect(data.yearTitle).toMatch(/^\d{4}-\d{4}$/);
    const cards = Object.fromEntries(data.cards.map((c) => [c.key, c.count]));
    // The demo seeds 6 classrooms per school; the manager's school has manager, deputy, clerk and teacher.
    expect(cards).toMatchObject({ schools: 1, classrooms: 6, users: 4 });
  });

  it('shows only the cards the user may see', async () => {
    const { accessToken } = await login(ctx.app, 'teacher');
    const data = json<{ data: { cards: { key: string }[] } }>(
      await get('/api/dashboard/summary', accessToken),
    ).data;
    // A teacher lists none of the school's people: only their own periods of today.
    expect(data.cards.map((c) => c.key)).toEqual(['myPeriodsToday', 'myUnsavedSheets']);
  });
});

describe('/api/school-information', () => {
  it("shows and edits the current school's record", async () => {
    const { accessToken } = await login(ctx.app, 'manager');
    const school = json<{ data: { id: number; name: string; version: number } }>(
      await get('/api/school-information', accessToken),
    ).data;
    expect(school.name).toBe('دبیرستان پسرانه فرهنگ');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/school-information',
      headers: bearer(accessToken),
      payload: { version: school.version, principal: 'حسين  محمدي' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { principal: string } }>(response).data.principal).toBe('حسین محمدی');
  });

  it('needs the permission and valid input', async () => {
    await createUserWith(ctx.database.db, 'noinfo', []);
    const { accessToken } = await login(ctx.app, 'noinfo');
    expect((await get('/api/school-information', accessToken)).statusCode).toBe(403);
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/school-information',
      headers: bearer(manager),
      payload: { version: 1, code: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.code).toBe('باید ۸ رقم باشد.');
  });
});
