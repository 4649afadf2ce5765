import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS, earlyStartScript } from './early-start';

const PRELOADS = ['/assets/DefaultLayout-a.js', '/assets/app-b.js'];

/** A JWT whose payload is `claims` (the signature is never read here). */
const jwt = (claims: object) =>
  [
    'e30',
    btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    'sig',
  ].join('.');
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function signIn(token: string, userData: object = { id: 1, sessionExpiresAt: null }) {
  localStorage.setItem('accessToken', token);
  localStorage.setItem('userData', JSON.stringify(userData));
}

/** Runs the inline script as index.html does, at `path`. */
function runAt(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyStartScript(PRELOADS))();
}

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe("index.html's start-up script", () => {
  const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    delete window.earlyRequests;
    window.history.replaceState(null, '', '/');
  });

  it('for a signed-in user, asks for the layout code and sends the first requests with the stored token', () => {
    const token = jwt({ sub: 1, exp: inSeconds(600) });
    signIn(token);
    runAt('/manager/students/list');
    expect(preloadLinks()).toEqual(PRELOADS);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([...EARLY_REQUESTS]);
    for (const [, init = {}] of fetchSpy.mock.calls) {
      expect(init.method).toBe('GET');
      expect(init.credentials).toBe('include');
      expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    }
    expect(window.earlyRequests?.token).toBe(token);
    expect(Object.keys(window.earlyRequests!.answers)).toEqual([...EARLY_REQUESTS]);
  });

  it.each([
    ['no stored session', () => undefined],
    ['an expired token', () => signIn(jwt({ exp: inSeconds(-10) }))],
    ['a token about to expire (the check refreshes it first)', () => signIn(jwt({ exp: inSeconds(2) }))],
    ['a token without expiry', () => signIn(jwt({ sub: 1 }))],
    ['an unreadable token', () => signIn('a.%%%.c')],
    [
      'a session whose end has passed',
      () => signIn(jwt({ exp: inSeconds(600) }), { sessionExpiresAt: inSeconds(-1) }),
    ],
    ['a token but no user', () => localStorage.setItem('accessToken', jwt({ exp: inSeconds(600) }))],
  ])('starts nothing with %s', (_case, prepare) => {
    prepare();
    runAt('/manager/students/list');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(preloadLinks()).toEqual([]);
    expect(window.earlyRequests).toBeUndefined();
  });

  it.each(['/news', '/news/12', '/logout'])('starts nothing on %s (no signed-in layout there)', (path) => {
    signIn(jwt({ exp: inSeconds(600) }));
    runAt(path);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.earlyRequests).toBeUndefined();
  });
});
