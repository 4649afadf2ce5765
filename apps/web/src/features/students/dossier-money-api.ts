/** The dossier's discipline and debts tabs (served by the discipline and debts modules). */
import type { DebtStatus, Instalment, MoneyUnit } from '@school/shared';
import { api } from '../../lib/api';

type Data<T> = { success: true; data: T };

export interface StudentDisciplineTab {
  items: {
    id: number;
    date: string;
    typeTitle: string;
    kind: string;
    scoreDelta: number;
    description: string | null;
    actionTaken: string | null;
    parentsNotified: boolean;
  }[];
  terms: { id: number; title: string; score: number }[];
  yearScore: number | null;
}

export interface StudentDebtsTab {
  unit: MoneyUnit;
  debts: {
    id: number;
    debtType: string;
    amount: number;
    paid: number;
    outstanding: number;
    dueDate: string;
    description: string | null;
    status: DebtStatus;
    instalments: Instalment[];
    payments: {
      id: number;
      amount: number;
      date: string;
      method: string;
      chequeNumber: string | null;
      reference: string | null;
    }[];
  }[];
}

export const dossierMoneyApi = {
  discipline: async (id: string) =>
    (await api.request<Data<StudentDisciplineTab>>('GET', `/students/${id}/file/discipline`)).data,
  debts: async (id: string) =>
    (await api.request<Data<StudentDebtsTab>>('GET', `/students/${id}/file/debts`)).data,
};
