import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, routeHandle, type RouteHandle } from './routes';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: routeHandle(route) }));

/** Fallback that can never lock anyone out; the catch-all route means it is not normally used. */
const UNMATCHED: RouteHandle = { name: 'all', meta: { layout: 'blank', public: true } };

/** The route table entry for a path, ranked the same way the router ranks them. */
export function matchRouteHandle(pathname: string): RouteHandle {
  const matches = matchRoutes(MATCHABLE, pathname);
  return matches?.[matches.length - 1]?.route.handle ?? UNMATCHED;
}

/** Name and meta of the route being shown. */
export function useCurrentRoute(): RouteHandle {
  const { pathname } = useLocation();
  return useMemo(() => matchRouteHandle(pathname), [pathname]);
}
