import { describe, expect, it } from 'vitest';
import { LOGIN_ACTION, LOGIN_SUBJECT } from '@school/shared';
import { matchRouteHandle } from './current-route';
import { ROUTES } from './routes';

describe('route table', () => {
  it('gives every route a unique path', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every guarded route an action and a subject', () => {
    for (const { path, meta } of ROUTES) {
      if (meta.public || meta.unauthenticatedOnly) continue;
      expect({ path, action: meta.action, subject: meta.subject }).toEqual({
        path,
        action: expect.any(String),
        subject: expect.any(String),
      });
    }
  });

  it('lets a visit that starts on the dashboard or an entity list load the page beside the layout', async () => {
    for (const path of ['/dashboard', '/manager/students/list', '/manager/classrooms/list']) {
      const { preload } = matchRouteHandle(path);
      expect(preload, path).toBeTypeOf('function');
      const module = (await preload!()) as { default?: unknown };
      expect(module.default, path).toBeTypeOf('function');
    }
  });

  it('matches paths to the routes of the spec', () => {
    expect(matchRouteHandle('/dashboard')).toMatchObject({
      name: 'dashboard',
      meta: { layout: 'default', action: LOGIN_ACTION, subject: LOGIN_SUBJECT },
    });
    expect(matchRouteHandle('/login').meta).toMatchObject({
      layout: 'blank',
      unauthenticatedOnly: true,
      action: 'shode',
      subject: 'login',
    });
    expect(matchRouteHandle('/front-pages/landing-page').meta).toMatchObject({
      unauthenticatedOnly: true,
      layout: 'blank',
    });
    expect(matchRouteHandle('/logout').meta.public).toBe(true);
    expect(matchRouteHandle('/').meta.public).toBe(true);
  });

  it('shows not-authorized and not-found pages publicly in the blank layout', () => {
    for (const path of ['/not-authorized', '/pages/misc/not-authorized']) {
      expect(matchRouteHandle(path).meta).toMatchObject({
        public: true,
        layout: 'blank',
        title: 'pages.notAuthorized',
      });
    }
    for (const path of ['/pages/misc/not-found/404', '/something', '/a/b/c']) {
      expect(matchRouteHandle(path).meta).toMatchObject({
        public: true,
        layout: 'blank',
        title: 'pages.notFound',
      });
    }
    expect(matchRouteHandle('/something').name).toBe('error');
    expect(matchRouteHandle('/a/b/c').name).toBe('all');
  });
});
