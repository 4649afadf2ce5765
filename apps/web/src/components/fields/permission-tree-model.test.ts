import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@school/shared';
import { groupState, permissionGroups, setKeys } from './permission-tree-model';

describe('permission tree model', () => {
  it('groups the whole catalogue in catalogue order', () => {
    const groups = permissionGroups('fa');
    expect(groups.flatMap((g) => g.permissions).length).toBe(PERMISSIONS.length);
    expect(groups[0]).toMatchObject({ group: 'organisation', label: 'ساختار سازمانی' });
  });

  it('filters by label, across Persian letter variants, and drops empty groups', () => {
    const groups = permissionGroups('fa', 'كلاس'); // Arabic kaf
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups)
      for (const p of g.permissions) expect(p.label + p.key + g.label).toMatch(/کلاس|classroom/);
    expect(permissionGroups('fa', 'zzzz-nothing')).toEqual([]);
  });

  it('tells all, some or none of a group', () => {
    expect(groupState(['a', 'b'], new Set(['a', 'b', 'c']))).toBe('all');
    expect(groupState(['a', 'b'], new Set(['b']))).toBe('some');
    expect(groupState(['a', 'b'], new Set())).toBe('none');
  });

  it('adds and removes keys without duplicates, sorted', () => {
    expect(setKeys(['b', 'x'], ['a', 'b'], true)).toEqual(['a', 'b', 'x']);
    expect(setKeys(['a', 'b', 'x'], ['a', 'b'], false)).toEqual(['x']);
  });
});
