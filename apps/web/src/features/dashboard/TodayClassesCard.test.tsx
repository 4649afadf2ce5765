/**
 * «My classes today» asks for a teacher's profile only when the user has a teacher record: a system
 * manager (who may do everything, the teacher's profile action included) gets no 404 on every load.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AbilityProvider } from '@casl/react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppAbility } from '../../lib/ability';
import { renderWithApp } from '../../test/render';
import { TodayClassesCard } from './TodayClassesCard';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers today's periods as the server does for a user with or without a teacher record. */
function server(teacher: boolean) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    const path = String(input);
    asked.push(path);
    if (path === '/api/weekly-schedule/mine/today') {
      return new Response(JSON.stringify({ success: true, data: { weekday: 2, teacher, periods: [] } }));
    }
    if (path === '/api/teacher/profile' && teacher) {
      return new Response(JSON.stringify({ success: true, data: { id: 3, version: 1 } }));
    }
    return new Response(JSON.stringify({ success: false, message: 'یافت نشد.' }), { status: 404 });
  }) as typeof fetch;
  return asked;
}

function renderCard() {
  const everything = createAppAbility([
    { action: 'shode', subject: 'login' },
    { action: 'manage', subject: 'all' },
  ]);
  renderWithApp(
    <AbilityProvider value={everything}>
      <QueryClientProvider client={new QueryClient()}>
        <TodayClassesCard />
      </QueryClientProvider>
    </AbilityProvider>,
  );
}

describe('TodayClassesCard', () => {
  it('never asks for /api/teacher/profile for a user without a teacher record', async () => {
    const asked = server(false);
    renderCard();
    await waitFor(() => expect(asked).toContain('/api/weekly-schedule/mine/today'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toContain('/api/teacher/profile');
    expect(screen.queryByTestId('dashboard-today-classes')).toBeNull();
  });

  it("shows a teacher's day (none today) and reads their profile for offline use", async () => {
    const asked = server(true);
    renderCard();
    expect(await screen.findByTestId('dashboard-no-classes')).toBeTruthy();
    await waitFor(() => expect(asked).toContain('/api/teacher/profile'));
  });
});
