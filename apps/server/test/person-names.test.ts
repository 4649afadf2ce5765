/**
 * People are named so they can be told apart: pickers, list cells, one row's references and the
 * export name a student by full name with their classroom (and the picker adds the national code),
 * a teacher by full name — in the weekly timetable too.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, students, teachers } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
type Item = Record<string, unknown> & { id: number; version: number };
type Option = { id: number; title: string; context?: string | null; detail?: string | null };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const options = async (url: string, token = manager) => {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Option[] }>(response).data;
};

/** Five students of the first school share one surname, in different classrooms. */
const SURNAME = 'گودرزی‌آزمون';
let namesakes: { id: number; firstName: string; nationalCode: string; classroom: string }[];
let schoolA: number;
let schoolB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolA))
    .limit(5);
  const firstNames = ['علی', 'رضا', 'مهدی', 'حسین', 'امیر'];
  const rows = await db
    .update(students)
    .set({ lastName: SURNAME })
    .where(
      sql`${students.id} in (select distinct on (${students.classroomId}) ${students.id} from ${students}
        where ${students.schoolId} = ${schoolA} and ${students.classroomId} in (${sql.join(
          rooms.map((r) => sql`${r.id}`),
          sql`, `,
        )}) order by ${students.classroomId}, ${students.id})`,
    )
    .returning({ id: students.id, classroomId: students.classroomId, nationalCode: students.nationalCode });
  namesakes = [];
  for (const [i, row] of rows.entries()) {
    await db.update(students).set({ firstName: firstNames[i]! }).where(eq(students.id, row.id));
    namesakes.push({
      id: row.id,
      firstName: firstNames[i]!,
      nationalCode: row.nationalCode,
      classroom: rooms.find((r) => r.id === row.classroomId)!.name,
    });
  }
});
afterAll(() => ctx.close());

describe('the student picker', () => {
  it('names five students of one surname in full, each with their classroom and national code', async () => {
    expect(namesakes).toHaveLength(5);
    const found = await options(`/api/students/options?q=${encodeURIComponent(SURNAME)}`);
    expect(found).toHaveLength(5);
    for (const student of namesakes) {
      const option = found.find((o) => o.id === student.id)!;
      expect(option.title).toBe(`${student.firstName} ${SURNAME}`);
      expect(option.context).toBe(student.classroom);
      expect(option.detail).toBe(student.nationalCode);
    }
    // Told apart on sight: no two options read alike.
    expect(new Set(found.map((o) => `${o.title}|${o.context}`)).size).toBe(5);
  });

  it('finds a student by the full name typed, or by the national code, and resolves ids the same way', async () => {
    const [first] = namesakes;
    const byName = await options(
      `/api/students/options?q=${encodeURIComponent(`${first!.firstName} ${SURNAME}`)}`,
    );
    expect(byName.map((o) => o.id)).toEqual([first!.id]);
    const byCode = await options(`/api/students/options?q=${first!.nationalCode}`);
    expect(byCode.map((o) => o.id)).toContain(first!.id);
    const [resolved] = await options(`/api/students/options?ids=${first!.id}`);
    expect(resolved).toEqual({
      id: first!.id,
      title: `${first!.firstName} ${SURNAME}`,
      context: first!.classroom,
      detail: first!.nationalCode,
    });
  });

  it('keeps an entity without a context to its id and title', async () => {
    const [room] = await options('/api/classrooms/options');
    expect(Object.keys(room!).sort()).toEqual(['id', 'title']);
  });

  it('names teachers in full', async () => {
    const [teacher] = await ctx.database.db
      .select()
      .from(teachers)
      .where(eq(teachers.schoolId, schoolA))
      .limit(1);
    const [option] = await options(`/api/teachers/options?ids=${teacher!.id}`);
    expect(option!.title).toBe(`${teacher!.firstName} ${teacher!.lastName}`);
  });

  it('needs a permission that reaches students, refuses malformed ids in Persian, and hides other schools', async () => {
    await createUserWith(ctx.database.db, 'rooms-only', ['classrooms.list']);
    const roomsOnly = (await login(ctx.app, 'rooms-only')).accessToken;
    expect((await call('GET', '/api/students/options', roomsOnly)).statusCode).toBe(403);
    const malformed = await call('GET', '/api/students/options?ids=1,x', manager);
    expect(malformed.statusCode).toBe(400);
    expect(json<{ message: string }>(malformed).message).toMatch(/[آ-ی]/);
    const [elsewhere] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, schoolB))
      .limit(1);
    expect(await options(`/api/students/options?ids=${elsewhere!.id}`)).toEqual([]);
  });
});

