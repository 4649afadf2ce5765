/**
 * The route table: every page with its metadata (spec section 2). The router, the menus, the
 * navbar search and the shortcuts are all built from this one list. Pages are lazy so the login
 * page downloads only what it needs.
 */
import { lazy, type ComponentType } from 'react';
import type { PageQueries } from '../lib/page-queries';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { LOGIN_ACTION, LOGIN_SUBJECT } from '@school/shared';
import { dashboardQueries } from '../features/dashboard/dashboard-queries';
import { attendanceRoutes } from './attendance-routes';
import { entityRoutes } from './entity-routes';
import { examRoutes } from './exam-routes';
import { reportCardRoutes } from './report-card-routes';
import { courseGroupRoutes } from './course-group-routes';
import IndexRedirect from './guards/IndexRedirect';
import { lazyPage, preloadOf } from './lazy-page';
import { peopleRoutes } from './people-routes';
import { attendanceReportRoutes } from './attendance-report-routes';
import { assessmentReportRoutes } from './assessment-report-routes';
import { teacherWorkRoutes } from './teacher-work-routes';
import { securityLogRoutes } from './security-log-routes';
import { disciplineRoutes } from './discipline-routes';
import { financeRoutes } from './finance-routes';
import { smsRoutes } from './sms-routes';
import { messagesRoutes } from './messages-routes';
import { contentRoutes } from './content-routes';
import { examPlanningRoutes } from './exam-planning-routes';
import { examSeatingRoutes } from './exam-seating-routes';
import { examPrintoutRoutes } from './exam-printout-routes';
import { surveyRoutes } from './survey-routes';
import { instituteRoutes } from './institute-routes';
import { preregistrationRoutes } from './preregistration-routes';
import { templateRoutes } from './template-routes';
import { sidaRoutes } from './sida-routes';
import { scoreAnalyticsRoutes } from './score-analytics-routes';
import { yearRolloverRoutes } from './year-rollover-routes';
import { yearResultsRoutes } from './year-results-routes';
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
  /** Left out of the menu for users holding this permission: they have the school's page instead. */
  hiddenWith?: string;
  /** Shown in the menu only to users also holding this permission (others have their own page). */
  shownWith?: string;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  Component: ComponentType;
  /** Present when the page appears in the menus, the search and the shortcuts. */
  nav?: NavEntry;
  /**
   * Loads the page's code when a navigation to the page starts, beside its data and the layout's
   * code. Implied when Component is a lazyPage (lazy-page.ts).
   */
  preload?: () => Promise<unknown>;
  /**
   * The queries the page makes as it opens (the same keys and functions its useQuery calls use):
   * they start when the navigation starts, in parallel with the page's code (navigation-start.ts).
   */
  queries?: PageQueries;
}

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
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
    queries: dashboardQueries,
  },
  ...entityRoutes(),
  ...peopleRoutes(),
  ...attendanceRoutes(),
  ...attendanceReportRoutes(),
  ...assessmentReportRoutes(),
  ...examRoutes(),
  ...reportCardRoutes(),
  ...courseGroupRoutes(),
  ...teacherWorkRoutes(),
  ...securityLogRoutes(),
  ...disciplineRoutes(),
  ...financeRoutes(),
  ...smsRoutes(),
  ...messagesRoutes(),
  ...contentRoutes(),
  ...examPlanningRoutes(),
  ...examSeatingRoutes(),
  ...examPrintoutRoutes(),
  ...surveyRoutes(),
  ...instituteRoutes(),
  ...preregistrationRoutes(),
  ...scoreAnalyticsRoutes(),
  ...yearRolloverRoutes(),
  ...sidaRoutes(),
  ...yearResultsRoutes(),
  ...templateRoutes(),
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
  queries?: PageQueries;
}

export function routeHandle(route: AppRoute): RouteHandle {
  const preload = route.preload ?? preloadOf(route.Component);
  return {
    name: routeName(route.path),
    meta: route.meta,
    ...(preload ? { preload } : {}),
    ...(route.queries ? { queries: route.queries } : {}),
  };
}
