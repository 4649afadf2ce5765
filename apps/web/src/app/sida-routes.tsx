/**
 * The Sida exchange pages (/manager/template/sida/…, DOMAIN.md "The external grades system") in the
 * menu's Sida group behind sida.exchange, and the network's connector settings in the settings group.
 * Titles live in the main catalogue because the menu shows them first.
 */
import type { sidaPages } from '../features/sida/sida-pages';
import { SIDA_PATHS } from '../features/sida/sida-paths';
import { ENTITY_SUBJECT } from './entity-routes';
import { lazyPage } from './lazy-page';
import { routeName } from './route-name';
import type { AppRoute } from './routes';

type PageKey = keyof typeof sidaPages;

const page = (key: PageKey) =>
  lazyPage(async () => ({ default: (await import('../features/sida/sida-pages')).sidaPages[key] }));

/** Path, page key, menu icon (none: not in the menu) — in menu order, before the analytics (520). */
const PAGES: [string, PageKey, string | null][] = [
  [SIDA_PATHS.basicInformation, 'basicInformation', 'CloudDownload'],
  [SIDA_PATHS.receiveScores, 'receiveScores', 'Grading'],
  [SIDA_PATHS.record, 'record', 'CloudUpload'],
  [SIDA_PATHS.cards, 'cards', 'CompareArrows'],
  [SIDA_PATHS.cardDetail, 'cardDetail', null],
  [`${SIDA_PATHS.cardDetail}/:id`, 'cardDetail', null],
  [SIDA_PATHS.exchanges, 'exchanges', 'History'],
];
const ORDER = 500;

export function sidaRoutes(): AppRoute[] {
  return [
    ...PAGES.map(([path, key, iconName], i): AppRoute => ({
      path,
      meta: {
        layout: 'default',
        action: 'sida.exchange',
        subject: ENTITY_SUBJECT,
        title: `sidaPages.${key}`,
        ...(key === 'cardDetail' ? { parent: routeName(SIDA_PATHS.cards) } : {}),
      },
      Component: page(key),
      ...(iconName ? { nav: { iconName, group: 'sida', order: ORDER + i } } : {}),
    })),
    {
      path: SIDA_PATHS.settings,
      meta: {
        layout: 'default',
        action: 'sida.settings',
        subject: ENTITY_SUBJECT,
        title: 'sidaPages.settings',
      },
      Component: page('settings'),
      nav: { iconName: 'SettingsEthernet', group: 'settings', order: 311 },
    },
  ];
}
