/** Weekly schedule requests. */
import { api } from '../../lib/api';
import type { WeeklySchedule } from './weekly-grid';

interface Data<T> {
  data: T;
}

export type ScheduleOwner = { classroomId: number } | { teacherId: number };

export type { TodayPeriod } from '../../lib/today-types';
import type { TodayPeriod } from '../../lib/today-types';

export const timetableApi = {
  schedule: async (owner: ScheduleOwner) => {
    const query =
      'classroomId' in owner ? `classroomId=${owner.classroomId}` : `teacherId=${owner.teacherId}`;
    return (await api.request<Data<WeeklySchedule>>('GET', `/weekly-schedule?${query}`)).data;
  },
  place: (body: { courseGroupId: number; weekday: string; classPeriodId: number }) =>
    api.request<Data<unknown>>('POST', '/schedule-slots', body),
  remove: (id: number) => api.request<unknown>('DELETE', `/schedule-slots/${id}`),
  today: async () =>
    (
      await api.request<Data<{ weekday: number | null; teacher: boolean; periods: TodayPeriod[] }>>(
        'GET',
        '/weekly-schedule/mine/today',
      )
    ).data,
};
