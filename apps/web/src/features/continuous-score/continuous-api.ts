/** Calls and shapes of /api/course-groups/:id/continuous-score. */
import { api } from '../../lib/api';

interface Data<T> {
  data: T;
}

export interface ContinuousItem {
  kind: 'worksheet' | 'exam';
  id: number;
  title: string;
  date: string | null;
  maxScore: number;
  weight: number;
  score: number | null;
  mark: 'absent' | 'excused' | null;
  normalised: number | null;
}

export interface ContinuousStudent {
  id: number;
  firstName: string;
  lastName: string;
  rollNumber: number | null;
  computed: number | null;
  override: { score: number; reason: string; updatedAt: string } | null;
  value: number | null;
  items: ContinuousItem[];
}

export interface ContinuousSheet {
  courseGroup: { id: number; title: string; classroomName: string; courseTitle: string };
  term: { id: number; title: string };
  terms: { id: number; title: string }[];
  students: ContinuousStudent[];
}

const path = (groupId: number) => `/course-groups/${groupId}/continuous-score`;

export const continuousApi = {
  load: async (groupId: number, termId: number | undefined) =>
    (await api.request<Data<ContinuousSheet>>('GET', `${path(groupId)}${termId ? `?termId=${termId}` : ''}`))
      .data,
  save: (groupId: number, body: { termId: number; studentId: number; score: number; reason: string }) =>
    api.request<{ message: string }>('PUT', path(groupId), body),
  /** `reason`: needed when the student's card is published or the year closed (an amendment). */
  remove: (groupId: number, termId: number, studentId: number, reason: string) => {
    const query = new URLSearchParams({ termId: String(termId), studentId: String(studentId) });
    if (reason.trim()) query.set('reason', reason.trim());
    return api.request<{ message: string }>('DELETE', `${path(groupId)}?${query}`);
  },
};
