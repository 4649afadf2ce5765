import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderEntityScreen } from '../../../test/render-entity';
import { VerticalNav } from './VerticalNav';

const link = (testId: string) => screen.getByTestId(testId) as HTMLAnchorElement;

describe('VerticalNav', () => {
  it('shows the allowed pages as links and marks the current one and its parent page', () => {
    renderEntityScreen(<VerticalNav mini={false} overlay={false} />, { path: '/manager/students/detail' });
    const students = link('nav-manager-students-list');
    expect(students.getAttribute('href')).toBe('/manager/students/list');
    expect(students.textContent).toBe('دانش‌آموزان');
    // The add page's parent is the list: the list's entry is the current one.
    expect(students.getAttribute('aria-current')).toBe('page');
    expect(students.classList.contains('selected')).toBe(true);
    const dashboard = link('nav-dashboard');
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(dashboard.classList.contains('selected')).toBe(false);
  });

  it('shows only the pages the user may open', () => {
    renderEntityScreen(<VerticalNav mini={false} overlay={false} />, {
      rules: [
        { action: 'shode', subject: 'login' },
        { action: 'students.list', subject: 'admin' },
      ],
    });
    expect(link('nav-manager-students-list')).toBeTruthy();
    expect(screen.queryByTestId('nav-manager-teachers-list')).toBeNull();
  });

  it('in the icon rail, names each entry for screen readers and in a tooltip', async () => {
    renderEntityScreen(<VerticalNav mini overlay={false} />);
    const students = link('nav-manager-students-list');
    expect(students.textContent).toBe('');
    expect(students.getAttribute('aria-label')).toBe('دانش‌آموزان');
    fireEvent.mouseOver(students);
    expect((await screen.findByRole('tooltip')).textContent).toBe('دانش‌آموزان');
  });
});
