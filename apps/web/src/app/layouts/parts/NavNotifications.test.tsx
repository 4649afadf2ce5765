import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../../test/render-entity';
import { NavNotifications } from './NavNotifications';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = (items: { key: string; count: number }[], unread = 0) => ({
  body: { success: true, data: { items, total: items.reduce((s, i) => s + i.count, 0), unread } },
});

const NO_LATEST = { body: { success: true, data: { items: [], total: 0, page: 1, pageSize: 6 } } };

describe('the navbar notifications', () => {
  it('counts the leaves waiting for a decision on the bell and leads to the leaves', async () => {
    const server = fakeFetch((call) =>
      call.url.includes('/api/notifications') ? NO_LATEST : answer([{ key: 'pendingLeaves', count: 3 }]),
    );
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<NavNotifications />);
    await waitFor(() => expect(screen.getByTestId('nav-notifications-count').textContent).toBe('۳'));
    expect(server.calls[0]!.url).toContain('/api/dashboard/notifications');
    fireEvent.click(screen.getByTestId('nav-notifications'));
    const item = await screen.findByTestId('notification-pendingLeaves');
    expect(item.textContent).toBe('۳ مرخصی در انتظار تصمیم');
    expect(item.getAttribute('href')).toBe('/manager/student-leaves/list');
  });

  it('shows no count and its empty state when nothing waits', async () => {
    const server = fakeFetch((call) => (call.url.includes('/api/notifications') ? NO_LATEST : answer([])));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<NavNotifications />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.getByTestId('nav-notifications-count').textContent).toBe('');
    fireEvent.click(screen.getByTestId('nav-notifications'));
    expect(await screen.findByText('اعلان تازه‌ای ندارید.')).toBeTruthy();
  });

  it('adds the unread notifications to the count, lists the latest and marks one read on opening it', async () => {
    const latest = [
      {
        source: 'announcement',
        id: 7,
        kind: 'announcement',
        title: 'برنامه امتحانات',
        link: null,
        at: '2026-11-20T08:00:00.000Z',
        read: false,
        pinned: true,
      },
      {
        source: 'notification',
        id: 3,
        kind: 'feedback-reply',
        title: 'پاسخ به پیام شما',
        link: '/manager/feedback-box/mine#feedback-2',
        at: '2026-11-19T08:00:00.000Z',
        read: true,
        pinned: false,
      },
    ];
    const server = fakeFetch((call) => {
      if (call.url.includes('/api/notifications/read'))
        return { body: { success: true, data: { count: 0 } } };
      if (call.url.includes('/api/notifications'))
        return { body: { success: true, data: { items: latest, total: 2, page: 1, pageSize: 6 } } };
      return answer([{ key: 'pendingLeaves', count: 1 }], 2);
    });
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<NavNotifications />);
    await waitFor(() => expect(screen.getByTestId('nav-notifications-count').textContent).toBe('۳'));
    fireEvent.click(screen.getByTestId('nav-notifications'));
    const unread = await screen.findByTestId('notification-item-announcement-7');
    expect(unread.getAttribute('href')).toBe('/announcements/7');
    expect(unread.getAttribute('data-read')).toBe('false');
    expect(screen.getByTestId('notification-item-notification-3').getAttribute('href')).toBe(
      '/manager/feedback-box/mine#feedback-2',
    );
    expect(screen.getByTestId('notification-pendingLeaves')).toBeTruthy();
    fireEvent.click(unread);
    await waitFor(() =>
      expect(server.calls.find((c) => c.url.endsWith('/api/notifications/read'))?.body).toEqual({
        source: 'announcement',
        id: 7,
      }),
    );
  });
});
