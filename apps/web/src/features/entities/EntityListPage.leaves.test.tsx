import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import EntityListPage from './EntityListPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const leave = (id: number, status: string) => ({
  id,
  version: 1,
  studentId: id,
  leaveTypeId: 1,
  fromDate: '2026-11-01',
  toDate: '2026-11-01',
  status,
  _titles: { studentId: 'علی گودرزی', leaveTypeId: 'پزشکی' },
  _contexts: { studentId: '101' },
});

describe('the student leaves list', () => {
  it('approves and rejects a pending leave from its row; decided leaves have no buttons', async () => {
    let rows = [leave(1, 'pending'), leave(2, 'approved'), leave(3, 'pending')];
    const server = fakeFetch(({ url, method }) => {
      if (method === 'POST') {
        const [, id, decision] = /student-leaves\/(\d+)\/(approve|reject)/.exec(url)!;
        rows = rows.map((r) =>
          r.id === Number(id) ? { ...r, status: decision === 'approve' ? 'approved' : 'rejected' } : r,
        );
        return { body: { success: true, data: { excused: 1, restored: 0 } } };
      }
      return { body: { success: true, data: { items: rows, total: rows.length, page: 1, pageSize: 25 } } };
    });
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<EntityListPage entity="student-leaves" />);
    expect(await screen.findByTestId('leave-approve-1')).toBeTruthy();
    expect(screen.getByTestId('leave-reject-3')).toBeTruthy();
    expect(screen.queryByTestId('leave-approve-2')).toBeNull();

    fireEvent.click(screen.getByTestId('leave-approve-1'));
    await waitFor(() => expect(screen.queryByTestId('leave-approve-1')).toBeNull());
    fireEvent.click(screen.getByTestId('leave-reject-3'));
    await waitFor(() => expect(screen.queryByTestId('leave-reject-3')).toBeNull());
    const posts = server.calls
      .filter((c) => c.method === 'POST')
      .map((c) => new URL(c.url, 'http://x').pathname);
    expect(posts).toEqual(['/api/student-leaves/1/approve', '/api/student-leaves/3/reject']);
  });

  it('offers no decision to a user who may only list leaves', async () => {
    const server = fakeFetch(() => ({
      body: { success: true, data: { items: [leave(1, 'pending')], total: 1, page: 1, pageSize: 25 } },
    }));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<EntityListPage entity="student-leaves" />, {
      rules: [{ action: 'student-leaves.list', subject: 'admin' }],
    });
    expect(await screen.findByText('علی گودرزی')).toBeTruthy();
    expect(screen.queryByTestId('leave-approve-1')).toBeNull();
  });
});
