/**
 * Exams common to several course groups of one course, through the HTTP API: creating and listing
 * them, the checks on their groups, the score sheet per (exam, group) with who may open which
 * group, scores landing under their group and counting there (continuous score, report card), a
 * student who changed classroom, taking groups off an exam, and deleting a group an exam names.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  auditLog,
  classrooms,
  coursePlans,
  courseGroups,
  examScoreSubmissions,
  examScores,
  examTypes,
  exams,
  students,
  teachers,
  terms,
} from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

type Item = Record<string, unknown> & { id: number; version: number };
type SheetGroup = { id: number; title: string; classroomName: string };
type Sheet = {
  exam: { id: number; title: string; maxScore: number; locked: boolean };
  courseGroup: SheetGroup & { courseTitle: string };
  courseGroups: SheetGroup[];
  grading: 'numeric' | 'qualitative';
  students: { id: number; score: number | null; mark: string | null }[];
};
type Failure = { message: string; errors?: Record<string, string> };

let ctx: TestContext;
let manager: string;
let teacher: string;
let teacher2: string;
let schoolA: number;
let termId: number;
let termStart: string;
let continuousTypeId: number;
let room1: number;
let room2: number;
/** A and B: one course in two classrooms (the demo teacher's, another teacher's); C: another course. */
const group = { A: 0, B: 0, C: 0, D: 0 };
let foreignGroup: number;
let foreignExam: number;
let exam: Item;

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
let seq = 0;
const clientId = () => `exam-groups-${++seq}-${Date.now()}`;

