/**
 * The attendance report pages (DOMAIN.md "Attendance and leave" → reports), in the menu's
 * reports group. Pages are lazy, in one chunk; their titles live in the main catalogue because the
 * menu shows them before any report page has loaded.
 */
import type fa from '../locales/fa.json';
import { lazyPage } from './lazy-page';
import { ENTITY_SUBJECT } from './entity-routes';
import type { RouteMeta } from './route-meta';
import type { AppRoute } from './routes';

type PageName =
  | 'AttendanceMatrixPage'
  | 'AbsencesPerCoursePage'
  | 'StudentAbsencesPage'
  | 'StudentTimeOnSitePage'
  | 'TeacherTimeOnSitePage';

const page = (name: PageName) =>
  lazyPage(async () => {
    const { attendanceReportPages } = await import('../features/attendance-reports/report-pages');
    return { default: attendanceReportPages[name] };
  });

const meta = (action: string, title: keyof (typeof fa)['attendanceReports']['pages']): RouteMeta => ({
  layout: 'default',
  action,
  subject: ENTITY_SUBJECT,
  title: `attendanceReports.pages.${title}`,
});

/** Menu order inside the reports group. */
const ORDER = 200;

export function attendanceReportRoutes(): AppRoute[] {
  return [
    {
      path: '/manager/attendance-report',
      meta: meta('reports.attendance', 'matrix'),
      Component: page('AttendanceMatrixPage'),
      nav: { iconName: 'FactCheck', group: 'reports', order: ORDER },
    },
    {
      path: '/manager/report-absences-per-course',
      meta: meta('reports.absences-per-course', 'absencesPerCourse'),
      Component: page('AbsencesPerCoursePage'),
      nav: { iconName: 'MenuBook', group: 'reports', order: ORDER + 1 },
    },
    {
      path: '/manager/reports/student-absences',
      meta: meta('reports.student-absences', 'studentAbsences'),
      Component: page('StudentAbsencesPage'),
      nav: { iconName: 'EventBusy', group: 'reports', order: ORDER + 2 },
    },
    {
      path: '/manager/reports/student-time-on-site',
      meta: meta('reports.student-time-on-site', 'studentTimeOnSite'),
      Component: page('StudentTimeOnSitePage'),
      nav: { iconName: 'Schedule', group: 'reports', order: ORDER + 3 },
    },
    {
      path: '/manager/reports/teacher-time-on-site',
      meta: meta('reports.teacher-time-on-site', 'teacherTimeOnSite'),
      Component: page('TeacherTimeOnSitePage'),
      nav: { iconName: 'CoPresent', group: 'reports', order: ORDER + 4 },
    },
  ];
}
