/** A group of the horizontal bar opens with the configuration's transition (spec section 3: slide). */
import { fireEvent, screen } from '@testing-library/react';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { describe, expect, it } from 'vitest';
import { HORIZONTAL_NAV } from '../../../lib/app-config';
import { renderWithApp } from '../../../test/render';
import { HorizontalNavGroup } from './HorizontalNavGroup';

describe('HorizontalNavGroup', () => {
  it('opens its menu with the slide transition of the configuration', () => {
    expect(HORIZONTAL_NAV.transition).toBe('slide');
    renderWithApp(
      <HorizontalNavGroup
        group={{
          key: 'people',
          items: [
            {
              name: 'manager-students-list',
              path: '/manager/students/list',
              titleKey: 'pages.studentsList',
              icon: PeopleOutlined,
              order: 1,
            },
          ],
        }}
        active={new Set()}
      />,
    );
    fireEvent.click(screen.getByTestId('nav-group-people'));
    const paper = screen.getByTestId('nav-manager-students-list').closest('.MuiPaper-root') as HTMLElement;
    // Slide moves the menu in (a transform only); MUI's default, Grow, fades it in as well.
    expect(paper.style.transition).toMatch(/^transform \d+ms/);
    expect(paper.style.transition).not.toContain('opacity');
    expect(paper.style.opacity).toBe('');
  });
});
