/** The security log's API (/api/security-log): its filters and the shape of a page of events. */
import { api } from '../../lib/api';

export const SECURITY_LOG_KINDS = [
  'all',
  'login',
  'login-failed',
  'password',
  'roles',
  'users',
  'export',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];

export interface SecurityLogItem {
  id: number;
  /** ISO timestamp. */
  at: string;
  action: string;
  /** 'security' for sign-ins, passwords and exports; 'users', 'roles' or 'user-roles' for changes. */
  entity: string;
  actor: { id: number; fullName: string | null; username: string | null } | null;
  target: { type: 'user' | 'role'; id: number; name: string | null; username?: string | null } | null;
  schoolId: number | null;
  schoolName: string | null;
  details: Record<string, unknown>;
}

export interface SecurityLogPage {
  items: SecurityLogItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SecurityLogFilters {
  /** One-based. */
  page: number;
  pageSize: number;
  kind: SecurityLogKind;
  from: string | null;
  to: string | null;
  q: string;
}

export function securityLogPath(filters: SecurityLogFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return `/security-log?${params.toString()}`;
}

export const securityLogApi = {
  list: async (filters: SecurityLogFilters) =>
    (await api.request<{ data: SecurityLogPage }>('GET', securityLogPath(filters))).data,
};
