/**
 * The seat map's pure parts: a colour per classroom (the legend), seats looked up by place, and what
 * a tap does given what is already picked (pick, move to an empty seat, swap with another student).
 */
import type { SeatMap, SeatMapSeat, SeatMapStudent } from './exam-seating-api';

/** Distinct hues that read on light and dark themes; classrooms beyond them repeat with a number. */
export const CLASSROOM_COLOURS = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00897b',
  '#6d4c41',
  '#3949ab',
  '#c0ca33',
  '#d81b60',
  '#546e7a',
  '#fdd835',
] as const;

export interface LegendEntry {
  /** null: students without a classroom. */
  classroomId: number | null;
  name: string | null;
  colour: string;
  /** 1-based, shown inside the seat so colours are not the only cue. */
  mark: number;
  students: number;
}

/** The session's classrooms in name order, each with its colour and mark. */
export function classroomLegend(students: readonly SeatMapStudent[]): LegendEntry[] {
  const byClassroom = new Map<number | null, { name: string | null; students: number }>();
  for (const s of students) {
    const entry = byClassroom.get(s.classroomId) ?? { name: s.classroom, students: 0 };
    entry.students++;
    byClassroom.set(s.classroomId, entry);
  }
  return [...byClassroom.entries()]
    .sort(([, a], [, b]) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'fa', { numeric: true }))
    .map(([classroomId, entry], i) => ({
      classroomId,
      name: entry.name,
      students: entry.students,
      colour: CLASSROOM_COLOURS[i % CLASSROOM_COLOURS.length]!,
      mark: i + 1,
    }));
}

export const placeKey = (venueId: number, row: number, column: number) => `${venueId}:${row}:${column}`;

export function seatsByPlace(map: SeatMap): Map<string, SeatMapSeat> {
  return new Map(map.seats.map((s) => [placeKey(s.venueId, s.row, s.column), s]));
}

/** What is picked: a seat (its student), or an unseated student. */
export type Picked = { kind: 'seat'; seatId: number } | { kind: 'student'; studentId: number };

export interface TappedPlace {
  venueId: number;
  row: number;
  column: number;
  /** The seat there, if a student sits in it. */
  seat: SeatMapSeat | null;
}

export type TapResult =
  | { kind: 'pick'; picked: Picked }
  | { kind: 'clear' }
  | { kind: 'move'; studentId: number; target: { venueId: number; row: number; column: number } }
  | { kind: 'swap'; seatId: number; otherSeatId: number }
  | { kind: 'none' };

/** A tap on a usable seat, given what was picked before. */
export function tapSeat(map: SeatMap, picked: Picked | null, place: TappedPlace): TapResult {
  const target = { venueId: place.venueId, row: place.row, column: place.column };
  if (!picked)
    return place.seat ? { kind: 'pick', picked: { kind: 'seat', seatId: place.seat.id } } : { kind: 'none' };
  if (picked.kind === 'student') {
    return place.seat
      ? { kind: 'pick', picked: { kind: 'seat', seatId: place.seat.id } }
      : { kind: 'move', studentId: picked.studentId, target };
  }
  if (place.seat?.id === picked.seatId) return { kind: 'clear' };
  if (place.seat) return { kind: 'swap', seatId: picked.seatId, otherSeatId: place.seat.id };
  const from = map.seats.find((s) => s.id === picked.seatId);
  return from ? { kind: 'move', studentId: from.studentId, target } : { kind: 'clear' };
}
