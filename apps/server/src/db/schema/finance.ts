/**
 * Debts and payments, in integer Rials (bigint: a year's tuition passes 2^31 Rials). A debt's
 * paid_amount is kept by triggers from its payments (migration debt_paid_amount_trigger), checked
 * against its amount, and its status is generated from the two, so none of them can be out of step.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { academicYearRef, schoolRef } from './organisation';
import { students } from './people';

const money = (name: string) => bigint(name, { mode: 'number' });

export const debtTypes = pgTable(
  'debt_types',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    defaultAmount: money('default_amount'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('debt_types_school_title').on(t.schoolId, t.title)],
);

export const studentDebts = pgTable(
  'student_debts',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    debtTypeId: integer('debt_type_id')
      .notNull()
      .references(() => debtTypes.id),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date').notNull(),
    instalmentCount: smallint('instalment_count').notNull().default(1),
    description: text('description'),
    paidAmount: money('paid_amount').notNull().default(0),
    status: text('status')
      .notNull()
      .generatedAlwaysAs(
        sql`case when paid_amount >= amount then 'paid' when paid_amount > 0 then 'partial' else 'unpaid' end`,
      ),
    ...auditColumns,
  },
  (t) => [
    check('student_debts_amount_positive', sql`${t.amount} > 0`),
    check('student_debts_paid_within', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`),
    index('student_debts_school_year_due').on(t.schoolId, t.academicYearId, t.dueDate),
    index('student_debts_student').on(t.studentId, t.dueDate),
    index('student_debts_type').on(t.debtTypeId),
  ],
);

/** A debt's schedule: written by the server from its amount, due date and instalment count. */
export const debtInstalments = pgTable(
  'debt_instalments',
  {
    id: serial('id').primaryKey(),
    debtId: integer('debt_id')
      .notNull()
      .references(() => studentDebts.id, { onDelete: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('debt_instalments_debt_ordinal').on(t.debtId, t.ordinal),
    index('debt_instalments_due').on(t.dueDate),
  ],
);

export const debtPayments = pgTable(
  'debt_payments',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    debtId: integer('debt_id')
      .notNull()
      .references(() => studentDebts.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    method: text('method').notNull(),
    chequeNumber: text('cheque_number'),
    chequeDueDate: date('cheque_due_date'),
    reference: text('reference'),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('debt_payments_amount_positive', sql`${t.amount} > 0`),
    index('debt_payments_school_year_date').on(t.schoolId, t.academicYearId, t.date),
    index('debt_payments_debt').on(t.debtId),
    index('debt_payments_student').on(t.studentId, t.date),
  ],
);
