/**
 * The navigation guard of product spec section 2 as a pure function: given the target route's meta,
 * who the user is and where they are going, return null (go ahead) or the path to redirect to.
 */
import type { RouteMeta } from '../route-meta';

export interface NavigationState {
  /** User data and an access token are both stored. */
  isLoggedIn: boolean;
  /** Outcome of the once-per-start /auth/me check; 'failed' sends a logged-in user to /login. */
  sessionCheck: 'ok' | 'failed';
  can: (action: string, subject: string) => boolean;
}

export interface TargetLocation {
  pathname: string;
  /** Query string with or without the leading '?'. */
  search: string;
}

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';
export const HOME_PATH = '/';

/** /login with the original query kept and `to` holding the path (left out for '/'). */
export function loginRedirect({ pathname, search }: TargetLocation): string {
  const params = new URLSearchParams(search);
  params.delete('to');
  if (pathname !== HOME_PATH) params.set('to', pathname);
  // Slashes are legal in a query; keeping them readable gives /login?to=/dashboard.
  const query = params.toString().replace(/%2F/gi, '/');
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

export function resolveNavigation(
  meta: RouteMeta,
  state: NavigationState,
  target: TargetLocation,
): string | null {
  if (meta.public) return null;

  const sessionValid = state.sessionCheck === 'ok';
  if (meta.unauthenticatedOnly) return state.isLoggedIn && sessionValid ? HOME_PATH : null;

  if (state.isLoggedIn && !sessionValid) return LOGIN_PATH;

  // A non-public route without action or subject is never allowed (as in CASL, nothing matches).
  const allowed =
    meta.action !== undefined && meta.subject !== undefined && state.can(meta.action, meta.subject);
  if (!allowed) return state.isLoggedIn ? NOT_AUTHORIZED_PATH : loginRedirect(target);
  return null;
}

/**
 * Where a signed-in user on an unauthenticated-only page goes. The guard says '/'; on the login page
 * that just succeeded, the `to` of the query is where the user was heading, so it wins when safe.
 * (Both the page and the guard redirect in the same moment; they must agree.)
 */
export function signedInTarget(
  guardRedirect: string,
  target: TargetLocation,
  safe: (to: string | null) => string,
): string {
  if (guardRedirect !== HOME_PATH) return guardRedirect;
  return safe(new URLSearchParams(target.search).get('to'));
}
