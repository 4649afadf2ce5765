/** Phone import, group photos and dossier requests (the Excel import is in components/sheet-import). */
import { api } from '../../lib/api';
import { postForm } from '../../lib/api-form';
import type { EntityItem } from '../../lib/entity-api';
import { withFile } from '../../components/sheet-import/sheet-import-api';
import type { GroupPhotoResult, PhoneImportResult } from './people-upload-types';

interface Data<T> {
  data: T;
  message?: string;
}

export interface StudentFile {
  student: EntityItem;
  classroom: { id: number; name: string; gradeLevel: string | null } | null;
  classroomHistory: {
    at: string;
    by: string | null;
    classroomId: number | null;
    classroomName: string | null;
  }[];
}

export interface StudentDocument {
  id: number;
  kind: 'photo' | 'reportCard';
  size: number;
  createdAt: string;
  trackingCode: string;
  campaign: string;
}

export const studentApi = {
  phoneImport: async (file: File) =>
    (await postForm<Data<PhoneImportResult>>('/students/phone-import', withFile(file))).data,
  /** Many images or one zip; a classroom id limits the matching to its students. */
  groupPhotos: async (files: readonly File[], classroomId?: string) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);
    const query = classroomId ? `?classroomId=${encodeURIComponent(classroomId)}` : '';
    return (await postForm<Data<GroupPhotoResult>>(`/students/photos${query}`, form)).data;
  },
  file: async (id: string) => (await api.request<Data<StudentFile>>('GET', `/students/${id}/file`)).data,
  /** The documents of the student's pre-registration (the dossier's documents tab). */
  documents: async (id: string) =>
    (await api.request<Data<StudentDocument[]>>('GET', `/students/${id}/file/documents`)).data,
};

export interface StudentAttendanceTab {
  counts: Partial<Record<'present' | 'absent' | 'late' | 'excused', number>>;
  marks: {
    id: number;
    date: string;
    status: string;
    lateMinutes: number | null;
    note: string | null;
    period: string;
    courseGroup: string | null;
  }[];
}

type ScoreValue = { score: number | null; mark: string | null } | null;

export interface StudentScoresTab {
  scores: {
    examId: number;
    exam: string;
    date: string;
    maxScore: number;
    courseGroup: string;
    score: number | null;
    mark: string | null;
  }[];
  amendments: {
    id: number;
    at: string;
    by: string | null;
    before: ScoreValue;
    after: ScoreValue;
    reason: string;
  }[];
  reportCards: {
    id: number;
    term: string | null;
    average: number | null;
    classRank: number | null;
    gradeRank: number | null;
    status: string;
  }[];
}

/** The dossier's module tabs. */
export const studentTabsApi = {
  attendance: async (id: string) =>
    (await api.request<Data<StudentAttendanceTab>>('GET', `/students/${id}/file/attendance`)).data,
  scores: async (id: string) =>
    (await api.request<Data<StudentScoresTab>>('GET', `/students/${id}/file/scores`)).data,
};
