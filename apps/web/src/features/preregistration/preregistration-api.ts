/** The school's pre-registration API (apps/server/src/modules/preregistration/manager-routes.ts). */
import type { ApplicationDocument, ApplicationStatus, Correctable } from '@school/shared';
import { api } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';

type Data<T> = { success: true; data: T; message?: string };

export interface ApplicationDetails {
  documents: { kind: ApplicationDocument; size: number }[];
  decisions: ApplicationStatus[];
  canEnrol: boolean;
  fixFields: Correctable[];
  seats: { capacity: number; taken: number } | null;
}

export interface DecisionInput {
  status: 'reviewing' | 'accepted' | 'rejected';
  reason?: string;
  fixFields?: Correctable[];
  version: number;
}

export const preregistrationApi = {
  counts: async (campaignId?: number) =>
    (
      await api.request<Data<Partial<Record<ApplicationStatus, number>>>>(
        'GET',
        `/preregister/counts${campaignId ? `?campaignId=${campaignId}` : ''}`,
      )
    ).data,
  details: async (id: string) =>
    (await api.request<Data<ApplicationDetails>>('GET', `/preregister/${id}/details`)).data,
  decide: async (id: string, input: DecisionInput) =>
    await api.request<Data<EntityItem & { smsQueued: number }>>('POST', `/preregister/${id}/decision`, input),
  enrol: async (id: string, input: { classroomId: number; version: number }) =>
    await api.request<Data<{ studentId: number; created: boolean }>>(
      'POST',
      `/preregister/${id}/enrol`,
      input,
    ),
};

/** The URL of one of an application's documents (fetched with the session's token). */
export const documentUrl = (id: string | number, kind: ApplicationDocument) =>
  `/api/preregister/${id}/documents/${kind}`;
