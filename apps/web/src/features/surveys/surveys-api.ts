/** The survey pages' API: codes (/survey-hashes) and reports (/survey-reports). */
import type { SurveyReport, SurveyTeacherRow } from '@school/shared';
import { api } from '../../lib/api';

type Data<T> = { success: true; data: T };

export type SurveyState = 'notYet' | 'open' | 'closed';

export interface SurveySummary {
  id: number;
  title: string;
  opensOn: string;
  closesOn: string;
  state: SurveyState;
}

export interface ClassroomCodes {
  classroomId: number;
  classroomName: string;
  students: number;
  issued: number;
  spent: number;
}

export interface IssuedCodes {
  classroomId: number;
  classroomName: string;
  codes: string[];
  voided: number;
}

export interface TeacherReportData {
  survey: SurveySummary;
  teachers: { id: number; name: string }[];
  teacher: { id: number; name: string } | null;
  report: SurveyReport | null;
}

export interface ClassroomReportData {
  survey: SurveySummary;
  classrooms: { id: number; name: string }[];
  classroom: { id: number; name: string } | null;
  report: SurveyReport<{ teachers: SurveyTeacherRow[] }> | null;
}

const query = (params: Record<string, number | null | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

export const surveysApi = {
  codeSurveys: async () => (await api.request<Data<SurveySummary[]>>('GET', '/survey-hashes/surveys')).data,
  reportSurveys: async () =>
    (await api.request<Data<SurveySummary[]>>('GET', '/survey-reports/surveys')).data,
  codes: async (surveyGroupId: number) =>
    (
      await api.request<Data<{ survey: SurveySummary; classrooms: ClassroomCodes[] }>>(
        'GET',
        `/survey-hashes?${query({ surveyGroupId })}`,
      )
    ).data,
  issue: async (surveyGroupId: number, classroomIds?: number[]) =>
    (
      await api.request<Data<{ survey: SurveySummary; classrooms: IssuedCodes[] }>>(
        'POST',
        '/survey-hashes',
        {
          surveyGroupId,
          ...(classroomIds ? { classroomIds } : {}),
        },
      )
    ).data,
  teacherReport: async (surveyGroupId: number, teacherId: number | null) =>
    (
      await api.request<Data<TeacherReportData>>(
        'GET',
        `/survey-reports/teacher?${query({ surveyGroupId, teacherId })}`,
      )
    ).data,
  classroomReport: async (surveyGroupId: number, classroomId: number | null) =>
    (
      await api.request<Data<ClassroomReportData>>(
        'GET',
        `/survey-reports/classroom?${query({ surveyGroupId, classroomId })}`,
      )
    ).data,
};
