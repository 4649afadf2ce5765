/**
 * Sida's course list over the HTTP connector, against the local fake Sida server: a preview that
 * writes nothing, the commit creating the classrooms' course groups (and, for a network-wide user,
 * a missing course plan), the same list again changing nothing; a school's manager told that a code
 * is not the network's; a timeout, an error page and refused credentials answered in Persian with
 * nothing written but the failed exchange; malformed rows from Sida as row errors, a malformed
 * answer as a clear message; another school's classroom and teacher refused row by row with nothing
 * of that school touched; the files connector, a malformed body and a missing permission refused.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, classrooms, courseGroups, schools, sidaExchanges } from '../src/db/schema';
import { FAKE_SIDA_TOKEN, startFakeSida, type FakeSida } from './helpers/fake-sida';
import {
  classroomCourseRows,
  courseListPeople,
  groupsOf as groupsIn,
  planCount as plansIn,
} from './helpers/sida-course-list';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';
import { COURSE_LIST_MESSAGES } from '../src/modules/sida/course-assignments';

let ctx: TestContext;
let fake: FakeSida;
let admin: string;
let manager: string;
/** A network-wide user with the school's Sida exchange and the network's course plans. */
let network: string;
let nobody: string;
let schoolA: number;
let schoolACode: string;
let room: { id: number; name: string };
/** A classroom of the other school, named as no classroom of school A is. */
let otherRoom: { id: number; name: string };
let teacherA: { id: number; nationalCode: string };
let teacherB: string;
let code10a: string;
let code10b: string;
const NEW_CODE = '9201';

interface Preview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  unchanged: number;
  rows: { row: number; cells: Record<string, string>; errors: Record<string, string> }[];
}

const fetchList = (token: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sida/course-list/fetch',
    headers: bearer(token),
    payload: body as object,
  });

async function preview(token = network) {
  const answer = await fetchList(token, { commit: false });
  expect(answer.statusCode, answer.body).toBe(200);
  return json<{ data: { preview: Preview; newCoursePlans: { code: string }[] } }>(answer).data;
}

async function commit(mode: 'all' | 'valid', token = network) {
  const answer = await fetchList(token, { commit: true, mode });
  expect(answer.statusCode, answer.body).toBe(200);
  return json<{ data: { report: Record<string, number> } }>(answer).data.report;
}

async function httpSettings(token = FAKE_SIDA_TOKEN, timeoutSeconds = 2) {
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/sida/settings',
    headers: bearer(admin),
    payload: { connector: 'http', baseUrl: fake.url, username: 'school-a', token, timeoutSeconds },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const groupsOf = (roomIds: number[]) => groupsIn(ctx.database.db, roomIds);
const planCount = () => plansIn(ctx.database.db);

async function exchangesOf(schoolId: number) {
  return ctx.database.db
    .select()
    .from(sidaExchanges)
    .where(eq(sidaExchanges.schoolId, schoolId))
    .orderBy(asc(sidaExchanges.id));
}

/** Sida's list for the classroom: two of the network's grade-10 courses, one course it lacks. */
const sidaList = () =>
  classroomCourseRows(
    room.name,
    { code10a, code10b, newCode: NEW_CODE },
    { teacherCode: teacherA.nationalCode, units: 2 },
  );

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeSida();
  const db = ctx.database.db;
  admin = (await login(ctx.app, 'admin')).accessToken;
  manager = (await login(ctx.app, 'manager')).accessToken;
  await createUserWith(db, 'course-http-network', ['sida.exchange', 'course-plans.add'], null);
  network = (await login(ctx.app, 'course-http-network')).accessToken;
  await createUserWith(db, 'course-http-nobody', ['students.list'], 0);
  nobody = (await login(ctx.app, 'course-http-nobody')).accessToken;
  const [a, b] = (await schoolIds(db)) as [number, number];
  schoolA = a;
  const [school] = await db.select({ code: schools.code }).from(schools).where(eq(schools.id, a));
  schoolACode = school!.code!;
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  const made = await db
    .insert(classrooms)
    .values([
      { schoolId: a, academicYearId: year!.id, gradeLevel: 10, name: 'سیدا-وب' },
      { schoolId: b, academicYearId: year!.id, gradeLevel: 10, name: 'سیدا-وب-دیگر' },
    ])
    .returning({ id: classrooms.id, name: classrooms.name });
  [room, otherRoom] = made as [typeof room, typeof otherRoom];
  const people = await courseListPeople(db, a, b);
  teacherA = people.teachersA[0]!;
  ({ teacherB, code10a, code10b } = people);
});
afterAll(async () => {
  await fake.close();
  await ctx.close();
});

