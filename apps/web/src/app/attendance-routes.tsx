/**
 * Attendance pages beside the engine's (spec section 2: attendance detail, detail/{id}, list): the
 * engine gives the list and the single-row edit page; `detail` is the attendance sheet, where
 * teachers take attendance. Lazy, like every page.
 */
import { attendancePageQueries } from '../features/attendance/attendance-queries';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

const AttendanceTakePage = lazyPage(() => import('../features/attendance/AttendanceTakePage'));

export const ATTENDANCE_SHEET_PATH = '/manager/attendance/detail';

export function attendanceRoutes(): AppRoute[] {
  return [
    {
      path: ATTENDANCE_SHEET_PATH,
      meta: {
        layout: 'default',
        action: 'attendance.add',
        subject: ENTITY_SUBJECT,
        title: 'pages.attendanceSheet',
        parent: routeName(entityListPath('attendance')),
      },
      Component: AttendanceTakePage,
      queries: ({ search }) => attendancePageQueries(search),
      // First in its group: the page teachers open every period.
      nav: { iconName: 'HowToReg', group: 'attendance', order: -1 },
    },
  ];
}
