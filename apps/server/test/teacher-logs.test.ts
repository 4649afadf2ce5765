/**
 * Teacher logs and notes on the engine: a teacher sees and writes only their own (others' rows are
 * 404), the teacher of a new row is always their own, and only about their own groups and students;
 * managers (`*.all-teachers`) see everyone's and name the teacher.
 */
import { and, eq, ne } from 'drizzle-orm';
import { getEntity } from '@school/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseGroups, students, teachers } from '../src/db/schema';
import { sampleFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
let colleague: string;
type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

let me: number;
let other: number;
let ownGroup: typeof courseGroups.$inferSelect;
let otherGroup: typeof courseGroups.$inferSelect;

const items = async (url: string, token: string) =>
  json<{ data: { items: Item[] } }>(await call('GET', url, token)).data.items;

async function created(url: string, token: string, body: unknown): Promise<Item> {
  const response = await call('POST', url, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  const [schoolA] = await schoolIds(db);
  [{ id: me }] = (await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, await userId(db, 'teacher')))) as [{ id: number }];
  [ownGroup] = (await db.select().from(courseGroups).where(eq(courseGroups.teacherId, me)).limit(1)) as [
    typeof courseGroups.$inferSelect,
  ];
  [otherGroup] = (await db
    .select()
    .from(courseGroups)
    .where(and(eq(courseGroups.schoolId, schoolA!), ne(courseGroups.teacherId, me)))
    .limit(1)) as [typeof courseGroups.$inferSelect];
  other = otherGroup.teacherId!;
  // A second teacher with a login, who may also delete their logs and notes.
  const colleagueId = await createUserWith(db, 'colleague', [
    'teacher-log.list',
    'teacher-log.add',
    'teacher-log.edit',
    'teacher-log.delete',
    'teacher-note.list',
    'teacher-note.add',
    'teacher-note.delete',
  ]);
  await db.update(teachers).set({ userId: colleagueId }).where(eq(teachers.id, other));
  colleague = (await login(ctx.app, 'colleague')).accessToken;
});
afterAll(() => ctx.close());

