/**
 * Report-card pages (any signed-in user's menu, as the spec says; the API still checks the
 * report-card permissions) and a course group's continuous score page. Lazy: ECharts and the
 * print layout load only with these pages.
 */
import { LOGIN_ACTION, LOGIN_SUBJECT } from '@school/shared';
import { lazyPage } from './lazy-page';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import {
  CONTINUOUS_SCORE_PATH,
  REPORT_CARD_GENERATE_PATH,
  REPORT_CARD_LIST_PATH,
  REPORT_CARD_PATH,
  REPORT_CARD_PRINT_PATH,
} from './report-card-paths';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

const ReportCardListPage = lazyPage(() => import('../features/report-cards/ReportCardListPage'));
const GenerateReportCardsPage = lazyPage(() => import('../features/report-cards/GenerateReportCardsPage'));
const ReportCardPage = lazyPage(() => import('../features/report-cards/ReportCardPage'));
const ReportCardPrintPage = lazyPage(() => import('../features/report-cards/ReportCardPrintPage'));
const ContinuousScorePage = lazyPage(() => import('../features/continuous-score/ContinuousScorePage'));

export function reportCardRoutes(): AppRoute[] {
  const parent = routeName(REPORT_CARD_LIST_PATH);
  const login = { layout: 'default' as const, action: LOGIN_ACTION, subject: LOGIN_SUBJECT };
  return [
    {
      path: REPORT_CARD_LIST_PATH,
      meta: { ...login, title: 'pages.reportCards' },
      Component: ReportCardListPage,
      nav: { iconName: 'FactCheck', group: 'assessment', order: 150 },
    },
    {
      path: REPORT_CARD_GENERATE_PATH,
      meta: { ...login, title: 'pages.reportCardGenerate', parent },
      Component: GenerateReportCardsPage,
    },
    {
      path: REPORT_CARD_PATH,
      meta: { ...login, title: 'pages.reportCard', parent },
      Component: ReportCardPage,
    },
    {
      path: REPORT_CARD_PRINT_PATH,
      meta: { ...login, title: 'pages.reportCardPrint', parent },
      Component: ReportCardPrintPage,
    },
    {
      path: CONTINUOUS_SCORE_PATH,
      meta: {
        layout: 'default',
        action: 'course-groups.continuous-score',
        subject: ENTITY_SUBJECT,
        title: 'pages.continuousScore',
        parent: routeName(entityListPath('course-groups')),
      },
      Component: ContinuousScorePage,
    },
  ];
}
