/** The Sida API (/api/sida): imports with their column mapping, fetches, the record, the logs, settings. */
import { api } from '../../lib/api';
import { postForm } from '../../lib/api-form';

export type SidaKind = 'class-list' | 'course-list' | 'results';
export type RowAction = 'create' | 'update' | 'unchanged';

export interface SidaPreview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  unchanged: number;
  rows: { row: number; cells: Record<string, string>; errors: Record<string, string>; action: RowAction }[];
  columns: { key: string; header: string }[];
}

export interface SidaMappingStep {
  headers: string[];
  mapping: Record<string, string>;
  missing: string[];
  fields: { key: string; header: string; required: boolean }[];
  preview: SidaPreview | null;
  /** Course list: courses the network lacks, created on commit. */
  newCoursePlans?: { code: string; title: string; gradeLevel: number }[];
}

/** What Sida's web connector brought, before anything is written. */
export interface SidaFetched {
  preview: SidaPreview;
  /** Course list: courses the network lacks, created on commit. */
  newCoursePlans?: SidaMappingStep['newCoursePlans'];
}

export interface ClassListReport {
  classrooms: { created: number; existing: number };
  students: { created: number; updated: number; unchanged: number };
  skipped: number;
}

export interface ResultsReport {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface CourseListReport extends ResultsReport {
  coursePlansCreated: number;
}

export type SidaReport = ClassListReport | ResultsReport | CourseListReport;

export interface SidaSettings {
  connector: 'files' | 'http';
  baseUrl: string | null;
  username: string | null;
  tokenSet: boolean;
  timeoutMs: number;
}

export interface RecordProblem {
  kind: 'missingScore' | 'outOfRange' | 'noCourseCode' | 'unknownToSida';
  studentId: number | null;
  studentName: string;
  nationalCode: string;
  courseTitle: string;
  message: string;
}

export interface RecordCheck {
  subject: string;
  classroomId: number;
  rows: {
    nationalCode: string;
    studentName: string;
    courseCode: string;
    courseTitle: string;
    score: number;
  }[];
  problems: RecordProblem[];
  students: number;
  courses: number;
  ready: number;
}

export interface RecordOptions {
  connector: 'files' | 'http';
  classrooms: { id: number; name: string; gradeLevel: number; courses: { id: number; title: string }[] }[];
}

export interface Exchange {
  id: number;
  operation: 'basic-information' | 'receive-scores' | 'record-scores';
  connector: 'files' | 'http';
  status: 'success' | 'partial' | 'failed';
  subject: string;
  summary: Record<string, unknown>;
  message: string;
  createdAt: string;
  userName: string | null;
}

export interface SidaCardRow {
  studentId: number;
  firstName: string;
  lastName: string;
  nationalCode: string;
  classroom: string | null;
  courses: number;
  average: number | null;
  differences: number;
}

export interface SidaCardDetail {
  student: {
    id: number;
    firstName: string;
    lastName: string;
    nationalCode: string;
    classroom: string | null;
  };
  courses: {
    courseCode: string;
    courseTitle: string;
    sidaScore: number | null;
    schoolScore: number | null;
    comparison: 'same' | 'different' | 'onlySida' | 'onlySchool';
  }[];
  sidaAverage: number | null;
  schoolAverage: number | null;
  differences: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface Data<T> {
  data: T;
  message?: string;
}

const form = (file: File, fields: Record<string, string>) => {
  const body = new FormData();
  Object.entries(fields).forEach(([k, v]) => body.append(k, v));
  body.append('file', file);
  return body;
};

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const sidaApi = {
  settings: async () => (await api.request<Data<SidaSettings>>('GET', '/sida/settings')).data,
  saveSettings: (body: Record<string, unknown>) =>
    api.request<Data<SidaSettings>>('PUT', '/sida/settings', body),
  preview: async (
    kind: SidaKind,
    file: File,
    mapping?: Record<string, string>,
    extra: Record<string, string> = {},
  ) =>
    (
      await postForm<Data<SidaMappingStep>>(
        `/sida/${kind}/preview`,
        form(file, { ...extra, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) }),
      )
    ).data,
  commit: (
    kind: SidaKind,
    file: File,
    mapping: Record<string, string>,
    mode: 'all' | 'valid',
    extra: Record<string, string> = {},
  ) =>
    postForm<Data<SidaReport>>(
      `/sida/${kind}/commit`,
      form(file, { ...extra, mapping: JSON.stringify(mapping), mode }),
    ),
  fetchPreview: async (kind: SidaKind) =>
    (await api.request<Data<SidaFetched>>('POST', `/sida/${kind}/fetch`, { commit: false })).data,
  fetchCommit: async (kind: SidaKind, mode: 'all' | 'valid') =>
    (await api.request<Data<{ report: SidaReport }>>('POST', `/sida/${kind}/fetch`, { commit: true, mode }))
      .data.report,
  recordOptions: async () => (await api.request<Data<RecordOptions>>('GET', '/sida/record/options')).data,
  recordCheck: async (classroomId: number, coursePlanId?: number) =>
    (
      await api.request<Data<RecordCheck>>(
        'GET',
        `/sida/record/check?${query({ classroomId, coursePlanId })}`,
      )
    ).data,
  exportPath: (classroomId: number, coursePlanId?: number) =>
    `/sida/record/export.xlsx?${query({ classroomId, coursePlanId })}`,
  send: (classroomId: number, coursePlanId?: number) =>
    api.request<
      Data<{ accepted: number; refused: { nationalCode: string; courseCode: string; reason: string }[] }>
    >('POST', '/sida/record/send', coursePlanId ? { classroomId, coursePlanId } : { classroomId }),
  exchanges: async (page: number, pageSize: number) =>
    (await api.request<Data<Page<Exchange>>>('GET', `/sida/exchanges?${query({ page, pageSize })}`)).data,
  cards: async (page: number, pageSize: number) =>
    (await api.request<Data<Page<SidaCardRow>>>('GET', `/sida/report-cards?${query({ page, pageSize })}`))
      .data,
  card: async (studentId: number) =>
    (await api.request<Data<SidaCardDetail>>('GET', `/sida/report-cards/${studentId}`)).data,
};
