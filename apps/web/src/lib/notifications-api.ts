/**
 * The user's notifications (/api/notifications): their own notifications and the announcements
 * that reach them, read one or all, an announcement in full, the pinned ones. Shared by the
 * navbar's bell, the notifications pages and the dashboard. Marking read refreshes every query
 * under the 'notifications' key, the bell's count among them.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api';

export type NotificationSource = 'announcement' | 'notification';

export interface NotificationItem {
  source: NotificationSource;
  id: number;
  /** 'announcement', or what happened ('feedback-reply'). */
  kind: string;
  title: string;
  link: string | null;
  at: string;
  read: boolean;
  pinned: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Announcement {
  id: number;
  title: string;
  body: string;
  publishFrom: string;
  publishTo: string | null;
  pinned: boolean;
  read: boolean;
}

export interface PinnedAnnouncement {
  id: number;
  title: string;
  excerpt: string;
  publishFrom: string;
  read: boolean;
}

/** The root of every notifications query (the bell's count is ['notifications'] too). */
export const NOTIFICATIONS_ROOT = 'notifications';

export const notificationKeys = {
  page: (page: number, pageSize: number) => [NOTIFICATIONS_ROOT, 'page', page, pageSize] as const,
  announcement: (id: number) => [NOTIFICATIONS_ROOT, 'announcement', id] as const,
  pinned: [NOTIFICATIONS_ROOT, 'pinned'] as const,
};

/** The page of a notification: an announcement's own page, or where the notification points. */
export const announcementPath = (id: number) => `/announcements/${id}`;
export const NOTIFICATIONS_PATH = '/notifications';

export function notificationTarget(item: Pick<NotificationItem, 'source' | 'id' | 'link'>): string {
  return item.source === 'announcement' ? announcementPath(item.id) : (item.link ?? NOTIFICATIONS_PATH);
}

export const notificationsApi = {
  page: async (page: number, pageSize: number) =>
    (await api.request<{ data: NotificationPage }>('GET', `/notifications?page=${page}&pageSize=${pageSize}`))
      .data,
  announcement: async (id: number) =>
    (await api.request<{ data: Announcement }>('GET', `/notifications/announcements/${id}`)).data,
  pinned: async () =>
    (await api.request<{ data: PinnedAnnouncement[] }>('GET', '/notifications/pinned')).data,
  markRead: (source: NotificationSource, id: number) =>
    api.request<{ data: { count: number } }>('POST', '/notifications/read', { source, id }),
  markAllRead: () => api.request<{ data: { count: number } }>('POST', '/notifications/read-all'),
};

/** After a read: the bell, the lists and the dashboard's pinned ones show it. */
export const refreshNotifications = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [NOTIFICATIONS_ROOT] });

/** Marking one item or all of them read; the bell, the lists and the dashboard follow. */
export function useNotificationReads() {
  const client = useQueryClient();
  const markRead = useMutation({
    mutationFn: (item: Pick<NotificationItem, 'source' | 'id'>) =>
      notificationsApi.markRead(item.source, item.id),
    onSettled: () => refreshNotifications(client),
  });
  const markAll = useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSettled: () => refreshNotifications(client),
  });
  return { markRead, markAll };
}
