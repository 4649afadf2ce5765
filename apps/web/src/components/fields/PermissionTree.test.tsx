import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@school/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { registerEntityLabels } from '../entity/entity-labels';
import { PermissionTree } from './PermissionTree';

registerEntityLabels();

const organisation = PERMISSIONS.filter((p) => p.group === 'organisation').map((p) => p.key);

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <PermissionTree name="permissions" label="دسترسی‌ها" value={value} onChange={setValue} />
      <output data-testid="value">{value.join(' ')}</output>
    </>
  );
}

const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent?.split(' ').filter(Boolean) ?? [];

describe('PermissionTree', () => {
  it('groups by area and page, with list, add, edit and delete side by side in the page’s row', () => {
    renderWithApp(<Harness />);
    const area = screen.getByTestId('perm-group-box-people');
    expect(within(area).getByText('دانش‌آموزان و کارکنان')).toBeTruthy();
    for (const column of ['فهرست', 'افزودن', 'ویرایش', 'حذف'])
      expect(within(area).getByText(column)).toBeTruthy();
    const row = within(area).getByTestId('perm-row-people-students');
    const inRow = within(row)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('data-testid'));
    // The row's own checkbox, then the four in column order, then its other permissions.
    expect(inRow.slice(0, 5)).toEqual([
      'perm-row-all-people-students',
      'perm-students.list',
      'perm-students.add',
      'perm-students.edit',
      'perm-students.delete',
    ]);
    expect(inRow).toContain('perm-students.import');
    expect(within(row).getByText('دانش‌آموزان')).toBeTruthy();
  });

  it('selects a whole page with its row checkbox, and a whole area with the area’s', () => {
    renderWithApp(<Harness initial={['users.list']} />);
    fireEvent.click(checkbox('perm-row-all-people-teachers'));
    expect(value()).toEqual(
      expect.arrayContaining([
        'teachers.list',
        'teachers.add',
        'teachers.edit',
        'teachers.delete',
        'teachers.import',
      ]),
    );
    fireEvent.click(checkbox('perm-row-all-people-teachers'));
    expect(value()).toEqual(['users.list']);
    fireEvent.click(checkbox('perm-group-organisation'));
    expect(value()).toEqual([...organisation, 'users.list'].sort());
    expect(checkbox('perm-classrooms.add').checked).toBe(true);
    fireEvent.click(checkbox('perm-group-organisation'));
    expect(value()).toEqual(['users.list']);
  });

  it('shows a partly chosen page and area as indeterminate', () => {
    renderWithApp(<Harness />);
    fireEvent.click(checkbox('perm-classrooms.list'));
    expect(value()).toEqual(['classrooms.list']);
    expect(checkbox('perm-row-all-organisation-classrooms').getAttribute('data-indeterminate')).toBe('true');
    expect(checkbox('perm-group-organisation').getAttribute('data-indeterminate')).toBe('true');
  });

  it('filters the tree with the search box, keeping whole rows', () => {
    renderWithApp(<Harness />);
    expect(screen.getByTestId('perm-users.list')).toBeTruthy();
    fireEvent.change(screen.getByTestId('perm-search'), { target: { value: 'كلاس' } });
    expect(screen.getByTestId('perm-classrooms.list')).toBeTruthy();
    expect(screen.getByTestId('perm-classrooms.delete')).toBeTruthy();
    expect(screen.queryByTestId('perm-users.list')).toBeNull();
    expect(screen.queryByTestId('perm-group-finance')).toBeNull();
    fireEvent.change(screen.getByTestId('perm-search'), { target: { value: 'zzzz' } });
    expect(screen.getByText('دسترسی‌ای با این عبارت پیدا نشد.')).toBeTruthy();
  });

  it('marks the permissions only a network-wide user can hold', () => {
    renderWithApp(<Harness />);
    expect(screen.getByTestId('perm-network-schools.delete')).toBeTruthy();
    expect(screen.queryByTestId('perm-network-schools.edit')).toBeNull();
    expect(screen.getByText(/برای کاربری که به مدرسه‌ای محدود است اثری ندارند/)).toBeTruthy();
  });
});
