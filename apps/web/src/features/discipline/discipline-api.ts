/** The discipline reports' API (/api/discipline). */
import { api } from '../../lib/api';

type Data<T> = { success: true; data: T };

export interface DisciplineReport {
  items: {
    id: number;
    date: string;
    studentId: number;
    studentName: string;
    classroomName: string | null;
    typeTitle: string;
    kind: string;
    scoreDelta: number;
    actionTaken: string | null;
    parentsNotified: boolean;
  }[];
  total: number;
  negative: number;
  positive: number;
  byType: { title: string; count: number }[];
  byClassroom: { title: string; count: number }[];
}

export interface DisciplineScores {
  period: { title: string; startDate: string; endDate: string };
  /** The current year's terms, for the term picker. */
  terms: { id: number; title: string }[];
  students: {
    studentId: number;
    studentName: string;
    classroomName: string | null;
    items: number;
    score: number;
  }[];
  distribution: { score: number; count: number }[];
  classrooms: { classroomName: string; students: number; average: number }[];
}

const query = (params: Record<string, string | number | undefined | null>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

export interface ReportFilters {
  from: string;
  to: string;
  classroomId?: number | null;
  disciplineTypeId?: number | null;
}

export interface ScoreFilters {
  termId?: number | null;
  classroomId?: number | null;
}

/** `/discipline/report?…`, with `.xlsx` for the workbook (same filters). */
export const reportPath = (filters: ReportFilters, xlsx = false) =>
  `/discipline/report${xlsx ? '.xlsx' : ''}?${query({ ...filters })}`;

/** `/discipline/scores?…`, with `.xlsx` for the workbook (same filters). */
export const scoresPath = (filters: ScoreFilters, xlsx = false) =>
  `/discipline/scores${xlsx ? '.xlsx' : ''}?${query({ ...filters })}`;

export const disciplineApi = {
  report: async (filters: ReportFilters) =>
    (await api.request<Data<DisciplineReport>>('GET', reportPath(filters))).data,
  scores: async (filters: ScoreFilters) =>
    (await api.request<Data<DisciplineScores>>('GET', scoresPath(filters))).data,
};
