import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../lib/ability';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test/render';
import { matchRouteHandle } from './current-route';
import { allowedNavItems } from './nav-items';
import { ROUTES } from './routes';
import { TEMPLATE_PAGES, TEMPLATE_PERMISSION } from './template-routes';

const SPEC_PATHS = [
  'basic-settings',
  'student-categories',
  'buyer',
  'education-management',
  'facilities',
  'group-buy',
  'group-events',
  'message-box',
  'office-automation',
  'organizational-dashboard',
  'planning-management',
  'reports',
  'supplier-profile',
  'supply-chain',
  'wallet',
].map((p) => `/manager/template/${p}`);

describe('the placeholder pages under /manager/template/', () => {
  it('has a route for every placeholder of the spec, behind its permission, with a Persian title', () => {
    expect(TEMPLATE_PAGES.map(([p]) => `/manager/template/${p}`)).toEqual(SPEC_PATHS);
    for (const path of SPEC_PATHS) {
      const handle = matchRouteHandle(path);
      expect(handle.name, path).toBe(path.slice(1).replace(/\//g, '-'));
      expect(handle.meta).toMatchObject({ layout: 'default', action: TEMPLATE_PERMISSION, subject: 'admin' });
      const title = i18n.t(handle.meta.title!);
      expect(title, path).not.toBe(handle.meta.title);
      expect(title, path).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps every one of them out of the menu, even for the system manager', () => {
    const admin = createAppAbility([{ action: 'manage', subject: 'all' }]);
    const menu = allowedNavItems(ROUTES, (a, s) => admin.can(a, s)).map((item) => item.path);
    expect(menu.length).toBeGreaterThan(10);
    for (const path of SPEC_PATHS) expect(menu, path).not.toContain(path);
  });

  it.each(SPEC_PATHS)('%s renders the shared notice with its own title', async (path) => {
    const route = ROUTES.find((r) => r.path === path)!;
    const { unmount } = renderWithApp(<route.Component />, { path });
    const page = await screen.findByTestId('not-in-edition');
    expect(page.textContent).toContain('این بخش در این نسخه در دسترس نیست');
    expect(page.textContent).toContain(i18n.t(matchRouteHandle(path).meta.title!));
    unmount();
  });
});
