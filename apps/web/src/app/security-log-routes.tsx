/**
 * The security log page, in the menu's settings group. The log spans every school, so the page is
 * the system manager's: its subject is 'all', which only the system manager's rule (manage/all)
 * covers — a school role holding 'audit.view' has it on 'admin' only, and neither the menu nor the
 * guard lets it in (the server refuses it too).
 */
import { ALL_SUBJECT } from '@school/shared';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

export const SECURITY_LOG_PATH = '/manager/security-log';

const loadSecurityLogPage = () => import('../features/security-log/SecurityLogPage');

/** Menu order: after the entity pages of the settings group (users, roles). */
const ORDER = 300;

export function securityLogRoutes(): AppRoute[] {
  return [
    {
      path: SECURITY_LOG_PATH,
      meta: { layout: 'default', action: 'audit.view', subject: ALL_SUBJECT, title: 'securityLog.title' },
      Component: lazyPage(loadSecurityLogPage),
      nav: { iconName: 'FactCheck', group: 'settings', order: ORDER },
    },
  ];
}
