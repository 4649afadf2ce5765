/** The money pages' API (/api/debts, the receipt): shapes as the server answers them. */
import type { MoneyUnit } from '@school/shared';
import { api } from '../../lib/api';

type Data<T> = { success: true; data: T };

export interface BulkDebtInput {
  debtTypeId: number;
  classroomId?: number;
  gradeLevel?: number;
  amount: string;
  dueDate: string;
  instalmentCount: number;
  description?: string;
}

export interface BulkPreview {
  debtType: string;
  students: { id: number; name: string; classroomName: string }[];
  count: number;
  amount: number;
  total: number;
}

interface Totals {
  owed: number;
  paid: number;
  outstanding: number;
}

export interface DebtSummary {
  unit: MoneyUnit;
  today: string;
  totals: Totals & { overdue: number };
  debts: number;
  openDebts: number;
  byClassroom: (Totals & { id: number | null; title: string })[];
  byType: (Totals & { id: number; title: string })[];
  byMonth: { month: string; owed: number; paid: number }[];
}

export interface Debtor {
  studentId: number;
  studentName: string;
  classroomName: string | null;
  outstanding: number;
  overdue: number;
  nextDue: string | null;
  hasMobile: boolean;
  remindedToday: boolean;
}

export interface Receipt {
  id: number;
  amount: number;
  date: string;
  method: string;
  chequeNumber: string | null;
  chequeDueDate: string | null;
  reference: string | null;
  note: string | null;
  recordedBy: string | null;
  debtType: string;
  debtAmount: number;
  debtPaid: number;
  remaining: number;
  dueDate: string;
  studentName: string;
  studentNumber: string | null;
  classroomName: string | null;
  schoolName: string;
  schoolLogo: string | null;
  schoolPhone: string | null;
  schoolAddress: string | null;
  unit: MoneyUnit;
}

export const financeApi = {
  previewBulk: async (body: BulkDebtInput) =>
    (await api.request<Data<BulkPreview>>('POST', '/debts/bulk/preview', body)).data,
  createBulk: async (body: BulkDebtInput) =>
    (await api.request<Data<{ created: number; total: number }>>('POST', '/debts/bulk', body)).data,
  summary: async (classroomId?: number) =>
    (
      await api.request<Data<DebtSummary>>(
        'GET',
        `/debts/summary${classroomId ? `?classroomId=${classroomId}` : ''}`,
      )
    ).data,
  debtors: async (overdueOnly: boolean) =>
    (
      await api.request<Data<{ unit: MoneyUnit; template: string; debtors: Debtor[] }>>(
        'GET',
        `/debts/debtors?overdueOnly=${overdueOnly ? '1' : '0'}`,
      )
    ).data,
  remind: async (body: { overdueOnly: boolean; template: string }) =>
    (
      await api.request<Data<{ queued: number; alreadyToday: number; withoutMobile: number }>>(
        'POST',
        '/debts/debtors/sms',
        body,
      )
    ).data,
  receipt: async (id: string) =>
    (await api.request<Data<Receipt>>('GET', `/student-debt-peyments/${id}/receipt`)).data,
};
