import { describe, expect, it } from 'vitest';
import type { ScoreSheet } from './exam-api';
import { cellsFromSheet, changedIds, entriesFrom, withDraftCells } from './score-sheet-model';

const student = (id: number, extra: Partial<ScoreSheet['students'][number]> = {}) => ({
  id,
  firstName: 'علی',
  lastName: `محمدی ${id}`,
  rollNumber: id,
  score: null,
  mark: null,
  qualitativeTypeId: null,
  ...extra,
});

const sheet = (grading: 'numeric' | 'qualitative' = 'numeric'): ScoreSheet => ({
  exam: { id: 1, title: 'آزمون', date: '2025-10-01', maxScore: 20, locked: false, examTypeTitle: 'کلاسی' },
  courseGroup: { id: 2, title: 'ریاضی', classroomName: '۱۰۱', courseTitle: 'ریاضی ۱' },
  courseGroups: [{ id: 2, title: 'ریاضی', classroomName: '۱۰۱' }],
  grading,
  canAmend: false,
  qualitativeTypes: [{ id: 7, title: 'خوب', code: 'B' }],
  students: [
    student(1, { score: 17.5 }),
    student(2, { mark: 'absent' }),
    student(3, { qualitativeTypeId: 7 }),
  ],
});

describe('score sheet model', () => {
  it('shows saved scores, marks and qualitative types as cells', () => {
    expect(cellsFromSheet(sheet())).toEqual({ '1': '17.5', '2': 'غ', '3': '' });
    expect(cellsFromSheet(sheet('qualitative'))['3']).toBe('7');
  });

  it('restores a draft over the server for students still on the roll', () => {
    expect(withDraftCells({ '1': '', '2': '' }, { '1': '۱۲', '9': '20' })).toEqual({ '1': '۱۲', '2': '' });
  });

  it('counts a change by value, not by the digits typed', () => {
    const s = sheet();
    const base = cellsFromSheet(s);
    expect(changedIds(s, base, { ...base, '1': '۱۷٫۵' })).toEqual([]);
    expect(changedIds(s, base, { ...base, '1': '۱۸', '3': 'م' })).toEqual(['1', '3']);
  });

  it('builds entries for every student, or points at the first invalid cell', () => {
    const s = sheet();
    expect(entriesFrom(s, { '1': '۱۸٫۲۵', '2': 'م', '3': '' })).toEqual({
      entries: [
        { studentId: 1, score: 18.25, mark: null, qualitativeTypeId: null },
        { studentId: 2, score: null, mark: 'excused', qualitativeTypeId: null },
        { studentId: 3, score: null, mark: null, qualitativeTypeId: null },
      ],
    });
    expect(entriesFrom(s, { '1': '۱۸', '2': '۲۲', '3': '17.1' })).toEqual({ invalidStudentId: 2 });
    expect(entriesFrom(sheet('qualitative'), { '1': '7', '2': '', '3': '' })).toMatchObject({
      entries: [
        { studentId: 1, qualitativeTypeId: 7 },
        { qualitativeTypeId: null },
        { qualitativeTypeId: null },
      ],
    });
  });
});
