/** Calls of the worksheet page: the sheet of a term, its activities, and saving cells. */
import type { ScoreMark } from '@school/shared';
import { api } from '../../lib/api';
import { sendOrQueue, type SendResult } from '../../pwa/outbox';

interface Data<T> {
  data: T;
}

export interface WorksheetActivity {
  id: number;
  title: string;
  date: string | null;
  maxScore: number;
  version: number;
}

export interface WorksheetCellValue {
  activityId: number;
  studentId: number;
  score: number | null;
  mark: ScoreMark | null;
}

export interface WorksheetTerm {
  id: number;
  title: string;
}

export interface Worksheet {
  courseGroup: { id: number; title: string; classroomName: string; courseTitle: string };
  term: WorksheetTerm;
  terms: WorksheetTerm[];
  activities: WorksheetActivity[];
  students: { id: number; firstName: string; lastName: string; rollNumber: number | null }[];
  cells: WorksheetCellValue[];
  frozenStudentIds: number[];
  canAmend: boolean;
}

export interface ActivityBody {
  title: string;
  date: string | null;
  maxScore: number;
}

const base = (groupId: number) => `/course-groups/${groupId}/worksheet`;

export const worksheetApi = {
  sheet: async (groupId: number, termId?: number) =>
    (await api.request<Data<Worksheet>>('GET', `${base(groupId)}${termId ? `?termId=${termId}` : ''}`)).data,
  addActivity: (groupId: number, termId: number, body: ActivityBody) =>
    api.request<Data<WorksheetActivity>>('POST', `${base(groupId)}/activities`, { termId, ...body }),
  editActivity: (groupId: number, activity: WorksheetActivity, body: ActivityBody) =>
    api.request<Data<WorksheetActivity>>('PATCH', `${base(groupId)}/activities/${activity.id}`, {
      version: activity.version,
      ...body,
    }),
  deleteActivity: (groupId: number, activityId: number) =>
    api.request('DELETE', `${base(groupId)}/activities/${activityId}`),
  /** Sends the changed cells now, or keeps them in the offline outbox (kind 'grades'). */
  save: (
    groupId: number,
    termId: number,
    clientId: string,
    cells: WorksheetCellValue[],
    label: string,
    reason?: string,
  ) =>
    sendOrQueue<Data<unknown>>({
      clientId,
      kind: 'grades',
      method: 'POST',
      path: `${base(groupId)}/scores`,
      label,
      body: { clientId, termId, cells, ...(reason ? { reason } : {}) },
    }) as Promise<SendResult<Data<unknown>>>,
};
