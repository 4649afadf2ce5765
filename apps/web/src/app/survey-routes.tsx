/**
 * The survey pages beyond the engine's list of surveys (DOMAIN.md "Surveys and pre-registration"):
 * a survey's questions, its codes to print, and the reports per teacher and per classroom. Titles
 * live in the main catalogue because the menu shows them before the pages load.
 */
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import { routeName } from './route-name';
import type { AppRoute } from './routes';
import {
  SURVEY_CLASSROOM_REPORT_PATH,
  SURVEY_CODES_PATH,
  SURVEY_TEACHER_REPORT_PATH,
  surveyItemsPath,
} from './survey-paths';
import { lazyPage } from './lazy-page';

const loadItems = () => import('../features/surveys/SurveyItemsPage');
const loadCodes = () => import('../features/surveys/SurveyCodesPage');
const loadTeacherReport = () => import('../features/surveys/SurveyTeacherReportPage');
const loadClassroomReport = () => import('../features/surveys/SurveyClassroomReportPage');

/** Menu order: after the surveys group's entity page. */
const ORDER = 400;

export function surveyRoutes(): AppRoute[] {
  const page = (action: string, title: string) =>
    ({ layout: 'default', action, subject: ENTITY_SUBJECT, title }) as const;
  return [
    {
      path: surveyItemsPath(':id'),
      meta: {
        ...page('survey-groups.edit', 'pages.surveyItems'),
        parent: routeName(entityListPath('survey-groups')),
      },
      Component: lazyPage(loadItems),
    },
    {
      path: SURVEY_CODES_PATH,
      meta: page('survey-hashes.list', 'pages.surveyCodes'),
      Component: lazyPage(loadCodes),
      nav: { iconName: 'VpnKey', group: 'surveys', order: ORDER },
    },
    {
      // A teacher holding survey-reports.own reaches their own report here; the server keeps them to it.
      path: SURVEY_TEACHER_REPORT_PATH,
      meta: page('survey-reports.own', 'pages.surveyTeacherReport'),
      Component: lazyPage(loadTeacherReport),
      nav: { iconName: 'RecordVoiceOver', group: 'surveys', order: ORDER + 1 },
    },
    {
      path: SURVEY_CLASSROOM_REPORT_PATH,
      meta: page('survey-reports.view', 'pages.surveyClassroomReport'),
      Component: lazyPage(loadClassroomReport),
      nav: { iconName: 'BarChart', group: 'surveys', order: ORDER + 2 },
    },
  ];
}
