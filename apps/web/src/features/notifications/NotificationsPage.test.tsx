import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { phoneWidth } from '../../test/phone-width';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import NotificationsPage from './NotificationsPage';

const realFetch = globalThis.fetch;
let restoreWidth: () => void = () => undefined;
afterEach(() => {
  globalThis.fetch = realFetch;
  restoreWidth();
  restoreWidth = () => undefined;
});

const item = (id: number, read: boolean) => ({
  source: 'announcement',
  id,
  kind: 'announcement',
  title: `اطلاعیه ${id}`,
  link: null,
  at: '2026-11-27T08:00:00Z',
  read,
  pinned: false,
});

function serve() {
  const server = fakeFetch((call) =>
    call.method === 'POST'
      ? { body: { success: true, data: { count: 1 } } }
      : {
          body: {
            success: true,
            data: { items: [item(1, false), item(2, true)], total: 2, page: 1, pageSize: 25 },
          },
        },
  );
  globalThis.fetch = server.fetch as typeof fetch;
  return server;
}

describe('NotificationsPage', () => {
  it('on a phone marks one read with an icon button named «خوانده شد», only on unread rows', async () => {
    restoreWidth = phoneWidth();
    const server = serve();
    renderEntityScreen(<NotificationsPage />);
    const unread = await screen.findByTestId('notifications-row-announcement-1');
    const action = within(unread).getByRole('button', { name: 'خوانده شد' });
    expect(action.textContent).toBe('');
    expect(
      within(screen.getByTestId('notifications-row-announcement-2')).queryByRole('button', {
        name: 'خوانده شد',
      }),
    ).toBeNull();
    fireEvent.click(action);
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ source: 'announcement', id: 1 }),
    );
  });

  it('on a wider screen says «خوانده شد» in text', async () => {
    serve();
    renderEntityScreen(<NotificationsPage />);
    const unread = await screen.findByTestId('notifications-row-announcement-1');
    expect(within(unread).getByTestId('notifications-mark-read').textContent).toBe('خوانده شد');
  });
});
