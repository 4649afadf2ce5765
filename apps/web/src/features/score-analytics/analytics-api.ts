/** The score analytics' API (/api/score-analytics): each report's shape and the filters. */
import { api } from '../../lib/api';

export interface StudentPlace {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
}

export interface CourseAverageRow {
  coursePlanId: number;
  courseTitle: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  count: number;
  average: number;
  schoolAverage: number;
  networkAverage: number;
}

export type RankRow = StudentPlace & {
  average: number | null;
  classRank: number | null;
  gradeRank: number | null;
  schoolRank: number | null;
};

export type CourseRankRow = StudentPlace & {
  coursePlanId: number;
  courseTitle: string;
  score: number;
  classRank: number;
  gradeRank: number;
  schoolRank: number;
};

export interface FailedCoursesReport {
  students: (StudentPlace & {
    failedCount: number;
    courses: { coursePlanId: number; title: string; score: number; passingScore: number }[];
  })[];
  counts: {
    coursePlanId: number;
    courseTitle: string;
    classroomId: number;
    classroomName: string;
    schoolName: string;
    failed: number;
    total: number;
  }[];
}

export interface ScoreMatrix {
  courses: {
    coursePlanId: number;
    title: string;
    passingScore: number;
    topDecile: number;
    average: number;
  }[];
  students: (StudentPlace & { average: number | null; scores: Record<string, number> })[];
}

export interface DistributionRow {
  coursePlanId: number;
  courseTitle: string;
  classroomId: number | null;
  classroomName: string | null;
  schoolName: string | null;
  count: number;
  mean: number;
  sd: number | null;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  skew: number | null;
}

export interface GroupingReport {
  method: 'quantiles' | 'thresholds';
  basis: 'overall' | 'course';
  bands: number;
  bounds: { coursePlanId: number | null; bounds: number[] }[];
  students: (StudentPlace & {
    coursePlanId: number | null;
    courseTitle: string | null;
    value: number;
    band: number;
  })[];
  summary: {
    coursePlanId: number | null;
    courseTitle: string | null;
    band: number;
    count: number;
    min: number;
    max: number;
  }[];
}

export interface AnalyticsFilters {
  academicYearId: number | null;
  termId: number | null;
  gradeLevel: number | null;
  majorId: number | null;
  classroomId: number | null;
  coursePlanId: number | null;
  network: boolean;
  method: 'quantiles' | 'thresholds';
  bands: number;
  /** Lower bounds as typed, e.g. «17,14,10». */
  thresholds: string;
  basis: 'overall' | 'course';
}

export const EMPTY_FILTERS: AnalyticsFilters = {
  academicYearId: null,
  termId: null,
  gradeLevel: null,
  majorId: null,
  classroomId: null,
  coursePlanId: null,
  network: false,
  method: 'quantiles',
  bands: 4,
  thresholds: '17,14,10',
  basis: 'overall',
};

const PLAIN_KEYS = [
  'academicYearId',
  'termId',
  'gradeLevel',
  'majorId',
  'classroomId',
  'coursePlanId',
] as const;

/** `/score-analytics/<name>[.xlsx]?…` with the filters that are set (the grouping's own only for it). */
export function analyticsPath(name: string, filters: AnalyticsFilters, xlsx = false): string {
  const params = new URLSearchParams();
  for (const key of PLAIN_KEYS) if (filters[key] !== null) params.set(key, String(filters[key]));
  if (filters.network) params.set('network', 'true');
  if (name === 'grouping') {
    params.set('method', filters.method);
    if (filters.coursePlanId === null) params.set('basis', filters.basis);
    if (filters.method === 'quantiles') params.set('bands', String(filters.bands));
    else params.set('thresholds', filters.thresholds);
  }
  const query = params.toString();
  return `/score-analytics/${name}${xlsx ? '.xlsx' : ''}${query ? `?${query}` : ''}`;
}

export const analyticsApi = {
  load: async <T>(name: string, filters: AnalyticsFilters) =>
    (await api.request<{ data: T }>('GET', analyticsPath(name, filters))).data,
};
