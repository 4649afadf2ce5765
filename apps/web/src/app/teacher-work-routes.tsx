/**
 * A teacher's own pages: their week as a grid and their exams, where they create a class quiz for
 * their own group. Those who manage the whole timetable, or enter any group's scores, have the
 * school's pages instead, so these stay out of their menu.
 */
import { registerWorkLabels } from '../lib/work-i18n';
import { ENTITY_SUBJECT } from './entity-routes';
import { TEACHER_PROFILE_ACTION } from './people-paths';
import type { AppRoute } from './routes';
import { MY_EXAMS_PATH, MY_SCHEDULE_PATH } from './teacher-work-paths';
import { lazyPage } from './lazy-page';

registerWorkLabels();

const loadMySchedulePage = () => import('../features/timetable/MyWeeklySchedulePage');
const loadMyExamsPage = () => import('../features/exams/MyExamsPage');

/** Menu order: first in their groups, before the registry's pages. */
const ORDER = 5;

export function teacherWorkRoutes(): AppRoute[] {
  return [
    {
      path: MY_SCHEDULE_PATH,
      meta: {
        layout: 'default',
        action: TEACHER_PROFILE_ACTION,
        subject: ENTITY_SUBJECT,
        title: 'work.pages.mySchedule',
      },
      Component: lazyPage(loadMySchedulePage),
      nav: { iconName: 'ViewWeek', group: 'curriculum', order: ORDER, hiddenWith: 'weekly-schedule.manage' },
    },
    {
      path: MY_EXAMS_PATH,
      meta: { layout: 'default', action: 'exams.list', subject: ENTITY_SUBJECT, title: 'work.pages.myExams' },
      Component: lazyPage(loadMyExamsPage),
      nav: { iconName: 'Quiz', group: 'assessment', order: ORDER, hiddenWith: 'exams.all-groups' },
    },
  ];
}
