/** The feedback box beyond the engine's list: sending, a sender's own messages, a manager's reply. */
import { api } from '../../lib/api';
import { entityApi, type EntityItem } from '../../lib/entity-api';

export const FEEDBACK = 'feedback-box';

export interface MyFeedback {
  id: number;
  schoolName: string;
  category: string;
  subject: string;
  message: string;
  status: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface MyFeedbackPage {
  items: MyFeedback[];
  total: number;
  page: number;
  pageSize: number;
}

export interface FeedbackDraft {
  category: string;
  subject: string;
  message: string;
  anonymous: boolean;
}

export const feedbackKeys = {
  mine: (page: number, pageSize: number) => ['feedback-box', 'mine', page, pageSize] as const,
  item: (id: number) => ['entity', FEEDBACK, 'item', String(id)] as const,
};

export const feedbackApi = {
  send: (draft: FeedbackDraft) => entityApi.create(FEEDBACK, { ...draft }),
  mine: async (page: number, pageSize: number) =>
    (
      await api.request<{ data: MyFeedbackPage }>(
        'GET',
        `/feedback-box/mine?page=${page}&pageSize=${pageSize}`,
      )
    ).data,
  get: (id: number) => entityApi.get(FEEDBACK, id),
  reply: async (id: number, body: { version: number; status: string; reply: string }) =>
    (await api.request<{ data: EntityItem }>('POST', `/feedback-box/${id}/reply`, body)).data,
};
