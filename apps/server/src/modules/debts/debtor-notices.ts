/**
 * Reminders to debtors' parents: one SMS per open debt, through the SMS module's outbox (enqueueSms), with the school's text
 * (or the one given) filled with {student}, {amount} (what the debt still owes, in the school's
 * unit) and {due} (its next unpaid instalment's date). The outbox's dedupe key — debt and Tehran day
 * — means a debt is never reminded twice on the same day, however often the action is taken.
 */
import { formatDateJalali, formatMoney } from '@school/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { schools, smsOutbox } from '../../db/schema';
import { enqueueSms, fillTemplate } from '../sms';
import { schoolMoneyUnit } from './money-text';
import { todayInIran } from './debt-summary';

export const DEFAULT_DEBT_TEMPLATE =
  'ولی گرامی، بدهی {student} به مبلغ {amount} با سررسید {due} پرداخت نشده است. لطفاً نسبت به پرداخت آن اقدام کنید.';

export async function debtTemplateOf(db: Db, schoolId: number): Promise<string> {
  const [school] = await db
    .select({ template: schools.debtSmsTemplate })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return school?.template?.trim() || DEFAULT_DEBT_TEMPLATE;
}

export async function remindDebtors(
  db: Db,
  input: { schoolId: number; debtIds: readonly number[]; template?: string; userId: number },
  today = todayInIran(),
): Promise<{ queued: number; alreadyToday: number; withoutMobile: number }> {
  if (!input.debtIds.length) return { queued: 0, alreadyToday: 0, withoutMobile: 0 };
  const template = input.template?.trim() || (await debtTemplateOf(db, input.schoolId));
  const unit = await schoolMoneyUnit(db, input.schoolId);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select d.id, d.student_id, d.amount - d.paid_amount as outstanding, d.due_date::text as due_date,
        (select min(i.due_date) from debt_instalments i where i.debt_id = d.id
          and (select coalesce(sum(j.amount), 0) from debt_instalments j
               where j.debt_id = d.id and j.ordinal <= i.ordinal) > d.paid_amount)::text as next_due,
        s.first_name || ' ' || s.last_name as student_name,
        coalesce(s.father_mobile, s.mother_mobile, s.mobile) as mobile
      from student_debts d join students s on s.id = d.student_id
      where d.school_id = ${input.schoolId} and d.paid_amount < d.amount
        and d.id in (${sql.join(
          input.debtIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const withMobile = rows.filter((r) => r.mobile);
  const messages = withMobile.map((r) => ({
    schoolId: input.schoolId,
    recipient: String(r.mobile),
    recipientName: `ولی ${String(r.student_name)}`,
    body: fillTemplate(template, {
      student: String(r.student_name),
      amount: formatMoney(Number(r.outstanding), unit),
      due: formatDateJalali(String(r.next_due ?? r.due_date)),
    }),
    kind: 'debt',
    dedupeKey: `debt:${Number(r.id)}:${today}`,
    studentId: Number(r.student_id),
  }));
  // Through the SMS module's outbox: parts, cost and the school's daily cap are its rules.
  const { queued, invalid } = messages.length
    ? await enqueueSms(db, messages, { userId: input.userId })
    : { queued: 0, invalid: [] };
  return {
    queued,
    alreadyToday: messages.length - queued - invalid.length,
    withoutMobile: rows.length - withMobile.length + invalid.length,
  };
}

/** Debts of these ids already reminded today (for the debtors list). */
export async function remindedToday(db: Db, debtIds: readonly number[], today = todayInIran()) {
  if (!debtIds.length) return new Set<number>();
  const keys = debtIds.map((id) => `debt:${id}:${today}`);
  const rows = await db
    .select({ key: smsOutbox.dedupeKey })
    .from(smsOutbox)
    .where(inArray(smsOutbox.dedupeKey, keys));
  return new Set(rows.map((r) => Number(String(r.key).split(':')[1])));
}
