import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@school/shared';
import { matchRouteHandle } from './current-route';
import { entityRoutes, entitySegment } from './entity-routes';
import { ROUTES } from './routes';

const paths = ROUTES.map((r) => r.path);

describe('entity routes from the registry', () => {
  it('gives every entity (except user roles) a list, add and edit page with its permissions', () => {
    for (const def of ENTITIES.filter((d) => d.name !== 'user-roles' && !d.pages?.bespoke)) {
      const segment = entitySegment(def.name);
      const name = segment.replaceAll('/', '-');
      const list = matchRouteHandle(`/manager/${segment}/list`);
      expect(list).toMatchObject({
        name: `manager-${name}-list`,
        meta: { layout: 'default', action: def.permissions.list, subject: 'admin' },
      });
      expect(matchRouteHandle(`/manager/${segment}/detail`)).toMatchObject({
        name: `manager-${name}-detail`,
        meta: { action: def.permissions.add, subject: 'admin', parent: `manager-${name}-list` },
      });
      if (def.pages?.edit === false) continue;
      expect(matchRouteHandle(`/manager/${segment}/detail/7`)).toMatchObject({
        name: `manager-${name}-detail-id`,
        meta: { action: def.permissions.edit, subject: 'admin', parent: `manager-${name}-list` },
      });
    }
  });

  it('keeps the news pages at the spec’s manage-content/news', () => {
    expect(paths).toContain('/manager/manage-content/news/list');
    expect(paths).toContain('/manager/manage-content/news/detail/:id');
    expect(paths).not.toContain('/manager/news/list');
    expect(matchRouteHandle('/manager/manage-content/news/list').meta.action).toBe('news.list');
  });

  it('has no edit page for majors (pages.edit === false)', () => {
    expect(paths).toContain('/manager/major/detail');
    expect(paths).not.toContain('/manager/major/detail/:id');
    expect(matchRouteHandle('/manager/major/detail/3').meta.public).toBe(true);
  });

  it('puts user roles under the user pages, without a menu entry', () => {
    const userRoles = ENTITIES.find((d) => d.name === 'user-roles')!;
    expect(matchRouteHandle('/manager/users/roles/list/5')).toMatchObject({
      name: 'manager-users-roles-list-id',
      meta: { action: userRoles.permissions.list, subject: 'admin', parent: 'manager-users-list' },
    });
    expect(matchRouteHandle('/manager/users/roles/detail').meta.action).toBe(userRoles.permissions.add);
    expect(matchRouteHandle('/manager/users/roles/detail/9').meta.action).toBe(userRoles.permissions.edit);
    expect(paths).not.toContain('/manager/user-roles/list');
    expect(ROUTES.filter((r) => r.path.startsWith('/manager/users/roles')).every((r) => !r.nav)).toBe(true);
  });

  it('shows the current school at /school-information and /manager/school-information', () => {
    for (const path of ['/school-information', '/manager/school-information'])
      expect(matchRouteHandle(path).meta).toMatchObject({
        action: 'school-information.view',
        subject: 'admin',
        layout: 'default',
        title: 'pages.schoolInformation',
      });
  });

  it('puts list pages in the menu with the registry icon and group, and titles them by the plural name', () => {
    const classrooms = entityRoutes().find((r) => r.path === '/manager/classrooms/list')!;
    expect(classrooms.nav).toMatchObject({ iconName: 'MeetingRoom', group: 'organisation' });
    expect(classrooms.meta.title).toBe('entities.classrooms.title');
    expect(
      entityRoutes()
        .filter((r) => r.nav)
        .every((r) => r.path.endsWith('/list') || !r.path.includes(':')),
    ).toBe(true);
  });
});