describe('teacher logs', () => {
  it("lists only the teacher's own logs; the manager sees every teacher's", async () => {
    const theirs = await created('/api/teacher-log', manager, {
      date: '2025-11-03',
      courseGroupId: otherGroup.id,
      teacherId: other,
      topic: 'معادلات درجه دوم',
    });
    const mine = await items('/api/teacher-log?pageSize=100', teacher);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.teacherId === me)).toBe(true);
    expect(mine.map((l) => l.id)).not.toContain(theirs.id);
    expect((await items('/api/teacher-log?pageSize=100', manager)).map((l) => l.id)).toContain(theirs.id);
    // Another teacher's log does not exist for this teacher.
    expect((await call('GET', `/api/teacher-log/${theirs.id}`, teacher)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/teacher-log/${theirs.id}`, teacher, { version: 1, topic: 'x' })).statusCode,
    ).toBe(404);
    const exported = await call('GET', '/api/teacher-log/export.xlsx', teacher);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getSheetValues().flat().map(String)).not.toContain('معادلات درجه دوم');
    // ...and the colleague, whose log it is, sees it and may delete it; the teacher's are 404 for them.
    expect((await call('GET', `/api/teacher-log/${theirs.id}`, colleague)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/teacher-log/${mine[0]!.id}`, colleague)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/teacher-log/${theirs.id}`, colleague)).statusCode).toBe(200);
  });

  it("forces the teacher's own record and refuses another teacher's course group", async () => {
    const log = await created('/api/teacher-log', teacher, {
      date: '2025-11-04',
      courseGroupId: ownGroup.id,
      teacherId: other,
      topic: 'حل تمرین ۳',
    });
    expect(log.teacherId).toBe(me);
    const patched = await call('PATCH', `/api/teacher-log/${log.id}`, teacher, {
      version: 1,
      teacherId: other,
    });
    expect(json<{ data: Item }>(patched).data.teacherId).toBe(me);
    const foreign = await call('POST', '/api/teacher-log', teacher, {
      date: '2025-11-04',
      courseGroupId: otherGroup.id,
      topic: 'x',
    });
    expect(foreign.statusCode).toBe(400);
    // Another teacher's group is not among the teacher's at all: a reference out of their reach.
    expect(json<{ errors: Record<string, string> }>(foreign).errors.courseGroupId).toContain(
      'در دسترس شما نیست',
    );
  });

  it('asks a manager to name the teacher, and refuses bad input in Persian', async () => {
    const noTeacher = await call('POST', '/api/teacher-log', manager, {
      date: '2025-11-04',
      courseGroupId: ownGroup.id,
      topic: 'x',
    });
    expect(noTeacher.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noTeacher).errors.teacherId).toBe('دبیر را انتخاب کنید.');
    const bad = await call('POST', '/api/teacher-log', teacher, { date: '1404/13/01', courseGroupId: 'x' });
    expect(bad.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string> }>(bad).errors;
    expect(errors.topic).toBe('این فیلد الزامی است.');
    expect(errors.date).toBe('تاریخ معتبر نیست.');
  });

  it("answers 404 for another school's log and 403 without the permission", async () => {
    const [, schoolB] = await schoolIds(ctx.database.db);
    const admin = (await login(ctx.app, 'admin')).accessToken;
    const context = json<{ data: { currentAcademicYearId: number } }>(
      await call('GET', '/api/context', admin),
    ).data;
    await call('PUT', '/api/context', admin, {
      schoolId: schoolB,
      academicYearId: context.currentAcademicYearId,
    });
    const [farGroup] = await ctx.database.db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.schoolId, schoolB!))
      .limit(1);
    const far = await created('/api/teacher-log', admin, {
      date: '2025-11-05',
      courseGroupId: farGroup!.id,
      teacherId: farGroup!.teacherId,
      topic: 'مدرسه دیگر',
    });
    expect((await call('GET', `/api/teacher-log/${far.id}`, manager)).statusCode).toBe(404);
    await createUserWith(ctx.database.db, 'no-logs', ['course-groups.list']);
    const powerless = (await login(ctx.app, 'no-logs')).accessToken;
    expect((await call('GET', '/api/teacher-log', powerless)).statusCode).toBe(403);
    expect((await call('GET', '/api/teacher-note', powerless)).statusCode).toBe(403);
  });
});

describe('teacher notes', () => {
  it('are written only about students of the teacher’s groups, and read only by their writer', async () => {
    const [own] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, ownGroup.classroomId))
      .limit(1);
    // A student of the school in no classroom: in none of the teacher's groups.
    const stranger = await created(
      '/api/students',
      manager,
      await sampleFor(ctx.app, manager, getEntity('students')!, 901, { classroomId: null }),
    );
    const note = await created('/api/teacher-note', teacher, {
      date: '2025-11-06',
      studentId: own!.id,
      kind: 'positive',
      text: 'پرسش‌های خوبی پرسید.',
    });
    expect(note).toMatchObject({ teacherId: me, kind: 'positive' });
    const refused = await call('POST', '/api/teacher-note', teacher, {
      date: '2025-11-06',
      studentId: stranger.id,
      kind: 'negative',
      text: 'x',
    });
    expect(refused.statusCode).toBe(400);
    // A student of none of the teacher's groups is out of their reach, as in the picker.
    expect(json<{ errors: Record<string, string> }>(refused).errors.studentId).toContain('در دسترس شما نیست');
    const badKind = await call('POST', '/api/teacher-note', teacher, {
      date: '2025-11-06',
      studentId: own!.id,
      kind: 'neutral',
      text: 'x',
    });
    expect(json<{ errors: Record<string, string> }>(badKind).errors.kind).toBe(
      'یکی از گزینه‌ها را انتخاب کنید.',
    );

    // The dossier's list: by student; the colleague does not see the teacher's note, the manager does.
    const url = `/api/teacher-note?studentId=${own!.id}&pageSize=100`;
    expect((await items(url, teacher)).map((n) => n.id)).toContain(note.id);
    expect((await items(url, manager)).map((n) => n.id)).toContain(note.id);
    expect((await items(url, colleague)).map((n) => n.id)).not.toContain(note.id);
    expect((await call('GET', `/api/teacher-note/${note.id}`, colleague)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/teacher-note/${note.id}`, colleague)).statusCode).toBe(404);
  });
});
