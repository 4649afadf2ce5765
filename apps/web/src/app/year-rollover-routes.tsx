/**
 * The year's turn (DOMAIN.md): the new year's wizard in the organisation menu, and the student's
 * transcript and transfer pages reached from the dossier. Titles live in the main catalogue because
 * the menu and the page title show them before the pages load.
 */
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { routeName } from './route-name';
import type { AppRoute } from './routes';
import { TRANSCRIPT_PATH, TRANSFER_PATH, YEAR_ROLLOVER_PATH } from './year-rollover-paths';
import { lazyPage } from './lazy-page';

const loadWizard = () => import('../features/year-rollover/YearRolloverPage');
const loadTranscript = () => import('../features/year-rollover/TranscriptPage');
const loadTransfer = () => import('../features/year-rollover/TransferPage');

export function yearRolloverRoutes(): AppRoute[] {
  const page = (action: string, title: string) =>
    ({ layout: 'default', action, subject: ENTITY_SUBJECT, title }) as const;
  const students = routeName(entityListPath('students'));
  return [
    {
      path: YEAR_ROLLOVER_PATH,
      meta: page('year-rollover.run', 'pages.yearRollover'),
      Component: lazyPage(loadWizard),
      nav: { iconName: 'Autorenew', group: 'organisation', order: 90 },
    },
    {
      path: TRANSCRIPT_PATH,
      meta: { ...page('students.transcript', 'pages.transcript'), parent: students },
      Component: lazyPage(loadTranscript),
    },
    {
      path: TRANSFER_PATH,
      meta: { ...page('students.transfer', 'pages.studentTransfer'), parent: students },
      Component: lazyPage(loadTransfer),
    },
  ];
}
