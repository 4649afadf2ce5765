import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, routeHandle, type RouteHandle } from './routes';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: routeHandle(route) }));

/** Fallback that can never lock anyone out; the catch-all route means it is not normally used. */
const UNMATCHED: RouteHandle = { name: 'all', meta: { layout: 'blank', public: true } };

/**
 * Matching walks the whole route table (flattened, ranked, a pattern compiled per route: several
 * milliseconds on a phone), and the layout, the menu and the guard all ask for the same path.
 */
const matched = new Map<string, RouteHandle>();
const MATCH_CACHE_SIZE = 100;

/** The route table entry for a path, ranked the same way the router ranks them. */
export function matchRouteHandle(pathname: string): RouteHandle {
  const known = matched.get(pathname);
  if (known) return known;
  const matches = matchRoutes(MATCHABLE, pathname);
  const handle = matches?.[matches.length - 1]?.route.handle ?? UNMATCHED;
  if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
  matched.set(pathname, handle);
  return handle;
}

/** Name and meta of the route being shown. */
export function useCurrentRoute(): RouteHandle {
  const { pathname } = useLocation();
  return useMemo(() => matchRouteHandle(pathname), [pathname]);
}
