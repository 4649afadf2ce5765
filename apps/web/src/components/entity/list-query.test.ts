import { describe, expect, it } from 'vitest';
import { exportPath, listQueryString, type ListState } from './list-query';

const state = (over: Partial<ListState> = {}): ListState => ({
  page: 0,
  pageSize: 25,
  q: '',
  filters: {},
  ...over,
});

describe('list query string', () => {
  it('sends 1-based pages and the page size', () => {
    expect(listQueryString(state())).toBe('page=1&pageSize=25');
    expect(listQueryString(state({ page: 2, pageSize: 50 }))).toBe('page=3&pageSize=50');
  });

  it('adds sort, quick search and the filters that are set, in a stable order', () => {
    const query = listQueryString(
      state({
        sort: { field: 'name', dir: 'desc' },
        q: '  کلاس ۱۰۱ ',
        filters: { majorId: '4', gradeLevel: '10', active: '' },
      }),
    );
    const params = new URLSearchParams(query);
    expect(params.get('sort')).toBe('name:desc');
    expect(params.get('q')).toBe('کلاس ۱۰۱');
    expect(params.get('gradeLevel')).toBe('10');
    expect(params.get('majorId')).toBe('4');
    expect(params.has('active')).toBe(false);
    expect([...params.keys()]).toEqual(['page', 'pageSize', 'sort', 'q', 'gradeLevel', 'majorId']);
  });

  it('always carries the filters the page fixes (a user’s roles)', () => {
    expect(
      new URLSearchParams(listQueryString(state({ filters: { userId: '9' } }), { userId: '3' })).get(
        'userId',
      ),
    ).toBe('3');
  });
});

describe('export path', () => {
  it('carries the same search, sort and filters, but no paging', () => {
    const path = exportPath(
      'classrooms',
      state({ page: 4, sort: { field: 'name', dir: 'asc' }, q: 'ریاضی', filters: { gradeLevel: '11' } }),
      { schoolId: '2' },
    );
    const [base, query] = path.split('?');
    expect(base).toBe('/classrooms/export.xlsx');
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      sort: 'name:asc',
      q: 'ریاضی',
      gradeLevel: '11',
      schoolId: '2',
    });
  });

  it('has no query string without criteria', () => {
    expect(exportPath('roles', state())).toBe('/roles/export.xlsx');
  });
});
