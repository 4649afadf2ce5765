/**
 * The news pages anyone may read (a news item's public page and the list of all news) and the
 * forms' print page (spec route forms/print) in the menu's communication group. The news and forms
 * lists and their add/edit pages come from the engine (entity-routes.tsx). Titles live in the main
 * catalogue because the menu and the tab show them before a page has loaded.
 */
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

export const FORM_PRINT_PATH = '/manager/forms/print';
export const formPrintPath = (templateId: number) => `${FORM_PRINT_PATH}?templateId=${templateId}`;

const loadNewsPage = () => import('../features/landing/NewsPage');
const loadNewsList = () => import('../features/landing/NewsListPage');
const loadFormPrint = () => import('../features/forms/FormPrintPage');

/** Menu order: after the communication group's entity pages and SMS. */
const ORDER = 410;

export function contentRoutes(): AppRoute[] {
  return [
    {
      path: '/news',
      meta: { title: 'pages.news', layout: 'blank', public: true },
      Component: lazyPage(loadNewsList),
    },
    {
      path: '/news/:id',
      meta: { title: 'pages.newsItem', layout: 'blank', public: true },
      Component: lazyPage(loadNewsPage),
    },
    {
      path: FORM_PRINT_PATH,
      meta: {
        layout: 'default',
        action: 'forms.print',
        subject: ENTITY_SUBJECT,
        title: 'pages.formPrint',
      },
      Component: lazyPage(loadFormPrint),
      nav: { iconName: 'Print', group: 'communication', order: ORDER },
    },
  ];
}
