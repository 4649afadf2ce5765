/**
 * The worksheet of a course group: activities × students, cells saved once per client id, teacher
 * only on their own groups, another school's group a 404, and cells of students with a published
 * report card changed only as an audited amendment.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseGroups, reportCards, students, teachers, worksheetScores } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
type Activity = { id: number; title: string; maxScore: number; version: number; date: string | null };
type Sheet = {
  term: { id: number };
  terms: { id: number }[];
  activities: Activity[];
  students: { id: number; firstName: string; lastName: string; rollNumber: number | null }[];
  cells: { activityId: number; studentId: number; score: number | null; mark: string | null }[];
  frozenStudentIds: number[];
};
type Cell = { activityId: number; studentId: number; score?: number | null; mark?: string | null };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
let seq = 0;
const clientId = () => `ws-client-${++seq}-${Date.now()}`;

let ownGroup: number;
let otherGroup: number;
let otherSchoolGroup: number;

async function sheet(token: string, group = ownGroup) {
  const response = await call('GET', `/api/course-groups/${group}/worksheet`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Sheet }>(response).data;
}

const save = (
  token: string,
  termId: number,
  cells: Cell[],
  extra: Record<string, unknown> = {},
  group = ownGroup,
) =>
  call('POST', `/api/course-groups/${group}/worksheet/scores`, token, {
    clientId: clientId(),
    termId,
    cells,
    ...extra,
  });

async function addActivity(token: string, body: Record<string, unknown>, group = ownGroup) {
  const response = await call('POST', `/api/course-groups/${group}/worksheet/activities`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Activity }>(response).data;
}

const cellsOf = (activityId: number) =>
  ctx.database.db.select().from(worksheetScores).where(eq(worksheetScores.activityId, activityId));

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  const db = ctx.database.db;
  const [me] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, await userId(db, 'teacher')));
  const [schoolA, schoolB] = await schoolIds(db);
  const [own] = await db.select().from(courseGroups).where(eq(courseGroups.teacherId, me!.id)).limit(1);
  const [other] = await db
    .select()
    .from(courseGroups)
    .where(and(eq(courseGroups.schoolId, schoolA!), ne(courseGroups.teacherId, me!.id)))
    .limit(1);
  const [far] = await db.select().from(courseGroups).where(eq(courseGroups.schoolId, schoolB!)).limit(1);
  ownGroup = own!.id;
  otherGroup = other!.id;
  otherSchoolGroup = far!.id;
});
afterAll(() => ctx.close());

describe('worksheet sheet and activities', () => {
  it("shows the demo activities and the group's students in roll order", async () => {
    const data = await sheet(teacher);
    expect(data.activities.map((a) => a.title)).toEqual(['تکلیف فصل اول', 'پرسش کلاسی']);
    expect(data.students.length).toBeGreaterThan(5);
    const rolls = data.students.map((s) => s.rollNumber ?? 999);
    expect(rolls).toEqual([...rolls].sort((a, b) => a - b));
    expect(data.cells.some((c) => c.mark === 'absent')).toBe(true);
    expect(data.terms.map((t) => t.id)).toContain(data.term.id);
  });

  it('adds an activity with Persian digits and refuses bad ones with Persian messages', async () => {
    const { term } = await sheet(teacher);
    const created = await addActivity(teacher, {
      termId: term.id,
      title: 'پروژه',
      maxScore: '۱۵',
      date: '2025-11-02',
    });
    expect(created).toMatchObject({ title: 'پروژه', maxScore: 15, date: '2025-11-02', version: 1 });
    const url = `/api/course-groups/${ownGroup}/worksheet/activities`;
    const noTitle = await call('POST', url, teacher, { termId: term.id, title: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noTitle).errors.title).toBe('عنوان فعالیت را بنویسید.');
    const big = await call('POST', url, teacher, { termId: term.id, title: 'x', maxScore: '۱۵۰' });
    expect(big.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(big).errors.maxScore).toContain('۱۰۰');
    const badDate = await call('POST', url, teacher, { termId: term.id, title: 'x', date: '1404-13-40' });
    expect(json<{ errors: Record<string, string> }>(badDate).errors.date).toBe('تاریخ معتبر نیست.');
    const foreignTerm = await call('POST', url, teacher, { termId: 999999, title: 'x' });
    expect(foreignTerm.statusCode).toBe(400);
    expect(json<{ message: string }>(foreignTerm).message).toContain('نوبت');
    expect((await sheet(teacher)).activities.map((a) => a.title)).toContain('پروژه');
  });

  it('edits an activity with its version, and keeps max score above the given scores', async () => {
    const { term, students: roll } = await sheet(teacher);
    const activity = await addActivity(teacher, { termId: term.id, title: 'تمرین', maxScore: 20 });
    expect(
      (await save(teacher, term.id, [{ activityId: activity.id, studentId: roll[0]!.id, score: 18 }]))
        .statusCode,
    ).toBe(200);
    const url = `/api/course-groups/${ownGroup}/worksheet/activities/${activity.id}`;
    const lowered = await call('PATCH', url, teacher, { version: 1, maxScore: 10 });
    expect(lowered.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(lowered).errors.maxScore).toContain('۱۸');
    const renamed = await call('PATCH', url, teacher, { version: 1, title: 'تمرین دوم' });
    expect(json<{ data: Activity }>(renamed).data).toMatchObject({ title: 'تمرین دوم', version: 2 });
    expect((await call('PATCH', url, teacher, { version: 1, title: 'کهنه' })).statusCode).toBe(409);
    // Deleting takes the scores with it.
    expect((await call('DELETE', url, teacher)).statusCode).toBe(200);
    expect(await cellsOf(activity.id)).toHaveLength(0);
    expect((await call('DELETE', url, teacher)).statusCode).toBe(404);
  });
});

describe('saving cells', () => {
  it('saves once per client id, updates in place and clears empty cells, auditing each change', async () => {
    const { term, students: roll } = await sheet(teacher);
    const activity = await addActivity(teacher, { termId: term.id, title: 'کار گروهی', maxScore: 10 });
    const cells = roll
      .slice(0, 4)
      .map((s, i) => ({ activityId: activity.id, studentId: s.id, score: 6 + i * 0.75 }));
    const body = { clientId: clientId(), termId: term.id, cells };
    const first = await call('POST', `/api/course-groups/${ownGroup}/worksheet/scores`, teacher, body);
    expect(json<{ data: { created: number } }>(first).data.created).toBe(4);
    const retry = await call('POST', `/api/course-groups/${ownGroup}/worksheet/scores`, teacher, body);
    expect(json<{ data: { duplicate: boolean } }>(retry).data.duplicate).toBe(true);
    expect(await cellsOf(activity.id)).toHaveLength(4);

    const again = await save(teacher, term.id, [
      { activityId: activity.id, studentId: roll[0]!.id, mark: 'excused' },
      { activityId: activity.id, studentId: roll[1]!.id, score: 6.75 },
      { activityId: activity.id, studentId: roll[2]!.id, score: null, mark: null },
    ]);
    expect(json<{ data: object }>(again).data).toMatchObject({
      created: 0,
      updated: 1,
      removed: 1,
      unchanged: 1,
    });
    const rows = await cellsOf(activity.id);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.studentId === roll[0]!.id)).toMatchObject({ score: null, mark: 'excused' });
    const reread = await sheet(teacher);
    expect(reread.cells.filter((c) => c.activityId === activity.id)).toHaveLength(3);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'worksheet-scores'),
          eq(auditLog.entityId, rows.find((r) => r.studentId === roll[0]!.id)!.id),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses values out of range or off the quarter steps, naming the student and activity in Persian', async () => {
    const { term, activities, students: roll } = await sheet(teacher);
    const quiz = activities.find((a) => a.maxScore === 10)!;
    const s = roll[3]!;
    const range = await save(teacher, term.id, [
      { activityId: quiz.id, studentId: roll[4]!.id, score: 5 },
      { activityId: quiz.id, studentId: s.id, score: 10.25 },
    ]);
    expect(range.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string> }>(range);
    expect(body.errors['cells.1.score']).toContain('بین ۰ و ۱۰');
    expect(body.message).toContain(s.lastName);
    expect(body.message).toContain(quiz.title);
    const step = await save(teacher, term.id, [{ activityId: quiz.id, studentId: s.id, score: 7.3 }]);
    expect(json<{ message: string }>(step).message).toContain('۰٫۲۵');
    const both = await save(teacher, term.id, [
      { activityId: quiz.id, studentId: s.id, score: 7, mark: 'absent' },
    ]);
    expect(json<{ message: string }>(both).message).toContain('فقط یکی');
    const malformed = await call('POST', `/api/course-groups/${ownGroup}/worksheet/scores`, teacher, {
      termId: term.id,
      cells: [{ activityId: quiz.id, studentId: s.id, score: 'بیست' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(malformed).errors.clientId).toBe('شناسه ارسال لازم است.');
    const twice = await save(teacher, term.id, [
      { activityId: quiz.id, studentId: s.id, score: 7 },
      { activityId: quiz.id, studentId: s.id, score: 8 },
    ]);
    expect(twice.statusCode).toBe(400);
    // Nothing of the refused saves was written.
    expect((await cellsOf(quiz.id)).find((r) => r.studentId === roll[4]!.id)?.score).not.toBe(5);
  });

  it('refuses students outside the group and activities of another group or term', async () => {
    const { term, activities } = await sheet(teacher);
    const [stranger] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(
        ne(
          students.classroomId,
          (await ctx.database.db.select().from(courseGroups).where(eq(courseGroups.id, ownGroup)))[0]!
            .classroomId!,
        ),
      )
      .limit(1);
    const outsider = await save(teacher, term.id, [
      { activityId: activities[0]!.id, studentId: stranger!.id, score: 10 },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(json<{ message: string }>(outsider).message).toContain('در این گروه درسی نیستند');
    const { term: otherTerm, students: otherRoll } = await sheet(manager, otherGroup);
    const foreign = await addActivity(manager, { termId: otherTerm.id, title: 'دیگری' }, otherGroup);
    const wrong = await save(teacher, term.id, [
      { activityId: foreign.id, studentId: otherRoll[0]!.id, score: 10 },
    ]);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('who may open a worksheet', () => {
  it("refuses a teacher on another teacher's group (403) in Persian", async () => {
    const { term } = await sheet(manager, otherGroup);
    for (const [method, url, body] of [
      ['GET', `/api/course-groups/${otherGroup}/worksheet`],
      ['POST', `/api/course-groups/${otherGroup}/worksheet/activities`, { termId: term.id, title: 'x' }],
      [
        'POST',
        `/api/course-groups/${otherGroup}/worksheet/scores`,
        { clientId: clientId(), termId: term.id, cells: [{ activityId: 1, studentId: 1, score: 1 }] },
      ],
    ] as const) {
      const response = await call(method, url, teacher, body);
      expect(response.statusCode, url).toBe(403);
      expect(json<{ message: string }>(response).message).toBe('کاربرگ این گروه درسی را دبیر آن پر می‌کند.');
    }
  });

  it("answers 404 for another school's group and 403 without the permission", async () => {
    for (const [method, url] of [
      ['GET', `/api/course-groups/${otherSchoolGroup}/worksheet`],
      ['POST', `/api/course-groups/${otherSchoolGroup}/worksheet/activities`],
      ['DELETE', `/api/course-groups/${otherSchoolGroup}/worksheet/activities/1`],
    ] as const) {
      const response = await call(
        method,
        url,
        manager,
        method === 'POST' ? { termId: 1, title: 'x' } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
    }
    await createUserWith(ctx.database.db, 'no-worksheet', ['course-groups.list', 'exams.all-groups']);
    const powerless = (await login(ctx.app, 'no-worksheet')).accessToken;
    expect((await call('GET', `/api/course-groups/${ownGroup}/worksheet`, powerless)).statusCode).toBe(403);
    expect((await call('GET', `/api/course-groups/abc/worksheet`, manager)).statusCode).toBe(400);
  });
});

describe('a published report card freezes the term', () => {
  it('takes changes of those students only as amendments with a reason, audited', async () => {
    const { term, activities, students: roll } = await sheet(teacher);
    const activity = activities[0]!;
    const student = roll[0]!;
    const [group] = await ctx.database.db.select().from(courseGroups).where(eq(courseGroups.id, ownGroup));
    await ctx.database.db.insert(reportCards).values({
      schoolId: group!.schoolId,
      academicYearId: group!.academicYearId,
      termId: term.id,
      studentId: student.id,
      classroomId: group!.classroomId,
      gradeLevel: 10,
      status: 'published',
      publishedAt: new Date(),
    });
    expect((await sheet(teacher)).frozenStudentIds).toEqual([student.id]);
    const change = [{ activityId: activity.id, studentId: student.id, score: 11.5 }];
    const refused = await save(teacher, term.id, change);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('منتشر');
    // Other students of the sheet are not frozen.
    expect(
      (await save(teacher, term.id, [{ activityId: activity.id, studentId: roll[1]!.id, score: 12 }]))
        .statusCode,
    ).toBe(200);
    const noReason = await save(manager, term.id, change);
    expect(noReason.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noReason).errors.reason).toBeDefined();
    const amended = await save(manager, term.id, change, { reason: 'اشتباه در ورود نمره' });
    expect(amended.statusCode, amended.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(worksheetScores)
      .where(and(eq(worksheetScores.activityId, activity.id), eq(worksheetScores.studentId, student.id)));
    expect(row!.score).toBe(11.5);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'worksheet-scores'), eq(auditLog.entityId, row!.id)));
    expect(audits.sort((a, b) => a.id - b.id).at(-1)!.after).toMatchObject({
      score: 11.5,
      reason: 'اشتباه در ورود نمره',
    });
    // An activity holding frozen scores is not deleted.
    const del = await call(
      'DELETE',
      `/api/course-groups/${ownGroup}/worksheet/activities/${activity.id}`,
      manager,
    );
    expect(del.statusCode).toBe(409);
  });
});