describe('a Sida course list over HTTP', () => {
  it('is refused while the network uses files', async () => {
    const answer = await fetchList(network, { commit: false });
    expect(answer.statusCode).toBe(400);
    expect(json<{ message: string }>(answer).message).toMatch(/فایل/);
    expect(fake.asked).toEqual([]);
  });

  it("previews the school's list, writing nothing; the commit creates; again changes nothing", async () => {
    await httpSettings();
    fake.control.courseList = sidaList();
    const plans0 = await planCount();
    const exchanges0 = (await exchangesOf(schoolA)).length;
    const step = await preview();
    expect(fake.asked).toEqual([`GET /schools/${schoolACode}/course-list`]);
    expect(step.preview).toMatchObject({ total: 3, valid: 3, invalid: 0, creates: 3 });
    expect(step.newCoursePlans.map((p) => p.code)).toEqual([NEW_CODE]);
    expect(await groupsOf([room.id])).toHaveLength(0);
    expect(await planCount()).toBe(plans0);
    expect(await exchangesOf(schoolA)).toHaveLength(exchanges0);

    expect(await commit('all')).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      coursePlansCreated: 1,
    });
    expect(await planCount()).toBe(plans0 + 1);
    const groups = await groupsOf([room.id]);
    expect(groups).toHaveLength(3);
    expect(groups.filter((g) => g.teacherId !== null).map((g) => g.teacherId)).toEqual([teacherA.id]);

    expect(await commit('all')).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      skipped: 0,
      coursePlansCreated: 0,
    });
    const after = await groupsOf([room.id]);
    expect(after.map((g) => [g.id, g.version, g.teacherId])).toEqual(
      groups.map((g) => [g.id, g.version, g.teacherId]),
    );
    expect(await planCount()).toBe(plans0 + 1);
    const logged = (await exchangesOf(schoolA)).slice(exchanges0);
    expect(logged.map((e) => [e.operation, e.connector, e.status, e.subject])).toEqual([
      ['basic-information', 'http', 'success', `فهرست دروس مدرسه ${schoolACode}`],
      ['basic-information', 'http', 'success', `فهرست دروس مدرسه ${schoolACode}`],
    ]);
  });

  it("lets a school's manager assign the network's courses but not create one", async () => {
    await httpSettings();
    fake.control.courseList = [
      { classroom: room.name, courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: room.name, courseCode: '9205', courseTitle: 'درسی که شبکه ندارد', units: '2' },
    ];
    const plans0 = await planCount();
    const step = await preview(manager);
    expect(step.preview).toMatchObject({ total: 2, valid: 1, invalid: 1, unchanged: 1 });
    expect(step.preview.rows.find((r) => r.row === 2)!.errors.courseCode).toMatch(/مدیر سیستم/);
    expect(step.newCoursePlans).toEqual([]);
    const refused = await fetchList(manager, { commit: true, mode: 'all' });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toMatch(/ردیف خطا دارد/);
    expect(await commit('valid', manager)).toMatchObject({ skipped: 1, coursePlansCreated: 0 });
    expect(await planCount()).toBe(plans0);
  });

  it('writes nothing on a timeout, an error page or refused credentials, and records each failure', async () => {
    fake.control.courseList = [
      { classroom: room.name, courseCode: '9206', courseTitle: 'درس تازه', units: '2' },
      { classroom: room.name, courseCode: code10a, courseTitle: 'درس الف', teacherNationalCode: '' },
    ];
    const groups0 = await groupsOf([room.id]);
    const plans0 = await planCount();
    const exchanges0 = (await exchangesOf(schoolA)).length;

    await httpSettings(FAKE_SIDA_TOKEN, 1);
    fake.control.delayMs = 1500;
    const slow = await fetchList(network, { commit: true, mode: 'valid' });
    fake.control.delayMs = 0;
    expect(slow.statusCode).toBe(504);
    expect(json<{ message: string }>(slow).message).toMatch(/مهلت مقرر پاسخ نداد؛ چیزی ثبت نشد/);

    await httpSettings();
    fake.control.failWith = 500;
    const broken = await fetchList(network, { commit: true, mode: 'valid' });
    fake.control.failWith = null;
    expect(broken.statusCode).toBe(502);
    expect(json<{ message: string }>(broken).message).toMatch(/سیدا خطا داد \(کد ۵۰۰\)؛ چیزی ثبت نشد/);

    await httpSettings('wrong-token');
    const wrong = await fetchList(network, { commit: false });
    expect(wrong.statusCode).toBe(502);
    expect(json<{ message: string }>(wrong).message).toMatch(/رمز/);

    expect(await groupsOf([room.id])).toEqual(groups0);
    expect(await planCount()).toBe(plans0);
    const failed = (await exchangesOf(schoolA)).slice(exchanges0);
    expect(failed.map((e) => [e.operation, e.connector, e.status])).toEqual([
      ['basic-information', 'http', 'failed'],
      ['basic-information', 'http', 'failed'],
      ['basic-information', 'http', 'failed'],
    ]);
    expect(failed.map((e) => (e.summary as { failure: string }).failure)).toEqual([
      'timeout',
      'error',
      'credentials',
    ]);
  });

  it('turns malformed rows into row errors, and a malformed answer into a clear message', async () => {
    await httpSettings();
    fake.control.courseList = [
      null,
      'not a row',
      { classroom: room.name, courseCode: { nested: true }, courseTitle: 'درس' },
      { classroom: [room.name], courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: room.name, courseCode: code10b, courseTitle: 12, units: 'بسیار', weeklyHours: -3 },
      { classroom: room.name, courseCode: 'x'.repeat(40), courseTitle: 'درس' },
    ];
    const groups0 = await groupsOf([room.id]);
    const step = await preview();
    expect(step.preview).toMatchObject({ total: 6, valid: 0, invalid: 6 });
    const errors = Object.fromEntries(step.preview.rows.map((r) => [r.row, r.errors]));
    expect(errors[1]).toMatchObject({ classroom: 'نام کلاس خالی است.', courseCode: 'کد درس خالی است.' });
    expect(errors[2]!.courseTitle).toBe('نام درس خالی است.');
    expect(errors[3]!.courseCode).toBe('کد درس خالی است.');
    expect(errors[4]!.classroom).toBe('نام کلاس خالی است.');
    expect(errors[5]).toMatchObject({
      units: 'تعداد واحد باید عددی از ۱ تا ۱۰ باشد.',
      weeklyHours: 'ساعت هفتگی باید عددی از ۱ تا ۲۰ باشد.',
    });
    expect(errors[6]!.courseCode).toMatch(/حداکثر ۲۰/);
    const none = await fetchList(network, { commit: true, mode: 'valid' });
    expect(none.statusCode, none.body).toBe(200);
    expect(json<{ data: { report: unknown } }>(none).data.report).toMatchObject({ created: 0, skipped: 6 });

    for (const garbled of [{ rows: [] }, 'a list', null]) {
      fake.control.courseList = garbled;
      const answer = await fetchList(network, { commit: false });
      expect(answer.statusCode, JSON.stringify(garbled)).toBe(502);
      expect(json<{ message: string }>(answer).message).toBe('پاسخ سیدا نامفهوم بود؛ چیزی ثبت نشد.');
    }
    fake.control.courseList = [];
    const empty = await fetchList(network, { commit: false });
    expect(empty.statusCode).toBe(400);
    expect(json<{ message: string }>(empty).message).toBe(COURSE_LIST_MESSAGES.noRows);
    expect(await groupsOf([room.id])).toEqual(groups0);
  });

  it("refuses another school's classroom and teacher row by row, touching nothing of that school", async () => {
    await httpSettings();
    fake.control.courseList = [
      { classroom: otherRoom.name, courseCode: code10a, courseTitle: 'درس الف' },
      { classroom: room.name, courseCode: code10b, courseTitle: 'درس ب', teacherNationalCode: teacherB },
    ];
    const step = await preview();
    expect(step.preview).toMatchObject({ total: 2, valid: 0, invalid: 2 });
    const errors = Object.fromEntries(step.preview.rows.map((r) => [r.row, r.errors]));
    expect(errors[1]!.classroom).toMatch(/در سال تحصیلی جاری مدرسه نیست/);
    expect(errors[2]!.teacherNationalCode).toMatch(/دبیری با این کد ملی در این مدرسه نیست/);
    const before = await groupsOf([otherRoom.id, room.id]);
    expect(await commit('valid')).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect(await groupsOf([otherRoom.id, room.id])).toEqual(before);
    expect(before.filter((g) => g.classroomId === otherRoom.id)).toEqual([]);
  });

  it('refuses a malformed body in Persian and a user without sida.exchange (403)', async () => {
    await httpSettings();
    fake.control.courseList = sidaList();
    const asked = fake.asked.length;
    for (const body of [{}, { commit: 'yes' }, { commit: true, mode: 'some' }, { commit: false, extra: 1 }]) {
      const answer = await fetchList(network, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(answer).message).toMatch(/[\u0600-\u06FF]/);
    }
    const denied = await fetchList(nobody, { commit: true, mode: 'valid' });
    expect(denied.statusCode).toBe(403);
    expect(fake.asked).toHaveLength(asked);
    expect(
      await ctx.database.db
        .select({ n: count() })
        .from(courseGroups)
        .where(and(eq(courseGroups.classroomId, room.id), eq(courseGroups.schoolId, schoolA))),
    ).toEqual([{ n: 3 }]);
  });
});
