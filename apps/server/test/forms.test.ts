/**
 * Printable forms: a template naming an unknown placeholder is refused with the names it got wrong;
 * printing fills a template for one student, a classroom's studying students in roll order or a
 * chosen list, with Jalali dates and Persian digits, and keeps to the template's school (another
 * school's template, classroom or student is 404). Missing permissions are 403, malformed input 400.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, formTemplates, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let listOnly: string;
let schoolA: number;
let schoolB: number;
let templateId: number;
type Item = Record<string, unknown> & { id: number; version: number };
interface Print {
  template: { title: string; body: string; signature: string | null };
  school: { name: string; logo: string | null };
  pages: { studentId: number; values: Record<string, string> }[];
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const print = (query: string, token = manager, id = templateId) =>
  call('GET', `/api/forms/${id}/print?${query}`, token);

async function firstClassroom(schoolId: number) {
  const [room] = await ctx.database.db
    .select()
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolId))
    .orderBy(asc(classrooms.id))
    .limit(1);
  return room!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  await createUserWith(ctx.database.db, 'forms-list-only', ['forms.list', 'students.list'], 0);
  listOnly = (await login(ctx.app, 'forms-list-only')).accessToken;
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
  const created = await call('POST', '/api/forms', manager, {
    title: 'گواهی آزمایشی',
    body: 'گواهی می‌شود {{student.fullName}} فرزند {{student.fatherName}} با کد ملی {{ student.nationalCode }} در کلاس {{student.classroom}} پایه {{student.gradeLevel}} مدرسه {{school.name}} مشغول به تحصیل است.',
    signature: '{{school.principal}}\n{{today}}',
  });
  expect(created.statusCode, created.body).toBe(201);
  templateId = json<{ data: Item }>(created).data.id;
});
afterAll(() => ctx.close());

describe('form templates', () => {
  it('refuse unknown placeholders on save, naming each in Persian', async () => {
    const response = await call('POST', '/api/forms', manager, {
      title: 'فرم نادرست',
      body: 'نام: {{student.name}} — کد: {{student.nationalCode}} — {{ school.logo }} {{student.name}}',
      signature: '{{principal}}',
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string> }>(response);
    expect(body.message).toBe('این جای‌نگهدارها شناخته نیستند: {{student.name}}، {{school.logo}}');
    expect(body.errors.body).toBe(body.message);
    expect(body.errors.signature).toContain('{{principal}}');

    const { version } = json<{ data: Item }>(await call('GET', `/api/forms/${templateId}`, manager)).data;
    const edit = await call('PATCH', `/api/forms/${templateId}`, manager, {
      version,
      body: '{{today}} {{x}}',
    });
    expect(edit.statusCode).toBe(400);
    expect(json<{ message: string }>(edit).message).toContain('{{x}}');
  });

  it('refuse malformed input (400), a write without permission (403), another school’s template (404)', async () => {
    for (const body of [{ body: 'بی‌عنوان' }, { title: 'بی‌متن' }, { title: 'x', body: 'y', extra: true }]) {
      const response = await call('POST', '/api/forms', manager, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call('POST', '/api/forms', listOnly, { title: 'x', body: 'y' })).statusCode).toBe(403);
    const [other] = await ctx.database.db
      .select()
      .from(formTemplates)
      .where(eq(formTemplates.schoolId, schoolB))
      .limit(1);
    expect((await call('GET', `/api/forms/${other!.id}`, manager)).statusCode).toBe(404);
  });
});

describe("the editor's preview", () => {
  it('fills the made-up student in the current school, for who writes forms only', async () => {
    const response = await call('GET', '/api/forms/preview', manager);
    expect(response.statusCode, response.body).toBe(200);
    const { values, school } = json<{
      data: { values: Record<string, string>; school: { name: string } };
    }>(response).data;
    expect(school.name).toBeTruthy();
    expect(values['student.fullName']).toBe('سارا احمدی');
    expect(values['school.name']).toBeTruthy();
    expect(values.today).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect((await call('GET', '/api/forms/preview', listOnly)).statusCode).toBe(403);
  });
});

describe('printing a form', () => {
  it('fills one page per studying student of a classroom, in roll order, in Persian digits', async () => {
    const room = await firstClassroom(schoolA);
    const response = await print(`classroomId=${room.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{ data: Print }>(response).data;
    const roll = await ctx.database.db
      .select()
      .from(students)
      .where(and(eq(students.classroomId, room.id), eq(students.status, 'studying')))
      .orderBy(sql`${students.rollNumber} asc nulls last`);
    expect(data.pages).toHaveLength(roll.length);
    expect(data.template.title).toBe('گواهی آزمایشی');
    expect(data.school.name).toBeTruthy();
    const first = data.pages.find((p) => p.studentId === roll[0]!.id)!;
    expect(first.values['student.fullName']).toBe(`${roll[0]!.firstName} ${roll[0]!.lastName}`);
    expect(first.values['student.nationalCode']).toMatch(/^[۰-۹]{10}$/);
    expect(first.values['student.classroom']).not.toMatch(/[0-9]/);
    expect(first.values.today).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(first.values['student.gradeLevel']).toBe('دهم');
    // Roll numbers first: the roll's order is the pages' order.
    const numbered = roll.filter((s) => s.rollNumber !== null).map((s) => s.id);
    expect(data.pages.slice(0, numbered.length).map((p) => p.studentId)).toEqual(numbered);
  });

  it('fills one student or a chosen list, and returns a name with markup as the text it is', async () => {
    const room = await firstClassroom(schoolA);
    const [a, b] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.classroomId, room.id))
      .orderBy(students.id)
      .limit(2);
    await ctx.database.db
      .update(students)
      .set({ firstName: '<img src=x onerror=alert(document.cookie)>' })
      .where(eq(students.id, a!.id));
    try {
      const one = json<{ data: Print }>(await print(`studentId=${a!.id}`)).data;
      expect(one.pages).toHaveLength(1);
      expect(one.pages[0]!.values['student.firstName']).toBe('<img src=x onerror=alert(document.cookie)>');
      const list = json<{ data: Print }>(await print(`studentIds=${b!.id},${a!.id},${a!.id}`)).data;
      expect(list.pages.map((p) => p.studentId).sort()).toEqual([a!.id, b!.id].sort());
      // Persian digits and Persian commas are read as well.
      const persian = await print(
        `studentIds=${encodeURIComponent(`${a!.id}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))}`,
      );
      expect(persian.statusCode, persian.body).toBe(200);
    } finally {
      await ctx.database.db.update(students).set({ firstName: a!.firstName }).where(eq(students.id, a!.id));
    }
  });

  it("keeps to the template's school: another school's classroom, student or template is 404", async () => {
    const roomB = await firstClassroom(schoolB);
    const [studentB] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolB))
      .limit(1);
    const [studentA] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolA))
      .limit(1);
    expect((await print(`classroomId=${roomB.id}`)).statusCode).toBe(404);
    expect((await print(`studentId=${studentB!.id}`)).statusCode).toBe(404);
    expect((await print(`studentIds=${studentA!.id},${studentB!.id}`)).statusCode).toBe(404);
    const [templateB] = await ctx.database.db
      .select()
      .from(formTemplates)
      .where(eq(formTemplates.schoolId, schoolB))
      .limit(1);
    expect((await print(`studentId=${studentA!.id}`, manager, templateB!.id)).statusCode).toBe(404);
  });

  it('needs forms.print (403) and one selection of well-formed ids (400, in Persian)', async () => {
    const room = await firstClassroom(schoolA);
    expect((await print(`classroomId=${room.id}`, listOnly)).statusCode).toBe(403);
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    for (const query of [
      '',
      `classroomId=${room.id}&studentId=1`,
      'studentIds=a,b',
      'studentIds=',
      'studentId=-1',
      `studentIds=${many}`,
      'classroomId=1&x=1',
    ]) {
      const response = await print(query);
      expect(response.statusCode, query).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call('GET', '/api/forms/abc/print?classroomId=1', manager)).statusCode).toBe(400);
  });
});
