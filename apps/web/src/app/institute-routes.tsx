/**
 * The institutes' pages beyond the engine's lists (DOMAIN.md "Institutes"): an exam's results
 * import, reached from the exams list, and the four reports in the menu's institutes group. Titles
 * live in the main catalogue because the menu shows them before the pages load.
 */
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { routeName } from './route-name';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

export const corpResultsImportPath = (examId: number | string) =>
  `/manager/corp-exams/${examId}/results-import`;

const loadImport = () => import('../features/institutes/ResultsImportPage');

/** The reports: spec path, title key, page, menu icon. */
const REPORTS = [
  [
    'corp-report-corp-class-exam-score',
    'corpClassExamScore',
    () => import('../features/institutes/ClassExamReportPage'),
    'Leaderboard',
  ],
  [
    'corp-report-corp-student-exam-score',
    'corpStudentExamScore',
    () => import('../features/institutes/StudentExamReportPage'),
    'ShowChart',
  ],
  [
    'corp-report-course-school-date',
    'courseSchoolDate',
    () => import('../features/institutes/CourseSchoolReportPage'),
    'CompareArrows',
  ],
  [
    'corp-report-course-student-date',
    'courseStudentDate',
    () => import('../features/institutes/CourseStudentReportPage'),
    'Timeline',
  ],
] as const;

/** Menu order: after the institutes group's entity pages. */
const ORDER = 400;

export function instituteRoutes(): AppRoute[] {
  return [
    {
      path: corpResultsImportPath(':id'),
      meta: {
        layout: 'default',
        action: 'corp-exams.import',
        subject: ENTITY_SUBJECT,
        title: 'pages.corpResultsImport',
        parent: routeName(entityListPath('corp-exams')),
      },
      Component: lazyPage(loadImport),
    },
    ...REPORTS.map(([path, title, load, iconName], i): AppRoute => ({
      path: `/manager/${path}`,
      meta: {
        layout: 'default',
        action: 'corp-reports.view',
        subject: ENTITY_SUBJECT,
        title: `pages.${title}`,
      },
      Component: lazyPage(load),
      nav: { iconName, group: 'institutes', order: ORDER + i },
    })),
  ];
}
