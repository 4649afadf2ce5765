/**
 * The exam plan's pages (DOMAIN.md "Exam logistics"): the term's plan with its add form at
 * exam-planning/detail, one exam's edit at detail/{id} (the spec's routes), and the printed
 * timetable. The engine gives the plan's rows their API only (pages.bespoke in the registry).
 */
import { ENTITY_PAGES } from '@school/shared';
import { ENTITY_SUBJECT, FIRST_ENTITY_ORDER } from './entity-routes';
import { EXAM_PLANNING_PATH, EXAM_TIMETABLE_PRINT_PATH, examPlanRowPath } from './exam-planning-paths';
import type { AppRoute } from './routes';
import { routeName } from './route-name';
import { lazyPage } from './lazy-page';

const loadPlanning = () => import('../features/exam-planning/ExamPlanningPage');
const loadPrint = () => import('../features/exam-planning/ExamTimetablePrintPage');
const ExamPlanningPage = lazyPage(loadPlanning);

/** Menu order: the registry's place of the plan, among the exam logistics entities. */
const ORDER = FIRST_ENTITY_ORDER + ENTITY_PAGES.findIndex((p) => p.name === 'exam-planning');

export function examPlanningRoutes(): AppRoute[] {
  const parent = routeName(EXAM_PLANNING_PATH);
  const meta = (action: string, title: string, withParent = true) => ({
    layout: 'default' as const,
    action,
    subject: ENTITY_SUBJECT,
    title,
    ...(withParent ? { parent } : {}),
  });
  return [
    {
      path: EXAM_PLANNING_PATH,
      meta: meta('exam-planning.list', 'pages.examPlanning', false),
      Component: ExamPlanningPage,
      nav: { iconName: 'EventAvailable', group: 'examLogistics', order: ORDER },
    },
    {
      path: examPlanRowPath(':id'),
      meta: meta('exam-planning.edit', 'pages.examPlanRow'),
      Component: ExamPlanningPage,
    },
    {
      path: EXAM_TIMETABLE_PRINT_PATH,
      meta: meta('exam-planning.list', 'pages.examTimetablePrint'),
      Component: lazyPage(loadPrint),
    },
  ];
}
