import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalCodeFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let clerk: string;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const items = async (url: string, token: string) =>
  json<{ data: { items: Item[] } }>(await call('GET', url, token)).data.items;

async function useSchool(token: string, schoolId: number) {
  const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', token))
    .data.currentAcademicYearId;
  expect((await call('PUT', '/api/context', token, { schoolId, academicYearId: year })).statusCode).toBe(200);
}

const student = (nationalCode: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'سارا',
  lastName: 'تهرانی',
  nationalCode,
  gender: 'female',
  status: 'studying',
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  clerk = (await login(ctx.app, 'clerk')).accessToken;
});
afterAll(() => ctx.close());

describe('students: national code', () => {
  it('accepts a valid code typed in Persian digits and stores ASCII', async () => {
    const response = await call('POST', '/api/students', clerk, student('۰۴۹۹۳۷۰۸۹۹'));
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: Item }>(response).data.nationalCode).toBe('0499370899');
  });

  it('refuses a wrong check digit and a nine-digit code with the Persian message', async () => {
    for (const code of ['0499370898', '049937089', 'abcdefghij']) {
      const response = await call('POST', '/api/students', clerk, student(code));
      expect(response.statusCode, code).toBe(400);
      expect(json<{ errors: Record<string, string> }>(response).errors.nationalCode).toBe(
        'کد ملی معتبر نیست.',
      );
    }
  });

  it('is unique across the network, not only in one school', async () => {
    const code = nationalCodeFor(9001);
    expect((await call('POST', '/api/students', clerk, student(code))).statusCode).toBe(201);
    const [, schoolB] = await schoolIds(ctx.database.db);
    await useSchool(admin, schoolB!);
    const again = await call('POST', '/api/students', admin, student(code));
    expect(again.statusCode).toBe(409);
    expect(json<{ errors: Record<string, string> }>(again).errors.nationalCode).toBe(
      'این مقدار قبلاً ثبت شده است.',
    );
  });
});

describe('students: scope', () => {
  it("a clerk of school A neither sees nor reaches school B's students, nor puts a student in B's classroom", async () => {
    const [schoolA, schoolB] = await schoolIds(ctx.database.db);
    await useSchool(admin, schoolB!);
    const inB = json<{ data: Item }>(
      await call('POST', '/api/students', admin, student(nationalCodeFor(9002))),
    ).data;
    const clerkList = await items('/api/students?pageSize=100', clerk);
    expect(clerkList.length).toBeGreaterThan(0);
    expect(clerkList.map((s) => s.id)).not.toContain(inB.id);
    expect((await call('GET', `/api/students/${inB.id}`, clerk)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/students/${inB.id}`, clerk, { version: 1, firstName: 'x' })).statusCode,
    ).toBe(404);

    const classroomOfB = (await items('/api/classrooms?pageSize=1', admin))[0]!;
    const refused = await call(
      'POST',
      '/api/students',
      clerk,
      student(nationalCodeFor(9003), { classroomId: classroomOfB.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(refused).errors.classroomId).toBe(
      'مورد انتخاب‌شده یافت نشد یا در دسترس شما نیست.',
    );

    // Even the network manager cannot put a school A student into school B's classroom.
    await useSchool(admin, schoolA!);
    const crossed = await call(
      'POST',
      '/api/students',
      admin,
      student(nationalCodeFor(9004), { classroomId: classroomOfB.id }),
    );
    expect(crossed.statusCode).toBe(400);
  });

  it('filters by classroom and finds by name typed with Arabic letters', async () => {
    await useSchool(admin, (await schoolIds(ctx.database.db))[0]!);
    // The clerk role does not list classrooms; the admin (also in school A now) picks one.
    const classroom = (await items('/api/classrooms?pageSize=1&sort=name:asc', admin))[0]!;
    const inClass = await items(`/api/students?classroomId=${classroom.id}&pageSize=100`, clerk);
    expect(inClass.length).toBe(12);
    expect(inClass.every((s) => s.classroomId === classroom.id)).toBe(true);
    const someone = inClass[0]!;
    const typed = String(someone.lastName).replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    expect((await items(`/api/students?q=${encodeURIComponent(typed)}`, clerk)).map((s) => s.id)).toContain(
      someone.id,
    );
  });
});

describe('weekly schedule clashes', () => {
  it('refuses a second course in a classroom’s busy slot, naming the course', async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const slots = await items('/api/schedule-slots?pageSize=100', manager);
    const busy = slots[0]!;
    const group = json<{ data: Item }>(
      await call('GET', `/api/course-groups/${busy.courseGroupId}`, manager),
    ).data;
    const sameClassroom = (
      await items(`/api/course-groups?classroomId=${group.classroomId}&pageSize=100`, manager)
    ).find((g) => g.id !== group.id)!;
    const response = await call('POST', '/api/schedule-slots', manager, {
      courseGroupId: sameClassroom.id,
      weekday: String(busy.weekday),
      classPeriodId: busy.classPeriodId,
    });
    expect(response.statusCode).toBe(409);
    expect(json<{ message: string }>(response).message).toBe(
      `این کلاس در این روز و زنگ، درس «${group.title}» را دارد.`,
    );
  });

  it('refuses a teacher in two classrooms at once, naming the teacher', async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const slots = await items('/api/schedule-slots?pageSize=100', manager);
    const busy = slots[0]!;
    const group = json<{ data: Item }>(
      await call('GET', `/api/course-groups/${busy.courseGroupId}`, manager),
    ).data;
    const teacher = json<{ data: Item }>(await call('GET', `/api/teachers/${group.teacherId}`, manager)).data;
    const elsewhere = (
      await items(`/api/course-groups?teacherId=${group.teacherId}&pageSize=100`, manager)
    ).find((g) => g.classroomId !== group.classroomId)!;
    const response = await call('POST', '/api/schedule-slots', manager, {
      courseGroupId: elsewhere.id,
      weekday: String(busy.weekday),
      classPeriodId: busy.classPeriodId,
    });
    expect(response.statusCode).toBe(409);
    expect(json<{ message: string }>(response).message).toBe(
      `دبیر «${teacher.firstName} ${teacher.lastName}» در این روز و زنگ در «${group.title}» درس دارد.`,
    );
  });

  it('accepts a free slot and refuses Friday', async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const groups = await items('/api/course-groups?pageSize=100', manager);
    const periods = await items('/api/class-period?pageSize=100', manager);
    const free = await call('POST', '/api/schedule-slots', manager, {
      courseGroupId: groups[0]!.id,
      weekday: '5',
      classPeriodId: periods[5]!.id,
    });
    expect(free.statusCode, free.body).toBe(201);
    const friday = await call('POST', '/api/schedule-slots', manager, {
      courseGroupId: groups[0]!.id,
      weekday: '6',
      classPeriodId: periods[4]!.id,
    });
    expect(friday.statusCode).toBe(400);
  });
});
