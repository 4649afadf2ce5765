/**
 * The pre-registration pages of the school (spec: preregister — list, edit, view/{id}, detail/{id}):
 * the applications with their counts per status, one application with its decisions and enrolment,
 * the engine's form to correct one, and `edit`, which opens the school's forms (campaigns, on the
 * engine). Titles live in the main catalogue because the menu shows them before the pages load.
 */
import { Navigate } from 'react-router';
import { entityPermissions } from '@school/shared';
import { entityItemQuery } from '../lib/entity-queries';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { lazyPage } from './lazy-page';
import {
  PREREGISTER_FORMS_PATH,
  PREREGISTER_LIST_PATH,
  preregisterEditPath,
  preregisterViewPath,
} from './preregistration-paths';
import { routeName } from './route-name';
import type { AppRoute } from './routes';

const loadList = () => import('../features/preregistration/PreregisterListPage');
const loadView = () => import('../features/preregistration/PreregisterViewPage');
const EntityFormPage = lazyPage(() => import('../features/entities/EntityFormPage'));

/** The applications' entity; its fields stay out of the route table, which the login page loads. */
const APPLICATIONS = 'preregister';

function ApplicationFormPage() {
  return <EntityFormPage entity={APPLICATIONS} />;
}

function CampaignsRedirect() {
  return <Navigate to={entityListPath('preregister-campaigns')} replace />;
}

/** Menu order: before the group's engine pages (the forms and their grades). */
const ORDER = 5;

export function preregistrationRoutes(): AppRoute[] {
  const permissions = entityPermissions(APPLICATIONS);
  const page = (action: string, title: string) =>
    ({ layout: 'default', action, subject: ENTITY_SUBJECT, title }) as const;
  const parent = routeName(PREREGISTER_LIST_PATH);
  return [
    {
      path: PREREGISTER_LIST_PATH,
      meta: page(permissions.list, 'pages.preregister'),
      Component: lazyPage(loadList),
      nav: { iconName: 'HowToReg', group: 'preregistration', order: ORDER },
    },
    {
      path: preregisterViewPath(':id'),
      meta: { ...page(permissions.list, 'pages.preregisterView'), parent },
      Component: lazyPage(loadView),
      queries: ({ params }) => (params.id ? [entityItemQuery(APPLICATIONS, params.id)] : []),
    },
    {
      path: preregisterEditPath(':id'),
      meta: { ...page(permissions.edit, `entities.${APPLICATIONS}.editTitle`), parent },
      Component: ApplicationFormPage,
      preload: EntityFormPage.preload,
      queries: ({ params }) => (params.id ? [entityItemQuery(APPLICATIONS, params.id)] : []),
    },
    {
      path: PREREGISTER_FORMS_PATH,
      meta: page('preregister-campaigns.list', 'pages.preregisterForms'),
      Component: CampaignsRedirect,
    },
  ];
}
