/**
 * What the navbar search asks: the students, teachers and classrooms lists with `q`, a few rows each.
 * A student is found by name (across ي/ك), by student number and by national code typed in Persian
 * digits; a teacher by personnel code; a classroom by name; never a row of another school.
 */
import { toPersianDigits } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, students, teachers } from '../src/db/schema';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let schools: number[];
let student: { id: number; code: string };
let teacherId: number;

type Row = { id: number; _titles?: Record<string, string | null> };
const search = async (entity: string, q: string, token = manager) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${entity}?page=1&pageSize=5&q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  return response;
};
const ids = async (entity: string, q: string, token = manager) => {
  const response = await search(entity, q, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: Row[] } }>(response).data.items.map((r) => r.id);
};

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  schools = await schoolIds(ctx.database.db);
  const [room] = await ctx.database.db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schools[0]!))
    .limit(1);
  const code = nationalCodeFor(8801);
  const [row] = await ctx.database.db
    .insert(students)
    .values({
      schoolId: schools[0]!,
      firstName: 'کیانا',
      lastName: 'یکتاپرست',
      nationalCode: code,
      studentNumber: '7700123',
      classroomId: room!.id,
      gender: 'female',
      status: 'studying',
    })
    .returning();
  student = { id: row!.id, code };
  // Another school's namesake must never show.
  await ctx.database.db.insert(students).values({
    schoolId: schools[1]!,
    firstName: 'کیانا',
    lastName: 'یکتاپرست',
    nationalCode: nationalCodeFor(8802),
    gender: 'female',
    status: 'studying',
  });
  const [teacher] = await ctx.database.db
    .insert(teachers)
    .values({
      schoolId: schools[0]!,
      firstName: 'بهرام',
      lastName: 'کاظمی‌نیا',
      nationalCode: nationalCodeFor(8803),
      personnelCode: '55001234',
    })
    .returning();
  teacherId = teacher!.id;
});
afterAll(() => ctx.close());

describe('the navbar search through the lists', () => {
  it('finds a student by name, also typed with Arabic ي and ك, with the classroom beside it', async () => {
    expect(await ids('students', 'یکتاپرست')).toEqual([student.id]);
    expect(await ids('students', 'يكتاپرست')).toEqual([student.id]);
    const response = await search('students', 'یکتاپرست');
    const [row] = json<{ data: { items: Row[] } }>(response).data.items;
    expect(row!._titles?.classroomId).toBeTruthy();
  });

  it('finds a student by student number and by national code, in either digits', async () => {
    expect(await ids('students', '7700123')).toEqual([student.id]);
    expect(await ids('students', toPersianDigits('7700123'))).toEqual([student.id]);
    expect(await ids('students', toPersianDigits(student.code))).toEqual([student.id]);
  });

  it('finds a teacher by personnel code and a classroom by name', async () => {
    expect(await ids('teachers', '55001234')).toEqual([teacherId]);
    expect(await ids('teachers', 'کاظمی')).toEqual([teacherId]);
    const [room] = await ctx.database.db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, schools[0]!)))
      .limit(1);
    expect(await ids('classrooms', room!.name)).toContain(room!.id);
  });

  it('refuses a user without the list (403) and overlong text (400, Persian)', async () => {
    await createUserWith(ctx.database.db, 'search-none', ['classrooms.list']);
    const none = (await login(ctx.app, 'search-none')).accessToken;
    expect((await search('students', 'یکتاپرست', none)).statusCode).toBe(403);
    const long = await search('students', 'ک'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(json<{ message: string }>(long).message).toMatch(/[\u0600-\u06FF]/);
  });

  it("never shows another school's rows", async () => {
    await createUserWith(ctx.database.db, 'search-other', ['students.list'], 1);
    const other = (await login(ctx.app, 'search-other')).accessToken;
    const found = await ids('students', 'یکتاپرست', other);
    expect(found).toHaveLength(1);
    expect(found).not.toContain(student.id);
  });
});
