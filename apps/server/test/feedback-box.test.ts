/**
 * The feedback box: a signed message carries its sender, an anonymous one leaves the sender's id
 * in no table at all (not the message, not its audit row, nothing else); the manager lists,
 * filters, replies and sets the status, and a signed sender finds the reply in their notifications
 * and among their own messages; a sent message's words never change; missing permissions 403,
 * another school's ids 404, malformed input 400 in Persian; migration 0039's role defaults.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_ROLES } from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { executeRows } from '../src/db/execute-rows';
import { auditLog, feedbackMessages, notifications, roles, userRoles, users } from '../src/db/schema';
import { bearer, createTestContext, json, login, TEST_PASSWORD, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let sender: string;
let senderId: number;
let outsider: string;
let schoolB: number;
/** An id no seeded row can hold by chance, so finding it anywhere means the sender was written. */
const HIDDEN_ID = 987_654;
const HIDDEN_NAME = 'فرستنده‌ی-پنهان';

type Message = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

const message = (extra: Record<string, unknown> = {}) => ({
  category: 'suggestion',
  subject: 'موضوع آزمایشی',
  message: 'متن پیام آزمایشی',
  ...extra,
});

async function send(token: string, body: Record<string, unknown>): Promise<Message> {
  const response = await call('POST', '/api/feedback-box', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Message }>(response).data;
}

