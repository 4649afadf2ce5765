/**
 * A teacher's menu offers their own week and their own exams; those who manage the timetable or
 * enter any group's scores keep the school's pages instead, so no menu has both.
 */
import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../lib/ability';
import { allowedNavItems } from './nav-items';
import { ROUTES } from './routes';

/** The built-in teacher role's permissions that decide their menu (server built-in-roles.ts). */
const TEACHER_PERMISSIONS_FOR_TEST = [
  'teacher-profile.edit',
  'attendance.list',
  'attendance.add',
  'exams.list',
  'exams.add',
  'exams.delete',
  'exams.scores',
  'course-groups.list',
];

const menu = (permissions: string[]) => {
  const ability = createAppAbility([
    { action: 'shode', subject: 'login' },
    { action: permissions, subject: 'admin' },
  ]);
  return allowedNavItems(ROUTES, (a, s) => ability.can(a, s)).map((item) => item.path);
};

describe("a teacher's own pages in the menu", () => {
  it('offers a teacher «my weekly schedule» and «my exams», not the school’s exams', () => {
    const paths = menu(TEACHER_PERMISSIONS_FOR_TEST);
    expect(paths).toContain('/teacher/weekly-schedule');
    expect(paths).toContain('/teacher/exams');
    expect(paths).not.toContain('/manager/exams/list');
    expect(paths).not.toContain('/manager/weekly-schedule');
  });

  it('keeps the school’s pages, and only those, for whoever manages them', () => {
    const paths = menu([...TEACHER_PERMISSIONS_FOR_TEST, 'exams.all-groups', 'weekly-schedule.manage']);
    expect(paths).toContain('/manager/exams/list');
    expect(paths).toContain('/manager/weekly-schedule');
    expect(paths).not.toContain('/teacher/exams');
    expect(paths).not.toContain('/teacher/weekly-schedule');
  });
});
