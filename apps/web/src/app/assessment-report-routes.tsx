/**
 * The assessment report pages (DOMAIN.md "Assessment" → reports), in the menu's reports group,
 * each behind its own permission. Pages are lazy, in one chunk; their titles live in the main
 * catalogue because the menu shows them before any report page has loaded. The table is kept
 * terse on purpose: this file ships with the login page, whose script size is budgeted.
 */
import type { assessmentReportPages } from '../features/assessment-reports/assessment-report-pages';
import { lazyPage } from './lazy-page';
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';

/** A page's key: its title key under assessmentReports.pages. */
type PageKey = keyof typeof assessmentReportPages;

const page = (key: PageKey) =>
  lazyPage(async () => {
    const { assessmentReportPages } = await import('../features/assessment-reports/assessment-report-pages');
    return { default: assessmentReportPages[key] };
  });

/** Path under /manager/, permission under reports., page key, menu icon — in menu order. */
const REPORTS: [string, string, PageKey, string][] = [
  ['scores-report', 'scores', 'scores', 'TableChart'],
  ['below-passing-score-threshold-report', 'below-passing', 'belowPassing', 'TrendingDown'],
  ['top-students-report', 'top-students', 'topStudents', 'EmojiEvents'],
  ['top-students-course-report', 'top-students-course', 'topStudentsCourse', 'MilitaryTech'],
  ['monthly-classroom-grades-report', 'monthly-classroom-grades', 'monthly', 'ShowChart'],
  ['teacher-report', 'teacher', 'teacher', 'CoPresent'],
  ['reports/teachers-no-exams', 'teachers-no-exams', 'teachersNoExams', 'EventBusy'],
  ['reports/teachers-few-grades', 'teachers-few-grades', 'teachersFewGrades', 'Quiz'],
];

/** Menu order inside the reports group: after the attendance reports (200–204). */
const ORDER = 220;

export function assessmentReportRoutes(): AppRoute[] {
  return REPORTS.map(([path, permission, key, iconName], i) => ({
    path: `/manager/${path}`,
    meta: {
      layout: 'default',
      action: `reports.${permission}`,
      subject: ENTITY_SUBJECT,
      title: `assessmentReports.pages.${key}`,
    },
    Component: page(key),
    nav: { iconName, group: 'reports', order: ORDER + i },
  }));
}
