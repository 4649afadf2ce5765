/**
 * The dashboard's first requests, each for those whose cards show it: the route table starts them
 * when the navigation starts, and the cards ask under the same keys.
 */
import { ADMIN_SUBJECT } from '../../app/people-paths';
import { fetchEntityList } from '../../lib/entity-queries';
import { apiQuery, type PageQuery, type PageQueryContext } from '../../lib/page-queries';
import type { TodayPeriod, TodaySummary } from '../../lib/today-types';
import type { DashboardSummary } from './DashboardCards';

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;
export const summaryQuery = apiQuery<DashboardSummary>(DASHBOARD_SUMMARY_KEY, '/dashboard/summary');

/**
 * A teacher's periods of today (and whether the user is a teacher at all). The path, not the
 * timetable's client: this module goes with the start-up, which need not carry the whole client.
 */
export const todayClassesQuery = apiQuery<{
  weekday: number | null;
  teacher: boolean;
  periods: TodayPeriod[];
}>(['weekly-schedule', 'mine', 'today'], '/weekly-schedule/mine/today');

/** The oldest few leaves waiting for a decision: the card is a to-do list, the leaves list holds the rest. */
export const PENDING_LEAVES_SHOWN = 5;
export const PENDING_LEAVES_ACTION = 'student-leaves.edit';
export const pendingLeavesQuery = {
  queryKey: ['entity', 'student-leaves', 'pending', PENDING_LEAVES_SHOWN],
  queryFn: () =>
    fetchEntityList(
      'student-leaves',
      `page=1&pageSize=${PENDING_LEAVES_SHOWN}&sort=fromDate:asc&status=pending`,
    ),
} satisfies PageQuery;

/** The whole school's day: not for a teacher, who sees only their own groups' sheets. */
export const ATTENDANCE_TODAY_ACTION = 'attendance.list';
export const ATTENDANCE_ALL_GROUPS = 'attendance.all-groups';
export const attendanceTodayQuery = apiQuery<TodaySummary | null>(
  ['attendance-reports', 'today'],
  '/attendance-reports/today',
);

export const seesAttendanceToday = (can: PageQueryContext['can']) =>
  can(ATTENDANCE_TODAY_ACTION, ADMIN_SUBJECT) && can(ATTENDANCE_ALL_GROUPS, ADMIN_SUBJECT);

export function dashboardQueries({ can }: PageQueryContext): PageQuery[] {
  return [
    summaryQuery,
    todayClassesQuery,
    ...(can(PENDING_LEAVES_ACTION, ADMIN_SUBJECT) ? [pendingLeavesQuery] : []),
    ...(seesAttendanceToday(can) ? [attendanceTodayQuery] : []),
  ];
}
