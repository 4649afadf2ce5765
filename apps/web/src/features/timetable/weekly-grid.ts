/** The weekly schedule API shape turned into a grid: rows = periods, columns = Saturday…Thursday. */

export interface ClassPeriod {
  id: number;
  title: string;
  ordinal: number;
  startTime: string | null;
  endTime: string | null;
}

export interface ScheduleSlot {
  id: number;
  version: number;
  weekday: number | string;
  classPeriodId: number;
  courseGroupId: number;
  courseGroupTitle: string | null;
  classroomId: number | null;
  classroomName: string | null;
  teacherId: number | null;
  teacherName: string | null;
}

export interface WeeklySchedule {
  periods: ClassPeriod[];
  slots: ScheduleSlot[];
}

/**
 * School days, Saturday (0) to Thursday (5), in reading order. The table is laid out in the
 * document's direction, so in Persian (rtl) the first column, Saturday, is on the right.
 */
export const SCHOOL_WEEKDAYS = [0, 1, 2, 3, 4, 5] as const;

export interface GridCell {
  weekday: number;
  period: ClassPeriod;
  slots: ScheduleSlot[];
}

export interface GridRow {
  period: ClassPeriod;
  cells: GridCell[];
}

export function buildWeeklyGrid(schedule: WeeklySchedule): GridRow[] {
  const byCell = new Map<string, ScheduleSlot[]>();
  for (const slot of schedule.slots) {
    const key = `${Number(slot.weekday)}:${slot.classPeriodId}`;
    byCell.set(key, [...(byCell.get(key) ?? []), slot]);
  }
  return [...schedule.periods]
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((period) => ({
      period,
      cells: SCHOOL_WEEKDAYS.map((weekday) => ({
        weekday,
        period,
        slots: byCell.get(`${weekday}:${period.id}`) ?? [],
      })),
    }));
}

/** Columns in visual order from left to right: reversed in right-to-left documents. */
export function visualWeekdays(direction: 'rtl' | 'ltr'): number[] {
  return direction === 'rtl' ? [...SCHOOL_WEEKDAYS].reverse() : [...SCHOOL_WEEKDAYS];
}
