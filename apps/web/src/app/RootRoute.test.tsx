/**
 * The guard's answer to a start whose session check fails (spec section 2): a user who was signed in
 * goes to /login itself, without `to`; a visitor who never was keeps the `to` of the path they asked.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../test/fixtures';
import { resetSessionCheck } from '../lib/auth-session';
import { getAuth, saveTokenResponse } from '../lib/auth-store';
import { AppProviders } from './providers/AppProviders';
import { RootRoute } from './RootRoute';

const realFetch = globalThis.fetch;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RootRoute />}>
            <Route path="/dashboard" element={<p>dashboard</p>} />
            <Route path="/login" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetSessionCheck();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The server ended the session: /auth/me and /auth/refresh are refused.
  globalThis.fetch = (async () =>
    new Response(
      JSON.stringify({ success: false, message: 'نشست شما پایان یافته است.', code: 'SESSION_ENDED' }),
      {
        status: 401,
      },
    )) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  resetSessionCheck();
});

describe('RootRoute after the session check', () => {
  it('sends a signed-in user whose session check fails to /login, without `to`', async () => {
    saveTokenResponse(loginResponse());
    renderAt('/dashboard');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(getAuth().accessToken).toBeNull();
  });

  it('keeps `to` for a visitor who was never signed in', async () => {
    renderAt('/dashboard');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?to=/dashboard'));
  });
});
