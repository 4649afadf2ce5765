/** The dossier's debts tab: the student's debts of the year, each with its instalments and payments. */
import { debtStatus } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debtPayments, debtTypes, studentDebts } from '../../db/schema';
import { instalmentsOf } from './debt-instalments';
import { todayInIran } from './debt-summary';
import { schoolMoneyUnit } from './money-text';

export async function studentDebtsTab(db: Db, studentId: number, academicYearId: number, schoolId: number) {
  const today = todayInIran();
  const debts = await db
    .select({
      id: studentDebts.id,
      debtType: debtTypes.title,
      amount: studentDebts.amount,
      paid: studentDebts.paidAmount,
      dueDate: studentDebts.dueDate,
      description: studentDebts.description,
    })
    .from(studentDebts)
    .innerJoin(debtTypes, eq(debtTypes.id, studentDebts.debtTypeId))
    .where(and(eq(studentDebts.studentId, studentId), eq(studentDebts.academicYearId, academicYearId)))
    .orderBy(asc(studentDebts.dueDate), asc(studentDebts.id));
  const ids = debts.map((d) => d.id);
  const instalments = await instalmentsOf(db, ids);
  const payments = ids.length
    ? await db
        .select({
          id: debtPayments.id,
          debtId: debtPayments.debtId,
          amount: debtPayments.amount,
          date: debtPayments.date,
          method: debtPayments.method,
          chequeNumber: debtPayments.chequeNumber,
          reference: debtPayments.reference,
        })
        .from(debtPayments)
        .where(inArray(debtPayments.debtId, ids))
        .orderBy(asc(debtPayments.date), asc(debtPayments.id))
    : [];
  return {
    unit: await schoolMoneyUnit(db, schoolId),
    debts: debts.map((d) => {
      const schedule = instalments.get(d.id) ?? [];
      return {
        ...d,
        outstanding: d.amount - d.paid,
        status: debtStatus({ ...d, instalments: schedule }, today),
        instalments: schedule,
        payments: payments.filter((p) => p.debtId === d.id),
      };
    }),
  };
}
