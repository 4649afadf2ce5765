/**
 * The debts summary (`student-debt-peyments/summary`): owed, paid and outstanding per classroom, per
 * debt type and per Jalali month (owed by the instalments' due dates, paid by the payments' dates),
 * and the debtors with what each owes and how much of it is overdue. One school's year, or with
 * `schoolId` null every school of the network (the system manager's view).
 */
import { isoDateIn, isoDateToJalali } from '@school/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface SummaryScope {
  /** null: every school. */
  schoolId: number | null;
  academicYearId: number;
  classroomId?: number;
}

export const todayInIran = () => isoDateIn(new Date());

function debtWhere(scope: SummaryScope, alias = 'd'): SQL {
  const a = sql.raw(alias);
  const parts = [sql`${a}.academic_year_id = ${scope.academicYearId}`];
  if (scope.schoolId !== null) parts.push(sql`${a}.school_id = ${scope.schoolId}`);
  if (scope.classroomId !== undefined)
    parts.push(sql`${a}.student_id in (select id from students where classroom_id = ${scope.classroomId})`);
  return sql.join(parts, sql` and `);
}

interface Totals {
  owed: number;
  paid: number;
  outstanding: number;
}
const totals = (owed: unknown, paid: unknown): Totals => ({
  owed: Number(owed ?? 0),
  paid: Number(paid ?? 0),
  outstanding: Number(owed ?? 0) - Number(paid ?? 0),
});

/** `yyyy-mm` of the Jalali month of an ISO date. */
export function jalaliMonthKey(iso: string): string {
  const { jy, jm } = isoDateToJalali(iso);
  return `${jy}-${String(jm).padStart(2, '0')}`;
}

export async function debtSummary(db: Db, scope: SummaryScope, today = todayInIran()) {
  const where = debtWhere(scope);
  // Payments carry their school and year: read by their own index, not through the debts.
  const payments = [sql`p.academic_year_id = ${scope.academicYearId}`];
  if (scope.schoolId !== null) payments.push(sql`p.school_id = ${scope.schoolId}`);
  if (scope.classroomId !== undefined)
    payments.push(sql`p.student_id in (select id from students where classroom_id = ${scope.classroomId})`);
  // Independent reads, run side by side (each on its own pooled connection on PostgreSQL).
  const [[all], byClassroom, byType, dueByDay, paidByDay, [overdue]] = await Promise.all([
    executeRows<Record<string, unknown>>(
      db,
      sql`select sum(d.amount) as owed, sum(d.paid_amount) as paid, count(*)::int as debts,
          count(*) filter (where d.paid_amount < d.amount)::int as open_debts
        from student_debts d where ${where}`,
    ),
    executeRows<Record<string, unknown>>(
      db,
      sql`select c.id, coalesce(c.name, '—') as title, sum(d.amount) as owed, sum(d.paid_amount) as paid
        from student_debts d join students s on s.id = d.student_id
          left join classrooms c on c.id = s.classroom_id
        where ${where}
        group by c.id, c.name order by c.name nulls last`,
    ),
    executeRows<Record<string, unknown>>(
      db,
      sql`select t.id, t.title, sum(d.amount) as owed, sum(d.paid_amount) as paid
        from student_debts d join debt_types t on t.id = d.debt_type_id
        where ${where}
        group by t.id, t.title order by sum(d.amount) desc`,
    ),
    // Grouped by day in SQL (a year has few distinct days), by Jalali month here.
    executeRows<{ day: string; amount: string }>(
      db,
      sql`select i.due_date::text as day, sum(i.amount) as amount
        from debt_instalments i join student_debts d on d.id = i.debt_id
        where ${where} group by i.due_date`,
    ),
    executeRows<{ day: string; amount: string }>(
      db,
      sql`select p.date::text as day, sum(p.amount) as amount
        from debt_payments p where ${sql.join(payments, sql` and `)} group by p.date`,
    ),
    // What has fallen due and is not covered, debt by debt (each debt's instalments by its index).
    executeRows<{ overdue: string | null }>(
      db,
      sql`select sum(greatest(0, (select coalesce(sum(i.amount), 0) from debt_instalments i
            where i.debt_id = d.id and i.due_date < ${today}) - d.paid_amount)) as overdue
        from student_debts d
        where ${where} and d.paid_amount < d.amount`,
    ),
  ]);
  const months = new Map<string, { owed: number; paid: number }>();
  const add = (day: string, key: 'owed' | 'paid', amount: number) => {
    const month = jalaliMonthKey(day);
    const entry = months.get(month) ?? { owed: 0, paid: 0 };
    entry[key] += amount;
    months.set(month, entry);
  };
  for (const r of dueByDay) add(r.day, 'owed', Number(r.amount));
  for (const r of paidByDay) add(r.day, 'paid', Number(r.amount));
  return {
    today,
    totals: { ...totals(all?.owed, all?.paid), overdue: Number(overdue?.overdue ?? 0) },
    debts: Number(all?.debts ?? 0),
    openDebts: Number(all?.open_debts ?? 0),
    byClassroom: byClassroom.map((r) => ({
      id: r.id === null ? null : Number(r.id),
      title: String(r.title),
      ...totals(r.owed, r.paid),
    })),
    byType: byType.map((r) => ({ id: Number(r.id), title: String(r.title), ...totals(r.owed, r.paid) })),
    byMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, v]) => ({ month, owed: v.owed, paid: v.paid })),
  };
}

