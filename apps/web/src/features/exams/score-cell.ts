/**
 * Pure logic of the grade entry grid: reading what a user typed into a score cell (Persian or ASCII
 * digits, «غ» for absent, «م» for excused) and moving between cells with the keyboard.
 */
import { scoreProblem, toAsciiDigits, type ScoreMark } from '@school/shared';

export type CellValue =
  | { kind: 'empty' }
  | { kind: 'score'; score: number }
  | { kind: 'mark'; mark: ScoreMark }
  /** i18n key under exams.cell and its values, to show inline under the cell. */
  | { kind: 'invalid'; error: 'notNumber' | 'range' | 'step'; max: number };

const ABSENT = new Set(['غ', 'غایب', 'a']);
const EXCUSED = new Set(['م', 'موجه', 'e']);

/** The typed text of a cell as a value of an exam out of `maxScore`. */
export function parseCell(text: string, maxScore: number): CellValue {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { kind: 'empty' };
  if (ABSENT.has(trimmed)) return { kind: 'mark', mark: 'absent' };
  if (EXCUSED.has(trimmed)) return { kind: 'mark', mark: 'excused' };
  // Persian writers use «٫», «/» or «,» as the decimal point (۱۷/۵, ۱۷٫۵).
  const ascii = toAsciiDigits(trimmed).replace(/[٫/,،]/g, '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(ascii)) return { kind: 'invalid', error: 'notNumber', max: maxScore };
  const score = Number(ascii);
  const problem = scoreProblem(score, maxScore);
  return problem ? { kind: 'invalid', error: problem, max: maxScore } : { kind: 'score', score };
}

/** What a saved score or mark shows in its cell. */
export function cellText(score: number | null, mark: ScoreMark | null): string {
  if (mark === 'absent') return 'غ';
  if (mark === 'excused') return 'م';
  return score === null ? '' : String(score);
}

export interface MoveKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * The row a key moves to from row `index` of `count`, or null when the key is not a move (or Tab
 * would leave the grid, which the browser then does as usual).
 */
export function moveTarget(index: number, event: MoveKey, count: number): number | null {
  let step: number;
  if (event.key === 'ArrowDown') step = 1;
  else if (event.key === 'ArrowUp') step = -1;
  else if (event.key === 'Enter' || event.key === 'Tab') step = event.shiftKey ? -1 : 1;
  else return null;
  const next = index + step;
  if (next < 0 || next >= count) return event.key === 'Tab' ? null : index;
  return next;
}
