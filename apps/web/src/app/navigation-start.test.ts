import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEntity, ENTITY_PAGES } from '@school/shared';
import { FIRST_PAGE_QUERY, listRequestQuery, DEFAULT_PAGE_SIZE } from '../components/entity/list-query';
import { initialSort } from '../components/entity/use-list-state';
import { ensureSessionChecked, resetSessionCheck, sessionCheckSettled } from '../lib/auth-session';
import { clearSession, saveTokenResponse } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { connectQueryClient, resetPageQueries } from '../lib/page-queries';
import { loginResponse } from '../test/fixtures';
import { entityEditPath, entityListPath } from './entity-routes';
import { matchRoute } from './current-route';
import { navigationQueries, startNavigation } from './navigation-start';
import { appHistory } from './app-history';

// The pages' and the layout's code, asked for by the navigation: stand-ins, so this file does not
// load (and hold for the files after it, which share its modules) the whole signed-in app.
vi.mock('./layouts/lazy-default-layout', () => ({ preloadDefaultLayout: vi.fn(async () => () => null) }));
vi.mock('../features/entities/EntityListPage', () => ({ default: () => null }));
vi.mock('../features/dashboard/DashboardPage', () => ({ default: () => null }));

const realFetch = globalThis.fetch;
/** The API requests made so far, in order; none is answered until the test says so. */
let requests: string[] = [];
let answerAll: () => void = () => undefined;

beforeEach(() => {
  resetSessionCheck();
  resetPageQueries();
  requests = [];
  const pending: (() => void)[] = [];
  answerAll = () => pending.splice(0).forEach((answer) => answer());
  globalThis.fetch = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        const url = String(input);
        requests.push(url);
        const refused = url.endsWith('/auth/refresh');
        const body = url.endsWith('/auth/me')
          ? {
              success: true,
              data: loginResponse().userData,
              userAbilityRules: loginResponse().userAbilityRules,
            }
          : { success: !refused, data: {} };
        pending.push(() => resolve(new Response(JSON.stringify(body), { status: refused ? 401 : 200 })));
      }),
  ) as typeof fetch;
});

afterEach(async () => {
  // Every request answered and the check over before the next test (files share one module graph).
  answerAll();
  await sessionCheckSettled();
  globalThis.fetch = realFetch;
  clearSession();
  resetSessionCheck();
});

afterAll(() => {
  resetPageQueries();
  connectQueryClient(queryClient);
});

const keysOf = (path: string, search = '') =>
  navigationQueries({ pathname: path, search }).map((q) => q.queryKey);

describe('what a navigation asks for', () => {
  it('every entity list starts on the request its page makes first: page 1, default size, no search', () => {
    saveTokenResponse(loginResponse());
    for (const { name } of ENTITY_PAGES) {
      const def = getEntity(name)!;
      // What EntityList asks for as it opens (use-list-state's initial state).
      const opening = listRequestQuery(
        { page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: initialSort(def), q: '', filters: {} },
        def.defaultSort,
      );
      expect(opening, name).toBe(FIRST_PAGE_QUERY);
      if (name === 'user-roles' || !matchRoute(entityListPath(name)).handle.queries) continue;
      expect(keysOf(entityListPath(name)), name).toContainEqual(['entity', name, 'list', FIRST_PAGE_QUERY]);
    }
  });

  it('the signed-in layout’s context and bell come with every page’s own queries', () => {
    saveTokenResponse(loginResponse());
    expect(keysOf('/manager/students/list')).toEqual([
      ['work-context'],
      ['notifications'],
      ['entity', 'students', 'list', 'page=1&pageSize=25'],
    ]);
    expect(keysOf(entityEditPath('students', 12))).toContainEqual(['entity', 'students', 'item', '12']);
    expect(keysOf('/manager/attendance/detail')).toContainEqual(['attendance', 'today']);
    expect(keysOf('/manager/attendance/detail', '?courseGroupId=3&classPeriodId=4&date=1404-09-05')).toEqual([
      ['work-context'],
      ['notifications'],
      ['attendance', 'sheet', { courseGroupId: 3, classPeriodId: 4, date: '1404-09-05' }],
    ]);
    expect(keysOf('/dashboard')).toContainEqual(['dashboard', 'summary']);
  });

  it('nothing for a signed-out visitor’s page, nor for a page the user may not open', () => {
    saveTokenResponse(loginResponse());
    expect(keysOf('/login')).toEqual([]);
    expect(keysOf('/pages/misc/not-found/404')).toEqual([]);
    saveTokenResponse({ ...loginResponse(), userAbilityRules: [{ action: 'shode', subject: 'login' }] });
    expect(keysOf('/manager/students/list')).toEqual([]);
    expect(keysOf('/dashboard')).not.toEqual([]);
  });
});

describe('a navigation’s start', () => {
  it('sends the session check, the context and the page’s rows together, none waiting for another', () => {
    saveTokenResponse(loginResponse());
    startNavigation({ pathname: '/manager/students/list', search: '' });
    // All four left before any answer came back (nothing has been answered yet).
    expect(requests).toEqual([
      '/api/auth/me',
      '/api/context',
      '/api/dashboard/notifications',
      '/api/students?page=1&pageSize=25',
    ]);
  });

  it('sends no data with a token that has expired: the check refreshes it first', () => {
    saveTokenResponse(loginResponse({ exp: 1_000 }));
    startNavigation({ pathname: '/manager/students/list', search: '' });
    expect(requests).toEqual(['/api/auth/refresh']);
  });

  it('sends nothing for a signed-out visitor', () => {
    clearSession();
    startNavigation({ pathname: '/manager/students/list', search: '' });
    startNavigation({ pathname: '/login', search: '' });
    expect(requests).toEqual([]);
  });

  it('a later navigation in the app starts its page’s data before the router hears of it', async () => {
    saveTokenResponse(loginResponse());
    const check = ensureSessionChecked();
    answerAll();
    await check;
    requests = [];
    const seenByRouter: string[][] = [];
    const unlisten = appHistory.listen(() => seenByRouter.push([...requests]));
    try {
      appHistory.push('/manager/classrooms/list');
    } finally {
      unlisten();
      window.history.replaceState(null, '', '/');
    }
    expect(seenByRouter[0]).toContain('/api/classrooms?page=1&pageSize=25');
  });
});