export interface Debtor {
  studentId: number;
  studentName: string;
  classroomName: string | null;
  outstanding: number;
  overdue: number;
  /** Earliest due date among the instalments not yet covered. */
  nextDue: string | null;
  hasMobile: boolean;
  debtIds: number[];
}

/** Students who owe, most first; `overdueOnly` keeps those with something overdue. */
export async function debtors(
  db: Db,
  scope: SummaryScope,
  options: { overdueOnly?: boolean; limit?: number } = {},
  today = todayInIran(),
): Promise<Debtor[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with open as (
        select d.id, d.student_id, d.amount - d.paid_amount as outstanding,
          greatest(0, coalesce((select sum(i.amount) from debt_instalments i
            where i.debt_id = d.id and i.due_date < ${today}), 0) - d.paid_amount) as overdue,
          (select min(i.due_date) from debt_instalments i where i.debt_id = d.id
            and (select coalesce(sum(j.amount), 0) from debt_instalments j
                 where j.debt_id = d.id and j.ordinal <= i.ordinal) > d.paid_amount)::text as next_due
        from student_debts d where ${debtWhere(scope)} and d.paid_amount < d.amount)
      select o.student_id, s.first_name || ' ' || s.last_name as student_name, c.name as classroom_name,
        sum(o.outstanding) as outstanding, sum(o.overdue) as overdue, min(o.next_due) as next_due,
        coalesce(s.father_mobile, s.mother_mobile, s.mobile) is not null as has_mobile,
        array_agg(o.id order by o.id) as debt_ids
      from open o join students s on s.id = o.student_id left join classrooms c on c.id = s.classroom_id
      group by o.student_id, s.first_name, s.last_name, c.name, s.father_mobile, s.mother_mobile, s.mobile
      ${options.overdueOnly ? sql`having sum(o.overdue) > 0` : sql``}
      order by sum(o.outstanding) desc, o.student_id
      limit ${options.limit ?? 1000}`,
  );
  return rows.map((r) => ({
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    classroomName: (r.classroom_name as string | null) ?? null,
    outstanding: Number(r.outstanding),
    overdue: Number(r.overdue),
    nextDue: (r.next_due as string | null) ?? null,
    hasMobile: Boolean(r.has_mobile),
    debtIds: (r.debt_ids as unknown[]).map(Number),
  }));
}
