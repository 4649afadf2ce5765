/**
 * Sida's course list through the API: the classrooms' course groups created from a file (columns
 * matched by Sida's headers), a preview that writes nothing, a new course plan for a code the network
 * lacks (only by a network-wide user: a school's manager is told the code is not the network's), a
 * teacher changed on re-import, and the same file again changing nothing; per-row errors in
 * Persian; one classroom's file with the classroom chosen on the page (another school's classroom
 * 404); malformed input 400; missing permission 403.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, auditLog, classrooms, coursePlans, sidaExchanges } from '../src/db/schema';
import { courseListWorkbook, type CourseListRow } from '../src/modules/sida/course-list-files';
import {
  classroomCourseRows,
  courseListPeople,
  groupsOf as groupsIn,
  NEW_COURSE_TITLE,
  planCount as plansIn,
} from './helpers/sida-course-list';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';
import { COURSE_LIST_MESSAGES } from '../src/modules/sida/course-assignments';

let ctx: TestContext;
let manager: string;
/** A network-wide user with the school's Sida exchange and the network's course plans. */
let network: string;
let nobody: string;
let schoolA: number;
let schoolB: number;
let yearId: number;
/** Two classrooms of grade 10 made for this file, so the demo's own groups are not in the way. */
let roomX: { id: number; name: string };
let roomY: { id: number; name: string };
let otherSchoolRoom: number;
/** Two of school A's teachers, and one of school B's. */
let teacherA1: { id: number; nationalCode: string; firstName: string; lastName: string };
let teacherA2: { id: number; nationalCode: string };
let teacherB: string;
/** Two grade-10 course codes the network has, one of grade 11. */
let code10a: string;
let code10b: string;
let code11: string;
const NEW_CODE = '9101';

interface Step {
  missing: string[];
  mapping: Record<string, string>;
  fields: { key: string; required: boolean }[];
  preview: {
    total: number;
    valid: number;
    invalid: number;
    creates: number;
    updates: number;
    unchanged: number;
    rows: { row: number; errors: Record<string, string> }[];
  } | null;
  newCoursePlans: { code: string; title: string; gradeLevel: number }[];
}

function upload(url: string, token: string, file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), 'sida-courses.xlsx');
  return ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: form as unknown as string });
}

const preview = async (file: Buffer, fields: Record<string, string> = {}, token = network) => {
  const answer = await upload('/api/sida/course-list/preview', token, file, fields);
  expect(answer.statusCode, answer.body).toBe(200);
  return json<{ data: Step }>(answer).data;
};

const commit = async (file: Buffer, fields: Record<string, string>, token = network) => {
  const answer = await upload('/api/sida/course-list/commit', token, file, fields);
  expect(answer.statusCode, answer.body).toBe(200);
  return json<{ data: Record<string, number> }>(answer).data;
};

const groupsOf = (roomIds: number[]) => groupsIn(ctx.database.db, roomIds);
const planCount = () => plansIn(ctx.database.db);

/** The list: both classrooms take both grade-10 courses, X also the new one; X's first has a teacher. */
function list(teacherCode: string): Partial<CourseListRow>[] {
  return [
    ...classroomCourseRows(roomX.name, { code10a, code10b, newCode: NEW_CODE }, { teacherCode, units: '۲' }),
    { classroom: roomY.name, courseCode: code10a, courseTitle: 'درس الف' },
    { classroom: roomY.name, courseCode: code10b, courseTitle: 'درس ب' },
  ];
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  await createUserWith(db, 'course-list-network', ['sida.exchange', 'course-plans.add'], null);
  network = (await login(ctx.app, 'course-list-network')).accessToken;
  await createUserWith(db, 'course-list-nobody', ['students.list'], 0);
  nobody = (await login(ctx.app, 'course-list-nobody')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  yearId = year!.id;
  const made = await db
    .insert(classrooms)
    .values(
      ['سیدا-الف', 'سیدا-ب'].map((name) => ({
        schoolId: schoolA,
        academicYearId: yearId,
        gradeLevel: 10,
        name,
      })),
    )
    .returning({ id: classrooms.id, name: classrooms.name });
  [roomX, roomY] = made as [typeof roomX, typeof roomY];
  const [other] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolB), eq(classrooms.academicYearId, yearId)))
    .limit(1);
  otherSchoolRoom = other!.id;
  const people = await courseListPeople(db, schoolA, schoolB);
  [teacherA1, teacherA2] = [people.teachersA[0]!, people.teachersA[1]!];
  const { plans } = people;
  ({ teacherB, code10a, code10b } = people);
  code11 = plans.find((p) => p.gradeLevel === 11 && p.code)!.code!;
  expect(plans.some((p) => p.code === NEW_CODE)).toBe(false);
});
afterAll(async () => {
  await ctx.close();
});