async function created(response: Awaited<ReturnType<typeof call>>): Promise<Item> {
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

const newExam = (courseGroupIds: unknown, token = manager) =>
  call('POST', '/api/exams', token, {
    title: 'آزمون مشترک',
    courseGroupIds,
    examTypeId: continuousTypeId,
    termId,
    date: termStart,
  });

async function sheet(token: string, courseGroupId?: number, examId = exam.id) {
  const query = courseGroupId === undefined ? '' : `?courseGroupId=${courseGroupId}`;
  const response = await call('GET', `/api/exams/${examId}/scores${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Sheet }>(response).data;
}

const save = (token: string, courseGroupId: number, entries: { studentId: number; score: number }[]) =>
  call('POST', `/api/exams/${exam.id}/scores`, token, { clientId: clientId(), courseGroupId, entries });

const rowsOf = (examId: number) =>
  ctx.database.db.select().from(examScores).where(eq(examScores.examId, examId));

const roomStudents = async (classroomId: number) =>
  (
    await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classroomId, classroomId), eq(students.status, 'studying')))
      .orderBy(asc(students.rollNumber), asc(students.id))
  ).map((s) => s.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [schoolA] = (await schoolIds(db)) as [number];
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;

  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  const [term] = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, year!.id))
    .orderBy(asc(terms.ordinal))
    .limit(1);
  termId = term!.id;
  termStart = term!.startDate;
  const [type] = await db
    .select()
    .from(examTypes)
    .where(and(eq(examTypes.schoolId, schoolA), eq(examTypes.countsToward, 'continuous')));
  continuousTypeId = type!.id;
  // The demo's first two classrooms are of one grade and so take the same course plans.
  [room1, room2] = (
    await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolA))
      .orderBy(asc(classrooms.id))
      .limit(2)
  ).map((r) => r.id) as [number, number];

  // The demo teacher, and a second teacher of the school given an account of their own.
  const [own] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, await userId(db, 'teacher')));
  const [other] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolA), ne(teachers.id, own!.id)))
    .orderBy(asc(teachers.id))
    .limit(1);
  const teacher2Id = await createUserWith(db, 'teacher2', [
    'exams.list',
    'exams.scores',
    'course-groups.continuous-score',
  ]);
  await db.update(teachers).set({ userId: teacher2Id }).where(eq(teachers.id, other!.id));
  teacher2 = (await login(ctx.app, 'teacher2')).accessToken;

  // Two course plans of grade 10 (network-wide rows), then course groups through the API.
  const [planP, planQ] = await db
    .insert(coursePlans)
    .values([
      {
        title: 'زیست‌شناسی ۱',
        code: 'EG101',
        gradeLevel: 10,
        units: 2,
        passingScore: 10,
        grading: 'numeric',
      },
      { title: 'هندسه ۱', code: 'EG102', gradeLevel: 10, units: 2, passingScore: 10, grading: 'numeric' },
    ])
    .returning();
  const newGroup = async (
    title: string,
    classroomId: number,
    coursePlanId: number,
    teacherId: number | null,
  ) =>
    (
      await created(
        await call('POST', '/api/course-groups', manager, { title, classroomId, coursePlanId, teacherId }),
      )
    ).id;
  group.A = await newGroup('زیست‌شناسی ۱ — کلاس اول', room1, planP!.id, own!.id);
  group.B = await newGroup('زیست‌شناسی ۱ — کلاس دوم', room2, planP!.id, other!.id);
  group.C = await newGroup('هندسه ۱ — کلاس اول', room1, planQ!.id, own!.id);
  group.D = await newGroup('زیست‌شناسی ۱ — کلاس دوم، گروه ۲', room2, planP!.id, null);

  const [foreign] = await db.select().from(courseGroups).where(ne(courseGroups.schoolId, schoolA)).limit(1);
  foreignGroup = foreign!.id;
  const [foreignRow] = await db.select().from(exams).where(ne(exams.schoolId, schoolA)).limit(1);
  foreignExam = foreignRow!.id;
});
afterAll(() => ctx.close());

describe('an exam of several course groups', () => {
  it('is created with two groups of one course, named by both, and listed under either', async () => {
    exam = await created(await newExam([group.B, group.A, group.D]));
    expect(exam.courseGroupIds).toEqual([group.A, group.B, group.D].sort((a, b) => a - b));
    const titles = (exam._titles as Record<string, string>).courseGroupIds;
    expect(titles).toContain('زیست‌شناسی ۱ — کلاس اول');
    expect(titles).toContain('زیست‌شناسی ۱ — کلاس دوم');
    expect(titles).toContain('، ');

    const listed = async (groupId: number) =>
      json<{ data: { items: Item[] } }>(
        await call('GET', `/api/exams?courseGroupIds=${groupId}&pageSize=100`, manager),
      ).data.items.map((e) => e.id);
    expect(await listed(group.A)).toContain(exam.id);
    expect(await listed(group.B)).toContain(exam.id);
    expect(await listed(group.C)).not.toContain(exam.id);
  });

  it('refuses groups of two courses, of another school, malformed lists, and users without the permission', async () => {
    const mixed = await newExam([group.A, group.C]);
    expect(mixed.statusCode).toBe(400);
    expect(json<Failure>(mixed).errors?.courseGroupIds).toBe('گروه‌های درسی یک آزمون باید از یک درس باشند.');

    const foreign = await newExam([group.A, foreignGroup]);
    expect(foreign.statusCode).toBe(400);
    expect(json<Failure>(foreign).errors?.courseGroupIds).toBe(
      'مورد انتخاب‌شده یافت نشد یا در دسترس شما نیست.',
    );

    // A list's own error is keyed by the field, an item's by the field and index (courseGroupIds.0).
    for (const bad of ['x', [], [0], ['a'], null]) {
      const response = await newExam(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const errors = Object.entries(json<Failure>(response).errors ?? {});
      expect(errors.length, JSON.stringify(bad)).toBe(1);
      expect(errors[0]![0]).toMatch(/^courseGroupIds(\.\d+)?$/);
      expect(errors[0]![1]).toMatch(/[\u0600-\u06FF]/);
    }

    await createUserWith(ctx.database.db, 'examreader', ['exams.list', 'exams.scores']);
    const reader = (await login(ctx.app, 'examreader')).accessToken;
    expect((await newExam([group.A, group.B], reader)).statusCode).toBe(403);
    expect((await call('GET', `/api/exams/${exam.id}/scores`, reader)).statusCode).toBe(403);
  });

  it("hides another school's exam (404)", async () => {
    expect((await call('GET', `/api/exams/${foreignExam}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/exams/${foreignExam}/scores`, manager)).statusCode).toBe(404);
    const patch = await call('PATCH', `/api/exams/${foreignExam}`, manager, {
      version: 1,
      courseGroupIds: [group.A],
    });
    expect(patch.statusCode).toBe(404);
  });
});

describe('the score sheet of a common exam', () => {
  it("opens a teacher's own group and lists only the groups each user may enter", async () => {
    const own = await sheet(teacher);
    expect(own.courseGroup).toMatchObject({ id: group.A, title: 'زیست‌شناسی ۱ — کلاس اول' });
    expect(own.courseGroups.map((g) => g.id)).toEqual([group.A]);
    expect(own.students.map((s) => s.id)).toEqual(await roomStudents(room1));

    const second = await sheet(teacher2);
    expect(second.courseGroup.id).toBe(group.B);
    expect(second.courseGroups.map((g) => g.id)).toEqual([group.B]);
    expect(second.students.map((s) => s.id)).toEqual(await roomStudents(room2));

    // A manager (exams.all-groups) sees every group, by classroom name then title.
    const managed = await sheet(manager);
    expect(managed.courseGroup.id).toBe(group.A);
    expect(managed.courseGroups.map((g) => g.id)).toEqual([group.A, group.B, group.D]);
    expect(managed.courseGroups[0]).toEqual({
      id: group.A,
      title: 'زیست‌شناسی ۱ — کلاس اول',
      classroomName: expect.any(String) as string,
    });
    expect((await sheet(manager, group.B)).students.map((s) => s.id)).toEqual(await roomStudents(room2));
  });

  it("refuses another teacher's group (403) and a group that is not the exam's (400)", async () => {
    const other = await call('GET', `/api/exams/${exam.id}/scores?courseGroupId=${group.B}`, teacher);
    expect(other.statusCode).toBe(403);
    expect(json<Failure>(other).message).toBe('نمره‌های این گروه درسی را دبیر آن ثبت می‌کند.');
    const [someone] = await roomStudents(room2);
    expect((await save(teacher, group.B, [{ studentId: someone!, score: 12 }])).statusCode).toBe(403);

    const notOnExam = await call('GET', `/api/exams/${exam.id}/scores?courseGroupId=${group.C}`, manager);
    expect(notOnExam.statusCode).toBe(400);
    expect(json<Failure>(notOnExam).errors?.courseGroupId).toBe('این گروه درسی در این آزمون نیست.');
    expect((await save(manager, group.C, [{ studentId: someone!, score: 12 }])).statusCode).toBe(400);

    // A teacher none of whose groups sits the exam.
    const strangers = await created(await newExam([group.D]));
    expect((await call('GET', `/api/exams/${strangers.id}/scores`, teacher)).statusCode).toBe(403);
  });

  it('saves each group under its own course group, only for that group’s students', async () => {
    const first = await roomStudents(room1);
    const second = await roomStudents(room2);
    const a = await save(
      teacher,
      group.A,
      first.slice(0, 3).map((studentId, i) => ({ studentId, score: 14 + i })),
    );
    expect(a.statusCode, a.body).toBe(200);
    const b = await save(
      teacher2,
      group.B,
      second.slice(0, 2).map((studentId, i) => ({ studentId, score: 16 + i })),
    );
    expect(b.statusCode, b.body).toBe(200);
    // A student of the other classroom is not on group A's sheet.
    const outsider = await save(teacher, group.A, [{ studentId: second[0]!, score: 10 }]);
    expect(outsider.statusCode).toBe(400);

    const rows = await rowsOf(exam.id);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.courseGroupId).toBe(first.includes(row.studentId) ? group.A : group.B);
    }
    const submissions = await ctx.database.db
      .select()
      .from(examScoreSubmissions)
      .where(eq(examScoreSubmissions.examId, exam.id));
    expect(submissions.map((s) => s.courseGroupId).sort()).toEqual([group.A, group.B].sort());
    expect((await sheet(teacher2)).students.find((s) => s.id === second[0])).toMatchObject({ score: 16 });
  });

  it('reports a common exam as held by each group and each score under its own group', async () => {
    const report = async <T>(name: string, query: string) => {
      const response = await call('GET', `/api/assessment-reports/${name}?termId=${termId}${query}`, manager);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: T }>(response).data;
    };
    type TeacherRow = { teacherId: number; examsHeld: number; scoresEntered: number };
    const [own, other] = await Promise.all(
      ['teacher', 'teacher2'].map(async (name) => {
        const id = await userId(ctx.database.db, name);
        return (await ctx.database.db.select().from(teachers).where(eq(teachers.userId, id)))[0]!.id;
      }),
    );
    const first = await report<TeacherRow[]>('teacher', `&classroomId=${room1}`);
    expect(first.find((r) => r.teacherId === own)).toMatchObject({ scoresEntered: 3 });
    const second = await report<TeacherRow[]>('teacher', `&classroomId=${room2}`);
    expect(second.find((r) => r.teacherId === other)).toMatchObject({ examsHeld: 1, scoresEntered: 2 });
    // Neither group of the exam is among those that held no exam.
    const idle = await report<{ courseGroups: string }[]>('teachers-no-exams', '');
    for (const row of idle) {
      expect(row.courseGroups).not.toContain('زیست‌شناسی ۱ — کلاس اول');
      expect(row.courseGroups.split('، ')).not.toContain('زیست‌شناسی ۱ — کلاس دوم');
    }
    // The monthly grades count each score in its own group's classroom.
    const monthly = await report<{
      rows: { classroomId: number; months: Record<string, { count: number }> }[];
    }>('monthly-classroom-grades', '');
    const counted = (classroomId: number) =>
      Object.values(monthly.rows.find((r) => r.classroomId === classroomId)?.months ?? {}).reduce(
        (n, m) => n + m.count,
        0,
      );
    expect([counted(room1), counted(room2)]).toEqual([3, 2]);
  });

  it("counts group B's scores in its continuous score and its students' report cards", async () => {
    const [studentB] = await roomStudents(room2);
    const continuous = await call(
      'GET',
      `/api/course-groups/${group.B}/continuous-score?termId=${termId}`,
      teacher2,
    );
    expect(continuous.statusCode, continuous.body).toBe(200);
    const rows = json<{
      data: {
        students: { id: number; value: number | null; items: { id: number; score: number | null }[] }[];
      };
    }>(continuous).data.students;
    const row = rows.find((s) => s.id === studentB)!;
    expect(row.items.find((i) => i.id === exam.id)).toMatchObject({ score: 16 });
    expect(row.value).toBe(16);

    const generated = await call('POST', '/api/report-cards/generate', manager, {
      termId,
      classroomId: room2,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const cards = json<{ data: { items: { id: number }[] } }>(
      await call('GET', `/api/report-cards?term=${termId}&studentId=${studentB}`, manager),
    ).data.items;
    expect(cards).toHaveLength(1);
    const card = json<{
      data: { courses: { courseGroupId: number; continuousScore: number | null; score: number | null }[] };
    }>(await call('GET', `/api/report-cards/${cards[0]!.id}`, manager)).data;
    expect(card.courses.find((c) => c.courseGroupId === group.B)).toMatchObject({
      continuousScore: 16,
      score: 16,
    });
  });

  it('moves a score to the group it is saved under when its student changed classroom', async () => {
    const db = ctx.database.db;
    const [mover] = await roomStudents(room1);
    const [before] = await db
      .select()
      .from(examScores)
      .where(and(eq(examScores.examId, exam.id), eq(examScores.studentId, mover!)));
    expect(before).toMatchObject({ courseGroupId: group.A, score: 14 });
    await db.update(students).set({ classroomId: room2 }).where(eq(students.id, mover!));
    try {
      // Group B's sheet shows the score saved under A; saving it unchanged moves it to B.
      expect((await sheet(teacher2)).students.find((s) => s.id === mover)).toMatchObject({ score: 14 });
      const moved = await save(teacher2, group.B, [{ studentId: mover!, score: 14 }]);
      expect(json<{ data: { updated: number } }>(moved).data.updated).toBe(1);
      const after = (await rowsOf(exam.id)).filter((r) => r.studentId === mover);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: before!.id, courseGroupId: group.B, score: 14 });
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'exam-scores'),
            eq(auditLog.entityId, before!.id),
            eq(auditLog.action, 'update'),
          ),
        );
      expect(audit!.before).toMatchObject({ courseGroupId: group.A, score: 14 });
      expect(audit!.after).toMatchObject({ courseGroupId: group.B, score: 14 });
    } finally {
      await db.update(students).set({ classroomId: room1 }).where(eq(students.id, mover!));
    }
  });
});

describe("changing and deleting an exam's groups", () => {
  const patch = async (courseGroupIds: number[]) => {
    const current = json<{ data: Item }>(await call('GET', `/api/exams/${exam.id}`, manager)).data;
    return call('PATCH', `/api/exams/${exam.id}`, manager, { version: current.version, courseGroupIds });
  };

  it('takes off a group without scores, but not a group whose students have scores', async () => {
    const withoutD = await patch([group.A, group.B]);
    expect(withoutD.statusCode, withoutD.body).toBe(200);
    expect(json<{ data: Item }>(withoutD).data.courseGroupIds).toEqual(
      [group.A, group.B].sort((a, b) => a - b),
    );

    const withoutA = await patch([group.B]);
    expect(withoutA.statusCode).toBe(400);
    expect(json<Failure>(withoutA).errors?.courseGroupIds).toContain('نمره دارند');
    const [row] = await ctx.database.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row!.courseGroupIds.sort((a, b) => a - b)).toEqual([group.A, group.B].sort((a, b) => a - b));
  });

  it('refuses to delete a course group that an exam names, naming the exams', async () => {
    const [plan] = await ctx.database.db
      .select({ id: courseGroups.coursePlanId })
      .from(courseGroups)
      .where(eq(courseGroups.id, group.A));
    const spare = await created(
      await call('POST', '/api/course-groups', manager, {
        title: 'زیست‌شناسی ۱ — کلاس اول، گروه ۲',
        classroomId: room1,
        coursePlanId: plan!.id,
        teacherId: null,
      }),
    );
    const named = await created(await newExam([group.A, spare.id]));
    const refused = await call('DELETE', `/api/course-groups/${spare.id}`, manager);
    expect(refused.statusCode).toBe(409);
    expect(json<Failure>(refused).message).toContain('۱ آزمون‌ها');
    // Once no exam names it, the group goes.
    const current = json<{ data: Item }>(await call('GET', `/api/exams/${named.id}`, manager)).data;
    const freed = await call('PATCH', `/api/exams/${named.id}`, manager, {
      version: current.version,
      courseGroupIds: [group.A],
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await call('DELETE', `/api/course-groups/${spare.id}`, manager)).statusCode).toBe(200);
  });
});
