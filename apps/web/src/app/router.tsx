import { Suspense } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import BlankLayout from './layouts/BlankLayout';
import { DefaultLayout } from './layouts/lazy-default-layout';
import { appHistory } from './app-history';
import type { LayoutName } from './route-meta';
import { RootRoute } from './RootRoute';
import { ROUTES, type AppRoute } from './routes';

function toRouteObject({ path, meta, Component }: AppRoute): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={<PageLoader page={meta.layout === 'default'} />}>
        <Component />
      </Suspense>
    ),
  };
}

const withLayout = (layout: LayoutName) => ROUTES.filter((r) => r.meta.layout === layout).map(toRouteObject);

/** Route tree: the guard at the root, then one branch per layout, so a layout stays mounted between its pages. */
export const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: (
          <Suspense fallback={<PageLoader fullScreen />}>
            <DefaultLayout />
          </Suspense>
        ),
        children: withLayout('default'),
      },
      { element: <BlankLayout />, children: withLayout('blank') },
      ...withLayout('none'),
    ],
  },
];

function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

/**
 * Browser history from the site root (spec section 2). The declarative router, not the data router:
 * half the download on the login page; the route table's `queries` and `preload` play the part of
 * loaders (navigation-start.ts).
 */
export function AppRouter() {
  return (
    <HistoryRouter history={appHistory}>
      <AppRoutes />
    </HistoryRouter>
  );
}
