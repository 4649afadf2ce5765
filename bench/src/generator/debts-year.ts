/**
 * A year of debts and payments for the generated schools, written by the database itself: per
 * school the tuition, service and book debt types; per student a tuition debt (40–60 million
 * Tomans, whole Rials) in six monthly instalments from the first day of the year, the same Jalali
 * day each month as the app splits them; and the payments a school sees: a tenth paid in full at
 * once, most paying each fallen-due instalment a few days after it falls due (some by cheque, card
 * or online), a fifth paying part of the first, a tenth nothing. Decided by a hash of the student,
 * so one network always gets the same money. Payments are bulk-loaded without row triggers; the
 * debts' paid amounts are then set from them in one statement (what the trigger would have kept).
 */
import { splitInstalments } from '@school/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { todayIso } from '../../../apps/server/src/modules/attendance/attendance-rules';

export const TUITION_INSTALMENTS = 6;

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function generateDebtsYear(
  db: Db,
  input: { schoolIds: number[]; yearId: number; today: Date },
): Promise<{ debts: number; payments: number }> {
  if (input.schoolIds.length === 0) return { debts: 0, payments: 0 };
  const today = todayIso(input.today);
  const [year] = await executeRows<{ start: string }>(
    db,
    sql`select start_date::text as start from academic_years where id = ${input.yearId}`,
  );
  const dues = splitInstalments(0, TUITION_INSTALMENTS, year!.start).map((i) => i.dueDate);
  // Instalment i's share of the amount: equal whole Rials, the remainder on the last (splitInstalments).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into debt_types (school_id, title, default_amount)
      select s, t.title, t.amount from unnest(array[${ids(input.schoolIds)}]::int[]) s
      cross join (values ('شهریه', 500000000::bigint), ('سرویس', 120000000::bigint), ('کتاب', 8500000::bigint))
        as t(title, amount)`);
    await tx.execute(sql`
      insert into student_debts (school_id, academic_year_id, student_id, debt_type_id, title, amount,
        due_date, instalment_count, description)
      select s.school_id, ${input.yearId}, s.id, t.id, 'شهریه — ' || s.first_name || ' ' || s.last_name,
        (400000000 + (abs(hashtext('tuition:' || s.id)) % 21) * 10000000)::bigint,
        ${year!.start}::date, ${TUITION_INSTALMENTS}, 'شهریه سال تحصیلی'
      from students s join debt_types t on t.school_id = s.school_id and t.title = 'شهریه'
      where s.school_id in (${ids(input.schoolIds)}) and s.status = 'studying'`);
    await tx.execute(sql`
      insert into debt_instalments (debt_id, ordinal, due_date, amount)
      select d.id, k.ordinal, k.due, case when k.ordinal = ${TUITION_INSTALMENTS}
          then d.amount - (d.amount / ${TUITION_INSTALMENTS}) * ${TUITION_INSTALMENTS - 1}
          else d.amount / ${TUITION_INSTALMENTS} end
      from student_debts d
      cross join unnest(array[${sql.join(
        dues.map((d) => sql`${d}::date`),
        sql`, `,
      )}]) with ordinality as k(due, ordinal)
      where d.academic_year_id = ${input.yearId} and d.school_id in (${ids(input.schoolIds)})`);
    // roll: 0–9 paid in full at once, 10–29 part of the first instalment, 30–39 nothing, else each
    // fallen-due instalment a few days after its date.
    const paid = (await tx.execute(sql`
      insert into debt_payments (school_id, academic_year_id, debt_id, student_id, amount, date, method,
        cheque_number, cheque_due_date, reference)
      select d.school_id, d.academic_year_id, d.id, d.student_id, p.amount, p.day,
        case when p.hash % 10 < 4 then 'card' when p.hash % 10 < 7 then 'online'
          when p.hash % 10 < 9 then 'cash' else 'cheque' end,
        case when p.hash % 10 = 9 then (2000000 + p.hash % 900000)::text end,
        case when p.hash % 10 = 9 then p.day + 30 end,
        case when p.hash % 10 < 7 then (100000 + p.hash % 900000)::text end
      from student_debts d
      cross join lateral (select abs(hashtext('roll:' || d.student_id)) % 100 as roll) r
      cross join lateral (
        select i.amount, least(i.due_date + (abs(hashtext(d.id || ':' || i.ordinal)) % 9), ${today}::date) as day,
          abs(hashtext('pay:' || d.id || ':' || i.ordinal)) as hash
        from debt_instalments i
        where i.debt_id = d.id and r.roll >= 40 and i.due_date <= ${today}::date
        union all
        select d.amount, least(d.due_date + 3, ${today}::date), abs(hashtext('full:' || d.id))
        where r.roll < 10 and d.due_date <= ${today}::date
        union all
        select (d.amount / ${TUITION_INSTALMENTS}) / 2, least(d.due_date + 5, ${today}::date), abs(hashtext('part:' || d.id))
        where r.roll >= 10 and r.roll < 30 and d.due_date <= ${today}::date
      ) p
      where d.academic_year_id = ${input.yearId} and d.school_id in (${ids(input.schoolIds)})`)) as unknown as {
      affectedRows?: number;
      rowCount?: number;
    };
    await tx.execute(sql`
      update student_debts d set paid_amount = p.total
      from (select debt_id, sum(amount) as total from debt_payments group by debt_id) p
      where p.debt_id = d.id and d.academic_year_id = ${input.yearId}`);
    const [counts] = await executeRows<{ debts: number }>(
      tx,
      sql`select count(*)::int as debts from student_debts where academic_year_id = ${input.yearId}
          and school_id in (${ids(input.schoolIds)})`,
    );
    return { debts: counts?.debts ?? 0, payments: Number(paid.affectedRows ?? paid.rowCount ?? 0) };
  });
}
