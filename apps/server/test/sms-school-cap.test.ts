/**
 * A school's own daily SMS cap (schools.smsDailyCap) overrides the network's: only who holds the SMS
 * settings sets it (a school's manager gets 403, malformed values 400), compose-info reports it and
 * every queue obeys it — absence notices included, which go through the SMS module's enqueueSms and
 * so carry parts and cost, and are simply not queued once the cap is reached.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, smsOutbox, smsSettings, students } from '../src/db/schema';
import { queueAbsenceNotices } from '../src/modules/attendance/absence-notices';
import { queuedToday } from '../src/modules/sms/sms-outbox';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let manager: string;
let schoolA: number;
let schoolB: number;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function patchSchool(token: string, id: number, body: object) {
  const { version } = json<{ data: { version: number } }>(
    await call('GET', `/api/schools/${id}`, admin),
  ).data;
  return call('PATCH', `/api/schools/${id}`, token, { version, ...body });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
  await ctx.database.db
    .insert(smsSettings)
    .values({ id: 1, provider: 'log', pricePerPart: 900, dailyCapPerSchool: 5000 });
});
afterAll(() => ctx.close());

describe("a school's own daily SMS cap", () => {
  it('is set by who holds the SMS settings only, and refuses malformed values in Persian', async () => {
    const refused = await patchSchool(manager, schoolA, { smsDailyCap: 100_000 });
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toContain('سقف روزانه پیامک');
    const own = json<{ data: { version: number } }>(
      await call('GET', '/api/school-information', manager),
    ).data;
    const viaInformation = await call('PATCH', '/api/school-information', manager, {
      version: own.version,
      smsDailyCap: 1,
    });
    expect(viaInformation.statusCode).toBe(403);
    // The manager still edits the rest of the school's record.
    const phone = await patchSchool(manager, schoolA, { phone: '02166400009' });
    expect(phone.statusCode, phone.body).toBe(200);

    for (const smsDailyCap of [-1, 2.5, 'بسیار', 2_000_000]) {
      const bad = await patchSchool(admin, schoolA, { smsDailyCap });
      expect(bad.statusCode, String(smsDailyCap)).toBe(400);
      expect(json<{ message: string }>(bad).message).toMatch(/[\u0600-\u06FF]/);
    }
    const set = await patchSchool(admin, schoolA, { smsDailyCap: '۳' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<{ data: { smsDailyCap: number } }>(set).data.smsDailyCap).toBe(3);
  });

  it('is what compose-info reports and what a compose is held to, in that school only', async () => {
    await ctx.database.db.update(schools).set({ smsDailyCap: 2 }).where(eq(schools.id, schoolA));
    try {
      const info = json<{ data: { dailyCap: number; queuedToday: number } }>(
        await call('GET', '/api/sms/compose-info', manager),
      ).data;
      expect(info.dailyCap).toBe(2);
      const already = await queuedToday(ctx.database.db, schoolA);
      const numbers = ['09350000101', '09350000102', '09350000103'].slice(0, Math.max(3 - already, 1));
      const response = await call('POST', '/api/sms/send', manager, {
        body: 'سقف مدرسه',
        numbers: numbers.join('\n'),
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ code: string; message: string }>(response)).toMatchObject({ code: 'SMS_DAILY_CAP' });
      expect(json<{ message: string }>(response).message).toContain('۲ پیام');
    } finally {
      await ctx.database.db.update(schools).set({ smsDailyCap: null }).where(eq(schools.id, schoolA));
    }
    const other = await ctx.database.db.select().from(schools).where(eq(schools.id, schoolB));
    expect(other[0]!.smsDailyCap).toBeNull();
  });
});

describe('absence notices through the SMS module', () => {
  it('carry parts and cost, and are not queued past the cap while the sheet still saves', async () => {
    const db = ctx.database.db;
    await db.update(schools).set({ absenceSmsEnabled: true }).where(eq(schools.id, schoolB));
    const roster = await db
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolB))
      .orderBy(students.id)
      .limit(3);
    for (const [i, s] of roster.entries())
      await db
        .update(students)
        .set({ fatherMobile: `0912555000${i}` })
        .where(eq(students.id, s.id));
    const userId = 1;

    const queued = await queueAbsenceNotices(db, {
      schoolId: schoolB,
      date: '2025-10-05',
      studentIds: [roster[0]!.id],
      userId,
    });
    expect(queued).toBe(1);
    const [notice] = await db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.dedupeKey, `absence:${roster[0]!.id}:%`));
    expect(notice).toMatchObject({ kind: 'absence', recipient: '09125550000', cost: notice!.parts * 900 });
    expect(notice!.recipientName).toContain(roster[0]!.lastName);
    // The same student and day again: never twice.
    expect(
      await queueAbsenceNotices(db, {
        schoolId: schoolB,
        date: '2025-10-05',
        studentIds: [roster[0]!.id],
        userId,
      }),
    ).toBe(0);

    // A cap already reached: nothing of this batch is queued, and no error reaches the sheet.
    const today = await queuedToday(db, schoolB);
    await db
      .update(schools)
      .set({ smsDailyCap: today + 1 })
      .where(eq(schools.id, schoolB));
    try {
      const capped = await queueAbsenceNotices(db, {
        schoolId: schoolB,
        date: '2025-10-06',
        studentIds: [roster[1]!.id, roster[2]!.id],
        userId,
      });
      expect(capped).toBe(0);
      const none = await db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.schoolId, schoolB), like(smsOutbox.dedupeKey, 'absence:%:2025-10-06')));
      expect(none).toHaveLength(0);
    } finally {
      await db
        .update(schools)
        .set({ smsDailyCap: null, absenceSmsEnabled: false })
        .where(eq(schools.id, schoolB));
    }
  });
});
