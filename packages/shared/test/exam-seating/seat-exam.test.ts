/** Examples of the seating optimiser: a school's session, an unavoidable mix, locks and refusals. */
import { describe, expect, it } from 'vitest';
import { scoreSeating, seatExam, type SeatingInput, type SeatingStudent } from '../../src/exam-seating';
import { recountPairs } from './checks';
import { brokenRules, PROPERTY_TIMEOUT_MS } from './scenarios';

/** 36 classrooms of 33 (three grades, three majors), as in a large upper-secondary school. */
function school(): SeatingStudent[] {
  const students: SeatingStudent[] = [];
  for (let c = 0; c < 36; c++) {
    const grade = 10 + Math.floor(c / 12);
    for (let k = 0; k < 33; k++) {
      const id = 1 + c * 33 + k;
      students.push({
        id,
        classroomId: 100 + c,
        gradeLevel: grade,
        courseKey: `${grade}-${Math.floor((c % 12) / 4)}`,
        frontSeat: id % 97 === 0,
      });
    }
  }
  return students;
}

const halls = (count: number, rows = 10, columns = 10) =>
  Array.from({ length: count }, (_, v) => ({ id: v + 1, rows, columns }));

describe('seatExam', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('seats a 1,188-student session in 12 rooms of 10 × 10 with no neighbours of one classroom, grade or course', () => {
    const input: SeatingInput = { venues: halls(12), students: school(), seed: 1404 };
    const result = seatExam(input);
    expect(brokenRules(input, result)).toEqual([]);
    if (!result.ok) return;
    expect(result.stats.sameClassroom).toEqual({ pairs: 0, lowerBound: 0 });
    expect(result.stats.sameGrade).toEqual({ pairs: 0, lowerBound: 0 });
    expect(result.stats.sameCourse).toEqual({ pairs: 0, lowerBound: 0 });
    expect(result.stats.sameClassroomUnavoidable).toBe(false);
    expect(result.stats.frontSeatsUnmet).toBe(0);
    expect(result.stats.venues.map((v) => v.students)).toEqual(Array(12).fill(99));
    const front = new Set(input.students.filter((s) => s.frontSeat).map((s) => s.id));
    expect(result.seats.filter((s) => front.has(s.studentId)).every((s) => s.row === 0)).toBe(true);
  });

  it('says when one classroom fills most of a room: the pairs found equal the bound, flagged unavoidable', () => {
    const students: SeatingStudent[] = [
      ...Array.from({ length: 30 }, (_, k) => ({
        id: k + 1,
        classroomId: 7,
        gradeLevel: 10,
        courseKey: 'm',
      })),
      ...Array.from({ length: 6 }, (_, k) => ({
        id: 100 + k,
        classroomId: 20 + k,
        gradeLevel: 11,
        courseKey: 'p',
      })),
    ];
    const result = seatExam({ venues: [{ id: 3, rows: 6, columns: 6 }], students, seed: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.stats.sameClassroom).toEqual({ pairs: 36, lowerBound: 36 });
    expect(result.stats.sameClassroomUnavoidable).toBe(true);
    expect(result.stats.venues[0]!.largestClassroom).toEqual({ classroomId: 7, students: 30 });
    expect(result.stats.venues[0]!.independentSeats).toBe(18);
  });

  it('moves students between rooms so that no classroom exceeds what a room can seat apart', () => {
    // A 4 × 4 room (8 seats apart) and three single seats: in proportion the room would get 9 of the
    // 11 students of classroom 1, one more than can sit apart; an exchange leaves it 8 and 8.
    const students: SeatingStudent[] = [
      ...Array.from({ length: 11 }, (_, k) => ({
        id: k + 1,
        classroomId: 1,
        gradeLevel: 10,
        courseKey: 'a',
      })),
      ...Array.from({ length: 8 }, (_, k) => ({
        id: 100 + k,
        classroomId: 2,
        gradeLevel: 10,
        courseKey: 'a',
      })),
    ];
    const singles = { id: 2, rows: 1, columns: 5, outOfUse: [1, 3].map((column) => ({ row: 0, column })) };
    const result = seatExam({ venues: [{ id: 1, rows: 4, columns: 4 }, singles], students, seed: 9 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.stats.venues.map((v) => v.largestClassroom)).toEqual([
      { classroomId: 1, students: 8 },
      { classroomId: 1, students: 3 },
    ]);
    expect(result.stats.sameClassroom).toEqual({ pairs: 0, lowerBound: 0 });
  });

  it('keeps locked seats when placing again with another seed', () => {
    const input: SeatingInput = { venues: halls(3, 6, 7), students: school().slice(0, 120), seed: 5 };
    const first = seatExam(input);
    if (!first.ok) throw new Error('refused');
    const locked = first.seats.filter((_, k) => k % 9 === 0);
    const again = { ...input, locked, seed: 77 };
    const second = seatExam(again);
    expect(brokenRules(again, second)).toEqual([]);
  });

  it('scores a seating after manual moves: the pairs it now has, and who has no seat', () => {
    const students = school().slice(0, 60);
    const input: SeatingInput = { venues: halls(2, 6, 6), students, seed: 3 };
    const placed = seatExam(input);
    if (!placed.ok) throw new Error('refused');
    // Swap a classmate of student a into the seat beside a, and leave the last student out.
    const seatOf = (id: number) => placed.seats.find((s) => s.studentId === id)!;
    const a = seatOf(students[0]!.id);
    const beside = placed.seats.find(
      (s) => s.venueId === a.venueId && s.row === a.row && Math.abs(s.column - a.column) === 1,
    )!;
    const mate = seatOf(students[1]!.id);
    const moved = placed.seats
      .map((s) =>
        s.studentId === beside.studentId
          ? { ...mate, studentId: s.studentId }
          : s.studentId === mate.studentId
            ? { ...beside, studentId: s.studentId }
            : s,
      )
      .filter((s) => s.studentId !== students[59]!.id);
    const score = scoreSeating({ ...input, seats: moved });
    expect(score.ok).toBe(true);
    if (!score.ok) return;
    expect(score.unseated).toEqual([students[59]!.id]);
    const recount = recountPairs(input, moved);
    expect(score.stats.venues.map((v) => v.sameClassroom.pairs)).toEqual(
      [...recount.values()].map((r) => r.classroom),
    );
    expect(score.stats.sameClassroom.pairs).toBeGreaterThan(0);
    expect(placed.stats.sameClassroom.pairs).toBe(0);
    expect(
      scoreSeating({ ...input, seats: [...moved, { ...moved[0]!, studentId: students[59]!.id }] }),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid-seat', studentId: students[59]!.id, reason: 'seat-taken' },
    });
  });

  it('refuses short capacity and impossible locks with what is wrong', () => {
    const students = school().slice(0, 30);
    expect(seatExam({ venues: halls(1, 5, 5), students, seed: 1 })).toEqual({
      ok: false,
      error: { kind: 'capacity', students: 30, seats: 25, missing: 5 },
    });
    const venue = { id: 1, rows: 6, columns: 6, outOfUse: [{ row: 0, column: 0 }] };
    const lock = (over: object) =>
      seatExam({
        venues: [venue],
        students,
        seed: 1,
        locked: [{ studentId: 1, venueId: 1, row: 1, column: 1, ...over }],
      });
    const reasonOf = (result: ReturnType<typeof seatExam>) => (result.ok ? null : result.error);
    expect(reasonOf(lock({ row: 0, column: 0 }))).toEqual({
      kind: 'invalid-lock',
      studentId: 1,
      reason: 'out-of-use',
    });
    expect(reasonOf(lock({ row: 6 }))).toEqual({ kind: 'invalid-lock', studentId: 1, reason: 'outside' });
    expect(reasonOf(lock({ venueId: 2 }))).toEqual({
      kind: 'invalid-lock',
      studentId: 1,
      reason: 'unknown-venue',
    });
    expect(reasonOf(lock({ studentId: 999 }))).toEqual({
      kind: 'invalid-lock',
      studentId: 999,
      reason: 'unknown-student',
    });
    const twice = seatExam({
      venues: [venue],
      students,
      seed: 1,
      locked: [
        { studentId: 1, venueId: 1, row: 1, column: 1 },
        { studentId: 2, venueId: 1, row: 1, column: 1 },
      ],
    });
    expect(reasonOf(twice)).toEqual({ kind: 'invalid-lock', studentId: 2, reason: 'seat-taken' });
    expect(reasonOf(seatExam({ venues: [{ id: 1, rows: 0, columns: 4 }], students: [], seed: 1 }))).toEqual({
      kind: 'invalid-venue',
      venueId: 1,
      reason: 'size',
    });
    expect(reasonOf(seatExam({ venues: [venue], students: [students[0]!, students[0]!], seed: 1 }))).toEqual({
      kind: 'invalid-student',
      studentId: students[0]!.id,
      reason: 'duplicate',
    });
  });
});
