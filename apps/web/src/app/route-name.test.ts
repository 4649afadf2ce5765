import { describe, expect, it } from 'vitest';
import { routeName } from './route-name';

describe('routeName', () => {
  it('joins path segments with hyphens', () => {
    expect(routeName('/dashboard')).toBe('dashboard');
    expect(routeName('/front-pages/landing-page')).toBe('front-pages-landing-page');
    expect(routeName('/manager/students/list')).toBe('manager-students-list');
  });

  it('names parameters by their name', () => {
    expect(routeName('/pages/misc/not-found/:error')).toBe('pages-misc-not-found-error');
    expect(routeName('/manager/students/detail/:id')).toBe('manager-students-detail-id');
    expect(routeName('/:error')).toBe('error');
  });

  it('names the root index and the catch-all', () => {
    expect(routeName('/')).toBe('index');
    expect(routeName('*')).toBe('all');
  });

  it('ignores trailing and doubled slashes', () => {
    expect(routeName('/dashboard/')).toBe('dashboard');
    expect(routeName('//manager//users')).toBe('manager-users');
  });
});
