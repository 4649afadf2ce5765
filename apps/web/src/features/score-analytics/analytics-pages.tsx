/**
 * The score analytics pages, in one chunk loaded on demand (the charts library in a further chunk,
 * with the first chart). Keyed by the title key under scoreAnalytics.pages.
 */
import { ANALYTICS_REPORTS } from './analytics-reports';
import { AnalyticsReportPage } from './AnalyticsReportPage';

export const analyticsPages = {
  courseAverages: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.courseAverages} />,
  rankStudents: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.rankStudents} />,
  rankStudentsCourses: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.rankStudentsCourses} />,
  failedCourses: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.failedCourses} />,
  matrix: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.matrix} />,
  boxPlot: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.boxPlot} />,
  dispersion: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.dispersion} />,
  grouping: () => <AnalyticsReportPage report={ANALYTICS_REPORTS.grouping} />,
};
