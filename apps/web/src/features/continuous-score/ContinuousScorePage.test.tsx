import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import ContinuousScorePage from './ContinuousScorePage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const REASON_NEEDED = 'حذف نمره مستمر دستی از کارنامه منتشرشده اصلاح است: علت آن را بنویسید.';

const sheet = {
  courseGroup: { id: 7, title: 'ریاضی ۹', classroomName: '۹۰۱', courseTitle: 'ریاضی' },
  term: { id: 3, title: 'نوبت اول' },
  terms: [{ id: 3, title: 'نوبت اول' }],
  students: [
    {
      id: 41,
      firstName: 'زهرا',
      lastName: 'احمدی',
      rollNumber: 1,
      computed: 12,
      override: { score: 16, reason: 'پروژه', updatedAt: '2026-01-10T08:00:00Z' },
      value: 16,
      items: [],
    },
  ],
};

describe('removing a hand-set continuous score', () => {
  it('sends the reason written in the dialog, and keeps the dialog open with the server’s message', async () => {
    let removals = 0;
    const server = fakeFetch((call) => {
      if (call.method === 'DELETE') {
        removals += 1;
        // The first removal has no reason: refused as an amendment needing one.
        return removals === 1
          ? { status: 400, body: { success: false, code: 'VALIDATION', message: REASON_NEEDED } }
          : { body: { success: true, message: 'نمره مستمر دستی حذف شد.', data: { id: 1 } } };
      }
      return { body: { success: true, data: sheet } };
    });
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<ContinuousScorePage />, {
      path: '/manager/course-groups/7/continuous-score',
      route: '/manager/course-groups/:id/continuous-score',
    });

    fireEvent.click(await screen.findByTestId('continuous-remove'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByText(REASON_NEEDED)).toBeTruthy();
    const first = server.calls.find((c) => c.method === 'DELETE')!;
    expect(new URL(first.url, 'http://x').searchParams.has('reason')).toBe(false);

    fireEvent.change(screen.getByTestId('continuous-remove-reason'), { target: { value: ' ثبت اشتباه ' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(removals).toBe(2));
    const second = server.calls.filter((c) => c.method === 'DELETE')[1]!;
    const query = new URL(second.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ termId: '3', studentId: '41', reason: 'ثبت اشتباه' });
    expect(second.url).toMatch(/\/api\/course-groups\/7\/continuous-score\?/);
  });
});
