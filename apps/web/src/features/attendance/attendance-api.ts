/** Calls of the attendance pages. */
import type { AttendanceStatus } from '@school/shared';
import { sendOrQueue, type SendResult } from '../../pwa/outbox';
import type { Mark, SheetKey } from './attendance-draft';
import { sheetQuery, todayQuery } from './attendance-queries';

interface Data<T> {
  data: T;
}

export interface TodayPeriod {
  classPeriodId: number;
  title: string;
  startTime: string;
  endTime: string;
  courseGroupId: number;
  courseGroupTitle: string;
  classroomName: string;
  taken: boolean;
}

export interface TodayAnswer {
  date: string;
  /** The first day this user may open a sheet for (null: any day). */
  earliestDate: string | null;
  /** The school's days back for teachers (null: the default). */
  pastDays: number | null;
  periods: TodayPeriod[];
}

export interface SheetStudent {
  id: number;
  firstName: string;
  lastName: string;
  rollNumber: number | null;
  photo: string | null;
  onLeave: boolean;
  status: AttendanceStatus;
  lateMinutes: number | null;
  note: string | null;
}

export interface Sheet {
  courseGroup: { id: number; title: string; classroomName: string };
  period: { id: number; title: string; startTime: string; endTime: string };
  date: string;
  closed: string | null;
  taken: boolean;
  students: SheetStudent[];
}

export interface SaveResult {
  duplicate: boolean;
  created: number;
  updated: number;
  unchanged: number;
}

export const attendanceApi = {
  today: () => todayQuery.queryFn(),
  sheet: (key: SheetKey) => sheetQuery(key).queryFn(),
  /** Sends the sheet now, or keeps it in the offline outbox when the network is away. */
  save: (key: SheetKey, clientId: string, marks: Record<string, Mark>, label: string) =>
    sendOrQueue<Data<SaveResult>>({
      clientId,
      kind: 'attendance',
      method: 'POST',
      path: '/attendance/sheets',
      label,
      body: {
        clientId,
        ...key,
        entries: Object.entries(marks).map(([studentId, mark]) => ({
          studentId: Number(studentId),
          status: mark.status,
          lateMinutes: mark.status === 'late' ? mark.lateMinutes : null,
          note: mark.note,
        })),
      },
    }) as Promise<SendResult<Data<SaveResult>>>,
};
