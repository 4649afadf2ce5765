/**
 * Menu entries derived from the route table: only pages with a nav entry, no path parameters,
 * and an action/subject the user's ability allows (spec section 6), grouped by menu group.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { PERMISSION_GROUP_LABELS } from '@school/shared';
import { navIcon } from './nav-icons';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

export interface NavItem {
  name: string;
  path: string;
  titleKey: string;
  icon: SvgIconComponent;
  order: number;
  group?: string;
}

export interface NavGroup {
  /** Group key; undefined for the items shown before every group (the dashboard). */
  key?: string;
  /** i18n key of the group title (see navGroupTitle). */
  titleKey?: string;
  items: NavItem[];
}

/** Menu groups in menu order (titles at menu.groups.<key>); other groups follow in catalogue order. */
export const MENU_GROUPS: readonly string[] = [
  'organisation',
  'people',
  ...Object.keys(PERMISSION_GROUP_LABELS).filter((g) => !['organisation', 'people', 'settings'].includes(g)),
  'settings',
];

export type Can = (action: string, subject: string) => boolean;

export function allowedNavItems(routes: readonly AppRoute[], can: Can): NavItem[] {
  return routes
    .flatMap(({ path, meta, nav }): NavItem[] => {
      if (!nav || !meta.title || path.includes(':') || path.includes('*')) return [];
      if (meta.action === undefined || meta.subject === undefined || !can(meta.action, meta.subject))
        return [];
      if (nav.hiddenWith && can(nav.hiddenWith, meta.subject)) return [];
      if (nav.shownWith && !can(nav.shownWith, meta.subject)) return [];
      return [
        {
          name: routeName(path),
          path,
          titleKey: meta.title,
          icon: nav.icon ?? navIcon(nav.iconName),
          order: nav.order,
          ...(nav.group ? { group: nav.group } : {}),
        },
      ];
    })
    .sort((a, b) => a.order - b.order);
}

const groupRank = (key: string) => {
  const index = MENU_GROUPS.indexOf(key);
  return index === -1 ? MENU_GROUPS.length : index;
};

/**
 * Allowed items in their groups: ungrouped items first, then the groups in MENU_GROUPS order.
 * A group appears only when it has at least one item the user may open.
 */
export function groupNavItems(items: readonly NavItem[]): NavGroup[] {
  const ungrouped = items.filter((item) => !item.group);
  const keys = [...new Set(items.flatMap((item) => (item.group ? [item.group] : [])))].sort(
    (a, b) => groupRank(a) - groupRank(b),
  );
  return [
    ...(ungrouped.length ? [{ items: ungrouped }] : []),
    ...keys.map((key) => ({
      key,
      titleKey: `menu.groups.${key}`,
      items: items.filter((item) => item.group === key),
    })),
  ];
}

/**
 * A group's title: menu.groups.<key> of the catalogue, else the permission catalogue's name of the
 * same area (registry menu groups reuse its keys), else the key itself.
 */
export function navGroupTitle(
  key: string,
  t: (key: string, options: { defaultValue: string }) => string,
  language: 'fa' | 'en',
): string {
  const known = (PERMISSION_GROUP_LABELS as Partial<Record<string, { fa: string; en: string }>>)[key];
  return t(`menu.groups.${key}`, { defaultValue: known?.[language] ?? key });
}
