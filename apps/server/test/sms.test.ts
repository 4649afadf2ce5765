import { smsParts } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, smsOutbox, smsSettings, students } from '../src/db/schema';
import { enqueueSms } from '../src/modules/sms/sms-outbox';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let admin: string;
let schools: number[];
type Item = Record<string, unknown> & { id: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function classroomOf(schoolId: number) {
  const [room] = await ctx.database.db
    .select()
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolId))
    .orderBy(classrooms.id)
    .limit(1);
  return room!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  schools = await schoolIds(ctx.database.db);
  await ctx.database.db
    .insert(smsSettings)
    .values({ id: 1, provider: 'log', pricePerPart: 1200, dailyCapPerSchool: 5000 });
});
afterAll(() => ctx.close());

describe('composing an SMS', () => {
  it("previews a classroom's parents with parts and cost, skips invalid numbers and sends a repeated number once", async () => {
    const room = await classroomOf(schools[0]!);
    const roll = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.classroomId, room.id))
      .orderBy(students.id);
    // One parent without a number, one with a landline, two siblings sharing a father.
    await ctx.database.db.update(students).set({ fatherMobile: null }).where(eq(students.id, roll[0]!.id));
    await ctx.database.db
      .update(students)
      .set({ fatherMobile: '02166400000' })
      .where(eq(students.id, roll[1]!.id));
    await ctx.database.db
      .update(students)
      .set({ fatherMobile: roll[3]!.fatherMobile })
      .where(eq(students.id, roll[2]!.id));
    const body = 'ولی گرامی {student}، کلاس {classroom} فردا ساعت ۱۰ جلسه دارد. {school}';
    const payload = { body, classroomIds: [room.id], numbers: '۰۹۳۵۱۱۱۲۲۳۳\n+989351112233\n12345' };

    const preview = await call('POST', '/api/sms/preview', manager, payload);
    expect(preview.statusCode, preview.body).toBe(200);
    const data = json<{ data: Record<string, unknown> & { sample: Item[]; invalid: Item[] } }>(preview).data;
    // 12 students: 2 without a mobile, 1 sharing a number → 9 parents, plus one typed number.
    expect(data.messages).toBe(10);
    expect(data.duplicates).toBe(2);
    expect(data.invalidCount).toBe(3);
    expect(data.invalid).toEqual(
      expect.arrayContaining([
        { name: '', value: '12345' },
        expect.objectContaining({ value: '02166400000' }),
        expect.objectContaining({ value: null }),
      ]),
    );
    const names = roll.map((s) => `${s.firstName} ${s.lastName}`);
    for (const message of data.sample.filter((m) => m.recipient !== '09351112233')) {
      expect(names.some((name) => String(message.body).includes(name))).toBe(true);
      expect(String(message.body)).toContain(room.name);
      expect(String(message.body)).not.toContain('{');
    }
    const parts = data.sample.reduce((sum, m) => sum + Number(m.parts), 0);
    expect(data.parts).toBe(parts);
    expect(data.cost).toBe(parts * 1200);
    expect(await ctx.database.db.select().from(smsOutbox)).toHaveLength(0);

    const sent = await call('POST', '/api/sms/send', manager, payload);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<{ data: { queued: number } }>(sent).data.queued).toBe(10);
    const rows = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'compose'));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(10);
    expect(rows.map((r) => r.recipient)).toContain('09351112233');
    expect(rows.map((r) => r.recipient)).not.toContain('02166400000');
    for (const row of rows) {
      expect(row.parts).toBe(smsParts(row.body));
      expect(row.cost).toBe(row.parts * 1200);
      expect(row.status).toBe('pending');
      expect(row.schoolId).toBe(schools[0]);
    }
  });

  it('offers the groups and placeholders, and sends to teachers and office staff of the current school', async () => {
    const info = json<{ data: { groups: string[]; pricePerPart: number } }>(
      await call('GET', '/api/sms/compose-info', manager),
    ).data;
    expect(info.groups).toEqual(expect.arrayContaining(['absentees-today', 'teachers', 'office-staff']));
    expect(info.pricePerPart).toBe(1200);
    const preview = await call('POST', '/api/sms/preview', manager, {
      body: 'همکار گرامی {name}، جلسه شورا ساعت ۱۳ است.',
      groups: ['teachers'],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = json<{ data: { messages: number; sample: Item[] } }>(preview).data;
    expect(data.messages).toBeGreaterThan(0);
    expect(String(data.sample[0]!.body)).toMatch(/^همکار گرامی \S+ \S+/);
  });

  it('refuses unknown placeholders, an empty text, no valid recipient, unknown groups and malformed input (400)', async () => {
    const room = await classroomOf(schools[0]!);
    const unknown = await call('POST', '/api/sms/send', manager, {
      body: '{debt} ریال {amount}',
      classroomIds: [room.id],
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ message: string }>(unknown).message).toContain('{debt}');
    expect(json<{ message: string }>(unknown).message).toContain('{amount}');
    for (const payload of [
      { body: '   ', classroomIds: [room.id] },
      { body: 'سلام', numbers: '123' },
      { body: 'سلام', groups: ['debtors-of-mars'] },
      { body: 'سلام', classroomIds: ['x'] },
      { body: 42 },
      { body: 'سلام', extra: true },
      { body: 'س'.repeat(2000), numbers: '09121234567' },
    ]) {
      const response = await call('POST', '/api/sms/send', manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
  });

  it("answers 404 for another school's classroom or student, and 403 without 'sms.send'", async () => {
    const foreignRoom = await classroomOf(schools[1]!);
    const [foreignStudent] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.schoolId, schools[1]!))
      .limit(1);
    expect(
      (await call('POST', '/api/sms/preview', manager, { body: 'سلام', classroomIds: [foreignRoom.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/sms/send', manager, { body: 'سلام', studentIds: [foreignStudent!.id] }))
        .statusCode,
    ).toBe(404);
    await createUserWith(ctx.database.db, 'sms-reader', ['sms.list']);
    const reader = (await login(ctx.app, 'sms-reader')).accessToken;
    const room = await classroomOf(schools[0]!);
    expect(
      (await call('POST', '/api/sms/send', reader, { body: 'سلام', classroomIds: [room.id] })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/sms/preview', reader, { body: 'سلام' })).statusCode).toBe(403);
    expect((await call('GET', '/api/sms/compose-info', reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/sms/messages', reader)).statusCode).toBe(200);
  });

  it("stops at the school's daily cap with a Persian message and queues nothing of that compose", async () => {
    await ctx.database.db.update(smsSettings).set({ dailyCapPerSchool: 12 });
    try {
      const numbers = Array.from({ length: 5 }, (_, i) => `0935000000${i}`).join('\n');
      const response = await call('POST', '/api/sms/send', manager, { body: 'آزمایش سقف', numbers });
      expect(response.statusCode).toBe(400);
      expect(json<{ code: string; message: string }>(response)).toMatchObject({ code: 'SMS_DAILY_CAP' });
      expect(json<{ message: string }>(response).message).toContain('سقف روزانه');
      const queued = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.body, 'آزمایش سقف'));
      expect(queued).toHaveLength(0);
    } finally {
      await ctx.database.db.update(smsSettings).set({ dailyCapPerSchool: 5000 });
    }
  });
});

describe('enqueueSms (for other modules)', () => {
  it('skips invalid numbers, queues a number and text once, and never twice for one dedupe key', async () => {
    const message = { schoolId: schools[0]!, body: 'یادآوری بدهی', kind: 'debt' };
    const first = await enqueueSms(
      ctx.database.db,
      [
        { ...message, recipient: '۰۹۱۹۹۹۹۰۰۰۱', dedupeKey: 'debt:1:2026-11-26' },
        { ...message, recipient: '09199990001' },
        { ...message, recipient: 'نامعتبر' },
      ],
      { userId: null },
    );
    expect(first).toEqual({ queued: 1, invalid: ['نامعتبر'] });
    const again = await enqueueSms(
      ctx.database.db,
      [{ ...message, recipient: '09199990001', dedupeKey: 'debt:1:2026-11-26' }],
      { userId: null },
    );
    expect(again.queued).toBe(0);
  });
});

describe('the SMS log', () => {
  it('lists the current school newest first with filters, exports it to Excel and re-sends a message', async () => {
    const list = await call('GET', '/api/sms/messages?pageSize=5&status=queued', manager);
    expect(list.statusCode, list.body).toBe(200);
    const page = json<{ data: { items: Item[]; total: number } }>(list).data;
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(11);
    // Newest first: the module's message (no user) before the manager's compose.
    expect(page.items[0]).toMatchObject({ state: 'queued', kind: 'debt', sentBy: null });
    expect(page.items.find((m) => m.kind === 'compose')).toMatchObject({ sentBy: 'زهرا احمدی', parts: 1 });
    const searched = json<{ data: { items: Item[] } }>(
      await call('GET', `/api/sms/messages?q=${encodeURIComponent('۰۹۳۵۱۱۱۲۲۳۳')}`, manager),
    ).data.items;
    expect(searched.map((m) => m.recipient)).toEqual(['09351112233']);
    const none = json<{ data: { total: number } }>(
      await call('GET', '/api/sms/messages?status=delivered', manager),
    );
    expect(none.data.total).toBe(0);

    const exported = await call('GET', '/api/sms/messages/export.xlsx?q=09351112233', manager);
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('گیرنده');
    expect(sheet.getRow(2).getCell(2).value).toBe('09351112233');
    expect(sheet.rowCount).toBe(2);

    const original = searched[0]!;
    const resent = await call('POST', `/api/sms/messages/${original.id}/resend`, manager);
    expect(resent.statusCode, resent.body).toBe(200);
    const copies = await ctx.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.recipient, '09351112233'), eq(smsOutbox.kind, 'resend')));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.body).toBe(original.body);
  });

  it("answers 404 for another school's message, 403 without the permissions and 400 for bad filters", async () => {
    const [foreign] = await ctx.database.db
      .insert(smsOutbox)
      .values({ schoolId: schools[1]!, recipient: '09120001111', body: 'دیگر', kind: 'compose' })
      .returning();
    expect((await call('POST', `/api/sms/messages/${foreign!.id}/resend`, manager)).statusCode).toBe(404);
    expect((await call('POST', '/api/sms/messages/abc/resend', manager)).statusCode).toBe(400);
    const other = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/sms/messages?pageSize=100', manager),
    );
    expect(other.data.items.map((m) => m.id)).not.toContain(foreign!.id);
    for (const query of ['status=lost', 'pageSize=1000', 'from=1405-13-01', 'kind=SP%40M', 'unknown=1']) {
      expect((await call('GET', `/api/sms/messages?${query}`, manager)).statusCode, query).toBe(400);
    }
    await createUserWith(ctx.database.db, 'sms-sender-only', ['sms.send']);
    const senderOnly = (await login(ctx.app, 'sms-sender-only')).accessToken;
    expect((await call('GET', '/api/sms/messages', senderOnly)).statusCode).toBe(403);
    expect((await call('GET', '/api/sms/messages/export.xlsx', senderOnly)).statusCode).toBe(403);
  });
});

describe('SMS settings', () => {
  it('keeps the API key server-side: saved, reported only as set, kept when left empty', async () => {
    const saved = await call('PUT', '/api/sms/settings', admin, {
      provider: 'kavenegar',
      apiKey: 'secret-key-123',
      sender: '10004346',
      pricePerPart: 1100,
      dailyCapPerSchool: 3000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('secret-key-123');
    expect(json<{ data: Item }>(saved).data).toMatchObject({
      provider: 'kavenegar',
      apiKeySet: true,
      sender: '10004346',
    });
    const read = await call('GET', '/api/sms/settings', admin);
    expect(read.body).not.toContain('secret-key-123');
    expect(json<{ data: Item }>(read).data).toMatchObject({ apiKeySet: true, pricePerPart: 1100 });
    const kept = await call('PUT', '/api/sms/settings', admin, {
      provider: 'kavenegar',
      apiKey: '',
      sender: '10004346',
      pricePerPart: 1200,
      dailyCapPerSchool: 5000,
    });
    expect(kept.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(smsSettings);
    expect(row!.apiKey).toBe('secret-key-123');
    const back = await call('PUT', '/api/sms/settings', admin, {
      provider: 'log',
      clearApiKey: true,
      pricePerPart: 1200,
      dailyCapPerSchool: 5000,
    });
    expect(json<{ data: Item }>(back).data).toMatchObject({ provider: 'log', apiKeySet: false });
  });

  it('refuses a provider without its key, bad values (400), and school-bound users (403)', async () => {
    const noKey = await call('PUT', '/api/sms/settings', admin, {
      provider: 'kavenegar',
      sender: '',
      pricePerPart: 0,
      dailyCapPerSchool: 10,
    });
    expect(noKey.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noKey).errors.apiKey).toBeTruthy();
    for (const payload of [
      { provider: 'twilio', pricePerPart: 0, dailyCapPerSchool: 1 },
      { provider: 'log', pricePerPart: -1, dailyCapPerSchool: 1 },
      { provider: 'log', pricePerPart: 0, dailyCapPerSchool: 'many' },
      { provider: 'log', pricePerPart: 0, dailyCapPerSchool: 1, sender: '10-00' },
    ]) {
      expect(
        (await call('PUT', '/api/sms/settings', admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect((await call('GET', '/api/sms/settings', manager)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', '/api/sms/settings', manager, {
          provider: 'log',
          pricePerPart: 0,
          dailyCapPerSchool: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('SMS templates', () => {
  it('are kept per school and refuse placeholders a compose cannot fill, naming them', async () => {
    const created = await call('POST', '/api/sms-templates', manager, {
      title: 'دعوت به جلسه',
      body: 'ولی گرامی {student}، جلسه اولیا {date} در {school} برگزار می‌شود.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await call('POST', '/api/sms-templates', manager, {
      title: 'بدهی',
      body: 'بدهی {debt} ریال',
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(refused).errors.body).toContain('{debt}');
    const id = json<{ data: Item }>(created).data.id;
    const [foreignRoom] = await ctx.database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.schoolId, schools[1]!));
    expect(foreignRoom).toBeDefined();
    await createUserWith(
      ctx.database.db,
      'other-school-manager',
      ['sms-templates.list', 'sms-templates.edit'],
      1,
    );
    const other = (await login(ctx.app, 'other-school-manager')).accessToken;
    expect((await call('GET', `/api/sms-templates/${id}`, other)).statusCode).toBe(404);
  });
});
