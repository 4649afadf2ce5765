/**
 * Debts and payments: amounts in whole Rials (Persian digits read, negatives and fractions refused),
 * a payment never above what is owed (the message says how much is), the debt's paid amount and
 * status in step with its payments, bulk creation for a classroom, the summary, the receipt,
 * debtor reminders once per debt and day, audit, and school scope (another school's rows are 404).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { isoDateIn } from '@school/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { auditLog, classrooms, debtPayments, smsOutbox, studentDebts, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
let outsider: string;
let schoolA: number;
let schoolB: number;
let studentA: number;
let roomA: number;
let roomB: number;
let debtType: number;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function created(url: string, body: unknown, token = clerk): Promise<Item> {
  const response = await call('POST', url, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

const getDebt = async (id: number) =>
  json<{ data: Item }>(await call('GET', `/api/student-debts/${id}`, clerk)).data;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  clerk = (await login(ctx.app, 'clerk')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  await createUserWith(db, 'debts-outsider', ['students.list', 'students.file'], 0);
  outsider = (await login(ctx.app, 'debts-outsider')).accessToken;
  [{ id: roomA }] = (await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolA))
    .orderBy(classrooms.id)
    .limit(1)) as [{ id: number }];
  [{ id: roomB }] = (await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolB))
    .limit(1)) as [{ id: number }];
  [{ id: studentA }] = (await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classroomId, roomA))
    .limit(1)) as [{ id: number }];
  debtType = (await created('/api/debt-types', { title: 'اردو', defaultAmount: '۵۰۰٬۰۰۰' })).id;
});
afterAll(() => ctx.close());

describe('amounts', () => {
  it('reads Persian digits and separators as whole Rials, and splits instalments exactly', async () => {
    const debt = await created('/api/student-debts', {
      studentId: studentA,
      debtTypeId: debtType,
      amount: '۱۰٬۰۰۰٬۰۰۱',
      dueDate: '2025-09-23',
      instalmentCount: '۳',
    });
    expect(debt.amount).toBe(10_000_001);
    expect(debt.status).toBe('unpaid');
    expect(debt.paidAmount).toBe(0);
    const rows = await ctx.database.db.execute(
      sql`select amount from debt_instalments where debt_id = ${debt.id} order by ordinal`,
    );
    const amounts = (rows as unknown as { rows: { amount: string | number }[] }).rows.map((r) =>
      Number(r.amount),
    );
    expect(amounts).toEqual([3_333_333, 3_333_333, 3_333_335]);
  });

  it.each([
    ['a negative amount', -1000],
    ['a fraction', '1000.5'],
    ['a fraction in Persian digits', '۱۰۰۰٫۵'],
    ['zero', 0],
    ['text', 'ده هزار'],
    ['an absurd amount', 10 ** 15],
  ])('refuses %s with a Persian message (400)', async (_, amount) => {
    const response = await call('POST', '/api/student-debts', clerk, {
      studentId: studentA,
      debtTypeId: debtType,
      amount,
      dueDate: '2025-09-23',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.amount).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('payments', () => {
  let debt: Item;
  beforeAll(async () => {
    debt = await created('/api/student-debts', {
      studentId: studentA,
      debtTypeId: debtType,
      amount: 9_000_000,
      dueDate: '2025-09-23',
      instalmentCount: 3,
    });
  });

  it('refuses a payment above what is owed, saying how much is owed', async () => {
    const response = await call('POST', '/api/student-debt-peyments', clerk, {
      debtId: debt.id,
      amount: 9_000_001,
      date: '2025-10-01',
      method: 'cash',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.amount).toContain('۹٬۰۰۰٬۰۰۰ ریال');
  });

  it('takes a partial payment by cheque (number and due date required) and keeps the debt in step', async () => {
    const noNumber = await call('POST', '/api/student-debt-peyments', clerk, {
      debtId: debt.id,
      amount: 4_000_000,
      date: '2025-10-01',
      method: 'cheque',
    });
    expect(noNumber.statusCode).toBe(400);
    const cheque = await created('/api/student-debt-peyments', {
      debtId: debt.id,
      amount: '۴٬۰۰۰٬۰۰۰',
      date: '2025-10-01',
      method: 'cheque',
      chequeNumber: '۱۲۳۴۵۶',
      chequeDueDate: '2025-11-01',
    });
    expect(cheque.studentId).toBe(studentA);
    expect(cheque.chequeNumber).toBe('123456');
    const after = await getDebt(debt.id);
    expect(after.paidAmount).toBe(4_000_000);
    expect(after.status).toBe('partial');

    const over = await call('POST', '/api/student-debt-peyments', clerk, {
      debtId: debt.id,
      amount: 5_000_001,
      date: '2025-10-02',
      method: 'cash',
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('۵٬۰۰۰٬۰۰۰');

    // Raising the cheque itself beyond the debt is refused too; lowering it frees the difference.
    const raise = await call('PATCH', `/api/student-debt-peyments/${cheque.id}`, clerk, {
      version: cheque.version,
      amount: 9_000_001,
    });
    expect(raise.statusCode).toBe(400);
    const rest = await created('/api/student-debt-peyments', {
      debtId: debt.id,
      amount: 5_000_000,
      date: '2025-10-03',
      method: 'online',
      reference: 'A-77',
    });
    expect((await getDebt(debt.id)).status).toBe('paid');
    const full = await call('POST', '/api/student-debt-peyments', clerk, {
      debtId: debt.id,
      amount: 1,
      date: '2025-10-04',
      method: 'cash',
    });
    expect(full.statusCode).toBe(400);
    expect(full.body).toContain('به‌طور کامل');

    // Deleting a payment gives its amount back to the debt.
    expect((await call('DELETE', `/api/student-debt-peyments/${rest.id}`, clerk)).statusCode).toBe(200);
    const reopened = await getDebt(debt.id);
    expect(reopened.paidAmount).toBe(4_000_000);
    expect(reopened.status).toBe('partial');
  });

  it('prints a receipt with what the debt still owes', async () => {
    const [payment] = await ctx.database.db
      .select({ id: debtPayments.id })
      .from(debtPayments)
      .where(eq(debtPayments.debtId, debt.id));
    const response = await call('GET', `/api/student-debt-peyments/${payment!.id}/receipt`, clerk);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = json<{ data: Record<string, unknown> }>(response).data;
    expect(receipt.amount).toBe(4_000_000);
    expect(receipt.remaining).toBe(5_000_000);
    expect(receipt.method).toBe('cheque');
    expect(receipt.debtType).toBe('اردو');
  });

  it('refuses to lower a debt below what was paid, or to delete a debt with payments', async () => {
    const current = await getDebt(debt.id);
    const lower = await call('PATCH', `/api/student-debts/${debt.id}`, clerk, {
      version: current.version,
      amount: 3_000_000,
    });
    expect(lower.statusCode).toBe(400);
    const removed = await call('DELETE', `/api/student-debts/${debt.id}`, clerk);
    expect(removed.statusCode).toBe(409);
    expect(json<{ message: string }>(removed).message).toContain('پرداخت');
  });

  it('audits every change of a debt and a payment with before and after', async () => {
    const current = await getDebt(debt.id);
    const patched = await call('PATCH', `/api/student-debts/${debt.id}`, clerk, {
      version: current.version,
      amount: 9_500_000,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'student-debts'),
          eq(auditLog.entityId, debt.id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(entry?.before).toMatchObject({ amount: 9_000_000 });
    expect(entry?.after).toMatchObject({ amount: 9_500_000 });
    const paymentAudits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'student-debt-peyments'));
    expect(paymentAudits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });
});

describe('bulk creation', () => {
  it('previews the students and the total of a classroom, then creates their debts', async () => {
    const body = {
      debtTypeId: debtType,
      classroomId: roomA,
      amount: '۲٬۰۰۰٬۰۰۰',
      dueDate: '2025-10-01',
      instalmentCount: 2,
    };
    const preview = await call('POST', '/api/debts/bulk/preview', clerk, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const data = json<{ data: { count: number; total: number; students: unknown[] } }>(preview).data;
    const inRoom = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, roomA));
    expect(data.count).toBe(inRoom.length);
    expect(data.total).toBe(2_000_000 * inRoom.length);
    const before = await ctx.database.db.select({ id: studentDebts.id }).from(studentDebts);
    const made = await call('POST', '/api/debts/bulk', clerk, body);
    expect(made.statusCode, made.body).toBe(200);
    expect(json<{ data: { created: number } }>(made).data.created).toBe(inRoom.length);
    const after = await ctx.database.db.select({ id: studentDebts.id }).from(studentDebts);
    expect(after.length - before.length).toBe(inRoom.length);
  });

  it("refuses another school's classroom (404) and a body naming both or neither (400)", async () => {
    const base = { debtTypeId: debtType, amount: 1000, dueDate: '2025-10-01' };
    expect(
      (await call('POST', '/api/debts/bulk/preview', clerk, { ...base, classroomId: roomB })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/debts/bulk', clerk, { ...base, classroomId: roomA, gradeLevel: 10 }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/debts/bulk', clerk, base)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/debts/bulk', clerk, { ...base, classroomId: roomA, amount: -5 })).statusCode,
    ).toBe(400);
  });
});

describe('summary and debtors', () => {
  it('adds up owed, paid and outstanding per classroom, type and month, and follows a new payment', async () => {
    const summary = async () =>
      json<{
        data: {
          totals: { owed: number; paid: number; outstanding: number };
          byType: { title: string; paid: number }[];
          byMonth: unknown[];
        };
      }>(await call('GET', '/api/debts/summary', clerk)).data;
    const first = await summary();
    const [sum] = await executeRows<{ owed: string; paid: string }>(
      ctx.database.db,
      sql`select sum(amount) as owed, sum(paid_amount) as paid from student_debts where school_id = ${schoolA}`,
    );
    expect(first.totals.owed).toBe(Number(sum!.owed));
    expect(first.totals.paid).toBe(Number(sum!.paid));
    expect(first.totals.outstanding).toBe(Number(sum!.owed) - Number(sum!.paid));
    expect(first.byMonth.length).toBeGreaterThan(0);
    const [open] = await ctx.database.db
      .select({ id: studentDebts.id })
      .from(studentDebts)
      .where(and(eq(studentDebts.schoolId, schoolA), eq(studentDebts.status, 'unpaid')))
      .limit(1);
    await created('/api/student-debt-peyments', {
      debtId: open!.id,
      amount: 1234,
      date: '2025-10-05',
      method: 'card',
    });
    const second = await summary();
    expect(second.totals.paid - first.totals.paid).toBe(1234);
  });

  it('reminds each debtor once per debt and day, however often the action is taken', async () => {
    const send = () => call('POST', '/api/debts/debtors/sms', clerk, { classroomId: roomA });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const queued = json<{ data: { queued: number } }>(first).data.queued;
    expect(queued).toBeGreaterThan(0);
    const count = async () =>
      (
        await ctx.database.db
          .select({ id: smsOutbox.id })
          .from(smsOutbox)
          .where(like(smsOutbox.dedupeKey, 'debt:%'))
      ).length;
    const n = await count();
    const again = await send();
    expect(json<{ data: { queued: number; alreadyToday: number } }>(again).data).toMatchObject({
      queued: 0,
      alreadyToday: queued,
    });
    expect(await count()).toBe(n);
    const [message] = await ctx.database.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.dedupeKey, 'debt:%'))
      .limit(1);
    expect(message!.body).toMatch(/ریال/);
    const list = json<{ data: { debtors: { remindedToday: boolean }[] } }>(
      await call('GET', `/api/debts/debtors?classroomId=${roomA}`, clerk),
    ).data.debtors;
    expect(list.length).toBeGreaterThan(0);
  });
});

describe('the overdue filter', () => {
  it('lists exactly the debts with a fallen-due instalment not yet covered', async () => {
    const today = isoDateIn(new Date());
    const yesterday = isoDateIn(new Date(Date.now() - 86_400_000));
    // Due yesterday and unpaid: overdue; due today: not yet; paid in full long ago: never.
    const due = await created('/api/student-debts', {
      studentId: studentA,
      debtTypeId: debtType,
      amount: '3000000',
      dueDate: yesterday,
      instalmentCount: 3,
    });
    const notYet = await created('/api/student-debts', {
      studentId: studentA,
      debtTypeId: debtType,
      amount: '1000000',
      dueDate: today,
    });
    // The first of three instalments (1,000,000) paid: nothing fallen due is left uncovered.
    const covered = await created('/api/student-debts', {
      studentId: studentA,
      debtTypeId: debtType,
      amount: '3000000',
      dueDate: yesterday,
      instalmentCount: 3,
    });
    await created('/api/student-debt-peyments', {
      debtId: covered.id,
      amount: '1000000',
      date: today,
      method: 'cash',
    });
    const list = json<{ data: { items: Item[]; total: number } }>(
      await call('GET', `/api/student-debts?status=overdue&studentId=${studentA}&pageSize=100`, clerk),
    ).data;
    const ids = list.items.map((i) => i.id);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(notYet.id);
    expect(ids).not.toContain(covered.id);
    expect(list.total).toBe(list.items.length);
    // Every row listed is overdue by the shared rule, with its instalments as stored.
    const rows = await executeRows<{ id: number; amount: string; paid: string; due: string; fallen: string }>(
      ctx.database.db,
      sql`select d.id, d.amount, d.paid_amount as paid, d.due_date::text as due,
          (select coalesce(sum(i.amount), 0) from debt_instalments i where i.debt_id = d.id and i.due_date < ${today}) as fallen
        from student_debts d where d.student_id = ${studentA}`,
    );
    const overdue = rows.filter(
      (r) => Number(r.paid) < Number(r.amount) && Number(r.fallen) > Number(r.paid),
    );
    expect(ids.sort()).toEqual(overdue.map((r) => Number(r.id)).sort());
    // The export takes the same filter.
    const exported = await call(
      'GET',
      `/api/student-debts/export.xlsx?status=overdue&studentId=${studentA}`,
      clerk,
    );
    expect(exported.statusCode).toBe(200);
  });
});

describe('scope and permissions', () => {
  it("answers 404 for another school's debts, payments and receipts", async () => {
    const db = ctx.database.db;
    const [debtB] = await db.select().from(studentDebts).where(eq(studentDebts.schoolId, schoolB)).limit(1);
    const [paymentB] = await db
      .select()
      .from(debtPayments)
      .where(eq(debtPayments.schoolId, schoolB))
      .limit(1);
    expect((await call('GET', `/api/student-debts/${debtB!.id}`, clerk)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/student-debts/${debtB!.id}`, clerk, { version: 1, amount: 5 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/student-debt-peyments/${paymentB!.id}`, clerk)).statusCode).toBe(404);
    expect((await call('GET', `/api/student-debt-peyments/${paymentB!.id}/receipt`, clerk)).statusCode).toBe(
      404,
    );
    // Paying another school's debt: the reference is not found either.
    const pay = await call('POST', '/api/student-debt-peyments', clerk, {
      debtId: debtB!.id,
      amount: 1,
      date: '2025-10-01',
      method: 'cash',
    });
    expect([400, 404]).toContain(pay.statusCode);
    expect((await db.select().from(studentDebts).where(eq(studentDebts.id, debtB!.id)))[0]!.paidAmount).toBe(
      debtB!.paidAmount,
    );
    expect((await call('GET', `/api/debts/summary?classroomId=${roomB}`, clerk)).statusCode).toBe(404);
  });

  it('refuses users without the permissions (403)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/student-debts', undefined],
      ['GET', '/api/student-debt-peyments', undefined],
      ['POST', '/api/debt-types', { title: 'x' }],
      [
        'POST',
        '/api/debts/bulk',
        { debtTypeId: debtType, classroomId: roomA, amount: 1, dueDate: '2025-10-01' },
      ],
      ['GET', '/api/debts/summary', undefined],
      ['POST', '/api/debts/debtors/sms', {}],
      ['GET', `/api/students/${studentA}/file/debts`, undefined],
    ] as const) {
      const response = await call(method, url, outsider, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The network summary is the network-wide user's only.
    expect((await call('GET', '/api/debts/summary?network=1', clerk)).statusCode).toBe(403);
  });

  it('refuses malformed filters with 400, never 500', async () => {
    for (const url of ['/api/debts/summary?classroomId=abc', '/api/debts/debtors?overdueOnly=yes']) {
      expect((await call('GET', url, clerk)).statusCode, url).toBe(400);
    }
    expect((await call('POST', '/api/debts/debtors/sms', clerk, { template: 5 })).statusCode).toBe(400);
  });

  it("shows the dossier's debts tab with instalments and payments", async () => {
    const response = await call('GET', `/api/students/${studentA}/file/debts`, clerk);
    expect(response.statusCode, response.body).toBe(200);
    const tab = json<{ data: { debts: { instalments: unknown[]; payments: unknown[]; status: string }[] } }>(
      response,
    ).data;
    expect(tab.debts.some((d) => d.instalments.length === 3 && d.payments.length > 0)).toBe(true);
  });
});
