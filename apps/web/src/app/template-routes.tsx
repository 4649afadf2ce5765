/**
 * The spec's placeholder pages under /manager/template/ (section 2: "their contents are not
 * shown"): each path exists, behind the permission the spec gives them ("many placeholder pages
 * reuse 'add teacher'"), and shows one shared "not available in this edition" page. None is in the
 * menus. Kept terse: this file ships with the login page.
 */
import { ENTITY_SUBJECT } from './entity-routes';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './routes';

/** Path segment under /manager/template/ and title key under templatePages.titles. */
export const TEMPLATE_PAGES: [string, string][] = [
  ['basic-settings', 'basicSettings'],
  ['student-categories', 'studentCategories'],
  ['buyer', 'buyer'],
  ['education-management', 'educationManagement'],
  ['facilities', 'facilities'],
  ['group-buy', 'groupBuy'],
  ['group-events', 'groupEvents'],
  ['message-box', 'messageBox'],
  ['office-automation', 'officeAutomation'],
  ['organizational-dashboard', 'organizationalDashboard'],
  ['planning-management', 'planningManagement'],
  ['reports', 'reports'],
  ['supplier-profile', 'supplierProfile'],
  ['supply-chain', 'supplyChain'],
  ['wallet', 'wallet'],
];

/** The spec's 'add teacher' action. */
export const TEMPLATE_PERMISSION = 'teachers.add';

const NotInEditionPage = lazyPage(() => import('../features/template-pages/NotInEditionPage'));

export function templateRoutes(): AppRoute[] {
  return TEMPLATE_PAGES.map(([path, key]) => ({
    path: `/manager/template/${path}`,
    meta: {
      layout: 'default',
      action: TEMPLATE_PERMISSION,
      subject: ENTITY_SUBJECT,
      title: `templatePages.titles.${key}`,
    },
    Component: NotInEditionPage,
  }));
}
