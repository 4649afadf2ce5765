import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import { DashboardCards } from './DashboardCards';
import { PendingLeavesCard } from './PendingLeavesCard';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const leave = (id: number, first: string) => ({
  id,
  version: 1,
  studentId: id,
  leaveTypeId: 1,
  fromDate: '2026-11-01',
  toDate: '2026-11-02',
  status: 'pending',
  _titles: { studentId: `${first} گودرزی`, leaveTypeId: 'پزشکی' },
  _contexts: { studentId: '101' },
});

describe("the dashboard's pending leaves", () => {
  it('lists each waiting leave by full name and classroom, and approves it from there', async () => {
    let pending = [leave(1, 'علی'), leave(2, 'رضا')];
    const server = fakeFetch(({ url, method }) => {
      if (method === 'POST') {
        pending = pending.filter((l) => !url.includes(`/student-leaves/${l.id}/`));
        return { body: { success: true, data: { excused: 2, restored: 0 } } };
      }
      return {
        body: { success: true, data: { items: pending, total: pending.length, page: 1, pageSize: 5 } },
      };
    });
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<PendingLeavesCard />);
    const rows = await screen.findAllByTestId('dashboard-pending-leave');
    expect(rows.map((r) => within(r).getByTestId('person-label').textContent)).toEqual([
      'علی گودرزی · ۱۰۱',
      'رضا گودرزی · ۱۰۱',
    ]);
    const list = new URL(server.calls[0]!.url, 'http://x');
    expect(list.pathname).toBe('/api/student-leaves');
    expect(list.searchParams.get('status')).toBe('pending');
    fireEvent.click(screen.getByTestId('leave-approve-1'));
    await waitFor(() => expect(screen.getAllByTestId('dashboard-pending-leave')).toHaveLength(1));
    expect(server.calls.find((c) => c.method === 'POST')!.url).toContain('/api/student-leaves/1/approve');
  });

  it('is not shown to a user who may not decide leaves', () => {
    const server = fakeFetch(() => ({ body: { success: true, data: { items: [], total: 0 } } }));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<PendingLeavesCard />, {
      rules: [{ action: 'student-leaves.list', subject: 'admin' }],
    });
    expect(screen.queryByTestId('dashboard-pending-leaves')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});

describe("the dashboard's count cards", () => {
  it('shows counts in Persian digits, the rate in percent and a dash when there is nothing to count', () => {
    renderEntityScreen(
      <DashboardCards
        cards={[
          { key: 'pendingLeaves', count: 3 },
          { key: 'attendanceRate', count: 92.5, unit: 'percent' },
          { key: 'absentees', count: null },
          { key: 'unknown', count: 1 },
        ]}
      />,
    );
    const count = (key: string) =>
      within(screen.getByTestId(`dashboard-card-${key}`)).getByTestId('dashboard-card-count').textContent;
    expect(count('pendingLeaves')).toBe('۳');
    expect(count('attendanceRate')).toBe('۹۲٫۵٪');
    expect(count('absentees')).toBe('—');
    expect(screen.getByTestId('dashboard-card-pendingLeaves').textContent).toContain('مرخصی در انتظار');
    expect(screen.queryByTestId('dashboard-card-unknown')).toBeNull();
  });
});
