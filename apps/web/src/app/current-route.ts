import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, routeHandle, type RouteHandle } from './routes';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: routeHandle(route) }));

/** Fallback that can never lock anyone out; the catch-all route means it is not normally used. */
const UNMATCHED: RouteHandle = { name: 'all', meta: { layout: 'blank', public: true } };

export interface MatchedRoute {
  handle: RouteHandle;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Matching walks the whole route table (flattened, ranked, a pattern compiled per route: several
 * milliseconds on a phone), and the navigation's start, the layout, the menu and the guard all ask
 * for the same path.
 */
const matched = new Map<string, MatchedRoute>();
const MATCH_CACHE_SIZE = 100;

/** The route table entry for a path and the path's parameters, ranked as the router ranks them. */
export function matchRoute(pathname: string): MatchedRoute {
  const known = matched.get(pathname);
  if (known) return known;
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  const route = match
    ? { handle: match.route.handle, params: match.params }
    : { handle: UNMATCHED, params: {} };
  if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
  matched.set(pathname, route);
  return route;
}

/** The route table entry for a path. */
export const matchRouteHandle = (pathname: string): RouteHandle => matchRoute(pathname).handle;

/** Name and meta of the route being shown. */
export function useCurrentRoute(): RouteHandle {
  const { pathname } = useLocation();
  return useMemo(() => matchRouteHandle(pathname), [pathname]);
}
