/**
 * The SMS pages (DOMAIN.md "SMS"): compose and the log (spec route sms/list) in the menu's
 * communication group, the network's provider settings in the settings group. Titles are in the
 * main catalogue because the menu shows them before a page has loaded.
 */
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

export const SMS_LIST_PATH = '/manager/sms/list';
export const SMS_SEND_PATH = '/manager/sms/send';
export const SMS_SETTINGS_PATH = '/manager/sms/settings';

const loadComposePage = () => import('../features/sms/SmsComposePage');
const loadLogPage = () => import('../features/sms/SmsLogPage');
const loadSettingsPage = () => import('../features/sms/SmsSettingsPage');

/** Menu order: after the communication group's entity pages. */
const ORDER = 400;

export function smsRoutes(): AppRoute[] {
  return [
    {
      path: SMS_SEND_PATH,
      meta: { layout: 'default', action: 'sms.send', subject: ENTITY_SUBJECT, title: 'smsPages.send' },
      Component: lazyPage(loadComposePage),
      nav: { iconName: 'Sms', group: 'communication', order: ORDER },
    },
    {
      path: SMS_LIST_PATH,
      meta: { layout: 'default', action: 'sms.list', subject: ENTITY_SUBJECT, title: 'smsPages.list' },
      Component: lazyPage(loadLogPage),
      nav: { iconName: 'MarkChatRead', group: 'communication', order: ORDER + 1 },
    },
    {
      path: SMS_SETTINGS_PATH,
      meta: {
        layout: 'default',
        action: 'sms.settings',
        subject: ENTITY_SUBJECT,
        title: 'smsPages.settings',
      },
      Component: lazyPage(loadSettingsPage),
      nav: { iconName: 'SettingsCell', group: 'settings', order: 310 },
    },
  ];
}
