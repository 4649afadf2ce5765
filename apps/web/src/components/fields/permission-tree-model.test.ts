import { describe, expect, it } from 'vitest';
import { NETWORK_WRITE_PERMISSIONS, PERMISSIONS } from '@school/shared';
import { groupState, permissionGroups, setKeys } from './permission-tree-model';

describe('permission tree model', () => {
  it('holds the whole catalogue once, by area in catalogue order', () => {
    const groups = permissionGroups('fa');
    const keys = groups.flatMap((g) => g.rows.flatMap((r) => r.keys));
    expect(keys.sort()).toEqual(PERMISSIONS.map((p) => p.key).sort());
    expect(groups[0]).toMatchObject({ group: 'organisation', label: 'ساختار سازمانی' });
  });

  it('puts a page’s list, add, edit and delete in one row, with its other permissions beside them', () => {
    const people = permissionGroups('fa').find((g) => g.group === 'people')!;
    const students = people.rows.find((r) => r.id === 'students')!;
    expect(students.label).toBe('دانش‌آموزان');
    expect(students.crud.list?.key).toBe('students.list');
    expect(students.crud.add?.key).toBe('students.add');
    expect(students.crud.edit?.key).toBe('students.edit');
    expect(students.crud.delete?.key).toBe('students.delete');
    expect(students.other.map((o) => o.key)).toContain('students.import');
    // A report is a row of its own, named by its permission.
    const reports = permissionGroups('fa').find((g) => g.group === 'reports')!;
    const top = reports.rows.find((r) => r.id === 'reports.top-students')!;
    expect(top).toMatchObject({ label: 'گزارش دانش‌آموزان برتر', crud: {} });
    expect(top.other.map((o) => o.key)).toEqual(['reports.top-students']);
  });

  it('marks what only a network-wide user can hold', () => {
    const organisation = permissionGroups('fa').find((g) => g.group === 'organisation')!;
    const schools = organisation.rows.find((r) => r.id === 'schools')!;
    expect(schools.crud.delete?.networkOnly).toBe(true);
    expect(schools.crud.edit?.networkOnly).toBe(false);
    const marked = permissionGroups('en')
      .flatMap((g) => g.rows.flatMap((r) => [...Object.values(r.crud), ...r.other]))
      .filter((o) => o.networkOnly)
      .map((o) => o.key);
    expect(new Set(marked)).toEqual(NETWORK_WRITE_PERMISSIONS);
  });

  it('searches across Persian letter variants and keeps whole rows', () => {
    const groups = permissionGroups('fa', 'كلاس'); // Arabic kaf
    const classrooms = groups.flatMap((g) => g.rows).find((r) => r.id === 'classrooms');
    expect(classrooms?.keys).toEqual(expect.arrayContaining(['classrooms.list', 'classrooms.delete']));
    // Each row found names a classroom in its page's label, its keys or one permission's label
    // (e.g. «ثبت در کلاس» of pre-registration).
    for (const row of groups.flatMap((g) => g.rows)) {
      const options = [...Object.values(row.crud), ...row.other].map((o) => o?.label ?? '');
      expect([row.label, ...row.keys, ...options].join()).toMatch(/کلاس|classroom/);
    }
    // A permission's own label finds its page's row.
    const imports = permissionGroups('fa', 'اکسل').flatMap((g) => g.rows.map((r) => r.id));
    expect(imports).toEqual(expect.arrayContaining(['students', 'teachers']));
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
