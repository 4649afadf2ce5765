/** The public pre-registration API (apps/server/src/modules/preregistration/public-routes.ts). */
import type { ApplicationDocument, ApplicationStatus } from '@school/shared';
import { postForm, postJson, publicCall } from '../../lib/public-api';

export interface PublicCampaign {
  id: number;
  title: string;
  schoolName: string;
  description: string | null;
  opensOn: string;
  closesOn: string;
  state: 'open' | 'notYet' | 'closed';
  requiredDocuments: ApplicationDocument[];
  grades: { gradeLevel: string; full: boolean }[];
}

export interface ApplicationView {
  trackingCode: string;
  status: ApplicationStatus;
  rejectionReason: string | null;
  fixFields: string[];
  submittedAt: string;
  values: Record<string, string | number | null>;
  documents: ApplicationDocument[];
}

export interface Credentials {
  trackingCode: string;
  nationalCode: string;
}

const base = (id: number) => `/applications/${id}`;

export const applicationApi = {
  campaign: (id: number) => publicCall<PublicCampaign>(base(id)),
  submit: (id: number, form: FormData) =>
    postForm<{ trackingCode: string; status: ApplicationStatus }>(base(id), form),
  status: (id: number, credentials: Credentials) =>
    postJson<ApplicationView>(`${base(id)}/status`, credentials),
  correct: (id: number, form: FormData) => postForm<ApplicationView>(`${base(id)}/correction`, form),
};
