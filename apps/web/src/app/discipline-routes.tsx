/**
 * The discipline reports (DOMAIN.md "Discipline, money, communication"), in the menu's discipline
 * group beside the engine's lists. Titles live in the main catalogue for the menu.
 */
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

const loadReport = () => import('../features/discipline/DisciplinaryReportPage');
const loadScores = () => import('../features/discipline/DisciplineScoreReportPage');

/** Menu order: after the discipline group's entity pages. */
const ORDER = 400;

export function disciplineRoutes(): AppRoute[] {
  return [
    {
      path: '/manager/disciplinary-report',
      meta: {
        layout: 'default',
        action: 'reports.disciplinary',
        subject: ENTITY_SUBJECT,
        title: 'pages.disciplinaryReport',
      },
      Component: lazyPage(loadReport),
      nav: { iconName: 'TableChart', group: 'discipline', order: ORDER },
    },
    {
      path: '/manager/disciplinary-score-report',
      meta: {
        layout: 'default',
        action: 'reports.disciplinary-score',
        subject: ENTITY_SUBJECT,
        title: 'pages.disciplinaryScoreReport',
      },
      Component: lazyPage(loadScores),
      nav: { iconName: 'TrendingDown', group: 'discipline', order: ORDER + 1 },
    },
  ];
}
