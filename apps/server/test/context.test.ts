import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Context {
  schools: { id: number; name: string }[];
  academicYears: { id: number; title: string; isCurrent: boolean }[];
  currentSchoolId: number;
  currentAcademicYearId: number;
  moneyUnit: string;
}

describe('/api/context (change-stage)', () => {
  it('lists the schools the user may see and the academic years', async () => {
    const admin = await login(ctx.app, 'admin');
    const body = json<{ data: Context }>(
      await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(admin.accessToken) }),
    );
    expect(body.data.schools).toHaveLength(2);
    expect(body.data.academicYears).toHaveLength(2);
    expect(body.data.academicYears[0]!.isCurrent).toBe(true);
    expect(body.data.currentAcademicYearId).toBe(body.data.academicYears[0]!.id);
  });

  it('keeps the choice per user on the server', async () => {
    const admin = await login(ctx.app, 'admin');
    const before = json<{ data: Context }>(
      await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(admin.accessToken) }),
    ).data;
    const other = before.schools.find((s) => s.id !== before.currentSchoolId)!;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/context',
      headers: bearer(admin.accessToken),
      payload: { schoolId: other.id, academicYearId: before.currentAcademicYearId },
    });
    expect(put.statusCode).toBe(200);
    const again = await login(ctx.app, 'admin');
    const after = json<{ data: Context }>(
      await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(again.accessToken) }),
    ).data;
    expect(after.currentSchoolId).toBe(other.id);
  });

  it("refuses another school's id for a school-bound user", async () => {
    const manager = await login(ctx.app, 'manager');
    const mine = json<{ data: Context }>(
      await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(manager.accessToken) }),
    ).data;
    expect(mine.schools).toHaveLength(1);
    const admin = await login(ctx.app, 'admin');
    const all = json<{ data: Context }>(
      await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(admin.accessToken) }),
    ).data;
    const foreign = all.schools.find((s) => s.id !== mine.schools[0]!.id)!;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/context',
      headers: bearer(manager.accessToken),
      payload: { schoolId: foreign.id, academicYearId: mine.currentAcademicYearId },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.schoolId).toBe(
      'این مدرسه در دسترس شما نیست.',
    );
  });

  it('refuses malformed input', async () => {
    const admin = await login(ctx.app, 'admin');
    for (const payload of [
      { schoolId: 'x', academicYearId: 1 },
      { schoolId: 1 },
      { schoolId: -1, academicYearId: 1 },
    ]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/context',
        headers: bearer(admin.accessToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('says how the current school shows amounts', async () => {
    const manager = await login(ctx.app, 'manager');
    const read = async () =>
      json<{ data: Context }>(
        await ctx.app.inject({ method: 'GET', url: '/api/context', headers: bearer(manager.accessToken) }),
      ).data;
    const before = await read();
    expect(before.moneyUnit).toBe('rial');
    await ctx.database.db
      .update(schools)
      .set({ moneyUnit: 'toman' })
      .where(eq(schools.id, before.currentSchoolId));
    expect((await read()).moneyUnit).toBe('toman');
  });
});
