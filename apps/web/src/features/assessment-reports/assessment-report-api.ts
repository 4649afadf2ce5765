/** The assessment reports' API (/api/assessment-reports): each report's shape and its filters. */
import { api } from '../../lib/api';

export interface StudentRef {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string;
}

export interface BelowPassingReport {
  rows: (StudentRef & { coursePlanId: number; courseTitle: string; score: number; passingScore: number })[];
  perCourse: { coursePlanId: number; courseTitle: string; count: number }[];
}

export type TopStudentRow = StudentRef & { rank: number; average: number };
export type TopCourseRow = StudentRef & {
  coursePlanId: number;
  courseTitle: string;
  rank: number;
  score: number;
};

export interface MonthlyReport {
  /** Jalali months, e.g. "1404-07". */
  months: string[];
  rows: {
    classroomId: number;
    classroomName: string;
    months: Record<string, { average: number; count: number }>;
  }[];
}

export interface ScoresReport {
  courses: { coursePlanId: number; title: string; units: number; average: number | null }[];
  students: {
    studentId: number;
    firstName: string;
    lastName: string;
    average: number | null;
    rank: number | null;
    scores: Record<string, number | null>;
  }[];
}

interface TeacherRef {
  teacherId: number;
  firstName: string;
  lastName: string;
}

export type TeacherRow = TeacherRef & {
  courseGroups: number;
  examsHeld: number;
  scoresEntered: number;
  averageScore: number | null;
  belowPassingPercent: number | null;
};
export type NoExamRow = TeacherRef & { groupCount: number; courseGroups: string };
export type FewExamsRow = TeacherRef & {
  courseGroupId: number;
  courseGroupTitle: string;
  classroomName: string;
  examCount: number;
};

export interface AssessmentFilters {
  termId: number | null;
  classroomId: number | null;
  gradeLevel: number | null;
  limit: number | null;
  from: string | null;
  to: string | null;
  minExams: number | null;
}

export const EMPTY_FILTERS: AssessmentFilters = {
  termId: null,
  classroomId: null,
  gradeLevel: null,
  limit: null,
  from: null,
  to: null,
  minExams: null,
};

/** `/assessment-reports/<name>[.xlsx]?…` with only the filters that are set. */
export function assessmentReportPath(name: string, filters: AssessmentFilters, xlsx = false): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `/assessment-reports/${name}${xlsx ? '.xlsx' : ''}${query ? `?${query}` : ''}`;
}

export const assessmentReportApi = {
  load: async <T>(name: string, filters: AssessmentFilters) =>
    (await api.request<{ data: T }>('GET', assessmentReportPath(name, filters))).data,
};
