/**
 * A teacher sees their own work: their course groups (list, one row, export, pickers), the exams of
 * their groups, where they create a class quiz for their own group and change only exams wholly
 * theirs, the students they teach when picking one, and their week as a grid.
 */
import { and, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseGroupStudents, courseGroups, examTypes, students, teachers } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const page = async (url: string, token: string) => {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: Item[]; total: number } }>(response).data;
};

let me: number;
let ownGroups: (typeof courseGroups.$inferSelect)[];
let otherGroup: typeof courseGroups.$inferSelect;
let quizType: number;

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
  ownGroups = await db.select().from(courseGroups).where(eq(courseGroups.teacherId, me));
  [otherGroup] = (await db
    .select()
    .from(courseGroups)
    .where(and(eq(courseGroups.schoolId, schoolA!), ne(courseGroups.teacherId, me)))
    .limit(1)) as [typeof courseGroups.$inferSelect];
  [{ id: quizType }] = (await db
    .select({ id: examTypes.id })
    .from(examTypes)
    .where(eq(examTypes.schoolId, schoolA!))
    .limit(1)) as [{ id: number }];
});
afterAll(() => ctx.close());

describe("a teacher's course groups", () => {
  it('holds only the groups they teach, where the manager sees the whole school', async () => {
    expect(ownGroups.length).toBeGreaterThan(0);
    const mine = await page('/api/course-groups?pageSize=100', teacher);
    expect(mine.total).toBe(ownGroups.length);
    expect(mine.items.every((g) => g.teacherId === me)).toBe(true);
    const all = await page('/api/course-groups?pageSize=100', manager);
    expect(all.total).toBeGreaterThan(mine.total);
  });

  it("finds another teacher's group nowhere: not by id, in the picker or in the export", async () => {
    expect((await call('GET', `/api/course-groups/${otherGroup.id}`, teacher)).statusCode).toBe(404);
    const options = json<{ data: { id: number }[] }>(
      await call('GET', `/api/course-groups/options?ids=${otherGroup.id},${ownGroups[0]!.id}`, teacher),
    ).data;
    expect(options.map((o) => o.id)).toEqual([ownGroups[0]!.id]);
    const searched = json<{ data: { id: number }[] }>(
      await call('GET', '/api/course-groups/options', teacher),
    ).data;
    expect(searched.every((o) => ownGroups.some((g) => g.id === o.id))).toBe(true);
    const file = await call('GET', '/api/course-groups/export.xlsx', teacher);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount - 1).toBe(ownGroups.length);
  });

  it('refuses a malformed list query in Persian and a user without the permission', async () => {
    const bad = await call('GET', '/api/course-groups?teacherId=x', teacher);
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/[آ-ی]/);
    await createUserWith(ctx.database.db, 'no-groups', ['students.list']);
    const stranger = (await login(ctx.app, 'no-groups')).accessToken;
    expect((await call('GET', '/api/course-groups', stranger)).statusCode).toBe(403);
  });
});

