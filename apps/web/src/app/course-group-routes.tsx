/**
 * Course-group pages beside the engine's list and edit pages: the worksheet of one group, and its
 * teacher logs. Lazy, like every page.
 */
import { lazyPage } from './lazy-page';
import { GROUP_TEACHER_LOGS_PATH, WORKSHEET_PATH } from './course-group-paths';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

const WorksheetPage = lazyPage(() => import('../features/worksheet/WorksheetPage'));
const GroupTeacherLogsPage = lazyPage(() => import('../features/worksheet/GroupTeacherLogsPage'));

export function courseGroupRoutes(): AppRoute[] {
  const parent = routeName(entityListPath('course-groups'));
  return [
    {
      path: WORKSHEET_PATH,
      meta: {
        layout: 'default',
        action: 'course-groups.worksheet',
        subject: ENTITY_SUBJECT,
        title: 'pages.worksheetScores',
        parent,
      },
      Component: WorksheetPage,
    },
    {
      path: GROUP_TEACHER_LOGS_PATH,
      meta: {
        layout: 'default',
        action: 'teacher-log.list',
        subject: ENTITY_SUBJECT,
        title: 'pages.courseGroupTeacherLogs',
        parent,
      },
      Component: GroupTeacherLogsPage,
    },
  ];
}
