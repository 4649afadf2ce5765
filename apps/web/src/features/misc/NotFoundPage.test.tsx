import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import NotAuthorizedPage from './NotAuthorizedPage';
import NotFoundPage from './NotFoundPage';

describe('error pages', () => {
  it('renders the not-found page in Persian with a way home', () => {
    renderWithApp(<NotFoundPage />, { path: '/no-such-page' });
    const page = screen.getByTestId('not-found-page');
    expect(page.textContent).toContain('۴۰۴');
    expect(page.textContent).toContain('صفحه مورد نظر پیدا نشد');
    expect(screen.getByTestId('not-found-page-home').getAttribute('href')).toBe('/');
  });

  it('renders the not-authorized page with a link back home', () => {
    renderWithApp(<NotAuthorizedPage />);
    expect(screen.getByTestId('not-authorized-page').textContent).toContain('۴۰۱');
    expect(screen.getByTestId('not-authorized-page-home').getAttribute('href')).toBe('/');
  });
});
