import type { ReactElement } from 'react';
import { AbilityProvider } from '@casl/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AbilityRule } from '@school/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppThemeProvider } from '../app/providers/AppThemeProvider';
import { createAppAbility } from '../lib/ability';

export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * Renders an entity screen as the signed-in layout does: abilities, theme, server state, a router
 * (`route`: the route's pattern, for pages that read its parameters).
 */
export function renderEntityScreen(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    rules = ADMIN_RULES,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; route?: string; rules?: AbilityRule[]; queryClient?: QueryClient } = {},
) {
  const result = render(
    <AbilityProvider value={createAppAbility(rules)}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AppThemeProvider>
    </AbilityProvider>,
  );
  return { ...result, queryClient };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** A fetch that records calls and answers with `respond(call)` (JSON, status 200 unless given). */
export function fakeFetch(respond: (call: FetchCall) => { status?: number; body: unknown } | Promise<never>) {
  const calls: FetchCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await respond(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/**
 * The signed-in layout's own requests answered empty: a work context with no school chosen (the
 * stage button reads its lists whenever a session from another test file is still signed in), and
 * no notifications for the bell.
 */
export function fakeLayoutFetch() {
  return fakeFetch(({ url }) => ({
    body: {
      success: true,
      data:
        new URL(url, 'http://localhost').pathname === '/api/context'
          ? { schools: [], academicYears: [], currentSchoolId: null, currentAcademicYearId: null }
          : { items: [], total: 0, unread: 0 },
    },
  }));
}
