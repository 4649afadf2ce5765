/**
 * Exam pages beside the engine's list and edit pages: the grade entry sheet of one exam, opened
 * from the exam's page. Lazy, like every page.
 */
import { lazyPage } from './lazy-page';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { EXAM_SCORES_PATH } from './exam-paths';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

const ExamScoresPage = lazyPage(() => import('../features/exams/ExamScoresPage'));

export function examRoutes(): AppRoute[] {
  return [
    {
      path: EXAM_SCORES_PATH,
      meta: {
        layout: 'default',
        action: 'exams.scores',
        subject: ENTITY_SUBJECT,
        title: 'pages.examScores',
        parent: routeName(entityListPath('exams')),
      },
      Component: ExamScoresPage,
    },
  ];
}
