/**
 * The navbar's shortcuts follow the user's work: a teacher's day (attendance sheet, exams, course
 * groups, class logs, timetable, profile) or an office's (students, teachers, classrooms, leaves,
 * report cards, attendance report). The preferred pages the user may open come first, in that
 * order; other allowed pages fill the rest.
 */
import type { NavItem } from '../../nav-items';

export const MAX_SHORTCUTS = 6;

// A teacher's menu has their own exams and week (teacher-work-routes.tsx) where a deputy who also
// teaches has the school's.
const TEACHING = [
  '/manager/attendance/detail',
  '/teacher/exams',
  '/manager/exams/list',
  '/manager/course-groups/list',
  '/manager/teacher-log/list',
  '/teacher/weekly-schedule',
  '/manager/weekly-schedule',
  '/teacher/profile',
];

const OFFICE = [
  '/manager/students/list',
  '/manager/teachers/list',
  '/manager/classrooms/list',
  '/manager/student-leaves/list',
  '/manager/report-card/list',
  '/manager/attendance-report',
  '/manager/weekly-schedule',
  '/manager/exams/list',
];

/** A user who lists the school's students works in the office; one who does not, in class. */
export function shortcutPages(pages: readonly NavItem[], max = MAX_SHORTCUTS): NavItem[] {
  const office = pages.some((page) => page.path === '/manager/students/list');
  const preferred = office ? OFFICE : TEACHING;
  const rank = (page: NavItem) => {
    const index = preferred.indexOf(page.path);
    return index === -1 ? preferred.length : index;
  };
  // Stable: pages outside the preferred list keep the menu's order; the dashboard is a click away.
  return pages
    .filter((page) => page.path !== '/dashboard')
    .map((page, order) => ({ page, order }))
    .sort((a, b) => rank(a.page) - rank(b.page) || a.order - b.order)
    .slice(0, max)
    .map(({ page }) => page);
}