describe('lists and rows that refer to people', () => {
  let leave: Item;
  beforeAll(async () => {
    const types = json<{ data: { items: Item[] } }>(await call('GET', '/api/leave-types?pageSize=1', manager))
      .data.items;
    const response = await call('POST', '/api/student-leaves', manager, {
      studentId: namesakes[0]!.id,
      leaveTypeId: types[0]!.id,
      fromDate: '2025-11-01',
      toDate: '2025-11-02',
    });
    expect(response.statusCode, response.body).toBe(201);
    leave = json<{ data: Item }>(response).data;
  });

  it('a leave names its student in full with the classroom, in the list and on its own', async () => {
    const list = json<{ data: { items: Item[] } }>(
      await call('GET', `/api/student-leaves?studentId=${namesakes[0]!.id}`, manager),
    ).data.items;
    const row = list.find((r) => r.id === leave.id)!;
    expect(row._titles).toMatchObject({ studentId: `${namesakes[0]!.firstName} ${SURNAME}` });
    expect(row._contexts).toMatchObject({ studentId: namesakes[0]!.classroom });
    const one = json<{ data: Item }>(await call('GET', `/api/student-leaves/${leave.id}`, manager)).data;
    expect(one._titles).toMatchObject({ studentId: `${namesakes[0]!.firstName} ${SURNAME}` });
    expect(one._contexts).toMatchObject({ studentId: namesakes[0]!.classroom });
  });

  it('the Excel export names the student the same way', async () => {
    const response = await call(
      'GET',
      `/api/student-leaves/export.xlsx?studentId=${namesakes[0]!.id}`,
      manager,
    );
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getRow(2).values as unknown[];
    expect(values).toContain(`${namesakes[0]!.firstName} ${SURNAME} (${namesakes[0]!.classroom})`);
  });

  it('a course group names its teacher in full, and the weekly timetable does too', async () => {
    const groups = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/course-groups?pageSize=100', manager),
    ).data.items;
    const withTeacher = groups.find((g) => g.teacherId !== null)!;
    const [teacher] = await ctx.database.db
      .select()
      .from(teachers)
      .where(eq(teachers.id, withTeacher.teacherId as number));
    const fullName = `${teacher!.firstName} ${teacher!.lastName}`;
    expect(withTeacher._titles).toMatchObject({ teacherId: fullName });
    const grid = json<{ data: { slots: { teacherId: number | null; teacherName: string | null }[] } }>(
      await call('GET', `/api/weekly-schedule?classroomId=${withTeacher.classroomId as number}`, manager),
    ).data;
    const slot = grid.slots.find((s) => s.teacherId === teacher!.id);
    if (slot) expect(slot.teacherName).toBe(fullName);
    expect(grid.slots.every((s) => s.teacherName === null || s.teacherName.includes(' '))).toBe(true);
  });

  it("another school's leave does not exist, and a malformed filter is a Persian 400", async () => {
    const admin = (await login(ctx.app, 'admin')).accessToken;
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await call('PUT', '/api/context', admin, { schoolId: schoolB, academicYearId: year });
    const [student] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, schoolB))
      .limit(1);
    const types = json<{ data: { items: Item[] } }>(await call('GET', '/api/leave-types?pageSize=1', admin))
      .data.items;
    const created = await call('POST', '/api/student-leaves', admin, {
      studentId: student!.id,
      leaveTypeId: types[0]!.id,
      fromDate: '2025-11-01',
      toDate: '2025-11-02',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: Item }>(created).data.id;
    expect((await call('GET', `/api/student-leaves/${id}`, manager)).statusCode).toBe(404);
    const bad = await call('GET', '/api/student-leaves?studentId=abc', manager);
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/[آ-ی]/);
  });
});
