/** The exam plan's reads (/api/exam-planning/term, /warnings); rows are written through the engine. */
import type { PlanWarnings, TermPlan } from '@school/shared';
import { api } from '../../lib/api';

export type { PlanRow, PlanWarnings, TermPlan } from '@school/shared';

type Data<T> = { success: true; data: T };

export const examPlanningApi = {
  term: async (termId: number | null) =>
    (await api.request<Data<TermPlan>>('GET', `/exam-planning/term${termId ? `?termId=${termId}` : ''}`))
      .data,
  warnings: async (termId: number) =>
    (await api.request<Data<PlanWarnings>>('GET', `/exam-planning/warnings?termId=${termId}`)).data,
};

export const planQueryKey = (termId: number | null) => ['exam-planning', 'term', termId] as const;
export const warningsQueryKey = (termId: number | null) => ['exam-planning', 'warnings', termId] as const;
