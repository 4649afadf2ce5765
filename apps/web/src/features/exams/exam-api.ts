/** Calls of the grade entry page. */
import type { ScoreMark } from '@school/shared';
import { api } from '../../lib/api';
import { sendOrQueue, type SendResult } from '../../pwa/outbox';
import type { ExamSheetKey } from './exam-draft';

interface Data<T> {
  data: T;
}

export interface ScoreStudent {
  id: number;
  firstName: string;
  lastName: string;
  rollNumber: number | null;
  score: number | null;
  mark: ScoreMark | null;
  qualitativeTypeId: number | null;
}

export interface ScoreSheet {
  exam: { id: number; title: string; date: string; maxScore: number; locked: boolean; examTypeTitle: string };
  courseGroup: { id: number; title: string; classroomName: string; courseTitle: string };
  /** The exam's course groups this user may enter (a teacher: their own). */
  courseGroups: { id: number; title: string; classroomName: string }[];
  grading: 'numeric' | 'qualitative';
  canAmend: boolean;
  qualitativeTypes: { id: number; title: string; code: string | null }[];
  students: ScoreStudent[];
}

export interface ScoreEntry {
  studentId: number;
  score: number | null;
  mark: ScoreMark | null;
  qualitativeTypeId: number | null;
}

export interface ScoreSaveResult {
  duplicate: boolean;
  created: number;
  updated: number;
  removed: number;
  unchanged: number;
}

export const examApi = {
  sheet: async (examId: number, courseGroupId?: number) =>
    (
      await api.request<Data<ScoreSheet>>(
        'GET',
        `/exams/${examId}/scores${courseGroupId ? `?courseGroupId=${courseGroupId}` : ''}`,
      )
    ).data,
  /** Sends the scores now, or keeps them in the offline outbox when the network is away. */
  save: (key: ExamSheetKey, clientId: string, entries: ScoreEntry[], label: string, reason?: string) =>
    sendOrQueue<Data<ScoreSaveResult>>({
      clientId,
      kind: 'grades',
      method: 'POST',
      path: `/exams/${key.examId}/scores`,
      label,
      body: { clientId, courseGroupId: key.courseGroupId, entries, ...(reason ? { reason } : {}) },
    }) as Promise<SendResult<Data<ScoreSaveResult>>>,
  setLocked: (examId: number, locked: boolean) =>
    api.request<Data<{ id: number; locked: boolean }>>(
      'POST',
      `/exams/${examId}/${locked ? 'lock' : 'unlock'}`,
    ),
};