describe('a Sida course list from a file', () => {
  it('previews what it would create, writing nothing', async () => {
    const plansBefore = await planCount();
    const step = await preview(await courseListWorkbook(list(teacherA1.nationalCode)));
    // Sida's own headers (Arabic ي/ك) matched by the synonyms.
    expect(step.missing).toEqual([]);
    expect(step.mapping).toMatchObject({
      courseCode: 'كد درس',
      units: 'تعداد واحد',
      teacherNationalCode: 'كد ملي دبير',
    });
    expect(step.preview).toMatchObject({ total: 5, valid: 5, invalid: 0, creates: 5 });
    expect(step.newCoursePlans).toEqual([{ code: NEW_CODE, title: NEW_COURSE_TITLE, gradeLevel: 10 }]);
    expect(await groupsOf([roomX.id, roomY.id])).toHaveLength(0);
    expect(await planCount()).toBe(plansBefore);
  });

  it('creates the course groups and the missing plan; the same file again changes nothing', async () => {
    const plansBefore = await planCount();
    const file = await courseListWorkbook(list(teacherA1.nationalCode));
    const report = await commit(file, { mode: 'all' });
    expect(report).toEqual({ created: 5, updated: 0, unchanged: 0, skipped: 0, coursePlansCreated: 1 });
    expect(await planCount()).toBe(plansBefore + 1);
    const db = ctx.database.db;
    const [newPlan] = await db.select().from(coursePlans).where(eq(coursePlans.code, NEW_CODE));
    expect(newPlan).toMatchObject({ gradeLevel: 10, units: 2, weeklyHours: 2, grading: 'numeric' });
    const groups = await groupsOf([roomX.id, roomY.id]);
    expect(groups).toHaveLength(5);
    expect(groups.every((g) => g.schoolId === schoolA && g.academicYearId === yearId)).toBe(true);
    const first = groups.find((g) => g.classroomId === roomX.id && g.teacherId !== null);
    expect(first?.teacherId).toBe(teacherA1.id);
    expect(groups.filter((g) => g.teacherId !== null)).toHaveLength(1);
    expect(groups.find((g) => g.coursePlanId === newPlan!.id)!.title).toBe(
      `${NEW_COURSE_TITLE} — ${roomX.name}`,
    );
    const [audited] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'course-groups'),
          inArray(
            auditLog.entityId,
            groups.map((g) => g.id),
          ),
        ),
      );
    expect(audited!.n).toBe(5);

    const again = await commit(file, { mode: 'all' });
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 5, skipped: 0, coursePlansCreated: 0 });
    expect(await planCount()).toBe(plansBefore + 1);
    const after = await groupsOf([roomX.id, roomY.id]);
    expect(after.map((g) => [g.id, g.version, g.teacherId])).toEqual(
      groups.map((g) => [g.id, g.version, g.teacherId]),
    );
    const logged = await db
      .select()
      .from(sidaExchanges)
      .where(and(eq(sidaExchanges.schoolId, schoolA), eq(sidaExchanges.subject, 'sida-courses.xlsx')))
      .orderBy(asc(sidaExchanges.id));
    expect(logged.map((e) => [e.operation, e.status])).toEqual([
      ['basic-information', 'success'],
      ['basic-information', 'success'],
    ]);
    expect(logged[1]!.summary).toMatchObject({ unchanged: 5, created: 0 });
  });

  it("lets a school's manager assign the network's courses but not create one", async () => {
    const plansBefore = await planCount();
    const rows = [
      { classroom: roomY.name, courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: roomY.name, courseCode: '9105', courseTitle: 'درسی که شبکه ندارد', units: '۲' },
    ];
    const file = await courseListWorkbook(rows);
    const step = await preview(file, {}, manager);
    expect(step.preview).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(step.preview!.rows[1]!.errors.courseCode).toMatch(/مدیر سیستم/);
    expect(step.newCoursePlans).toEqual([]);
    const report = await commit(file, { mode: 'valid' }, manager);
    expect(report).toMatchObject({ skipped: 1, coursePlansCreated: 0 });
    expect(await planCount()).toBe(plansBefore);
  });

  it("changes only a group's teacher when the list names another", async () => {
    const before = await groupsOf([roomX.id, roomY.id]);
    const step = await preview(await courseListWorkbook(list(teacherA2.nationalCode)));
    expect(step.preview).toMatchObject({ valid: 5, updates: 1, unchanged: 4, creates: 0 });
    const report = await commit(await courseListWorkbook(list(teacherA2.nationalCode)), { mode: 'all' });
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 4 });
    const after = await groupsOf([roomX.id, roomY.id]);
    const changed = after.filter((g, i) => g.version !== before[i]!.version);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.teacherId).toBe(teacherA2.id);
    // A teacher named by full name instead of a code is found too.
    const byName = list('').map((r, i) =>
      i === 0 ? { ...r, teacherName: `${teacherA1.firstName} ${teacherA1.lastName}` } : r,
    );
    expect((await preview(await courseListWorkbook(byName))).preview).toMatchObject({
      updates: 1,
      invalid: 0,
    });
  });

  it('reports each bad row in Persian and writes only the valid ones when asked', async () => {
    const bad: Partial<CourseListRow>[] = [
      ...list(teacherA2.nationalCode),
      { classroom: 'کلاسی که نیست', courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: roomX.name, gradeLevel: 'یازدهم', courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: roomY.name, courseCode: code11, courseTitle: 'درس پایه یازدهم' },
      { classroom: roomY.name, courseCode: '9102', courseTitle: 'درس بی‌واحد' },
      {
        classroom: roomY.name,
        courseCode: '9103',
        courseTitle: 'درس تازه',
        units: '۲',
        teacherNationalCode: teacherB,
      },
      { classroom: roomY.name, courseCode: '', courseTitle: 'بی‌کد' },
      { classroom: roomY.name, courseCode: code10b, courseTitle: 'درس ب' },
      { classroom: roomY.name, courseCode: '9104', courseTitle: 'درس تازه دیگر', units: '۲' },
    ];
    const file = await courseListWorkbook(bad);
    const step = await preview(file);
    expect(step.preview).toMatchObject({ total: 13, valid: 6, invalid: 7, creates: 1, unchanged: 5 });
    const errors = Object.fromEntries(step.preview!.rows.map((r) => [r.row, r.errors]));
    // Row numbers are the sheet's: a title line and the header come first.
    expect(errors[8]!.classroom).toMatch(/در سال تحصیلی جاری مدرسه نیست/);
    expect(errors[9]!.gradeLevel).toMatch(/پایه ۱۰/);
    expect(errors[10]!.courseCode).toMatch(/پایه ۱۱/);
    expect(errors[11]!.units).toMatch(/واحد/);
    expect(errors[12]!.teacherNationalCode).toMatch(/دبیری با این کد ملی/);
    expect(errors[13]!.courseCode).toMatch(/خالی/);
    expect(errors[14]!.courseCode).toMatch(/ردیف ۷/);
    expect(step.newCoursePlans.map((p) => p.code)).toEqual(['9104']);

    const refused = await upload('/api/sida/course-list/commit', network, file, { mode: 'all' });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toMatch(/ردیف خطا دارد/);
    const plansBefore = await planCount();
    const done = await commit(file, { mode: 'valid' });
    expect(done).toEqual({ created: 1, updated: 0, unchanged: 5, skipped: 7, coursePlansCreated: 1 });
    expect(await planCount()).toBe(plansBefore + 1);
    const codes = await ctx.database.db
      .select({ code: coursePlans.code })
      .from(coursePlans)
      .where(inArray(coursePlans.code, ['9102', '9103', '9104']));
    expect(codes.map((c) => c.code)).toEqual(['9104']);
  });

  it("takes one classroom's file with the classroom chosen on the page", async () => {
    const rows = [
      { courseCode: code10a, courseTitle: 'درس الف' },
      { courseCode: NEW_CODE, courseTitle: 'تفکر' },
    ];
    const file = await courseListWorkbook(rows, { headers: { classroom: null, gradeLevel: null } });
    const unnamed = await preview(file);
    expect(unnamed.missing).toEqual(['classroom']);
    expect(unnamed.preview).toBeNull();
    expect(unnamed.fields.find((f) => f.key === 'classroom')!.required).toBe(true);
    const noRoom = await upload('/api/sida/course-list/commit', network, file, { mode: 'all' });
    expect(noRoom.statusCode).toBe(400);
    expect(json<{ message: string }>(noRoom).message).toMatch(/«کلاس»/);

    const chosen = await preview(file, { classroomId: String(roomY.id) });
    expect(chosen.preview).toMatchObject({ valid: 2, unchanged: 1, creates: 1 });
    const report = await commit(file, { mode: 'all', classroomId: String(roomY.id) });
    expect(report).toMatchObject({ created: 1, unchanged: 1, coursePlansCreated: 0 });
    // A row naming another classroom than the chosen one is that row's error.
    const mixed = await courseListWorkbook([
      { classroom: roomX.name, courseCode: code10a, courseTitle: 'درس' },
    ]);
    const step = await preview(mixed, { classroomId: String(roomY.id) });
    expect(step.preview!.rows[0]!.errors.classroom).toMatch(/کلاس انتخاب‌شده/);
  });

  it("answers 404 for another school's classroom", async () => {
    const file = await courseListWorkbook([{ courseCode: code10a, courseTitle: 'درس' }], {
      headers: { classroom: null },
    });
    const before = await groupsOf([otherSchoolRoom]);
    for (const url of ['/api/sida/course-list/preview', '/api/sida/course-list/commit']) {
      const answer = await upload(url, manager, file, { mode: 'all', classroomId: String(otherSchoolRoom) });
      expect(answer.statusCode, url).toBe(404);
      expect(json<{ message: string }>(answer).message).toMatch(/کلاس/);
    }
    expect(await groupsOf([otherSchoolRoom])).toEqual(before);
  });

  it('refuses malformed input in Persian', async () => {
    const file = await courseListWorkbook(list(''));
    const notXlsx = await upload('/api/sida/course-list/preview', manager, Buffer.from('not a workbook'));
    expect(notXlsx.statusCode).toBe(400);
    expect(json<{ message: string }>(notXlsx).message).toMatch(/اکسل/);
    const badRoom = await upload('/api/sida/course-list/preview', manager, file, { classroomId: 'abc' });
    expect(badRoom.statusCode).toBe(400);
    expect(json<{ message: string }>(badRoom).message).toMatch(/کلاس انتخاب‌شده معتبر نیست/);
    const badMapping = await upload('/api/sida/course-list/preview', manager, file, { mapping: '[1]' });
    expect(badMapping.statusCode).toBe(400);
    expect(json<{ message: string }>(badMapping).message).toMatch(/نگاشت/);
    const noMode = await upload('/api/sida/course-list/commit', manager, file);
    expect(noMode.statusCode).toBe(400);
    expect(json<{ message: string }>(noMode).message).toMatch(/شیوه ثبت/);
    const empty = await upload('/api/sida/course-list/preview', manager, await courseListWorkbook([]));
    expect(empty.statusCode).toBe(400);
    expect(json<{ message: string }>(empty).message).toBe(COURSE_LIST_MESSAGES.noRows);
  });

  it('needs sida.exchange (403)', async () => {
    const file = await courseListWorkbook(list(''));
    expect((await upload('/api/sida/course-list/preview', nobody, file)).statusCode).toBe(403);
    expect((await upload('/api/sida/course-list/commit', nobody, file, { mode: 'all' })).statusCode).toBe(
      403,
    );
    const sample = await ctx.app.inject({
      method: 'GET',
      url: '/api/sida/course-list/sample.xlsx',
      headers: bearer(nobody),
    });
    expect(sample.statusCode).toBe(403);
  });

  it("offers a sample file that matches Sida's columns", async () => {
    const sample = await ctx.app.inject({
      method: 'GET',
      url: '/api/sida/course-list/sample.xlsx',
      headers: bearer(manager),
    });
    expect(sample.statusCode).toBe(200);
    const step = await preview(sample.rawPayload);
    expect(step.missing).toEqual([]);
    expect(step.preview!.total).toBeGreaterThan(0);
  });
});
