import { describe, expect, it } from 'vitest';
import { buildWeeklyGrid, visualWeekdays, type ScheduleSlot } from './weekly-grid';

const slot = (id: number, weekday: number | string, classPeriodId: number): ScheduleSlot => ({
  id,
  version: 1,
  weekday,
  classPeriodId,
  courseGroupId: id * 10,
  courseGroupTitle: `گروه ${id}`,
  classroomId: 1,
  classroomName: '101',
  teacherId: 7,
  teacherName: 'مریم کریمی',
});

describe('weekly grid', () => {
  const grid = buildWeeklyGrid({
    periods: [
      { id: 12, title: 'زنگ دوم', ordinal: 2, startTime: '09:00', endTime: '10:00' },
      { id: 11, title: 'زنگ اول', ordinal: 1, startTime: '08:00', endTime: '09:00' },
    ],
    slots: [slot(1, '0', 11), slot(2, 5, 12), slot(3, '2', 11)],
  });

  it('has one row per period in ordinal order and six weekdays per row', () => {
    expect(grid.map((r) => r.period.id)).toEqual([11, 12]);
    for (const row of grid) expect(row.cells.map((c) => c.weekday)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('puts each slot in its weekday and period (string or number weekdays)', () => {
    expect(grid[0]!.cells[0]!.slots.map((s) => s.id)).toEqual([1]);
    expect(grid[0]!.cells[2]!.slots.map((s) => s.id)).toEqual([3]);
    expect(grid[1]!.cells[5]!.slots.map((s) => s.id)).toEqual([2]);
    expect(grid[1]!.cells[0]!.slots).toEqual([]);
  });

  it('shows Saturday on the right in right-to-left', () => {
    expect(visualWeekdays('rtl')).toEqual([5, 4, 3, 2, 1, 0]);
    expect(visualWeekdays('ltr')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
