/**
 * A teacher's tab left open through a school day, on a fake clock: the app refreshes the token on
 * its own, shows the 30-minute warning 7 h 30 after the last activity, and at 8 hours shows the
 * "expired" toast, clears the whole session (remembered credentials included) and opens /login.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../test/fixtures';

vi.mock('../lib/notify', () => ({ notify: vi.fn(async () => {}) }));
// The web tests share a worker's module graph (isolate: false): a file run before this one may have
// loaded the session modules with the real notify bound in. Fresh copies of them take the mock.
vi.resetModules();
const { notify } = await import('../lib/notify');
const { getAuth, saveTokenResponse } = await import('../lib/auth-store');
const { resetSessionWarnings } = await import('../lib/session-controller');
const { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } = await import('../lib/storage-keys');
const { useSessionLifecycle } = await import('./use-session-lifecycle');

const SIGN_IN = 1_800_000_000;
const HOUR_MS = 3_600_000;
const realFetch = globalThis.fetch;

/** The server's side: refresh issues 30-minute tokens inside the session; pings never come (idle). */
function fakeServer() {
  const calls: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    const path = String(input);
    calls.push(path);
    const now = Math.floor(Date.now() / 1000);
    const end = SIGN_IN + 8 * 3600;
    if (path === '/api/auth/refresh' && now < end) {
      const body = loginResponse({ exp: Math.min(now + 1800, end), user: { sessionExpiresAt: end } });
      return new Response(JSON.stringify({ ...body, refreshToken: `refresh-${now}` }), { status: 200 });
    }
    if (path === '/api/activity/ping') {
      return new Response(JSON.stringify({ success: true, data: { counted: true, sessionExpiresAt: end } }));
    }
    return new Response(JSON.stringify({ success: false, message: 'نشست شما پایان یافته است.' }), {
      status: 401,
    });
  }) as typeof fetch;
  return calls;
}

function Dashboard() {
  useSessionLifecycle(true);
  return <p>dashboard</p>;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(SIGN_IN * 1000);
  resetSessionWarnings();
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  globalThis.fetch = realFetch;
});

const toasts = () => vi.mocked(notify).mock.calls.map(([kind, message]) => `${kind}: ${message}`);

describe('a tab left open through the school day', () => {
  it('stays signed in while idle, is warned at 7 h 30 and expires at 8 h to /login', async () => {
    const calls = fakeServer();
    saveTokenResponse(loginResponse({ exp: SIGN_IN + 1800, user: { sessionExpiresAt: SIGN_IN + 8 * 3600 } }));
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, JSON.stringify({ username: 'teacher' }));
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/login" element={<p>login</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );

    // Idle for two hours (the 34 minutes between two periods, and much more): still signed in.
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR_MS));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(getAuth().accessToken).not.toBeNull();
    expect(calls.filter((path) => path === '/api/auth/refresh').length).toBeGreaterThanOrEqual(4);
    expect(toasts()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(5.5 * HOUR_MS));
    expect(toasts()).toEqual([
      'warning: ورود شما در 30 دقیقه منقضی میشود. لطفاً یک بار صفحه را تازه کنید تا جلسه تمدید شود.',
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');

    await act(() => vi.advanceTimersByTimeAsync(0.5 * HOUR_MS));
    expect(toasts()[1]).toBe('error: ورود شما منقضی شده است. لطفاً مجدداً وارد شوید.');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    for (const key of LOGOUT_CLEARED_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  });
});
