import { describe, expect, it } from 'vitest';
import type { PlanRow } from './exam-planning-api';
import { gradesOf, monthsOf, rowsByDay } from './plan-model';

const row = (id: number, date: string, gradeLevel: number): PlanRow => ({
  id,
  version: 1,
  date,
  examSessionId: 1,
  sessionTitle: 'صبح',
  startTime: '08:00',
  endTime: '09:30',
  durationMinutes: 90,
  title: `درس ${id}`,
  coursePlanId: id,
  gradeLevel,
  majorId: null,
  majorName: null,
  examId: id,
  examLocked: false,
  classrooms: ['101'],
});

describe('the exam plan model', () => {
  const rows = [
    row(1, '2027-01-05', 11),
    row(2, '2027-01-02', 10),
    row(3, '2027-01-05', 10),
    row(4, '2027-02-20', 11),
  ];

  it('lists the grades present and groups rows by day in date order', () => {
    expect(gradesOf(rows)).toEqual([10, 11]);
    expect(rowsByDay(rows).map((d) => [d.date, d.rows.map((r) => r.id)])).toEqual([
      ['2027-01-02', [2]],
      ['2027-01-05', [1, 3]],
      ['2027-02-20', [4]],
    ]);
  });

  it('spans the Jalali months from the first exam to the last, across a year end', () => {
    // 2027-01-02 is 12 Dey 1405; 2027-02-20 is 1 Esfand 1405.
    expect(monthsOf(rows)).toEqual([
      { jy: 1405, jm: 10 },
      { jy: 1405, jm: 11 },
      { jy: 1405, jm: 12 },
    ]);
    expect(monthsOf([row(1, '2027-03-22', 10), row(2, '2027-03-20', 10)])).toEqual([
      { jy: 1405, jm: 12 },
      { jy: 1406, jm: 1 },
    ]);
    expect(monthsOf([])).toEqual([]);
  });
});