/** Every row of every table whose text holds `needle`, as "table: row". */
async function rowsHolding(needle: string): Promise<string[]> {
  const tables = await executeRows<{ name: string }>(
    ctx.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await executeRows<{ row: string }>(
      ctx.database.db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t
          where row_to_json(t)::text ~ ${`(^|[^0-9])${needle}([^0-9]|$)`}`,
    );
    found.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return found.sort();
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  manager = (await login(ctx.app, 'manager')).accessToken;
  const schools = await schoolIds(db);
  schoolB = schools[1]!;
  // The sender of the anonymous messages, with an id and a name found nowhere else.
  const [role] = await db
    .insert(roles)
    .values({ name: 'role-hidden-sender', permissions: ['feedback-box.add'] })
    .returning();
  await db.insert(users).values({
    id: HIDDEN_ID,
    username: 'hidden-sender',
    fullName: HIDDEN_NAME,
    passwordHash: await hashPassword(TEST_PASSWORD),
    currentSchoolId: schools[0]!,
  });
  await db.insert(userRoles).values({ userId: HIDDEN_ID, roleId: role!.id, schoolId: schools[0]! });
  senderId = await createUserWith(db, 'feedback-sender', ['feedback-box.add'], 0);
  sender = (await login(ctx.app, 'feedback-sender')).accessToken;
  await createUserWith(db, 'feedback-outsider', ['students.list'], 0);
  outsider = (await login(ctx.app, 'feedback-outsider')).accessToken;
});
afterAll(() => ctx.close());

describe('sending', () => {
  it('signs a message with its sender', async () => {
    const sent = await send(sender, message({ subject: 'پیام امضاشده' }));
    expect(sent).toMatchObject({ anonymous: false, senderId, status: 'new', reply: null });
    const [row] = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.id, sent.id));
    expect(row).toMatchObject({ senderId, createdBy: senderId, updatedBy: senderId });
  });

  it('keeps no trace of who sent an anonymous message, in any table', async () => {
    const token = (await login(ctx.app, 'hidden-sender')).accessToken;
    // Everything holding the sender before sending: their account, role, session, sign-in.
    const idBefore = await rowsHolding(String(HIDDEN_ID));
    const nameBefore = await rowsHolding(HIDDEN_NAME);
    const usernameBefore = await rowsHolding('hidden-sender');
    expect(idBefore.length).toBeGreaterThan(0);

    const sent = await send(
      token,
      message({ category: 'complaint', subject: 'پیام ناشناس', message: 'متن ناشناس', anonymous: true }),
    );
    expect(sent).toMatchObject({ anonymous: true, senderId: null, status: 'new' });
    // Nothing new holds the sender's id, name or username anywhere.
    expect(await rowsHolding(String(HIDDEN_ID))).toEqual(idBefore);
    expect(await rowsHolding(HIDDEN_NAME)).toEqual(nameBefore);
    expect(await rowsHolding('hidden-sender')).toEqual(usernameBefore);

    const { db } = ctx.database;
    const [row] = await db.select().from(feedbackMessages).where(eq(feedbackMessages.id, sent.id));
    expect(row).toMatchObject({ senderId: null, createdBy: null, updatedBy: null });
    // Only the hour is kept: no exact moment to set beside the sender's activity.
    expect(row!.createdAt.getTime() % 3_600_000).toBe(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, sent.id));
    const created = audit.find((a) => a.entity === 'feedback-box' && a.action === 'create');
    expect(created).toMatchObject({ userId: null });
    expect(created!.at.getTime() % 3_600_000).toBe(0);

    // Nobody's own messages hold it, the sender's included.
    const mine = json<{ data: { items: Message[] } }>(
      await call('GET', '/api/feedback-box/mine', token),
    ).data;
    expect(mine.items).toEqual([]);
    // The manager sees it without a sender.
    const seen = json<{ data: Message & { _titles?: Record<string, string> } }>(
      await call('GET', `/api/feedback-box/${sent.id}`, manager),
    ).data;
    expect(seen.senderId).toBeNull();
    expect(seen._titles?.senderId).toBeUndefined();
  });

  it('refuses a sender without the permission (403) and malformed messages (400)', async () => {
    const refused = await call('POST', '/api/feedback-box', outsider, message());
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/feedback-box/mine', outsider)).statusCode).toBe(403);
    for (const body of [
      {},
      message({ category: 'gossip' }),
      message({ subject: '' }),
      message({ message: 'x'.repeat(5000) }),
      message({ anonymous: 'yes' }),
      message({ senderId: 1 }),
      message({ status: 'closed' }),
    ]) {
      const response = await call('POST', '/api/feedback-box', sender, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
  });
});

describe('the manager', () => {
  let signed: Message;
  let anonymous: Message;

  beforeAll(async () => {
    signed = await send(sender, message({ category: 'question', subject: 'پرسش امضاشده' }));
    anonymous = await send(sender, message({ subject: 'پیام ناشناس دوم', anonymous: true }));
  });

  it('lists and filters the box, and cannot read it without the permission', async () => {
    const list = json<{ data: { items: Message[] } }>(
      await call('GET', '/api/feedback-box?pageSize=100&category=question', manager),
    ).data.items;
    expect(list.map((m) => m.id)).toContain(signed.id);
    expect(list.every((m) => m.category === 'question')).toBe(true);
    const anonymousOnes = json<{ data: { items: Message[] } }>(
      await call('GET', '/api/feedback-box?pageSize=100&anonymous=true', manager),
    ).data.items;
    expect(anonymousOnes.map((m) => m.id)).toContain(anonymous.id);
    expect(anonymousOnes.every((m) => m.senderId === null)).toBe(true);
    for (const url of ['/api/feedback-box', `/api/feedback-box/${signed.id}`]) {
      expect((await call('GET', url, sender)).statusCode, url).toBe(403);
    }
  });

  it('replies to a signed message: the sender is notified and reads the reply among their own', async () => {
    const response = await call('POST', `/api/feedback-box/${signed.id}/reply`, manager, {
      version: signed.version,
      status: 'answered',
      reply: 'پاسخ مدیر به پرسش',
    });
    expect(response.statusCode, response.body).toBe(200);
    const replied = json<{ data: Message }>(response).data;
    expect(replied).toMatchObject({
      status: 'answered',
      reply: 'پاسخ مدیر به پرسش',
      version: signed.version + 1,
    });
    expect(replied.repliedAt).toBeTruthy();

    const feed = json<{ data: { items: { kind: string; title: string; link: string; read: boolean }[] } }>(
      await call('GET', '/api/notifications', sender),
    ).data.items;
    expect(feed).toContainEqual(
      expect.objectContaining({
        kind: 'feedback-reply',
        title: 'پاسخ به پیام شما: پرسش امضاشده',
        link: `/manager/feedback-box/mine#feedback-${signed.id}`,
        read: false,
      }),
    );
    const mine = json<{ data: { items: Message[] } }>(await call('GET', '/api/feedback-box/mine', sender))
      .data.items;
    expect(mine.find((m) => m.id === signed.id)).toMatchObject({
      status: 'answered',
      reply: 'پاسخ مدیر به پرسش',
      subject: 'پرسش امضاشده',
    });
    // Only signed ones: the anonymous message sent by the same user is not theirs to see.
    expect(mine.map((m) => m.id)).not.toContain(anonymous.id);

    // A status change alone notifies nobody again.
    const before = (await ctx.database.db.select().from(notifications)).length;
    const closed = await call('POST', `/api/feedback-box/${signed.id}/reply`, manager, {
      version: replied.version,
      status: 'closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json<{ data: Message }>(closed).data.reply).toBe('پاسخ مدیر به پرسش');
    expect((await ctx.database.db.select().from(notifications)).length).toBe(before);
  });

  it('replies to an anonymous message with nobody to notify, and keeps the history', async () => {
    const before = (await ctx.database.db.select().from(notifications)).length;
    const response = await call('POST', `/api/feedback-box/${anonymous.id}/reply`, manager, {
      version: anonymous.version,
      status: 'in-review',
      reply: 'در حال بررسی است.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ctx.database.db.select().from(notifications)).length).toBe(before);
    const history = json<{ data: { action: string; userName: string | null }[] }>(
      await call('GET', `/api/feedback-box/${anonymous.id}/history`, manager),
    ).data;
    expect(history.map((h) => [h.action, h.userName])).toEqual([
      ['update', 'زهرا احمدی'],
      ['create', null],
    ]);
  });

  it('refuses a stale version (409), a bad status (400) and another school’s message (404)', async () => {
    const [current] = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.id, anonymous.id));
    const stale = await call('POST', `/api/feedback-box/${anonymous.id}/reply`, manager, {
      version: current!.version - 1,
      status: 'closed',
    });
    expect(stale.statusCode).toBe(409);
    for (const body of [
      { version: current!.version, status: 'lost' },
      { version: current!.version },
      { version: current!.version, status: 'closed', reply: 'x'.repeat(5000) },
      { version: current!.version, status: 'closed', extra: 1 },
    ]) {
      const response = await call('POST', `/api/feedback-box/${anonymous.id}/reply`, manager, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
    expect((await call('POST', '/api/feedback-box/abc/reply', manager, { version: 1 })).statusCode).toBe(400);

    const [elsewhere] = await ctx.database.db
      .insert(feedbackMessages)
      .values({
        schoolId: schoolB,
        category: 'other',
        subject: 'مدرسه دیگر',
        message: 'متن',
        anonymous: true,
      })
      .returning();
    for (const [method, url, body] of [
      ['GET', `/api/feedback-box/${elsewhere!.id}`],
      ['POST', `/api/feedback-box/${elsewhere!.id}/reply`, { version: 1, status: 'closed' }],
      ['PATCH', `/api/feedback-box/${elsewhere!.id}`, { version: 1 }],
      ['DELETE', `/api/feedback-box/${elsewhere!.id}`],
    ] as const) {
      expect((await call(method, url, manager, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // A sender may not answer.
    expect(
      (
        await call('POST', `/api/feedback-box/${anonymous.id}/reply`, sender, {
          version: 1,
          status: 'closed',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("may file a message under another category, never change the sender's words", async () => {
    const [current] = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.id, signed.id));
    const filed = await call('PATCH', `/api/feedback-box/${signed.id}`, manager, {
      version: current!.version,
      category: 'suggestion',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    for (const change of [{ message: 'متن دیگر' }, { anonymous: true }]) {
      const response = await call('PATCH', `/api/feedback-box/${signed.id}`, manager, {
        version: current!.version + 1,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(
        'متن پیام فرستاده‌شده و ناشناس بودن آن تغییر نمی‌کند.',
      );
    }
  });
});

describe('migration 0039', () => {
  it('lets every built-in role send and only the school manager read the box, sparing edited roles', async () => {
    const { db } = ctx.database;
    const held = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!;
    const teacher = await held(BUILT_IN_ROLES.teacher);
    const clerk = await held(BUILT_IN_ROLES.clerk);
    const deputy = await held(BUILT_IN_ROLES.trainingDeputy);
    // As before: the teacher could not send, the office and the training deputy read the box; a
    // network edited its training deputy (version 2) and keeps its choice.
    await db
      .update(roles)
      .set({ permissions: teacher.permissions.filter((p) => p !== 'feedback-box.add') })
      .where(eq(roles.id, teacher.id));
    await db
      .update(roles)
      .set({ permissions: [...clerk.permissions, 'feedback-box.list', 'feedback-box.edit'] })
      .where(eq(roles.id, clerk.id));
    await db
      .update(roles)
      .set({ permissions: [...deputy.permissions, 'feedback-box.list'], version: 2 })
      .where(eq(roles.id, deputy.id));
    const file = path.join(import.meta.dirname, '../drizzle/0039_feedback_box_role_defaults.sql');
    for (let run = 0; run < 2; run++)
      for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));

    const teacherAfter = (await held(BUILT_IN_ROLES.teacher)).permissions;
    expect(teacherAfter.filter((p) => p === 'feedback-box.add')).toEqual(['feedback-box.add']);
    const clerkAfter = (await held(BUILT_IN_ROLES.clerk)).permissions;
    expect(clerkAfter).toContain('feedback-box.add');
    expect(clerkAfter).not.toContain('feedback-box.list');
    expect(clerkAfter).not.toContain('feedback-box.edit');
    expect((await held(BUILT_IN_ROLES.trainingDeputy)).permissions).toContain('feedback-box.list');
    const managerRole = (await held(BUILT_IN_ROLES.schoolManager)).permissions;
    expect(managerRole).toEqual(
      expect.arrayContaining(['feedback-box.list', 'feedback-box.edit', 'feedback-box.add']),
    );
  });
});
