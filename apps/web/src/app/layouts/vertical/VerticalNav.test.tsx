import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderEntityScreen } from '../../../test/render-entity';
import { VerticalNav } from './VerticalNav';

// A first render in a busy test run takes seconds; the entries follow it.
const link = async (testId: string) =>
  (await screen.findByTestId(testId, undefined, { timeout: 5000 })) as HTMLAnchorElement;

describe('VerticalNav', () => {
  it("renders its entries just after the layout's first paint, not in the commit with the page", async () => {
    renderEntityScreen(<VerticalNav mini={false} overlay={false} />);
    // The first commit has the menu's frame (its logo and collapse button) without its entries.
    expect(screen.getByTestId('nav-collapse')).toBeTruthy();
    expect(screen.queryByTestId('nav-dashboard')).toBeNull();
    expect(await link('nav-dashboard')).toBeTruthy();
  });

  it('shows the allowed pages as links and marks the current one and its parent page', async () => {
    renderEntityScreen(<VerticalNav mini={false} overlay={false} />, { path: '/manager/students/detail' });
    const students = await link('nav-manager-students-list');
    expect(students.getAttribute('href')).toBe('/manager/students/list');
    expect(students.textContent).toBe('دانش‌آموزان');
    // The add page's parent is the list: the list's entry is the current one.
    expect(students.getAttribute('aria-current')).toBe('page');
    expect(students.classList.contains('selected')).toBe(true);
    const dashboard = await link('nav-dashboard');
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(dashboard.classList.contains('selected')).toBe(false);
  });

  it('shows only the pages the user may open', async () => {
    renderEntityScreen(<VerticalNav mini={false} overlay={false} />, {
      rules: [
        { action: 'shode', subject: 'login' },
        { action: 'students.list', subject: 'admin' },
      ],
    });
    expect(await link('nav-manager-students-list')).toBeTruthy();
    expect(screen.queryByTestId('nav-manager-teachers-list')).toBeNull();
  });

  it('in the icon rail, names each entry for screen readers and in a tooltip', async () => {
    renderEntityScreen(<VerticalNav mini overlay={false} />);
    const students = await link('nav-manager-students-list');
    expect(students.textContent).toBe('');
    expect(students.getAttribute('aria-label')).toBe('دانش‌آموزان');
    fireEvent.mouseOver(students);
    expect((await screen.findByRole('tooltip')).textContent).toBe('دانش‌آموزان');
  });
});
