/** The year's turn API: rollover preview/run/undo, closing a year, transcripts and transfers. */
import type { ClassroomNamingRule, PlacementRule } from '@school/shared';
import { api } from '../../lib/api';

type Data<T> = { success: true; data: T; message?: string };

export interface RolloverOptions {
  fromYearId: number;
  schoolIds: number[];
  naming: ClassroomNamingRule;
  placement: PlacementRule;
  copyCourseGroups: boolean;
  keepTeachers: boolean;
  copyTimetable: boolean;
  moves: { studentId: number; classroomKey: number }[];
}

export type StudentStep = 'promoted' | 'repeating' | 'graduated' | 'pending';

export interface PlannedStudent {
  id: number;
  name: string;
  fromClassroomId: number;
  fromClassroomName: string;
  step: StudentStep;
  outcome: string | null;
  average: number | null;
  toKey: number | null;
  done: boolean;
}

export interface PlannedClassroom {
  key: number;
  name: string;
  gradeLevel: number;
  majorName: string | null;
  existingId: number | null;
}

export interface SchoolPlan {
  schoolId: number;
  schoolName: string;
  classrooms: PlannedClassroom[];
  groups: unknown[];
  slots: unknown[];
  students: PlannedStudent[];
}

export interface RolloverPreview {
  fromYear: { id: number; title: string; closed: boolean };
  toYear: { id: number | null; title: string; startDate: string; endDate: string; exists: boolean };
  canCreateYear: boolean;
  schools: SchoolPlan[];
}

export interface RolloverResult {
  toYearId: number;
  created: Record<string, number>;
  ms: number;
  message: string;
}

export interface TranscriptCourse {
  courseTitle: string;
  units: number;
  score: number | null;
  qualitativeTitle: string | null;
  passed: boolean | null;
  /** A sat make-up (Shahrivar) exam: its score or mark, and the course's result once it counts. */
  makeup: { score: number | null; mark: 'absent' | 'excused' | null; passed: boolean } | null;
}

export interface TranscriptCard {
  id: number;
  academicYearTitle: string;
  termTitle: string | null;
  termId: number | null;
  classroomName: string;
  gradeLevel: number;
  average: number | null;
  totalUnits: number;
  passedUnits: number;
  status: string;
  /** A year card's standing once its make-ups count; null on term cards. */
  yearResult: {
    outcome: 'passed' | 'makeup' | 'repeat' | 'graduated';
    average: number | null;
    passedUnits: number;
    hasMakeup: boolean;
  } | null;
  courses: TranscriptCourse[];
}

export interface TranscriptStudent {
  id: number;
  firstName: string;
  lastName: string;
  fatherName: string | null;
  nationalCode: string;
  studentNumber: string | null;
  birthDate: string | null;
  status: string;
  classroomName: string | null;
  gradeLevel: number | null;
  schoolName: string;
  schoolLogo: string | null;
}

export interface Transfer {
  transferDate: string;
  destination: string;
  reason: string;
  academicYearTitle: string;
}

export const rolloverApi = {
  preview: async (options: RolloverOptions) =>
    (await api.request<Data<RolloverPreview>>('POST', '/year-rollover/preview', options)).data,
  run: async (options: RolloverOptions) =>
    (await api.request<Data<RolloverResult>>('POST', '/year-rollover/run', options)).data,
  undo: async (fromYearId: number, schoolId: number) =>
    api.request<Data<unknown>>('POST', '/year-rollover/undo', { fromYearId, schoolId }),
  close: async (academicYearId: number) =>
    api.request<Data<unknown>>('POST', '/year-rollover/close', { academicYearId }),
  transcript: async (studentId: number) =>
    (
      await api.request<Data<{ student: TranscriptStudent; years: TranscriptCard[] }>>(
        'GET',
        `/students/${studentId}/transcript`,
      )
    ).data,
  transfer: async (studentId: number, body: { transferDate: string; destination: string; reason: string }) =>
    api.request<Data<unknown>>('POST', `/students/${studentId}/transfer`, body),
  certificate: async (studentId: number) =>
    (
      await api.request<Data<{ student: TranscriptStudent; transfer: Transfer; cards: TranscriptCard[] }>>(
        'GET',
        `/students/${studentId}/transfer`,
      )
    ).data,
};
