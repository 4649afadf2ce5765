import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../lib/ability';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import type { RouteMeta } from '../route-meta';
import { loginRedirect, resolveNavigation, signedInTarget, type NavigationState } from './resolve-navigation';

const dashboard: RouteMeta = { layout: 'default', action: 'shode', subject: 'login' };
const studentsList: RouteMeta = { layout: 'default', action: 'students.list', subject: 'admin' };
const login: RouteMeta = { layout: 'blank', unauthenticatedOnly: true, action: 'shode', subject: 'login' };
const landing: RouteMeta = { layout: 'blank', unauthenticatedOnly: true };
const notFound: RouteMeta = { layout: 'blank', public: true };

const clerk = createAppAbility([
  { action: 'shode', subject: 'login' },
  { action: ['attendance.list'], subject: 'admin' },
]);
const admin = createAppAbility([
  { action: 'shode', subject: 'login' },
  { action: 'manage', subject: 'all' },
]);
const nobody = createAppAbility([]);

const loggedIn = (ability = clerk): NavigationState => ({
  isLoggedIn: true,
  sessionCheck: 'ok',
  can: (a, s) => ability.can(a, s),
});
const guest: NavigationState = { isLoggedIn: false, sessionCheck: 'ok', can: (a, s) => nobody.can(a, s) };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('resolveNavigation (spec section 2)', () => {
  it('lets public routes through without any check', () => {
    expect(resolveNavigation(notFound, guest, at('/x'))).toBeNull();
    expect(resolveNavigation(notFound, { ...loggedIn(), sessionCheck: 'failed' }, at('/x'))).toBeNull();
    expect(resolveNavigation(notFound, { ...guest, can: () => false }, at('/x'))).toBeNull();
  });

  it('sends a logged-in user away from unauthenticated-only routes to /', () => {
    expect(resolveNavigation(login, loggedIn(), at('/login'))).toBe('/');
    expect(resolveNavigation(landing, loggedIn(admin), at('/front-pages/landing-page'))).toBe('/');
  });

  it('lets a visitor open unauthenticated-only routes, even though login needs shode/login', () => {
    expect(resolveNavigation(login, guest, at('/login'))).toBeNull();
    expect(resolveNavigation(landing, guest, at('/front-pages/landing-page'))).toBeNull();
  });

  it('sends a logged-in user without the ability to /not-authorized', () => {
    expect(resolveNavigation(studentsList, loggedIn(clerk), at('/manager/students/list'))).toBe(
      '/not-authorized',
    );
  });

  it('sends a visitor to /login with the path in `to` and the original query kept', () => {
    expect(resolveNavigation(dashboard, guest, at('/dashboard'))).toBe('/login?to=/dashboard');
    expect(resolveNavigation(dashboard, guest, at('/dashboard', '?tab=2&q=%D8%B9%D9%84%DB%8C'))).toBe(
      '/login?tab=2&q=%D8%B9%D9%84%DB%8C&to=/dashboard',
    );
  });

  it('leaves `to` out when the path is /', () => {
    expect(resolveNavigation(dashboard, guest, at('/'))).toBe('/login');
    expect(resolveNavigation(dashboard, guest, at('/', '?x=1'))).toBe('/login?x=1');
  });

  it('replaces a `to` already in the query instead of repeating it', () => {
    expect(loginRedirect(at('/dashboard', '?to=/evil&x=1'))).toBe('/login?x=1&to=/dashboard');
    expect(loginRedirect(at('/', '?to=/evil'))).toBe('/login');
  });

  it('sends a logged-in user whose session check failed to /login', () => {
    expect(
      resolveNavigation(dashboard, { ...loggedIn(admin), sessionCheck: 'failed' }, at('/dashboard')),
    ).toBe('/login');
  });

  it('does not bounce a user with a failed session check away from the login page', () => {
    expect(resolveNavigation(login, { ...loggedIn(), sessionCheck: 'failed' }, at('/login'))).toBeNull();
  });

  it('allows a route when the ability allows its action on its subject', () => {
    expect(resolveNavigation(dashboard, loggedIn(clerk), at('/dashboard'))).toBeNull();
    expect(
      resolveNavigation({ ...studentsList, action: 'attendance.list' }, loggedIn(clerk), at('/a')),
    ).toBeNull();
    expect(resolveNavigation(studentsList, loggedIn(admin), at('/manager/students/list'))).toBeNull();
  });

  it('never allows a non-public route that lacks action or subject', () => {
    expect(resolveNavigation({ layout: 'default' }, loggedIn(admin), at('/x'))).toBe('/not-authorized');
    expect(resolveNavigation({ layout: 'default', action: 'shode' }, guest, at('/x'))).toBe('/login?to=/x');
  });
});

describe('signedInTarget', () => {
  it('keeps other redirects and maps / to a safe `to` from the query', () => {
    expect(signedInTarget('/login', at('/x'), safeRedirectTarget)).toBe('/login');
    expect(signedInTarget('/', at('/login', '?to=/dashboard'), safeRedirectTarget)).toBe('/dashboard');
    expect(signedInTarget('/', at('/login', '?to=//evil.example'), safeRedirectTarget)).toBe('/');
    expect(signedInTarget('/', at('/login'), safeRedirectTarget)).toBe('/');
  });
});
