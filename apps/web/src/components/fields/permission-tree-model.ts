/** The permission catalogue as groups for the role form, with search and per-group selection. */
import { PERMISSION_GROUP_LABELS, PERMISSIONS, searchKey, type PermissionGroup } from '@school/shared';

export interface PermissionOption {
  key: string;
  label: string;
}

export interface PermissionGroupView {
  group: PermissionGroup;
  label: string;
  permissions: PermissionOption[];
}

export type GroupState = 'all' | 'some' | 'none';

/** Groups in catalogue order; with a query, only permissions whose label or key match, and their groups. */
export function permissionGroups(language: 'fa' | 'en', query = ''): PermissionGroupView[] {
  const needle = searchKey(query);
  const groups = new Map<PermissionGroup, PermissionGroupView>();
  for (const permission of PERMISSIONS) {
    const label = permission[language];
    const groupLabel = PERMISSION_GROUP_LABELS[permission.group][language];
    const matches =
      !needle ||
      searchKey(label).includes(needle) ||
      permission.key.includes(needle) ||
      searchKey(groupLabel).includes(needle);
    if (!matches) continue;
    const view = groups.get(permission.group) ?? {
      group: permission.group,
      label: groupLabel,
      permissions: [],
    };
    view.permissions.push({ key: permission.key, label });
    groups.set(permission.group, view);
  }
  return [...groups.values()];
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
