/** The year results' API (/api/year-results and /api/makeup-exams/:id/…). */
import type { ScoreMark, YearOutcome, YearResultSettings } from '@school/shared';
import { api } from '../../lib/api';

type Data<T> = { success: true; message: string; data: T };

export interface ResultCourse {
  coursePlanId: number;
  title: string;
  units: number;
  originalScore: number | null;
  makeupScore: number | null;
  makeupMark: ScoreMark | null;
  score: number | null;
  passed: boolean;
}

export interface ResultRow {
  id: number;
  firstName: string;
  lastName: string;
  fatherName: string | null;
  classroomName: string;
  gradeLevel: number;
  outcome: YearOutcome | null;
  ruleOutcome: YearOutcome | null;
  average: number | null;
  override: { outcome: YearOutcome; reason: string } | null;
  courses: ResultCourse[];
}

export interface MakeupExamSummary {
  id: number;
  coursePlanId: number;
  courseTitle: string;
  gradeLevel: number;
  date: string;
  sessionTitle: string | null;
  maxScore: number;
  students: number;
  scored: number;
}

export interface YearResultsReport {
  school: { name: string; logo: string | null };
  settings: YearResultSettings;
  counts: Record<YearOutcome | 'pending', number>;
  students: ResultRow[];
  makeupExams: MakeupExamSummary[];
}

export interface RosterRow {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string | null;
  score: number | null;
  mark: ScoreMark | null;
  yearScore: number | null;
  outcome: YearOutcome | null;
}

export interface ResultFilters {
  classroomId: number | null;
  gradeLevel: number | null;
}

const query = (f: ResultFilters) =>
  [f.classroomId ? `classroomId=${f.classroomId}` : '', f.gradeLevel ? `gradeLevel=${f.gradeLevel}` : '']
    .filter(Boolean)
    .join('&');

export const reportPath = (filters: ResultFilters, xlsx = false) =>
  `/year-results/report${xlsx ? '.xlsx' : ''}?${query(filters)}`;

export const yearResultsApi = {
  report: async (filters: ResultFilters) =>
    (await api.request<Data<YearResultsReport>>('GET', reportPath(filters))).data,
  compute: (classroomId: number | null) =>
    api.request<Data<unknown>>('POST', '/year-results/compute', classroomId ? { classroomId } : {}),
  setOutcome: (studentId: number, outcome: YearOutcome, reason: string) =>
    api.request<Data<unknown>>('PUT', `/year-results/${studentId}/outcome`, { outcome, reason }),
  clearOutcome: (studentId: number) =>
    api.request<Data<unknown>>('DELETE', `/year-results/${studentId}/outcome`),
  roster: async (examId: number) =>
    (await api.request<Data<{ students: RosterRow[] }>>('GET', `/makeup-exams/${examId}/students`)).data
      .students,
  fill: (examId: number) => api.request<Data<{ added: number }>>('POST', `/makeup-exams/${examId}/fill`),
  saveScores: (
    examId: number,
    entries: { studentId: number; score: number | null; mark: ScoreMark | null }[],
  ) => api.request<Data<{ changed: number }>>('POST', `/makeup-exams/${examId}/scores`, { entries }),
};
