/**
 * The security log: sign-ins made through the API, refused ones, exports of personal data (entity
 * and report), role and user changes; its filters; and who may read it (the system manager only).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { writeSecurityEvent } from '../src/engine/audit';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, userId } from './helpers/users';

interface LogItem {
  id: number;
  at: string;
  action: string;
  entity: string;
  actor: { id: number; fullName: string | null; username: string | null } | null;
  target: { type: 'user' | 'role'; id: number; name: string | null; username?: string | null } | null;
  schoolId: number | null;
  schoolName: string | null;
  details: Record<string, unknown>;
}
interface LogPage {
  items: LogItem[];
  total: number;
  page: number;
  pageSize: number;
}

let ctx: TestContext;
let admin: string;
let adminId: number;
const call = (method: string, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
async function log(query = '', token = admin): Promise<LogPage> {
  const response = await call('GET', `/api/security-log${query ? `?${query}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ success: boolean; data: LogPage }>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  adminId = await userId(ctx.database.db, 'admin');
});
afterAll(() => ctx.close());

describe('sign-ins', () => {
  it('lists a sign-in through the API as a login of that user, newest first', async () => {
    const clerk = await userId(ctx.database.db, 'clerk');
    await login(ctx.app, 'clerk', undefined, '10.0.0.7');
    const page = await log('kind=login');
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    const first = page.items[0]!;
    expect(first).toMatchObject({
      action: 'login',
      entity: 'security',
      actor: { id: clerk, username: 'clerk' },
      target: { type: 'user', id: clerk, username: 'clerk' },
    });
    expect(first.details).toMatchObject({ username: 'clerk', ip: '10.0.0.7' });
    expect(page.items.every((item) => item.action === 'login')).toBe(true);
    const times = page.items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists a refused sign-in with the username tried and no actor', async () => {
    const refused = await call('POST', '/api/auth/login', undefined, {
      username: 'no-such-user-77',
      password: 'Wrong-Password-1',
    });
    expect(refused.statusCode).toBe(401);
    const page = await log('kind=login-failed&q=no-such-user-77');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ action: 'login-failed', actor: null, target: null });
    expect(page.items[0]!.details).toMatchObject({ username: 'no-such-user-77', reason: 'unknown-user' });
  });
});

describe('exports are logged', () => {
  it('records an export of students with its filters (without paging) and row count', async () => {
    const classroom = json<{ data: { items: { id: number }[] } }>(
      await call('GET', '/api/classrooms?pageSize=1', admin),
    ).data.items[0]!.id;
    const listed = json<{ data: { total: number } }>(
      await call('GET', `/api/students?classroomId=${classroom}`, admin),
    ).data.total;
    expect(listed).toBeGreaterThan(0);
    const file = await call(
      'GET',
      `/api/students/export.xlsx?classroomId=${classroom}&page=1&pageSize=5`,
      admin,
    );
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);

    const item = (await log('kind=export')).items[0]!;
    expect(item).toMatchObject({ action: 'export', actor: { id: adminId, username: 'admin' }, target: null });
    expect(item.details).toEqual({
      what: 'students',
      title: 'دانش‌آموزان',
      filters: { classroomId: classroom },
      rows: listed,
    });
    expect(item.schoolId).not.toBeNull();
    expect(item.schoolName).toBeTruthy();
  });

  it('records a report export by the school manager, in their school', async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    const managerId = await userId(ctx.database.db, 'manager');
    const today = todayIso();
    const file = await call(
      'GET',
      `/api/attendance-reports/student-absences.xlsx?from=${today}&to=${today}`,
      manager,
    );
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const item = (await log(`kind=export&user=${managerId}`)).items[0]!;
    expect(item.actor).toMatchObject({ id: managerId, username: 'manager' });
    expect(item.details).toMatchObject({
      what: 'student-absences',
      filters: { from: today, to: today },
      rows: expect.any(Number),
    });
  });
});

describe('role and user changes', () => {
  it('shows a new role with its permissions, a role given to a user, and a password reset without secrets', async () => {
    const created = await call('POST', '/api/roles', admin, {
      name: 'بازرس امنیتی',
      permissions: ['students.list', 'classrooms.list'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = json<{ data: { id: number } }>(created).data;
    const target = await createUserWith(ctx.database.db, 'logtarget', ['students.list'], 0);
    const granted = await call('POST', '/api/user-roles', admin, {
      userId: target,
      roleId: role.id,
      schoolId: null,
    });
    expect(granted.statusCode, granted.body).toBe(201);

    const roleChanges = (await log('kind=roles')).items;
    expect(roleChanges[0]).toMatchObject({
      entity: 'user-roles',
      action: 'create',
      target: { type: 'user', id: target, username: 'logtarget' },
      details: { roleId: role.id, roleName: 'بازرس امنیتی' },
    });
    expect(roleChanges[1]).toMatchObject({
      entity: 'roles',
      action: 'create',
      target: { type: 'role', id: role.id, name: 'بازرس امنیتی' },
      details: { name: 'بازرس امنیتی', removed: [] },
    });
    expect((roleChanges[1]!.details.added as string[]).sort()).toEqual(['classrooms.list', 'students.list']);

    const user = json<{ data: { version: number } }>(await call('GET', `/api/users/${target}`, admin)).data;
    const reset = await call('PATCH', `/api/users/${target}`, admin, {
      version: user.version,
      password: 'Another-Strong-1404',
      fullName: 'کاربر هدف',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const users = await call('GET', '/api/security-log?kind=users', admin);
    expect(users.body).not.toMatch(/argon2|passwordHash/);
    const change = json<{ data: LogPage }>(users).data.items[0]!;
    expect(change).toMatchObject({
      entity: 'users',
      action: 'update',
      target: { id: target, name: 'کاربر هدف' },
    });
    expect(change.details.changed).toEqual(expect.arrayContaining(['password', 'fullName']));
    expect(change.details.after).toEqual({ fullName: 'کاربر هدف' });
    const passwords = (await log('kind=password')).items;
    expect(passwords[0]).toMatchObject({ action: 'password-reset', target: { id: target } });
  });
});

describe('filters', () => {
  let early: number;
  let late: number;
  beforeAll(async () => {
    // Two events 60 minutes apart on either side of midnight in Tehran (UTC+03:30): 10 and 11 March.
    for (const [username, at] of [
      ['night-before', '2024-03-10T20:00:00Z'],
      ['night-after', '2024-03-10T21:00:00Z'],
    ] as const) {
      await writeSecurityEvent(ctx.database.db, {
        actorId: null,
        action: 'login-failed',
        targetUserId: null,
        details: { username, ip: '10.9.9.9', reason: 'unknown-user' },
      });
      const [row] = await ctx.database.db
        .update(auditLog)
        .set({ at: new Date(at) })
        .where(eq(auditLog.id, (await log(`q=${username}`)).items[0]!.id))
        .returning({ id: auditLog.id });
      if (username === 'night-before') early = row!.id;
      else late = row!.id;
    }
  });

  it('reads a date range as Iranian days', async () => {
    expect((await log('from=2024-03-11&to=2024-03-11')).items.map((i) => i.id)).toEqual([late]);
    expect((await log('from=2024-03-10&to=2024-03-10')).items.map((i) => i.id)).toEqual([early]);
    expect((await log('from=2024-03-10&to=2024-03-11')).items.map((i) => i.id)).toEqual([late, early]);
    // Persian digits are read too.
    expect((await log(`from=${encodeURIComponent('۲۰۲۴-۰۳-۱۱')}&to=2024-03-11`)).total).toBe(1);
  });

  it('filters by actor, by kind and by text, and pages', async () => {
    const mine = await log(`user=${adminId}`);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.actor?.id === adminId)).toBe(true);
    const byName = await log(`kind=export&q=${encodeURIComponent('admin')}`);
    expect(byName.items.length).toBeGreaterThan(0);
    expect((await log('q=night-')).total).toBe(2);

    const all = await log('pageSize=100');
    const kinds = new Set(all.items.map((i) => i.entity));
    expect([...kinds].every((k) => ['security', 'roles', 'user-roles', 'users'].includes(k))).toBe(true);
    const second = await log('pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
  });
});

describe('who may read it', () => {
  it('refuses the school manager and a user holding only audit.view in one school (403), even with bad input', async () => {
    const manager = (await login(ctx.app, 'manager')).accessToken;
    await createUserWith(ctx.database.db, 'auditor', ['audit.view'], 0);
    const auditor = (await login(ctx.app, 'auditor')).accessToken;
    for (const token of [manager, auditor]) {
      for (const query of ['', '?pageSize=1000']) {
        const response = await call('GET', `/api/security-log${query}`, token);
        expect(response.statusCode).toBe(403);
        expect(json(response)).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await call('GET', '/api/security-log', teacher)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await call('GET', '/api/security-log');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('answers malformed queries with 400 and Persian messages', async () => {
    for (const [query, field] of [
      ['pageSize=1000', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=abc', 'page'],
      ['from=abc', 'from'],
      ['from=2025-02-30', 'from'],
      ['to=2024-13-01', 'to'],
      ['from=2024-03-11&to=2024-03-10', 'to'],
      ['kind=bogus', 'kind'],
      ['user=abc', 'user'],
      ['user=99999999999', 'user'],
      [`q=${'x'.repeat(500)}`, 'q'],
    ] as const) {
      const response = await call('GET', `/api/security-log?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      const body = json<{ success: boolean; errors: Record<string, string> }>(response);
      expect(body.success).toBe(false);
      expect(body.errors[field], query).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call('GET', '/api/security-log?sort=at:asc', admin)).statusCode).toBe(400);
  });
});
