import { describe, expect, it } from 'vitest';
import { matchRouteHandle } from './current-route';
import { allowedNavItems } from './nav-items';
import { ROUTES } from './routes';

describe('people and timetable routes', () => {
  it('guards each page with its permission on the admin subject', () => {
    const cases: [string, string][] = [
      ['/manager/students/excel-import', 'students.import'],
      ['/manager/students/phone-import', 'students.phone-import'],
      ['/manager/Receive-images-group-students/detail', 'students.photos'],
      ['/manager/Receive-images-group-students/detail/7', 'students.photos'],
      ['/manager/teachers/excel-import', 'teachers.import'],
      ['/manager/students/12/file', 'students.file'],
      ['/manager/classrooms/3/list-order', 'classrooms.list-order'],
      ['/manager/weekly-schedule', 'weekly-schedule.manage'],
      ['/manager/schedule-calendar', 'schedule-calendar.manage'],
      ['/manager/teachers/view/4', 'teachers.view'],
      ['/teacher/profile', 'teacher-profile.edit'],
    ];
    for (const [path, action] of cases)
      expect(matchRouteHandle(path).meta).toMatchObject({ action, subject: 'admin', layout: 'default' });
    expect(matchRouteHandle('/teacher/profile').meta.parent).toBe('teacher-profile');
    expect(matchRouteHandle('/manager/students/12/file').meta.parent).toBe('manager-students-list');
    expect(matchRouteHandle('/manager/teachers/excel-import').meta.parent).toBe('manager-teachers-list');
  });

  it('lists the schedule pages under curriculum and the import under people', () => {
    const items = allowedNavItems(ROUTES, () => true);
    const group = (path: string) => items.find((item) => item.path === path)?.group;
    expect(group('/manager/weekly-schedule')).toBe('curriculum');
    expect(group('/manager/schedule-calendar')).toBe('curriculum');
    expect(group('/manager/students/excel-import')).toBe('people');
    expect(group('/manager/students/phone-import')).toBe('people');
    expect(group('/manager/Receive-images-group-students/detail')).toBe('people');
    expect(group('/manager/teachers/excel-import')).toBe('people');
    // The classroom variant of the photos page is reached from a link, not the menu.
    expect(group('/manager/Receive-images-group-students/detail/:id')).toBeUndefined();
  });
});
