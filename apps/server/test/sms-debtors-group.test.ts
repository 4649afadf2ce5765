/**
 * The SMS compose page's 'debtors' group, registered by the debts module: the parents of the
 * current school's students with a debt already due, never another school's, and only for a user
 * who may send SMS.
 */
import { normalizeMobile } from '@school/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSettings, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let schools: number[];
type Item = Record<string, unknown> & { id: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function created(url: string, body: unknown, token: string): Promise<Item> {
  const response = await call('POST', url, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

/** A studying student of the school who owes nothing due yet, given a father's mobile of its own. */
async function studentWithMobile(schoolId: number, mobile: string, exclude: number[]) {
  const [student] = await ctx.database.db
    .select()
    .from(students)
    .where(
      and(eq(students.schoolId, schoolId), eq(students.status, 'studying'), notInArray(students.id, exclude)),
    )
    .orderBy(students.id)
    .limit(1);
  await ctx.database.db.update(students).set({ fatherMobile: mobile }).where(eq(students.id, student!.id));
  return student!;
}

/** A debt for the student, due long ago, created by a user of the student's school. */
async function debtFor(studentId: number, token: string) {
  const type = await created('/api/debt-types', { title: 'اردو', defaultAmount: '۵۰۰٬۰۰۰' }, token);
  return created(
    '/api/student-debts',
    { studentId, debtTypeId: type.id, amount: '۵۰۰٬۰۰۰', dueDate: '2025-09-23', instalmentCount: '۱' },
    token,
  );
}

/** The debtors list's students with something overdue (the debts module's own list). */
async function overdueDebtorIds(token: string): Promise<number[]> {
  const response = await call('GET', '/api/debts/debtors?overdueOnly=1', token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { debtors: { studentId: number }[] } }>(response).data.debtors.map((d) => d.studentId);
}

/** Each student's parent number as the compose picks it: father's, mother's, else the student's own. */
async function parentNumbers(studentIds: number[]): Promise<Set<string>> {
  if (!studentIds.length) return new Set();
  const rows = await ctx.database.db.select().from(students).where(inArray(students.id, studentIds));
  const numbers = rows
    .filter((s) => s.status === 'studying')
    .map((s) =>
      [s.fatherMobile, s.motherMobile, s.mobile].map((n) => (n ? normalizeMobile(n) : null)).find(Boolean),
    )
    .filter((n): n is string => Boolean(n));
  return new Set(numbers);
}

const preview = (token: string) =>
  call('POST', '/api/sms/preview', token, {
    body: 'ولی گرامی {student}، لطفاً بدهی را بپردازید.',
    groups: ['debtors'],
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  schools = await schoolIds(db);
  await db
    .insert(smsSettings)
    .values({ id: 1, provider: 'log', pricePerPart: 1200, dailyCapPerSchool: 5000 });
});
afterAll(() => ctx.close());

describe("the SMS 'debtors' group", () => {
  it('is offered on the compose page', async () => {
    const info = await call('GET', '/api/sms/compose-info', manager);
    expect(info.statusCode, info.body).toBe(200);
    expect(json<{ data: { groups: string[] } }>(info).data.groups).toContain('debtors');
  });

  it("previews exactly the parents of the school's debtors, never another school's", async () => {
    const perms = [
      'debt-types.add',
      'debt-types.list',
      'student-debts.add',
      'student-debts.list',
      'reports.debts-summary',
    ];
    await createUserWith(ctx.database.db, 'debts-clerk-a', perms, 0);
    await createUserWith(ctx.database.db, 'debts-clerk-b', perms, 1);
    const clerkA = (await login(ctx.app, 'debts-clerk-a')).accessToken;
    const clerkB = (await login(ctx.app, 'debts-clerk-b')).accessToken;
    const debtorA = await studentWithMobile(schools[0]!, '09121110001', await overdueDebtorIds(clerkA));
    const debtorB = await studentWithMobile(schools[1]!, '09121110002', await overdueDebtorIds(clerkB));
    expect(JSON.stringify(json<{ data: unknown }>(await preview(manager)).data)).not.toContain('09121110001');

    await debtFor(debtorA.id, clerkA);
    await debtFor(debtorB.id, clerkB);

    const debtorIds = await overdueDebtorIds(clerkA);
    expect(debtorIds).toContain(debtorA.id);
    const expected = await parentNumbers(debtorIds);
    const response = await preview(manager);
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{ data: { messages: number; sample: Item[] } }>(response).data;
    expect(data.messages).toBe(expected.size);
    expect(data.sample.length).toBe(expected.size);
    expect(new Set(data.sample.map((m) => m.recipient))).toEqual(expected);
    const mine = data.sample.find((m) => m.recipient === '09121110001');
    expect(String(mine?.body)).toContain(`${debtorA.firstName} ${debtorA.lastName}`);
    expect(JSON.stringify(data)).not.toContain('09121110002');
  });

  it("answers 403 without 'sms.send'", async () => {
    await createUserWith(ctx.database.db, 'debtors-sms-reader', ['sms.list']);
    const reader = (await login(ctx.app, 'debtors-sms-reader')).accessToken;
    expect((await preview(reader)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/sms/send', reader, { body: 'سلام', groups: ['debtors'] })).statusCode,
    ).toBe(403);
  });
});
