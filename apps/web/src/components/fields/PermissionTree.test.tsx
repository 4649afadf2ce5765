import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@school/shared';
import { fireEvent, screen } from '@testing-library/react';
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
  it('selects and clears a whole group with its select-all checkbox', () => {
    renderWithApp(<Harness initial={['users.list']} />);
    fireEvent.click(checkbox('perm-group-organisation'));
    expect(value()).toEqual([...organisation, 'users.list'].sort());
    expect(checkbox('perm-group-organisation').checked).toBe(true);
    expect(checkbox('perm-classrooms.add').checked).toBe(true);
    fireEvent.click(checkbox('perm-group-organisation'));
    expect(value()).toEqual(['users.list']);
  });

  it('shows a partly chosen group as indeterminate', () => {
    renderWithApp(<Harness />);
    const group = checkbox('perm-group-organisation');
    expect(group.getAttribute('data-indeterminate')).toBe('false');
    fireEvent.click(checkbox('perm-classrooms.list'));
    expect(value()).toEqual(['classrooms.list']);
    expect(group.getAttribute('data-indeterminate')).toBe('true');
    expect(group.checked).toBe(false);
  });

  it('filters the tree with the search box', () => {
    renderWithApp(<Harness />);
    expect(screen.getByTestId('perm-users.list')).toBeTruthy();
    fireEvent.change(screen.getByTestId('perm-search'), { target: { value: 'کلاس' } });
    expect(screen.getByTestId('perm-classrooms.list')).toBeTruthy();
    expect(screen.queryByTestId('perm-users.list')).toBeNull();
    expect(screen.queryByTestId('perm-group-finance')).toBeNull();
    fireEvent.change(screen.getByTestId('perm-search'), { target: { value: 'zzzz' } });
    expect(screen.getByText('دسترسی‌ای با این عبارت پیدا نشد.')).toBeTruthy();
  });
});
