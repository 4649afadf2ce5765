/**
 * The route table: every page with its metadata (spec section 2). The router, the menus, the
 * navbar search and the shortcuts are all built from this one list. Pages are lazy so the login
 * page downloads only what it needs.
 */
import { lazy, type ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { LOGIN_ACTION, LOGIN_SUBJECT } from '@school/shared';
import { attendanceRoutes } from './attendance-routes';
import { entityRoutes } from './entity-routes';
import { examRoutes } from './exam-routes';
import { reportCardRoutes } from './report-card-routes';
import { courseGroupRoutes } from './course-group-routes';
import IndexRedirect from './guards/IndexRedirect';
import { peopleRoutes } from './people-routes';
import { attendanceReportRoutes } from './attendance-report-routes';
import { assessmentReportRoutes } from './assessment-report-routes';
import type { RouteMeta } from './route-meta';
import { routeName } from './route-name';

export interface NavEntry {
  icon?: SvgIconComponent;
  /** MUI icon component name (from the registry), resolved by the menus; used when `icon` is absent. */
  iconName?: string;
  /** Menu group key (i18n menu.groups.<key>); ungrouped items come first. */
  group?: string;
  /** Position among menu items; lower first. */
  order: number;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  Component: ComponentType;
  /** Present when the page appears in the menus, the search and the shortcuts. */
  nav?: NavEntry;
  /** Loads the page's code: a visit that starts on the page asks for it beside the layout's. */
  preload?: () => Promise<unknown>;
}

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const loadDashboardPage = () => import('../features/dashboard/DashboardPage');
const DashboardPage = lazy(loadDashboardPage);
const NotAuthorizedPage = lazy(() => import('../features/misc/NotAuthorizedPage'));
const NotFoundPage = lazy(() => import('../features/misc/NotFoundPage'));

const notFoundMeta: RouteMeta = { title: 'pages.notFound', layout: 'blank', public: true };
const notAuthorizedMeta: RouteMeta = { title: 'pages.notAuthorized', layout: 'blank', public: true };

export const ROUTES: readonly AppRoute[] = [
  { path: '/', meta: { layout: 'none', public: true }, Component: IndexRedirect },
  {
    path: '/front-pages/landing-page',
    meta: { title: 'app.title', layout: 'blank', unauthenticatedOnly: true },
    Component: LandingPage,
  },
  {
    path: '/login',
    meta: {
      title: 'pages.login',
      layout: 'blank',
      unauthenticatedOnly: true,
      action: LOGIN_ACTION,
      subject: LOGIN_SUBJECT,
    },
    Component: LoginPage,
  },
  { path: '/logout', meta: { title: 'pages.logout', layout: 'none', public: true }, Component: LogoutPage },
  {
    path: '/dashboard',
    meta: { title: 'pages.dashboard', layout: 'default', action: LOGIN_ACTION, subject: LOGIN_SUBJECT },
    Component: DashboardPage,
    nav: { icon: DashboardOutlined, order: 0 },
    preload: loadDashboardPage,
  },
  ...entityRoutes(),
  ...peopleRoutes(),
  ...attendanceRoutes(),
  ...attendanceReportRoutes(),
  ...assessmentReportRoutes(),
  ...examRoutes(),
  ...reportCardRoutes(),
  ...courseGroupRoutes(),
  { path: '/not-authorized', meta: notAuthorizedMeta, Component: NotAuthorizedPage },
  { path: '/pages/misc/not-authorized', meta: notAuthorizedMeta, Component: NotAuthorizedPage },
  { path: '/pages/misc/not-found/:error', meta: notFoundMeta, Component: NotFoundPage },
  { path: '/:error', meta: notFoundMeta, Component: NotFoundPage },
  { path: '*', meta: notFoundMeta, Component: NotFoundPage },
];

export interface RouteHandle {
  name: string;
  meta: RouteMeta;
  preload?: () => Promise<unknown>;
}

export function routeHandle(route: AppRoute): RouteHandle {
  return {
    name: routeName(route.path),
    meta: route.meta,
    ...(route.preload ? { preload: route.preload } : {}),
  };
}
