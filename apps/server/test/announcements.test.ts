/**
 * Announcements and notifications: an announcement reaches exactly its audience (a role of theirs in
 * one of its schools, every role when none is named) while today lies in its window; reads are per
 * user; the body is sanitised on the way in; a manager keeps to their own school's announcements;
 * missing permissions are 403, another school's ids 404 and malformed input 400 in Persian.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads, notifications, userRoles, users } from '../src/db/schema';
import { notifyUser } from '../src/modules/notifications';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let admin: string;
let schoolA: number;
let schoolB: number;
const tokens: Record<string, string> = {};
const ids = { everyoneA: 0, aliceRoleA: 0, schoolB: 0, ended: 0, future: 0 };
let aliceRole: number;

type Item = { source: string; id: number; kind: string; title: string; read: boolean; link: string | null };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function announce(token: string, body: Record<string, unknown>): Promise<number> {
  const response = await call('POST', '/api/info', token, {
    body: '<p>متن اطلاعیه</p>',
    publishFrom: day(-1),
    publishTo: day(5),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { id: number } }>(response).data.id;
}

async function feed(user: string): Promise<Item[]> {
  const response = await call('GET', '/api/notifications?pageSize=100', tokens[user]!);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: Item[] } }>(response).data.items;
}

const announcementIds = async (user: string) =>
  (await feed(user)).filter((i) => i.source === 'announcement').map((i) => i.id);

async function unread(user: string): Promise<number> {
  const bell = json<{ data: { unread: number } }>(
    await call('GET', '/api/dashboard/notifications', tokens[user]!),
  ).data.unread;
  const count = json<{ data: { count: number } }>(
    await call('GET', '/api/notifications/unread-count', tokens[user]!),
  ).data.count;
  expect(bell).toBe(count);
  return count;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  for (const [name, school] of [
    ['alice', 0],
    ['bob', 0],
    ['carol', 1],
    ['network', null],
  ] as const) {
    await createUserWith(db, `notice-${name}`, [], school);
    tokens[name] = (await login(ctx.app, `notice-${name}`)).accessToken;
  }
  const [alice] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(users.username, 'notice-alice'));
  aliceRole = alice!.roleId;

  ids.everyoneA = await announce(manager, { title: 'اطلاعیه همه مدرسه الف', schoolIds: [schoolA] });
  ids.aliceRoleA = await announce(manager, {
    title: 'اطلاعیه سمت آلیس',
    schoolIds: [schoolA],
    roleIds: [aliceRole],
  });
  ids.schoolB = await announce(admin, { title: 'اطلاعیه مدرسه ب', schoolIds: [schoolB] });
  ids.ended = await announce(manager, {
    title: 'اطلاعیه تمام‌شده',
    schoolIds: [schoolA],
    publishFrom: day(-10),
    publishTo: day(-5),
  });
  ids.future = await announce(manager, {
    title: 'اطلاعیه آینده',
    schoolIds: [schoolA],
    publishFrom: day(3),
    publishTo: day(9),
  });
});
afterAll(() => ctx.close());

describe('the audience of an announcement', () => {
  it('reaches every role of its schools when it names none, and no other school', async () => {
    expect(await announcementIds('alice')).toContain(ids.everyoneA);
    expect(await announcementIds('bob')).toContain(ids.everyoneA);
    expect(await announcementIds('carol')).not.toContain(ids.everyoneA);
    expect(await announcementIds('carol')).toContain(ids.schoolB);
    expect(await announcementIds('alice')).not.toContain(ids.schoolB);
  });

  it('reaches only the roles it names', async () => {
    expect(await announcementIds('alice')).toContain(ids.aliceRoleA);
    expect(await announcementIds('bob')).not.toContain(ids.aliceRoleA);
    // A network-wide role is in every school, but not of the role named.
    const network = await announcementIds('network');
    expect(network).toEqual(expect.arrayContaining([ids.everyoneA, ids.schoolB]));
    expect(network).not.toContain(ids.aliceRoleA);
  });

  it('is not shown before or after its window', async () => {
    for (const user of ['alice', 'bob', 'network']) {
      const shown = await announcementIds(user);
      expect(shown).not.toContain(ids.ended);
      expect(shown).not.toContain(ids.future);
    }
    expect(
      (await call('GET', `/api/notifications/announcements/${ids.ended}`, tokens.alice!)).statusCode,
    ).toBe(404);
  });

  it('is read in full by its audience only', async () => {
    const own = await call('GET', `/api/notifications/announcements/${ids.aliceRoleA}`, tokens.alice!);
    expect(own.statusCode).toBe(200);
    expect(json<{ data: { title: string; body: string } }>(own).data).toMatchObject({
      title: 'اطلاعیه سمت آلیس',
      body: '<p>متن اطلاعیه</p>',
    });
    for (const [user, id] of [
      ['bob', ids.aliceRoleA],
      ['alice', ids.schoolB],
    ] as const) {
      const other = await call('GET', `/api/notifications/announcements/${id}`, tokens[user]!);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('puts pinned ones on the dashboard, with plain text', async () => {
    const id = await announce(manager, {
      title: 'اطلاعیه سنجاق‌شده',
      body: '<p>سطر <strong>یک</strong></p><p>سطر دو &amp; سه</p>',
      schoolIds: [schoolA],
      pinned: true,
    });
    const pinned = json<{ data: { id: number; excerpt: string }[] }>(
      await call('GET', '/api/notifications/pinned', tokens.bob!),
    ).data;
    expect(pinned.find((p) => p.id === id)?.excerpt).toBe('سطر یک سطر دو & سه');
    const carols = json<{ data: { id: number }[] }>(
      await call('GET', '/api/notifications/pinned', tokens.carol!),
    ).data;
    expect(carols.map((p) => p.id)).not.toContain(id);
  });
});

describe('reading', () => {
  it('marks one read for that user only, and everything at once', async () => {
    const aliceBefore = await unread('alice');
    const bobBefore = await unread('bob');
    expect(aliceBefore).toBeGreaterThanOrEqual(2);
    const read = await call('POST', '/api/notifications/read', tokens.alice!, {
      source: 'announcement',
      id: ids.everyoneA,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(json<{ data: { count: number } }>(read).data.count).toBe(aliceBefore - 1);
    // Twice is once.
    await call('POST', '/api/notifications/read', tokens.alice!, {
      source: 'announcement',
      id: ids.everyoneA,
    });
    expect(await unread('alice')).toBe(aliceBefore - 1);
    expect(await unread('bob')).toBe(bobBefore);
    expect(
      (await feed('alice')).find((i) => i.id === ids.everyoneA && i.source === 'announcement')?.read,
    ).toBe(true);
    expect((await feed('bob')).find((i) => i.id === ids.everyoneA && i.source === 'announcement')?.read).toBe(
      false,
    );

    const all = await call('POST', '/api/notifications/read-all', tokens.alice!);
    expect(all.statusCode).toBe(200);
    expect(await unread('alice')).toBe(0);
    expect((await feed('alice')).every((i) => i.read)).toBe(true);
    expect(await unread('bob')).toBe(bobBefore);
  });

  it("refuses to mark another's notification or an announcement outside the audience (404)", async () => {
    const { db } = ctx.database;
    const [bob] = await db.select().from(users).where(eq(users.username, 'notice-bob'));
    await notifyUser(db, { userId: bob!.id, kind: 'test', title: 'برای باب', link: '/dashboard' });
    const [note] = await db.select().from(notifications).where(eq(notifications.title, 'برای باب'));
    for (const body of [
      { source: 'notification', id: note!.id },
      { source: 'announcement', id: ids.schoolB },
      { source: 'announcement', id: ids.future },
    ]) {
      const response = await call('POST', '/api/notifications/read', tokens.alice!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
    const reads = await db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, ids.schoolB));
    expect(reads).toEqual([]);
    expect((await feed('bob')).find((i) => i.source === 'notification' && i.id === note!.id)).toMatchObject({
      kind: 'test',
      read: false,
      link: '/dashboard',
    });
  });

  it('refuses malformed input with Persian messages (400)', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/notifications/read', { source: 'email', id: 1 }],
      ['POST', '/api/notifications/read', { source: 'announcement', id: 'abc' }],
      ['POST', '/api/notifications/read', { source: 'announcement' }],
      ['GET', '/api/notifications?page=0'],
      ['GET', '/api/notifications?pageSize=1000'],
      ['GET', '/api/notifications/announcements/abc'],
    ] as const) {
      const response = await call(method, url, tokens.alice!, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('writing announcements', () => {
  it('sanitises the body and refuses one that keeps nothing', async () => {
    const response = await call('POST', '/api/info', manager, {
      title: 'اطلاعیه با اسکریپت',
      body: '<p onclick="alert(1)">سلام<script>alert(1)</script> <a href="javascript:alert(1)">پیوند</a></p>',
      publishFrom: day(0),
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = json<{ data: { body: string; schoolIds: number[]; roleIds: number[] } }>(response).data;
    expect(saved.body).toMatch(/^<p>سلام <a[^>]*>پیوند<\/a><\/p>$/);
    expect(saved.body).not.toMatch(/onclick|script|javascript/i);
    // No schools chosen: the current one; no roles: all of them.
    expect(saved.schoolIds).toEqual([schoolA]);
    expect(saved.roleIds).toEqual([]);
    const empty = await call('POST', '/api/info', manager, {
      title: 'فقط اسکریپت',
      body: '<script>alert(1)</script>',
      publishFrom: day(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(empty).errors.body).toBe('متن اطلاعیه خالی است.');
  });

  it('refuses a window that ends before it starts, and another school as audience', async () => {
    const backwards = await call('POST', '/api/info', manager, {
      title: 'پنجره وارونه',
      body: '<p>متن</p>',
      publishFrom: day(5),
      publishTo: day(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(backwards).errors.publishTo).toBe(
      'پایان انتشار نباید پیش از آغاز آن باشد.',
    );
    const elsewhere = await call('POST', '/api/info', manager, {
      title: 'به مدرسه دیگر',
      body: '<p>متن</p>',
      publishFrom: day(0),
      schoolIds: [schoolB],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(elsewhere).errors.schoolIds).toBeDefined();
  });

  it("keeps a school's manager to announcements of their school: another school's is 404", async () => {
    for (const [method, url] of [
      ['GET', `/api/info/${ids.schoolB}`],
      ['PATCH', `/api/info/${ids.schoolB}`],
      ['DELETE', `/api/info/${ids.schoolB}`],
    ] as const) {
      const response = await call(method, url, manager, method === 'PATCH' ? { version: 1 } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = json<{ data: { items: { id: number }[] } }>(
      await call('GET', '/api/info?pageSize=100', manager),
    ).data.items;
    expect(list.map((i) => i.id)).toContain(ids.everyoneA);
    expect(list.map((i) => i.id)).not.toContain(ids.schoolB);
  });

  it('refuses a user without the permission (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/info'],
      ['POST', '/api/info'],
      ['GET', `/api/info/${ids.everyoneA}`],
    ] as const) {
      const response = await call(method, url, tokens.alice!, method === 'POST' ? { title: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
