/**
 * Debts and payments (DOMAIN.md "Discipline, money, communication"). Money is integer Rials
 * everywhere. A debt's paid amount is kept by the database from its payments and its status is a
 * generated column of the two amounts, so neither can be written out of step; "overdue" depends on
 * the day, so it is derived when read (debtStatus in finance-rules.ts).
 */
import { entityPermissions, type EntityDef } from './types';

export const PAYMENT_METHODS = ['cash', 'card', 'cheque', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Stored statuses; 'overdue' is added when read. */
export const STORED_DEBT_STATUSES = ['paid', 'partial', 'unpaid'] as const;
export const DEBT_STATUSES = ['paid', 'partial', 'unpaid', 'overdue'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];
/** How a school shows amounts (schools.moneyUnit); stored amounts are always Rials. */
export const MONEY_UNITS = ['rial', 'toman'] as const;
export type MoneyUnit = (typeof MONEY_UNITS)[number];
/** Most instalments one debt is split into (monthly). */
export const MAX_INSTALMENTS = 12;
/** Largest single amount, in Rials (a thousand billion): far above any school fee, far below 2^53. */
export const MAX_MONEY = 1_000_000_000_000;

export const debtTypesEntity: EntityDef = {
  name: 'debt-types',
  label: { fa: 'نوع بدهی', faPlural: 'انواع بدهی', en: 'debt type', enPlural: 'debt types' },
  scope: 'school',
  permissions: entityPermissions('debt-types'),
  menuGroup: 'finance',
  icon: 'Category',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 80,
    },
    { name: 'defaultAmount', type: 'money', list: true, sortable: true },
  ],
};

export const studentDebtsEntity: EntityDef = {
  name: 'student-debts',
  label: {
    fa: 'بدهی دانش‌آموز',
    faPlural: 'بدهی‌های دانش‌آموزان',
    en: 'student debt',
    enPlural: 'student debts',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('student-debts'),
  menuGroup: 'finance',
  icon: 'RequestQuote',
  // "<type> — <student>", written by the server: how a payment's picker names the debt.
  titleField: 'title',
  defaultSort: { field: 'dueDate', dir: 'desc' },
  fields: [
    { name: 'title', type: 'text', readOnly: true, searchable: true, maxLength: 300 },
    { name: 'studentId', type: 'reference', ref: 'students', required: true, list: true, filterable: true },
    {
      name: 'debtTypeId',
      type: 'reference',
      ref: 'debt-types',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'amount', type: 'money', required: true, list: true, sortable: true },
    { name: 'dueDate', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    { name: 'instalmentCount', type: 'number', min: 1, max: MAX_INSTALMENTS },
    { name: 'description', type: 'text', multiline: true, maxLength: 500 },
    { name: 'paidAmount', type: 'money', readOnly: true, list: true, sortable: true },
    {
      name: 'status',
      type: 'enum',
      // Filtered by the derived statuses too: «overdue» picks the debts with a fallen-due instalment
      // not yet covered (the server's binding), whatever their stored status.
      options: DEBT_STATUSES,
      readOnly: true,
      list: true,
      filterable: true,
    },
  ],
};

export const paymentsEntity: EntityDef = {
  name: 'student-debt-peyments',
  label: { fa: 'پرداخت', faPlural: 'پرداخت‌ها', en: 'payment', enPlural: 'payments' },
  scope: 'schoolYear',
  permissions: entityPermissions('student-debt-peyments'),
  menuGroup: 'finance',
  icon: 'Payments',
  titleField: 'date',
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    {
      name: 'debtId',
      type: 'reference',
      ref: 'student-debts',
      required: true,
      list: true,
      filterable: true,
    },
    // The debt's student, copied by the server so lists filter and show it without a join.
    { name: 'studentId', type: 'reference', ref: 'students', readOnly: true, list: true, filterable: true },
    { name: 'amount', type: 'money', required: true, list: true, sortable: true },
    {
      name: 'date',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    {
      name: 'method',
      type: 'enum',
      options: PAYMENT_METHODS,
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'chequeNumber', type: 'text', format: 'code', maxLength: 30 },
    { name: 'chequeDueDate', type: 'jalaliDate' },
    { name: 'reference', type: 'text', format: 'code', maxLength: 60, searchable: true },
    { name: 'note', type: 'text', multiline: true, maxLength: 300 },
  ],
};