describe("a teacher's exams", () => {
  let commonExam: Item;
  let quiz: Item;

  beforeAll(async () => {
    // A common exam the manager sets for the teacher's group and another teacher's of the same
    // course (the other group is made one of that course for the test).
    await ctx.database.db
      .update(courseGroups)
      .set({ coursePlanId: ownGroups[0]!.coursePlanId })
      .where(eq(courseGroups.id, otherGroup.id));
    const response = await call('POST', '/api/exams', manager, {
      title: 'آزمون مشترک پایه',
      courseGroupIds: [ownGroups[0]!.id, otherGroup.id],
      examTypeId: quizType,
      date: '2025-11-10',
    });
    expect(response.statusCode, response.body).toBe(201);
    commonExam = json<{ data: Item }>(response).data;
  });

  it('lists the exams of their own groups only', async () => {
    const mine = await page('/api/exams?pageSize=100', teacher);
    const ownIds = new Set(ownGroups.map((g) => g.id));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e) => (e.courseGroupIds as number[]).some((id) => ownIds.has(id)))).toBe(true);
    expect(mine.items.some((e) => e.id === commonExam.id)).toBe(true);
    const all = await page('/api/exams?pageSize=100', manager);
    expect(all.total).toBeGreaterThan(mine.total);
  });

  it("creates a class quiz for their own group and deletes it; locking and editing stay the manager's", async () => {
    const created = await call('POST', '/api/exams', teacher, {
      title: 'آزمونک فصل دوم',
      courseGroupIds: [ownGroups[0]!.id],
      examTypeId: quizType,
      date: '2025-11-12',
    });
    expect(created.statusCode, created.body).toBe(201);
    quiz = json<{ data: Item }>(created).data;
    const edited = await call('PATCH', `/api/exams/${quiz.id}`, teacher, {
      title: 'x',
      version: quiz.version,
    });
    expect(edited.statusCode).toBe(403);
    expect((await call('POST', `/api/exams/${quiz.id}/lock`, teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/exams/${quiz.id}`, teacher)).statusCode).toBe(200);
  });

  it("refuses a quiz for another teacher's group, and changes to an exam not wholly theirs", async () => {
    const foreign = await call('POST', '/api/exams', teacher, {
      title: 'آزمونک گروه دیگر',
      courseGroupIds: [otherGroup.id],
      examTypeId: quizType,
      date: '2025-11-12',
    });
    expect(foreign.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(foreign).errors.courseGroupIds).toMatch(/[آ-ی]/);
    const removed = await call('DELETE', `/api/exams/${commonExam.id}`, teacher);
    expect(removed.statusCode).toBe(403);
    expect(json<{ message: string }>(removed).message).toContain('دبیر دیگری');
    // An exam of other groups only does not exist for them.
    const theirs = await call('POST', '/api/exams', manager, {
      title: 'آزمون گروه دیگر',
      courseGroupIds: [otherGroup.id],
      examTypeId: quizType,
      date: '2025-11-13',
    });
    const id = json<{ data: Item }>(theirs).data.id;
    expect((await call('GET', `/api/exams/${id}`, teacher)).statusCode).toBe(404);
  });
});

describe('the students a teacher may pick', () => {
  it('are those of their own groups', async () => {
    const db = ctx.database.db;
    // The students of each own group: its own list when it has one, else its classroom's.
    const own = new Set<number>();
    for (const group of ownGroups) {
      const listed = await db
        .select({ id: courseGroupStudents.studentId })
        .from(courseGroupStudents)
        .where(eq(courseGroupStudents.courseGroupId, group.id));
      const members = listed.length
        ? listed
        : await db
            .select({ id: students.id })
            .from(students)
            .where(eq(students.classroomId, group.classroomId));
      for (const m of members) own.add(m.id);
    }
    const picked = json<{ data: { id: number }[] }>(await call('GET', '/api/students/options', teacher)).data;
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((s) => own.has(s.id))).toBe(true);
    // A student in no classroom is in none of the teacher's groups.
    const created = await call('POST', '/api/students', manager, {
      firstName: 'نوید',
      lastName: 'بی‌کلاس',
      nationalCode: '0499370899',
      gender: 'male',
      status: 'studying',
    });
    expect(created.statusCode, created.body).toBe(201);
    const stranger = json<{ data: Item }>(created).data;
    expect(own.has(stranger.id)).toBe(false);
    const resolved = json<{ data: { id: number }[] }>(
      await call('GET', `/api/students/options?ids=${stranger!.id}`, teacher),
    ).data;
    expect(resolved).toEqual([]);
  });
});

describe('my weekly schedule', () => {
  it("is the teacher's week: every period theirs, the classroom named", async () => {
    const response = await call('GET', '/api/weekly-schedule/mine', teacher);
    expect(response.statusCode, response.body).toBe(200);
    const grid = json<{
      data: { periods: unknown[]; slots: { teacherId: number; classroomName: string }[] };
    }>(response).data;
    expect(grid.periods.length).toBeGreaterThan(0);
    expect(grid.slots.length).toBeGreaterThan(0);
    expect(grid.slots.every((s) => s.teacherId === me && s.classroomName)).toBe(true);
  });

  it('is a Persian 404 for a user who teaches nothing here, 401 without a session, 400 for a stray query', async () => {
    const none = await call('GET', '/api/weekly-schedule/mine', manager);
    expect(none.statusCode).toBe(404);
    expect(json<{ message: string }>(none).message).toContain('دبیر');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/weekly-schedule/mine' })).statusCode).toBe(401);
    expect((await call('GET', '/api/weekly-schedule/mine?teacherId=1', teacher)).statusCode).toBe(400);
  });
});
