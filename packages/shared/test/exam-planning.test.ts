import { describe, expect, it } from 'vitest';
import {
  consecutiveRuns,
  effectiveStartTime,
  endTime,
  findClassroomClash,
  formatSeatCodes,
  parseSeatCodes,
  studentLoad,
  venueCapacity,
} from '../src';

describe('classroom clash', () => {
  const saved = [
    { id: 1, date: '2027-01-02', sessionId: 10, classroomIds: [101, 102] },
    { id: 2, date: '2027-01-02', sessionId: 11, classroomIds: [103] },
    { id: 3, date: '2027-01-03', sessionId: 10, classroomIds: [103] },
  ];

  it('finds the row of the same date and session that shares a classroom, and names the shared ones', () => {
    const clash = findClassroomClash({ date: '2027-01-02', sessionId: 10, classroomIds: [102, 104] }, saved);
    expect(clash?.other.id).toBe(1);
    expect(clash?.classroomIds).toEqual([102]);
  });

  it('lets another session, another day or other classrooms pass', () => {
    expect(findClassroomClash({ date: '2027-01-02', sessionId: 11, classroomIds: [101] }, saved)).toBeNull();
    expect(findClassroomClash({ date: '2027-01-04', sessionId: 10, classroomIds: [101] }, saved)).toBeNull();
    expect(findClassroomClash({ date: '2027-01-02', sessionId: 10, classroomIds: [104] }, saved)).toBeNull();
  });

  it('does not clash a saved row with itself when it is edited', () => {
    expect(
      findClassroomClash({ id: 1, date: '2027-01-02', sessionId: 10, classroomIds: [101] }, saved),
    ).toBeNull();
    expect(
      findClassroomClash({ id: 3, date: '2027-01-02', sessionId: 11, classroomIds: [103] }, saved)?.other.id,
    ).toBe(2);
  });
});

describe("students' exam load", () => {
  it('groups runs of consecutive calendar days, across a month end', () => {
    const runs = consecutiveRuns(['2027-01-31', '2027-02-01', '2027-02-03', '2027-01-30', '2027-02-01']);
    expect(runs.map(([a, b]) => b - a + 1)).toEqual([3, 1]);
  });

  it('warns of two exams a day, grouped by the exams the students share', () => {
    const load = studentLoad(
      [
        { studentId: 7, planItemId: 1, date: '2027-01-02' },
        { studentId: 7, planItemId: 2, date: '2027-01-02' },
        { studentId: 5, planItemId: 2, date: '2027-01-02' },
        { studentId: 5, planItemId: 1, date: '2027-01-02' },
        { studentId: 6, planItemId: 1, date: '2027-01-02' },
        // The same exam listed twice (a student in two groups of one exam) is one exam.
        { studentId: 6, planItemId: 1, date: '2027-01-02' },
      ],
      5,
    );
    expect(load.sameDay).toEqual([{ date: '2027-01-02', planItemIds: [1, 2], studentIds: [5, 7] }]);
    expect(load.consecutive).toEqual([]);
  });

  it('warns of more exam days in a row than allowed, and not of as many', () => {
    const days = ['2027-01-02', '2027-01-03', '2027-01-04', '2027-01-06'];
    const sittings = days.flatMap((date, i) => [
      { studentId: 1, planItemId: i + 1, date },
      // Student 2 skips the third day: two runs of two and one.
      ...(i === 2 ? [] : [{ studentId: 2, planItemId: i + 1, date }]),
    ]);
    expect(studentLoad(sittings, 2).consecutive).toEqual([
      { from: '2027-01-02', to: '2027-01-04', days: 3, studentIds: [1] },
    ]);
    expect(studentLoad(sittings, 3).consecutive).toEqual([]);
    expect(studentLoad(sittings, 1).consecutive.map((r) => [r.from, r.studentIds])).toEqual([
      ['2027-01-02', [2]],
      ['2027-01-02', [1]],
    ]);
  });
});

describe('start and end times', () => {
  it("takes the exam's own time, else the day's, else the session's", () => {
    expect(effectiveStartTime('09:15', '07:30', '08:00')).toBe('09:15');
    expect(effectiveStartTime(null, '07:30:00', '08:00')).toBe('07:30');
    expect(effectiveStartTime(undefined, null, '08:00:00')).toBe('08:00');
  });

  it('ends after the duration', () => {
    expect(endTime('08:00', 90)).toBe('09:30');
    expect(endTime('13:45', 75)).toBe('15:00');
  });
});

describe('venue seats out of use', () => {
  it('reads Persian digits and any separator, drops repeats and sorts front to back', () => {
    const parsed = parseSeatCodes('۲-۳، 1-1,  2-3 1/4', 5, 6);
    expect(parsed.seats).toEqual([
      { row: 0, column: 0 },
      { row: 0, column: 3 },
      { row: 1, column: 2 },
    ]);
    expect(formatSeatCodes(parsed.seats)).toBe('1-1 1-4 2-3');
    expect(venueCapacity(5, 6, parsed.seats.length)).toBe(27);
  });

  it('tells codes outside the grid and pieces that are no code apart', () => {
    const parsed = parseSeatCodes('6-1 1-7 row3 0-2 2-2', 5, 6);
    expect(parsed.seats).toEqual([{ row: 1, column: 1 }]);
    expect(parsed.outside).toEqual(['6-1', '1-7', '0-2']);
    expect(parsed.invalid).toEqual(['row3']);
    expect(parseSeatCodes(null, 3, 3)).toEqual({ seats: [], invalid: [], outside: [] });
  });
});
