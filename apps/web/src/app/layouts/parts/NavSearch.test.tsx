import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../../test/render-entity';
import { NavSearch } from './NavSearch';
import { holdsEveryWord, recordHit, recordQuery } from './use-record-search';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const page = (items: unknown[]) => ({
  body: { success: true, data: { items, total: items.length, page: 1, pageSize: 5 } },
});
const students = [
  {
    id: 11,
    version: 1,
    firstName: 'علی',
    lastName: 'گودرزی',
    studentNumber: '1001',
    nationalCode: '0012345679',
    classroomId: 3,
    _titles: { classroomId: '101' },
  },
];
const classrooms = [{ id: 3, version: 1, name: '101', _titles: { majorId: 'ریاضی فیزیک' } }];

function server() {
  return fakeFetch(({ url }) => {
    if (url.includes('/api/students')) return page(students);
    if (url.includes('/api/classrooms')) return page(classrooms);
    return page([]);
  });
}

describe('the navbar search', () => {
  it('finds students by name with their classroom and codes, and classrooms', async () => {
    const fake = server();
    globalThis.fetch = fake.fetch as typeof fetch;
    renderEntityScreen(<NavSearch />, { path: '/dashboard' });
    fireEvent.click(screen.getByTestId('nav-search'));
    fireEvent.change(screen.getByTestId('nav-search-input'), { target: { value: 'گودرزی' } });
    const hit = await screen.findByTestId('nav-search-students-11');
    expect(within(hit).getByTestId('person-label').textContent).toContain('علی گودرزی');
    expect(within(hit).getByTestId('person-label-detail').textContent).toBe('۱۰۱ · ۱۰۰۱ · ۰۰۱۲۳۴۵۶۷۹');
    const asked = fake.calls.map((c) => new URL(c.url, 'http://x'));
    expect(asked.map((u) => u.pathname).sort()).toEqual([
      '/api/classrooms',
      '/api/students',
      '/api/teachers',
    ]);
    expect(asked.every((u) => u.searchParams.get('q') === 'گودرزی')).toBe(true);
    expect(screen.getByTestId('nav-search-classrooms-3').textContent).toContain('ریاضی فیزیک');
  });

  it('asks only for the lists the user may open', async () => {
    const fake = server();
    globalThis.fetch = fake.fetch as typeof fetch;
    renderEntityScreen(<NavSearch />, {
      rules: [{ action: 'classrooms.list', subject: 'admin' }],
    });
    fireEvent.click(screen.getByTestId('nav-search'));
    fireEvent.change(screen.getByTestId('nav-search-input'), { target: { value: '1001' } });
    expect(await screen.findByTestId('nav-search-classrooms-3')).toBeTruthy();
    expect(fake.calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/classrooms']);
    expect(screen.queryByTestId('nav-search-students-11')).toBeNull();
  });

  it('leads a student to their file, a teacher to their page, each when the user may open it', () => {
    const row = { id: 11, version: 1, firstName: 'علی', lastName: 'گودرزی' };
    expect(recordHit('students', row, () => true).path).toBe('/manager/students/11/file');
    expect(recordHit('students', row, () => false).path).toBe('/manager/students/detail/11');
    expect(recordHit('teachers', row, () => true).path).toBe('/manager/teachers/view/11');
    expect(recordHit('classrooms', { id: 3, version: 1, name: '101' }, () => true)).toMatchObject({
      name: '101',
      path: '/manager/classrooms/detail/3',
    });
  });

  it('finds a full name across first and last name, typed with Arabic ي and ك', () => {
    expect(recordQuery('علي  گودرزي')).toEqual({ q: 'گودرزی', words: ['علی', 'گودرزی'] });
    expect(recordQuery(' ۱۰۰۱ ')).toEqual({ q: '۱۰۰۱', words: [expect.any(String)] });
    const hit = recordHit(
      'students',
      { id: 1, version: 1, firstName: 'علی', lastName: 'گودرزی' },
      () => true,
    );
    const other = recordHit(
      'students',
      { id: 2, version: 1, firstName: 'رضا', lastName: 'گودرزی' },
      () => true,
    );
    const { words } = recordQuery('علي گودرزي');
    expect([hit, other].filter((h) => holdsEveryWord(h, words)).map((h) => h.id)).toEqual([1]);
  });

  it('asks nothing for a single character', async () => {
    const fake = server();
    globalThis.fetch = fake.fetch as typeof fetch;
    renderEntityScreen(<NavSearch />);
    fireEvent.click(screen.getByTestId('nav-search'));
    fireEvent.change(screen.getByTestId('nav-search-input'), { target: { value: 'ع' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.calls).toHaveLength(0);
  });
});
