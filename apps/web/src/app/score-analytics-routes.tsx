/**
 * The score analytics of the Sida section (/manager/template/sida/<name>), in the menu's Sida
 * group, all behind sida.reports. Pages are lazy, in one chunk; titles live in the main catalogue
 * because the menu shows them first. Kept terse: this file ships with the login page.
 */
import type { analyticsPages } from '../features/score-analytics/analytics-pages';
import { ENTITY_SUBJECT } from './entity-routes';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './routes';

type PageKey = keyof typeof analyticsPages;

const page = (key: PageKey) =>
  lazyPage(async () => ({
    default: (await import('../features/score-analytics/analytics-pages')).analyticsPages[key],
  }));

/** Path under /manager/template/sida/, page key, menu icon — in menu order. */
const REPORTS: [string, PageKey, string][] = [
  ['get-course-averages', 'courseAverages', 'BarChart'],
  ['get-rank-students', 'rankStudents', 'EmojiEvents'],
  ['get-rank-students-courses', 'rankStudentsCourses', 'MilitaryTech'],
  ['failed-courses', 'failedCourses', 'TrendingDown'],
  ['matris-report', 'matrix', 'GridOn'],
  ['box-plot', 'boxPlot', 'CandlestickChart'],
  ['get-course-score-dispersion', 'dispersion', 'ScatterPlot'],
  ['get-grouping-student', 'grouping', 'Groups'],
];

/** Menu order inside the Sida group: after the connector's pages. */
const ORDER = 520;

export function scoreAnalyticsRoutes(): AppRoute[] {
  return REPORTS.map(([path, key, iconName], i) => ({
    path: `/manager/template/sida/${path}`,
    meta: {
      layout: 'default',
      action: 'sida.reports',
      subject: ENTITY_SUBJECT,
      title: `scoreAnalytics.pages.${key}`,
    },
    Component: page(key),
    nav: { iconName, group: 'sida', order: ORDER + i },
  }));
}
