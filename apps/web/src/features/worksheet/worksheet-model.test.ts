import { describe, expect, it } from 'vitest';
import type { Worksheet } from './worksheet-api';
import { cellKey, cellsFromWorksheet, changedCells, changedKeys, gridMove } from './worksheet-model';

const sheet: Worksheet = {
  courseGroup: { id: 1, title: 'ریاضی', classroomName: '101', courseTitle: 'ریاضی' },
  term: { id: 5, title: 'نوبت اول' },
  terms: [{ id: 5, title: 'نوبت اول' }],
  activities: [
    { id: 10, title: 'تکلیف', date: null, maxScore: 20, version: 1 },
    { id: 11, title: 'پرسش', date: null, maxScore: 10, version: 1 },
  ],
  students: [
    { id: 1, firstName: 'علی', lastName: 'رضایی', rollNumber: 1 },
    { id: 2, firstName: 'سارا', lastName: 'احمدی', rollNumber: 2 },
  ],
  cells: [
    { activityId: 10, studentId: 1, score: 17.5, mark: null },
    { activityId: 11, studentId: 2, score: null, mark: 'absent' },
  ],
  frozenStudentIds: [],
  canAmend: false,
};

describe('worksheet cells', () => {
  it('has one cell per activity and student, with saved values as text', () => {
    const cells = cellsFromWorksheet(sheet);
    expect(Object.keys(cells)).toHaveLength(4);
    expect(cells[cellKey(10, 1)]).toBe('17.5');
    expect(cells[cellKey(11, 2)]).toBe('غ');
    expect(cells[cellKey(11, 1)]).toBe('');
  });

  it('sends only changed cells; Persian digits of the same value are no change', () => {
    const base = cellsFromWorksheet(sheet);
    const typed = { ...base, [cellKey(10, 1)]: '۱۷٫۵', [cellKey(11, 1)]: '۹٫۲۵', [cellKey(11, 2)]: '' };
    expect(changedKeys(sheet, base, typed).sort()).toEqual([cellKey(11, 1), cellKey(11, 2)]);
    expect(changedCells(sheet, base, typed)).toEqual({
      cells: [
        { activityId: 11, studentId: 1, score: 9.25, mark: null },
        { activityId: 11, studentId: 2, score: null, mark: null },
      ],
    });
  });

  it("points at a value above the activity's own max or off the steps instead of sending", () => {
    const base = cellsFromWorksheet(sheet);
    expect(changedCells(sheet, base, { ...base, [cellKey(11, 1)]: '۱۲' })).toEqual({
      invalidKey: cellKey(11, 1),
    });
    expect(changedCells(sheet, base, { ...base, [cellKey(10, 2)]: '12.3' })).toEqual({
      invalidKey: cellKey(10, 2),
    });
    expect(changedCells(sheet, base, { ...base, [cellKey(10, 2)]: '۱۸' })).toMatchObject({
      cells: [{ score: 18 }],
    });
  });
});

describe('moving in the grid', () => {
  it('goes down with Enter and the arrows, and sideways with the page direction', () => {
    expect(gridMove({ row: 0, col: 0 }, { key: 'Enter' }, 3, 2, true)).toEqual({ row: 1, col: 0 });
    expect(gridMove({ row: 1, col: 0 }, { key: 'ArrowUp' }, 3, 2, true)).toEqual({ row: 0, col: 0 });
    expect(gridMove({ row: 2, col: 0 }, { key: 'ArrowDown' }, 3, 2, true)).toEqual({ row: 2, col: 0 });
    expect(gridMove({ row: 0, col: 0 }, { key: 'ArrowLeft' }, 3, 2, true)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: 0, col: 1 }, { key: 'ArrowLeft' }, 3, 2, true)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: 0, col: 0 }, { key: 'ArrowRight' }, 3, 2, false)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: 0, col: 0 }, { key: 'Tab' }, 3, 2, true)).toBeNull();
    expect(gridMove({ row: 0, col: 0 }, { key: 'a' }, 3, 2, true)).toBeNull();
  });
});
