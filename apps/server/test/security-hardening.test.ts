/**
 * Regression tests of the security review: each case was possible before its fix (account takeover
 * through user administration, network-wide writes by a school's user, NUL bytes as 500s, a spoofed
 * X-Forwarded-For, roles kept after their removal, cacheable answers, a teacher reading every group's
 * attendance).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom, ConfigError } from '../src/config';
import {
  attendanceRecords,
  auditLog,
  authSessions,
  courseGroups,
  roles,
  students,
  teachers,
  userRoles,
} from '../src/db/schema';
import { SECRET_CHANGED } from '../src/engine/entity-service';
import { NUL_MESSAGE } from '../src/http/nul-bytes';
import { USER_CHANGE_MESSAGES } from '../src/engine/bindings/settings';
import { bearer, createTestContext, json, login, TEST_PASSWORD, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let admin: string;
let schoolA: number;
let schoolB: number;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const dataOf = <T = Item>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function until(done: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function roleId(name: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

async function grant(user: number, role: number, school: number | null) {
  await ctx.database.db.insert(userRoles).values({ userId: user, roleId: role, schoolId: school });
}

async function userRow(token: string, id: number): Promise<Item> {
  return dataOf(await call('GET', `/api/users/${id}`, token));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
});
afterAll(() => ctx.close());

describe('user administration cannot take over a wider account', () => {
  let editor: string;
  beforeAll(async () => {
    // A clerk-like user of school A with a custom role that may list and edit users.
    await createUserWith(
      ctx.database.db,
      'usereditor',
      ['users.list', 'users.edit', 'users.delete', 'user-roles.list', 'user-roles.delete', 'students.list'],
      0,
    );
    editor = (await login(ctx.app, 'usereditor')).accessToken;
  });

  it('refuses to reset the password of a system manager who also teaches in the school', async () => {
    const adminId = await userId(ctx.database.db, 'admin');
    await grant(adminId, await roleId('دبیر'), schoolA);
    const before = await userRow(editor, adminId);
    const reset = await call('PATCH', `/api/users/${adminId}`, editor, {
      version: before.version,
      password: 'Another-Pass-9876',
    });
    expect(reset.statusCode, reset.body).toBe(403);
    expect(json<{ message: string }>(reset).message).toBe(USER_CHANGE_MESSAGES.systemManager);
    // The old password still works; the new one does not.
    await login(ctx.app, 'admin');
    expect((await call('DELETE', `/api/users/${adminId}`, editor)).statusCode).toBe(403);
    const [teaching] = await ctx.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, adminId), eq(userRoles.schoolId, schoolA)));
    expect((await call('DELETE', `/api/user-roles/${teaching!.id}`, editor)).statusCode).toBe(403);
  });

  it('refuses a user who is also a manager of another school, or holds more than the editor', async () => {
    const both = await createUserWith(ctx.database.db, 'twoschools', ['classrooms.list'], 0);
    await grant(both, await roleId('مدیر مدرسه'), schoolB);
    const row = await userRow(editor, both);
    const response = await call('PATCH', `/api/users/${both}`, editor, {
      version: row.version,
      password: 'Another-Pass-9876',
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(json<{ message: string }>(response).message).toBe(USER_CHANGE_MESSAGES.beyondScope);

    // Only in school A, but with a role whose permissions the editor does not hold.
    const wider = await createUserWith(ctx.database.db, 'widerinA', ['students.delete'], 0);
    const widerRow = await userRow(editor, wider);
    const deactivate = await call('PATCH', `/api/users/${wider}`, editor, {
      version: widerRow.version,
      active: false,
    });
    expect(deactivate.statusCode).toBe(403);
  });

  it('resets a password within its reach: the sessions end and the log says so', async () => {
    const target = await createUserWith(ctx.database.db, 'plainclerk', ['students.list'], 0);
    const theirs = await login(ctx.app, 'plainclerk');
    expect((await call('GET', '/api/students', theirs.accessToken)).statusCode).toBe(200);
    const row = await userRow(editor, target);
    const reset = await call('PATCH', `/api/users/${target}`, editor, {
      version: row.version,
      password: 'Fresh-Pass-5172',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', '/api/students', theirs.accessToken)).statusCode).toBe(401);
    const live = await ctx.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, target), isNull(authSessions.revokedAt)));
    expect(live).toHaveLength(0);
    const events = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'security'), eq(auditLog.entityId, target)));
    expect(events.map((e) => e.action)).toContain('password-reset');
    const history = dataOf<{ action: string; after: Record<string, unknown> }[]>(
      await call('GET', `/api/users/${target}/history`, admin),
    );
    expect(history[0]!.after).toEqual({ password: SECRET_CHANGED });
    await login(ctx.app, 'plainclerk', 'Fresh-Pass-5172');
  });

  it('a system manager still resets anyone', async () => {
    const target = await createUserWith(ctx.database.db, 'anyoneelse', ['students.delete'], 1);
    const row = await userRow(admin, target);
    const reset = await call('PATCH', `/api/users/${target}`, admin, {
      version: row.version,
      password: 'Fresh-Pass-5173',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});

describe('network data is written only by network-wide users', () => {
  it("refuses a school manager's writes to course plans, years, terms, complexes and majors", async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const coursePlan = dataOf<{ items: Item[] }>(await call('GET', '/api/course-plans?pageSize=1', manager))
      .items[0]!;
    const year = dataOf<{ items: Item[] }>(await call('GET', '/api/academic-years?pageSize=1', manager))
      .items[0]!;
    const attempts = [
      call('PATCH', `/api/course-plans/${coursePlan.id}`, manager, {
        version: coursePlan.version,
        title: 'x',
      }),
      call('PATCH', `/api/academic-years/${year.id}`, manager, { version: year.version, isCurrent: true }),
      call('POST', '/api/academic-years', manager, {
        title: '۱۴۱۰-۱۴۱۱',
        startDate: '2031-09-23',
        endDate: '2032-06-21',
      }),
      call('POST', '/api/major', manager, { title: 'رشته تازه' }),
      call('POST', '/api/complexes', manager, { title: 'مجتمع تازه' }),
      call('DELETE', `/api/course-plans/${coursePlan.id}`, manager),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(403);
    // Reads are as they were.
    expect((await call('GET', '/api/course-plans', manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/terms', manager)).statusCode).toBe(200);
  });

  it('refuses them whatever a custom school role says, and leaves them out of the abilities', async () => {
    await createUserWith(
      ctx.database.db,
      'planeditor',
      ['course-plans.list', 'course-plans.edit', 'terms.list'],
      0,
    );
    const session = await login(ctx.app, 'planeditor');
    const me = json<{ userAbilityRules: { action: string[] }[] }>(
      await call('GET', '/api/auth/me', session.accessToken),
    );
    expect(me.userAbilityRules.flatMap((r) => r.action)).not.toContain('course-plans.edit');
    const plan = dataOf<{ items: Item[] }>(
      await call('GET', '/api/course-plans?pageSize=1', session.accessToken),
    ).items[0]!;
    const response = await call('PATCH', `/api/course-plans/${plan.id}`, session.accessToken, {
      version: plan.version,
      title: 'x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a network-wide user write them', async () => {
    await createUserWith(ctx.database.db, 'networkplans', ['course-plans.list', 'course-plans.edit'], null);
    const token = (await login(ctx.app, 'networkplans')).accessToken;
    const plan = dataOf<{ items: Item[] }>(await call('GET', '/api/course-plans?pageSize=1', token))
      .items[0]!;
    const response = await call('PATCH', `/api/course-plans/${plan.id}`, token, {
      version: plan.version,
      title: `${String(plan.title)} (ویرایش شبکه)`,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('built-in school roles no longer carry network writes', async () => {
    const rows = await ctx.database.db.select().from(roles).where(eq(roles.builtIn, true));
    for (const role of rows.filter((r) => !r.isSystem)) {
      expect(role.permissions, role.name).not.toContain('course-plans.edit');
      expect(role.permissions, role.name).not.toContain('academic-years.add');
    }
  });
});

describe('NUL bytes are refused with a 400', () => {
  it('in a search, a login and a name', async () => {
    const search = await call('GET', '/api/students?q=a%00b', admin);
    expect(search.statusCode).toBe(400);
    expect(json<{ message: string }>(search).message).toBe(NUL_MESSAGE);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'adm\u0000in', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
    const student = dataOf<{ items: Item[] }>(await call('GET', '/api/students?pageSize=1', admin)).items[0]!;
    const rename = await call('PATCH', `/api/students/${student.id}`, admin, {
      version: student.version,
      firstName: 'علی\u0000',
    });
    expect(rename.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(rename).errors.firstName).toBe(NUL_MESSAGE);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses, never "trust all"', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => trustProxyFrom('true')).toThrow(ConfigError);
    expect(() => trustProxyFrom('10.0.0.0/40')).toThrow(ConfigError);
  });

  it('a spoofed X-Forwarded-For does not change the address the limiter sees', async () => {
    const proxied = await createTestContext({ trustProxy: 1, rateLimitMax: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await proxied.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '127.0.0.1',
          // The client writes the left-most address; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('access follows roles at once', () => {
  it('a permission removed from a role, or a role removed from a user, stops working at once', async () => {
    const user = await createUserWith(ctx.database.db, 'demoted', ['classrooms.list', 'major.list'], 0);
    const token = (await login(ctx.app, 'demoted')).accessToken;
    expect((await call('GET', '/api/major', token)).statusCode).toBe(200);
    const role = dataOf<{ items: Item[] }>(await call('GET', '/api/roles?q=role-demoted', admin)).items[0]!;
    const patched = await call('PATCH', `/api/roles/${role.id}`, admin, {
      version: role.version,
      permissions: ['classrooms.list'],
    });
    expect(patched.statusCode).toBe(200);
    expect((await call('GET', '/api/major', token)).statusCode).toBe(403);
    const held = dataOf<{ items: Item[] }>(await call('GET', `/api/user-roles?userId=${user}`, admin))
      .items[0]!;
    expect((await call('DELETE', `/api/user-roles/${held.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/classrooms', token)).statusCode).toBe(403);
  });

  it('a change made outside this server (another server, psql) is heard through the notices', async () => {
    await createUserWith(ctx.database.db, 'elsewhere', ['classrooms.list', 'major.list'], 0);
    const token = (await login(ctx.app, 'elsewhere')).accessToken;
    expect((await call('GET', '/api/major', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/major', token)).statusCode).toBe(200);
    await ctx.database.db
      .update(roles)
      .set({ permissions: ['classrooms.list'] })
      .where(eq(roles.name, 'role-elsewhere'));
    await until(async () => (await call('GET', '/api/major', token)).statusCode === 403);
  });
});

describe('API answers are never cached', () => {
  it('sends no-store on authenticated and public API answers', async () => {
    for (const response of [
      await call('GET', '/api/students', admin),
      await call('GET', '/api/students/export.xlsx', admin),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: TEST_PASSWORD },
      }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe("a teacher's attendance list holds their own groups only", () => {
  it('lists and opens only rows of their course groups', async () => {
    const { db } = ctx.database;
    const teacherUser = await userId(db, 'teacher');
    const groups = await db
      .select({
        id: courseGroups.id,
        classroomId: courseGroups.classroomId,
        yearId: courseGroups.academicYearId,
        teacherUserId: teachers.userId,
      })
      .from(courseGroups)
      .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
      .where(eq(courseGroups.schoolId, schoolA));
    const own = groups.find((g) => g.teacherUserId === teacherUser)!;
    const other = groups.find((g) => g.teacherUserId !== teacherUser)!;
    const periods = dataOf<{ items: Item[] }>(await call('GET', '/api/class-period?pageSize=2', admin)).items;
    const rows = [];
    for (const [i, group] of [own, other].entries()) {
      const [student] = await db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.classroomId, group.classroomId))
        .limit(1);
      rows.push({
        schoolId: schoolA,
        academicYearId: group.yearId,
        date: '2025-10-05',
        classPeriodId: periods[i]!.id,
        courseGroupId: group.id,
        classroomId: group.classroomId,
        studentId: student!.id,
        status: 'absent',
        note: 'یادداشت خصوصی',
      });
    }
    const [mine, theirs] = await db.insert(attendanceRecords).values(rows).returning();
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const listed = dataOf<{ items: Item[] }>(
      await call('GET', '/api/attendance?pageSize=100', teacher),
    ).items;
    expect(listed.map((r) => r.id)).toContain(mine!.id);
    expect(listed.map((r) => r.id)).not.toContain(theirs!.id);
    expect((await call('GET', `/api/attendance/${theirs!.id}`, teacher)).statusCode).toBe(404);
    // The manager still sees both (on their day: the demo's two weeks of sheets fill a first page).
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const all = dataOf<{ items: Item[] }>(
      await call('GET', '/api/attendance?pageSize=100&dateFrom=2025-10-05&dateTo=2025-10-05', manager),
    ).items;
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([mine!.id, theirs!.id]));
  });
});
