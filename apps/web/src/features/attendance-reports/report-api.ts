/** The attendance reports' API (/api/attendance-reports): shapes of each report and of today's summary. */
import { api } from '../../lib/api';

export interface StatusCounts {
  absent: number;
  late: number;
  excused: number;
}

export interface MatrixReport {
  days: string[];
  students: (StatusCounts & {
    id: number;
    firstName: string;
    lastName: string;
    rollNumber: number | null;
    days: Record<string, StatusCounts>;
  })[];
  dayTotals: Record<string, StatusCounts>;
  totals: StatusCounts;
}

export interface ReportFilters {
  from: string;
  to: string;
  classroomId?: number | null;
}

export type { TodaySummary } from '../../lib/today-types';
import type { TodaySummary } from '../../lib/today-types';

/** `/attendance-reports/<name>?from=…&to=…[&classroomId=…]`, with `.xlsx` for the workbook. */
export function reportPath(name: string, filters: ReportFilters, xlsx = false): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.classroomId) params.set('classroomId', String(filters.classroomId));
  return `/attendance-reports/${name}${xlsx ? '.xlsx' : ''}?${params.toString()}`;
}

export const attendanceReportApi = {
  load: async <T>(name: string, filters: ReportFilters) =>
    (await api.request<{ data: T }>('GET', reportPath(name, filters))).data,
  today: async () =>
    (await api.request<{ data: TodaySummary | null }>('GET', '/attendance-reports/today')).data,
};
