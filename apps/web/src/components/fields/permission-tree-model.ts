/**
 * The permission catalogue as the role form's tree: areas (PERMISSION_GROUP_LABELS), in each area
 * one row per page with its list/add/edit/delete side by side and its other permissions (import,
 * dossier...) beside them; a permission of no page (a report, a tool) is a row of its own.
 */
import {
  NETWORK_WRITE_PERMISSIONS,
  PERMISSION_GROUP_LABELS,
  PERMISSION_PAGE_LABELS,
  PERMISSIONS,
  searchKey,
  type PermissionGroup,
} from '@school/shared';

export const CRUD_ACTIONS = ['list', 'add', 'edit', 'delete'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export interface PermissionOption {
  key: string;
  label: string;
  /** Only a network-wide user can hold it: a school-bound user's role carries it in vain. */
  networkOnly: boolean;
}

export interface PermissionRow {
  /** Stable id within the area: the page's key prefix, or the permission's key for a row of its own. */
  id: string;
  label: string;
  /** list/add/edit/delete of the page, where the catalogue has them. */
  crud: Partial<Record<CrudAction, PermissionOption>>;
  /** The page's other permissions; for a row of its own, its one permission. */
  other: PermissionOption[];
  /** Every key of the row. */
  keys: string[];
}

export interface PermissionGroupView {
  group: PermissionGroup;
  label: string;
  rows: PermissionRow[];
  keys: string[];
}

export type GroupState = 'all' | 'some' | 'none';

const isCrud = (action: string): action is CrudAction => (CRUD_ACTIONS as readonly string[]).includes(action);

/** Every area with its rows, in catalogue order. */
function allGroups(language: 'fa' | 'en'): PermissionGroupView[] {
  const groups = new Map<PermissionGroup, PermissionGroupView>();
  const rows = new Map<string, PermissionRow>();
  for (const permission of PERMISSIONS) {
    const group = groups.get(permission.group) ?? {
      group: permission.group,
      label: PERMISSION_GROUP_LABELS[permission.group][language],
      rows: [],
      keys: [],
    };
    groups.set(permission.group, group);
    const dot = permission.key.indexOf('.');
    const page = permission.key.slice(0, dot);
    const action = permission.key.slice(dot + 1);
    const pageLabel = PERMISSION_PAGE_LABELS[page]?.[language];
    const id = pageLabel ? page : permission.key;
    const rowKey = `${permission.group}:${id}`;
    let row = rows.get(rowKey);
    if (!row) {
      row = { id, label: pageLabel ?? permission[language], crud: {}, other: [], keys: [] };
      rows.set(rowKey, row);
      group.rows.push(row);
    }
    const option = {
      key: permission.key,
      label: permission[language],
      networkOnly: NETWORK_WRITE_PERMISSIONS.has(permission.key),
    };
    if (pageLabel && isCrud(action)) row.crud[action] = option;
    else row.other.push(option);
    row.keys.push(permission.key);
    group.keys.push(permission.key);
  }
  return [...groups.values()];
}

/**
 * The tree; with a query, only the rows where the area, the page or one of its permissions matches
 * (a matching row keeps all of its permissions, so list/add/edit/delete stay side by side).
 */
export function permissionGroups(language: 'fa' | 'en', query = ''): PermissionGroupView[] {
  const needle = searchKey(query);
  const groups = allGroups(language);
  if (!needle) return groups;
  const matches = (text: string) => searchKey(text).includes(needle);
  return groups
    .map((group) => {
      if (matches(group.label)) return group;
      const rows = group.rows.filter(
        (row) =>
          matches(row.label) ||
          row.keys.some((key) => key.includes(needle)) ||
          [...Object.values(row.crud), ...row.other].some((option) => matches(option.label)),
      );
      return { ...group, rows, keys: rows.flatMap((row) => row.keys) };
    })
    .filter((group) => group.rows.length > 0);
}

export function groupState(keys: readonly string[], selected: ReadonlySet<string>): GroupState {
  const count = keys.filter((k) => selected.has(k)).length;
  return count === 0 ? 'none' : count === keys.length ? 'all' : 'some';
}

/** Adds or removes `keys` from the selection; the result is sorted and without duplicates. */
export function setKeys(value: readonly string[], keys: readonly string[], on: boolean): string[] {
  const next = new Set(value);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return [...next].sort();
}
