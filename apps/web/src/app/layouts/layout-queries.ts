/**
 * What the signed-in layout asks for on every page (the current school and year in the navbar, the
 * bell's count): started with the page's own queries when a navigation starts.
 */
import { api, type WorkContext } from '../../lib/api';
import { apiQuery, type PageQuery } from '../../lib/page-queries';

export const WORK_CONTEXT_KEY = ['work-context'] as const;

/** The user's current school and academic year, kept per user on the server. */
export const workContextQuery: PageQuery<WorkContext> = {
  queryKey: WORK_CONTEXT_KEY,
  queryFn: async () => (await api.getContext()).data,
};

export interface Notifications {
  items: { key: string; count: number }[];
  total: number;
  /** Unread notifications and announcements. */
  unread: number;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = apiQuery<Notifications>(NOTIFICATIONS_KEY, '/dashboard/notifications');

export const signedInLayoutQueries = (): PageQuery[] => [workContextQuery, notificationsQuery];
