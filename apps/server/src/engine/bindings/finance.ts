/**
 * Debts and payments on the engine. Amounts are whole Rials (the registry's money type refuses
 * fractions and negatives). A debt names itself "<type> — <student>" for the payment picker, keeps
 * its instalments in step with its amount, due date and count, and never drops below what was paid.
 * A payment is refused when it is more than the debt still owes (the message says how much that is);
 * the debt row is locked first, so two payments at once cannot both pass the check.
 */
import { ERROR_CODES, debtTypesEntity, isoDateIn, paymentsEntity, studentDebtsEntity } from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import { debtPayments, debtTypes, studentDebts, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import { executeRows } from '../../db/execute-rows';
import { writeInstalments } from '../../modules/debts/debt-instalments';
import { moneyText } from '../../modules/debts/money-text';
import type { EntityBinding } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const debtTypesBinding: EntityBinding = {
  def: debtTypesEntity,
  table: debtTypes,
  schoolColumn: debtTypes.schoolId,
};

export const studentDebtsBinding: EntityBinding = {
  def: studentDebtsEntity,
  table: studentDebts,
  schoolColumn: studentDebts.schoolId,
  yearColumn: studentDebts.academicYearId,
  staysOpenAfterYearClose: true,
  // «Overdue» is of the day: not paid in full, and its instalments fallen due by yesterday come to
  // more than what was paid (debtStatus in packages/shared/src/finance.ts says the same).
  listFilter(field, value) {
    if (field !== 'status' || value !== 'overdue') return undefined;
    return sql`(${studentDebts.paidAmount} < ${studentDebts.amount} and ${studentDebts.paidAmount} <
      (select coalesce(sum(i.amount), 0) from debt_instalments i
        where i.debt_id = ${studentDebts.id} and i.due_date < ${isoDateIn(new Date())}))`;
  },
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const next: Record<string, unknown> = { ...values };
    if (Number(all.amount) <= 0) throw invalid('amount', 'مبلغ بدهی باید بیشتر از صفر باشد.');
    if (ctx.mode === 'create' || values.instalmentCount !== undefined) {
      next.instalmentCount = all.instalmentCount == null ? 1 : Number(all.instalmentCount);
    }
    if (ctx.existing && Number(all.amount) < Number(ctx.existing.paidAmount)) {
      const paid = await moneyText(ctx.db, Number(all.schoolId), Number(ctx.existing.paidAmount));
      throw invalid('amount', `مبلغ بدهی از آنچه پرداخت شده (${paid}) کمتر نمی‌شود.`);
    }
    if (ctx.mode === 'create' || values.studentId !== undefined || values.debtTypeId !== undefined) {
      const [type] = await ctx.db
        .select({ title: debtTypes.title })
        .from(debtTypes)
        .where(eq(debtTypes.id, Number(all.debtTypeId)));
      const [student] = await ctx.db
        .select({ firstName: students.firstName, lastName: students.lastName })
        .from(students)
        .where(eq(students.id, Number(all.studentId)));
      next.title = `${type?.title ?? ''} — ${student ? `${student.firstName} ${student.lastName}` : ''}`;
    }
    return next;
  },
  async afterWrite(row, ctx) {
    const before = ctx.existing;
    const changed =
      !before ||
      before.amount !== row.amount ||
      before.dueDate !== row.dueDate ||
      before.instalmentCount !== row.instalmentCount;
    if (!changed) return;
    await writeInstalments(ctx.db, [
      {
        id: row.id,
        amount: Number(row.amount),
        dueDate: String(row.dueDate),
        instalmentCount: Number(row.instalmentCount),
      },
    ]);
  },
};

interface LockedDebt {
  id: number;
  school_id: number;
  academic_year_id: number;
  student_id: number;
  amount: string | number;
  paid_amount: string | number;
}

export const paymentsBinding: EntityBinding = {
  def: paymentsEntity,
  table: debtPayments,
  schoolColumn: debtPayments.schoolId,
  yearColumn: debtPayments.academicYearId,
  staysOpenAfterYearClose: true,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const amount = Number(all.amount);
    if (!(amount > 0)) throw invalid('amount', 'مبلغ پرداخت باید بیشتر از صفر باشد.');
    const [debt] = await executeRows<LockedDebt>(
      ctx.db,
      sql`select id, school_id, academic_year_id, student_id, amount, paid_amount
          from ${studentDebts} where id = ${Number(all.debtId)} for update`,
    );
    if (!debt) throw invalid('debtId', 'بدهی انتخاب‌شده یافت نشد.');
    // What this payment already counts towards the same debt is available to it again.
    const ownShare =
      ctx.existing && Number(ctx.existing.debtId) === debt.id ? Number(ctx.existing.amount) : 0;
    const owed = Number(debt.amount) - Number(debt.paid_amount) + ownShare;
    if (amount > owed) {
      const text = await moneyText(ctx.db, debt.school_id, owed);
      throw invalid(
        'amount',
        owed > 0
          ? `مبلغ پرداخت از مانده بدهی بیشتر است؛ مانده این بدهی ${text} است.`
          : 'این بدهی پیش‌تر به‌طور کامل پرداخت شده است.',
      );
    }
    const next: Record<string, unknown> = {
      ...values,
      studentId: debt.student_id,
      // A payment belongs to its debt's year, whichever year is chosen when it is recorded.
      academicYearId: debt.academic_year_id,
    };
    if (all.method === 'cheque') {
      if (!all.chequeNumber) throw invalid('chequeNumber', 'شماره چک را بنویسید.');
      if (!all.chequeDueDate) throw invalid('chequeDueDate', 'سررسید چک را وارد کنید.');
    } else {
      next.chequeNumber = null;
      next.chequeDueDate = null;
    }
    return next;
  },
};
