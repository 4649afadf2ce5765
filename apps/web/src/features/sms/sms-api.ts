/** The SMS API (/api/sms): compose preview and send, the log with its filters, re-sending, settings. */
import { api } from '../../lib/api';

export interface ComposeInfo {
  provider: string;
  pricePerPart: number;
  dailyCap: number;
  queuedToday: number;
  /** Recipient groups the server offers (absentees-today, teachers, office-staff, ...). */
  groups: string[];
  placeholders: string[];
}

export interface ComposeRequest {
  body: string;
  classroomIds?: number[];
  groups?: string[];
  studentIds?: number[];
  numbers?: string;
}

export interface ComposeSummary {
  messages: number;
  parts: number;
  cost: number;
  pricePerPart: number;
  duplicates: number;
  invalid: { name: string; value: string | null }[];
  invalidCount: number;
  sample: { recipient: string; recipientName: string | null; body: string; parts: number }[];
  /** Present after sending. */
  queued?: number;
}

export const SMS_STATES = ['all', 'queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStateFilter = (typeof SMS_STATES)[number];
export const SMS_KINDS = ['all', 'compose', 'absence', 'resend', 'discipline', 'debt'] as const;
export type SmsKindFilter = (typeof SMS_KINDS)[number];

export interface SmsLogItem {
  id: number;
  recipient: string;
  recipientName: string | null;
  body: string;
  kind: string;
  state: Exclude<SmsStateFilter, 'all'>;
  parts: number;
  cost: number | null;
  attempts: number;
  reason: string | null;
  provider: string | null;
  providerId: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  sentBy: string | null;
}

export interface SmsLogPage {
  items: SmsLogItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SmsLogFilters {
  page: number;
  pageSize: number;
  status: SmsStateFilter;
  kind: SmsKindFilter;
  from: string | null;
  to: string | null;
  q: string;
}

export interface SmsSettings {
  provider: 'log' | 'kavenegar';
  apiKeySet: boolean;
  sender: string | null;
  pricePerPart: number;
  dailyCapPerSchool: number;
}

export interface SmsSettingsInput {
  provider: 'log' | 'kavenegar';
  apiKey?: string;
  clearApiKey?: boolean;
  sender?: string;
  /** Numbers; text that is not one goes as typed, for the server to refuse with its message. */
  pricePerPart: number | string;
  dailyCapPerSchool: number | string;
}

/** The log's query string; paging is left out of the Excel copy's. */
export function smsLogQuery(filters: SmsLogFilters, paged = true): string {
  const params = new URLSearchParams();
  if (paged) {
    params.set('page', String(filters.page));
    params.set('pageSize', String(filters.pageSize));
  }
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return params.toString();
}

export const smsApi = {
  composeInfo: async () => (await api.request<{ data: ComposeInfo }>('GET', '/sms/compose-info')).data,
  preview: async (body: ComposeRequest) =>
    (await api.request<{ data: ComposeSummary }>('POST', '/sms/preview', body)).data,
  send: async (body: ComposeRequest) =>
    (await api.request<{ data: ComposeSummary }>('POST', '/sms/send', body)).data,
  list: async (filters: SmsLogFilters) =>
    (await api.request<{ data: SmsLogPage }>('GET', `/sms/messages?${smsLogQuery(filters)}`)).data,
  exportPath: (filters: SmsLogFilters) => {
    const query = smsLogQuery(filters, false);
    return `/sms/messages/export.xlsx${query ? `?${query}` : ''}`;
  },
  resend: async (id: number) =>
    (await api.request<{ data: { queued: number } }>('POST', `/sms/messages/${id}/resend`)).data,
  settings: async () => (await api.request<{ data: SmsSettings }>('GET', '/sms/settings')).data,
  saveSettings: async (input: SmsSettingsInput) =>
    (await api.request<{ data: SmsSettings }>('PUT', '/sms/settings', input)).data,
};
