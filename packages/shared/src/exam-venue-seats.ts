/**
 * A venue's seats out of use, as people read and type them: «row-column» codes counted from 1, row 1
 * at the front, separated by spaces or commas («1-3 2-5»). In code a seat is 0-based, row 0 at the
 * front, as the seating optimiser takes it.
 */
import { toAsciiDigits } from './persian-text';

export interface VenueSeat {
  row: number;
  column: number;
}

/** The code of a 0-based seat: row 0, column 2 → «1-3». */
export const seatCode = (seat: VenueSeat): string => `${seat.row + 1}-${seat.column + 1}`;

export interface ParsedSeatCodes {
  /** Distinct seats inside the grid, front row first, then by column. */
  seats: VenueSeat[];
  /** Pieces that are not «row-column» codes. */
  invalid: string[];
  /** Codes of seats outside a grid of that size. */
  outside: string[];
}

export function parseSeatCodes(
  text: string | null | undefined,
  rows: number,
  columns: number,
): ParsedSeatCodes {
  const seen = new Set<number>();
  const seats: VenueSeat[] = [];
  const invalid: string[] = [];
  const outside: string[] = [];
  const pieces = toAsciiDigits(text ?? '')
    .split(/[\s,،]+/)
    .filter(Boolean);
  for (const piece of pieces) {
    const match = /^(\d{1,3})[-–/](\d{1,3})$/.exec(piece);
    if (!match) {
      invalid.push(piece);
      continue;
    }
    const row = Number(match[1]) - 1;
    const column = Number(match[2]) - 1;
    if (row < 0 || column < 0 || row >= rows || column >= columns) {
      outside.push(piece);
      continue;
    }
    const key = row * columns + column;
    if (seen.has(key)) continue;
    seen.add(key);
    seats.push({ row, column });
  }
  seats.sort((a, b) => a.row - b.row || a.column - b.column);
  return { seats, invalid, outside };
}

/** The stored text of a set of seats: sorted codes separated by spaces ('' for none). */
export function formatSeatCodes(seats: readonly VenueSeat[]): string {
  return [...seats]
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map(seatCode)
    .join(' ');
}

/** Usable seats of a grid with some out of use. */
export const venueCapacity = (rows: number, columns: number, outOfUse: number): number =>
  Math.max(0, rows * columns - outOfUse);
