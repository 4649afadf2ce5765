import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
let rooms: { id: number; gradeLevel: number; majorId: number | null; schoolId: number }[];

const list = async (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/students?pageSize=100&${query}`, headers: bearer(clerk) });
const found = async (query: string) =>
  json<{ data: { items: { classroomId: number }[]; total: number } }>(await list(query)).data;

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
  const [schoolA] = await schoolIds(ctx.database.db);
  rooms = (
    await ctx.database.db
      .select({
        id: classrooms.id,
        gradeLevel: classrooms.gradeLevel,
        majorId: classrooms.majorId,
        schoolId: classrooms.schoolId,
      })
      .from(classrooms)
  ).filter((r) => r.schoolId === schoolA);
});
afterAll(() => ctx.close());

describe("students list filters through the classroom's grade level and major", () => {
  it('keeps only students of classrooms of that grade level', async () => {
    const grade = rooms[0]!.gradeLevel;
    const expected = rooms.filter((r) => r.gradeLevel === grade).map((r) => r.id);
    const { items, total } = await found(`gradeLevel=${grade}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((s) => expected.includes(s.classroomId))).toBe(true);
    const all = await ctx.database.db.select({ c: students.classroomId }).from(students);
    expect(total).toBe(all.filter((s) => expected.includes(s.c!)).length);
  });

  it('keeps only students of classrooms of that major, combined with other filters and the export', async () => {
    const room = rooms.find((r) => r.majorId !== null)!;
    const expected = rooms.filter((r) => r.majorId === room.majorId).map((r) => r.id);
    const { items, total } = await found(`majorId=${room.majorId}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((s) => expected.includes(s.classroomId))).toBe(true);
    const both = await found(`majorId=${room.majorId}&gradeLevel=${room.gradeLevel}&gender=male`);
    expect(both.total).toBeLessThanOrEqual(total);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/students/export.xlsx?gradeLevel=${room.gradeLevel}`,
      headers: bearer(clerk),
    });
    expect(exported.statusCode).toBe(200);
  });

  it('refuses a value that is no grade level or no id, in Persian', async () => {
    const grade = await list('gradeLevel=13');
    expect(grade.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(grade).errors.gradeLevel).toBe(
      'مقدار فیلتر در گزینه‌ها نیست.',
    );
    const major = await list('majorId=abc');
    expect(major.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(major).errors.majorId).toBe('مقدار فیلتر باید عدد باشد.');
  });

  it('finds nothing for a major no classroom has', async () => {
    expect((await found('majorId=999999')).total).toBe(0);
  });
});
