/** The institute reports' API (/api/corp-reports) and an exam's results import (/api/corp-exams/:id/results). */
import { api } from '../../lib/api';

export interface CourseFigures {
  percent: number | null;
  score: number | null;
  rank: number | null;
}

export interface CourseRef {
  id: number;
  title: string;
}

export interface ExamRef {
  examId: number;
  title: string;
  corpTitle: string;
  date: string;
}

export interface Person {
  firstName: string;
  lastName: string;
}

type Averages = { percent: number | null; score: number | null };

export interface ClassExamReport {
  exam: ExamRef & { gradeLevel: number };
  courses: CourseRef[];
  students: (Person & {
    studentId: number;
    classroomName: string | null;
    totalScore: number | null;
    totalRank: number | null;
    courses: Record<number, CourseFigures>;
  })[];
  average: { students: number; totalScore: number | null; courses: Record<number, Averages> };
  classrooms: {
    classroomName: string;
    students: number;
    totalScore: number | null;
    courses: Record<number, Averages>;
  }[];
}

export interface StudentExamReport {
  student: Person & { id: number; classroomName: string | null };
  courses: CourseRef[];
  exams: (ExamRef & {
    totalScore: number | null;
    totalRank: number | null;
    courses: Record<number, CourseFigures>;
  })[];
}

export interface CourseSchoolReport {
  course: CourseRef;
  schools: { id: number; name: string }[];
  sittings: {
    date: string;
    corpId: number;
    corpTitle: string;
    title: string;
    cells: Record<number, { students: number; percent: number | null; score: number | null }>;
  }[];
}

export interface CourseStudentReport {
  course: CourseRef;
  exams: ExamRef[];
  students: (Person & {
    studentId: number;
    classroomName: string | null;
    exams: Record<number, CourseFigures>;
  })[];
  averages: { examId: number; percent: number | null; score: number | null; best: number | null }[];
}

export type CorpReportName =
  'corp-class-exam-score' | 'corp-student-exam-score' | 'course-school-date' | 'course-student-date';

export type CorpReportFilters = Record<string, number | null | undefined>;

/** `/corp-reports/<name>?…` with the filters that are set, `.xlsx` for the workbook. */
export function corpReportPath(name: CorpReportName, filters: CorpReportFilters, xlsx = false): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return `/corp-reports/${name}${xlsx ? '.xlsx' : ''}?${params.toString()}`;
}

export const corpReportsApi = {
  load: async <T>(name: CorpReportName, filters: CorpReportFilters) =>
    (await api.request<{ data: T }>('GET', corpReportPath(name, filters))).data,
};

/** Where an exam's results sheet is served, previewed and committed. */
export const resultsImportBase = (examId: number | string) => `/corp-exams/${examId}/results`;
