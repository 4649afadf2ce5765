import { describe, expect, it } from 'vitest';
import { isoDateToJalali } from '../src/jalali';
import {
  nameClassrooms,
  nextAcademicYear,
  placeStudents,
  promotionOf,
  type PlacementTarget,
  type StudentToPlace,
} from '../src/year-rollover';

describe('next academic year', () => {
  it('runs 1 Mehr to 31 Shahrivar with the old terms one Jalali year on', () => {
    const next = nextAcademicYear('2025-09-23', [
      { title: 'نوبت اول', ordinal: 1, startDate: '2025-09-23', endDate: '2026-01-20' },
    ]);
    expect(next.title).toBe('1405-1406');
    expect(isoDateToJalali(next.startDate)).toEqual({ jy: 1405, jm: 7, jd: 1 });
    expect(isoDateToJalali(next.endDate)).toEqual({ jy: 1406, jm: 6, jd: 31 });
    expect(isoDateToJalali(next.terms[0]!.startDate)).toEqual({ jy: 1405, jm: 7, jd: 1 });
    expect(isoDateToJalali(next.terms[0]!.endDate)).toEqual({ jy: 1405, jm: 10, jd: 30 });
  });

  it('makes the usual two terms when the old year had none', () => {
    expect(nextAcademicYear('2025-09-23', []).terms.map((t) => t.ordinal)).toEqual([1, 2]);
  });
});

describe('promotion', () => {
  it('promotes, repeats, graduates at the last grade and keeps make-up students pending', () => {
    expect(promotionOf('passed', 10, 12)).toEqual({ kind: 'promote', gradeLevel: 11 });
    expect(promotionOf('passed', 12, 12)).toEqual({ kind: 'graduate' });
    expect(promotionOf('passed', 9, 9)).toEqual({ kind: 'graduate' });
    expect(promotionOf('repeat', 10, 12)).toEqual({ kind: 'repeat', gradeLevel: 10 });
    expect(promotionOf('makeup', 10, 12)).toEqual({ kind: 'pending' });
    expect(promotionOf(undefined, 10, 12)).toEqual({ kind: 'pending' });
  });
});

describe('classroom names', () => {
  it('keeps names, or numbers each grade anew by major then name', () => {
    const rooms = [
      { key: 1, gradeLevel: 10, majorOrder: 2, name: 'الف' },
      { key: 2, gradeLevel: 10, majorOrder: 1, name: 'ب' },
      { key: 3, gradeLevel: 11, majorOrder: 1, name: 'ج' },
    ];
    expect(nameClassrooms(rooms, 'keep').get(1)).toBe('الف');
    const numbered = nameClassrooms(rooms, 'renumber');
    expect([numbered.get(2), numbered.get(1), numbered.get(3)]).toEqual(['1001', '1002', '1101']);
  });
});

describe('placement', () => {
  const targets: PlacementTarget[] = [
    { key: 101, gradeLevel: 10, majorId: 1 },
    { key: 111, gradeLevel: 11, majorId: 1 },
    { key: 112, gradeLevel: 11, majorId: 1 },
    { key: 113, gradeLevel: 11, majorId: 2 },
  ];
  const student = (id: number, over: Partial<StudentToPlace> = {}): StudentToPlace => ({
    id,
    gradeLevel: 11,
    majorId: 1,
    sourceKey: 101,
    cohortIndex: 0,
    average: 10 + id,
    ...over,
  });

  it('keeps a cohort together and a repeater in the copy of their classroom', () => {
    const placed = placeStudents(
      [student(1), student(2), student(3, { cohortIndex: 1 }), student(4, { gradeLevel: 10 })],
      targets,
      'cohort',
    );
    expect([placed.get(1), placed.get(2), placed.get(3), placed.get(4)]).toEqual([111, 111, 112, 101]);
  });

  it('balances counts and averages within a grade and major, and never across majors', () => {
    const many = Array.from({ length: 8 }, (_, i) => student(i + 1));
    const placed = placeStudents([...many, student(20, { majorId: 2 })], targets, 'balanced');
    const of = (key: number) => many.filter((s) => placed.get(s.id) === key);
    expect(of(111)).toHaveLength(4);
    expect(of(112)).toHaveLength(4);
    const mean = (list: StudentToPlace[]) => list.reduce((sum, s) => sum + s.average!, 0) / list.length;
    expect(Math.abs(mean(of(111)) - mean(of(112)))).toBeLessThanOrEqual(1);
    expect(placed.get(20)).toBe(113);
  });

  it('applies manual moves last, to known classrooms only', () => {
    const placed = placeStudents([student(1)], targets, 'cohort', new Map([[1, 112]]));
    expect(placed.get(1)).toBe(112);
    expect(placeStudents([student(1)], targets, 'cohort', new Map([[1, 999]])).get(1)).toBe(111);
  });

  it('leaves a student without a classroom of their grade unplaced', () => {
    expect(placeStudents([student(1, { gradeLevel: 12 })], targets, 'balanced').has(1)).toBe(false);
  });
});
