import { describe, expect, it } from 'vitest';
import type { SeatMap } from './exam-seating-api';
import { classroomLegend, tapSeat } from './seat-map-model';

const student = (id: number, classroomId: number | null, classroom: string | null) => ({
  id,
  fullName: `دانش‌آموز ${id}`,
  classroomId,
  classroom,
  gradeLevel: 11,
  frontSeat: false,
  examIds: [1],
  courses: ['ریاضی ۲'],
});

const map: SeatMap = {
  date: '2026-12-12',
  session: { id: 1, title: 'صبح' },
  venues: [{ id: 7, title: 'سالن', rows: 2, columns: 2, outOfUse: [], seats: 4 }],
  students: [student(1, 20, '۱۱۲'), student(2, 10, '۱۱۱'), student(3, 20, '۱۱۲'), student(4, null, null)],
  seats: [
    { id: 100, venueId: 7, row: 0, column: 0, studentId: 1, examIds: [1], locked: false },
    { id: 101, venueId: 7, row: 0, column: 1, studentId: 2, examIds: [1], locked: true },
  ],
  unseated: [3, 4],
  stats: null,
  unavoidableNote: null,
};
const seat = (id: number) => map.seats.find((s) => s.id === id)!;

describe('the classroom legend', () => {
  it('orders classrooms by name, counts their students, and gives each a colour and a mark', () => {
    const legend = classroomLegend(map.students);
    expect(legend.map((e) => [e.name, e.students, e.mark])).toEqual([
      ['۱۱۱', 1, 1],
      ['۱۱۲', 2, 2],
      [null, 1, 3],
    ]);
    expect(new Set(legend.map((e) => e.colour)).size).toBe(3);
  });
});

describe('a tap on the seat map', () => {
  it('picks a seated student, and does nothing on an empty seat with nothing picked', () => {
    expect(tapSeat(map, null, { venueId: 7, row: 0, column: 0, seat: seat(100) })).toEqual({
      kind: 'pick',
      picked: { kind: 'seat', seatId: 100 },
    });
    expect(tapSeat(map, null, { venueId: 7, row: 1, column: 0, seat: null })).toEqual({ kind: 'none' });
  });

  it('swaps with another seated student, moves to an empty seat, and lets go on the same seat', () => {
    const picked = { kind: 'seat', seatId: 100 } as const;
    expect(tapSeat(map, picked, { venueId: 7, row: 0, column: 1, seat: seat(101) })).toEqual({
      kind: 'swap',
      seatId: 100,
      otherSeatId: 101,
    });
    expect(tapSeat(map, picked, { venueId: 7, row: 1, column: 1, seat: null })).toEqual({
      kind: 'move',
      studentId: 1,
      target: { venueId: 7, row: 1, column: 1 },
    });
    expect(tapSeat(map, picked, { venueId: 7, row: 0, column: 0, seat: seat(100) })).toEqual({
      kind: 'clear',
    });
  });

  it('seats a picked unseated student in an empty seat', () => {
    expect(
      tapSeat(map, { kind: 'student', studentId: 3 }, { venueId: 7, row: 1, column: 0, seat: null }),
    ).toEqual({ kind: 'move', studentId: 3, target: { venueId: 7, row: 1, column: 0 } });
  });
});
