import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import type { SecurityLogItem } from './security-log-api';
import SecurityLogPage from './SecurityLogPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const admin = { id: 1, fullName: 'مدیر سامانه', username: 'admin' };
const clerk = { type: 'user' as const, id: 3, name: 'کارمند اداری', username: 'clerk' };
const school = { schoolId: 1, schoolName: 'دبیرستان نمونه' };
const ITEMS: SecurityLogItem[] = [
  {
    id: 40,
    // 10:25 in Tehran on 1 Mehr 1404.
    at: '2025-09-23T06:55:00.000Z',
    action: 'export',
    entity: 'security',
    actor: admin,
    target: null,
    ...school,
    details: { what: 'students', title: 'دانش‌آموزان', filters: { classroomId: 4 }, rows: 12 },
  },
  {
    id: 39,
    at: '2025-09-23T06:50:00.000Z',
    action: 'login-failed',
    entity: 'security',
    actor: null,
    target: null,
    schoolId: null,
    schoolName: null,
    details: { username: 'no-such-user', ip: '10.0.0.9', reason: 'unknown-user' },
  },
  {
    id: 38,
    at: '2025-09-23T06:45:00.000Z',
    action: 'create',
    entity: 'user-roles',
    actor: admin,
    target: clerk,
    schoolId: null,
    schoolName: null,
    details: { roleId: 5, roleName: 'کادر اداری' },
  },
  {
    id: 37,
    at: '2025-09-23T06:40:00.000Z',
    action: 'update',
    entity: 'roles',
    actor: admin,
    target: { type: 'role', id: 5, name: 'کادر اداری' },
    schoolId: null,
    schoolName: null,
    details: {
      name: 'کادر اداری',
      changed: ['permissions'],
      added: ['students.list', 'exams.list'],
      removed: [],
    },
  },
  {
    id: 36,
    at: '2025-09-23T06:35:00.000Z',
    action: 'update',
    entity: 'users',
    actor: admin,
    target: clerk,
    schoolId: null,
    schoolName: null,
    details: { changed: ['password', 'fullName'], before: {}, after: { fullName: 'کارمند اداری' } },
  },
];

const answer = (items: SecurityLogItem[], total = items.length) => ({
  body: { success: true, data: { items, total, page: 1, pageSize: 25 } },
});
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-id="${id}"]`)!;

describe('SecurityLogPage', () => {
  it('shows each event with its Persian name, Jalali time in Persian digits, who, whom, school and details', async () => {
    const server = fakeFetch(() => answer(ITEMS, 120));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<SecurityLogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'گزارش امنیتی' })).toBeTruthy();
    await screen.findByText('خروجی اکسل');
    expect(query(server.calls[0]!.url)).toEqual({ page: '1', pageSize: '25' });
    expect(server.calls[0]!.url).toMatch(/^\/api\/security-log\?/);

    const exported = within(row(40));
    expect(exported.getByText('۱۴۰۴/۰۷/۰۱ ۱۰:۲۵')).toBeTruthy();
    expect(exported.getByText('مدیر سامانه')).toBeTruthy();
    expect(exported.getByText('دبیرستان نمونه')).toBeTruthy();
    expect(exported.getByText('دانش‌آموزان، ۱۲ ردیف')).toBeTruthy();
    expect(exported.getByText('با فیلتر')).toBeTruthy();

    const refused = within(row(39));
    expect(refused.getByText('ورود ناموفق')).toBeTruthy();
    expect(refused.getByText('نام کاربری: no-such-user')).toBeTruthy();
    expect(refused.getByText('دلیل: کاربر ناشناخته')).toBeTruthy();

    const granted = within(row(38));
    expect(granted.getByText('دادن سمت به کاربر')).toBeTruthy();
    expect(granted.getByText('کارمند اداری')).toBeTruthy();
    expect(granted.getByText('سمت: کادر اداری')).toBeTruthy();
    expect(granted.getByText('همه مدارس')).toBeTruthy();

    expect(within(row(37)).getByText('تغییر سمت')).toBeTruthy();
    expect(within(row(37)).getByText('۲ دسترسی افزوده')).toBeTruthy();
    expect(within(row(36)).getByText('تغییر: رمز عبور، نام و نام خانوادگی')).toBeTruthy();
    // 120 events, 25 a page, in Persian digits.
    expect(screen.getByText(/۱۲۰/)).toBeTruthy();
  });

  it('asks again with the kind, the search text and from the first page', async () => {
    const server = fakeFetch(() => answer(ITEMS.slice(0, 1)));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<SecurityLogPage />);
    await screen.findByText('خروجی اکسل');

    fireEvent.mouseDown(within(screen.getByTestId('field-kind')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'ورودهای ناموفق' }));
    await waitFor(() => expect(query(server.calls.at(-1)!.url)).toMatchObject({ kind: 'login-failed' }));

    fireEvent.change(screen.getByTestId('security-log-search'), { target: { value: 'clerk' } });
    await waitFor(() =>
      expect(query(server.calls.at(-1)!.url)).toEqual({
        page: '1',
        pageSize: '25',
        kind: 'login-failed',
        q: 'clerk',
      }),
    );
  });

  it('shows the spec’s empty text, and the server’s message when it refuses', async () => {
    globalThis.fetch = fakeFetch(() => answer([])).fetch as typeof fetch;
    const { unmount } = renderEntityScreen(<SecurityLogPage />);
    expect(await screen.findByText('داده ای یافت نشد.')).toBeTruthy();
    unmount();

    globalThis.fetch = fakeFetch(() => ({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: 'اجازه این کار را ندارید.' },
    })).fetch as typeof fetch;
    renderEntityScreen(<SecurityLogPage />);
    expect(await screen.findByText('اجازه این کار را ندارید.')).toBeTruthy();
  });
});
