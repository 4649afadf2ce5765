import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../nav-items';
import { shortcutPages } from './shortcut-pages';

const item = (path: string, order: number): NavItem => ({
  name: path,
  path,
  titleKey: path,
  icon: (() => null) as unknown as NavItem['icon'],
  order,
});

const paths = (items: NavItem[]) => items.map((i) => i.path);

describe('the navbar shortcuts', () => {
  it("give a teacher their day's pages first", () => {
    const pages = [
      item('/dashboard', 0),
      item('/manager/majors/list', 1),
      item('/teacher/profile', 2),
      item('/manager/course-groups/list', 3),
      item('/manager/exams/list', 4),
      item('/manager/attendance/detail', 5),
      item('/manager/teacher-note/list', 6),
    ];
    expect(paths(shortcutPages(pages, 4))).toEqual([
      '/manager/attendance/detail',
      '/manager/exams/list',
      '/manager/course-groups/list',
      '/teacher/profile',
    ]);
  });

  it('give a teacher their own exams and week, as their menu has them', () => {
    const pages = [
      item('/dashboard', 0),
      item('/teacher/weekly-schedule', 1),
      item('/manager/course-groups/list', 2),
      item('/teacher/exams', 3),
      item('/manager/attendance/detail', 4),
    ];
    expect(paths(shortcutPages(pages))).toEqual([
      '/manager/attendance/detail',
      '/teacher/exams',
      '/manager/course-groups/list',
      '/teacher/weekly-schedule',
    ]);
  });

  it("give the office its lists first, then the menu's order", () => {
    const pages = [
      item('/dashboard', 0),
      item('/manager/schools/list', 1),
      item('/manager/attendance/detail', 2),
      item('/manager/student-leaves/list', 3),
      item('/manager/students/list', 4),
      item('/manager/majors/list', 5),
    ];
    expect(paths(shortcutPages(pages))).toEqual([
      '/manager/students/list',
      '/manager/student-leaves/list',
      '/manager/schools/list',
      '/manager/attendance/detail',
      '/manager/majors/list',
    ]);
  });
});
