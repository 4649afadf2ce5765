/**
 * Pure logic of the worksheet grid: cells keyed `<activityId>:<studentId>`, the changed cells to
 * send (or the first one that is not acceptable), and keyboard moves across rows and columns. Cell
 * text is read like the exam score sheet's (score-cell.ts): Persian digits, «غ», «م», 0.25 steps.
 */
import { sheetDraftStore } from '../../lib/sheet-drafts';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { cellText, moveTarget, parseCell, type MoveKey } from '../exams/score-cell';
import type { Cells } from '../exams/score-sheet-model';
import type { Worksheet, WorksheetCellValue } from './worksheet-api';

export { withDraftCells, type Cells } from '../exams/score-sheet-model';

export const cellKey = (activityId: number, studentId: number) => `${activityId}:${studentId}`;

/** Drafts of worksheets in `grade_draft`, one per course group and term. */
export const worksheetDrafts = sheetDraftStore<{ groupId: number; termId: number }>(
  STORAGE_KEYS.gradeDraft,
  (key) => `worksheet:${key.groupId}:${key.termId}`,
);

export function cellsFromWorksheet(sheet: Worksheet): Cells {
  const cells: Cells = {};
  for (const a of sheet.activities) for (const s of sheet.students) cells[cellKey(a.id, s.id)] = '';
  for (const c of sheet.cells) {
    const key = cellKey(c.activityId, c.studentId);
    if (key in cells) cells[key] = cellText(c.score, c.mark);
  }
  return cells;
}

const maxOf = (sheet: Worksheet) => new Map(sheet.activities.map((a) => [a.id, a.maxScore]));
const split = (key: string) => key.split(':').map(Number) as [number, number];

/** Keys of cells whose value differs from the baseline (typing «۱۷» over «17» is no change). */
export function changedKeys(sheet: Worksheet, baseline: Cells, cells: Cells): string[] {
  const max = maxOf(sheet);
  const value = (key: string, text: string | undefined) =>
    JSON.stringify(parseCell(text ?? '', max.get(split(key)[0]) ?? 20));
  return Object.keys(cells).filter((key) => value(key, baseline[key]) !== value(key, cells[key]));
}

/** The changed cells to send, or the first changed cell that is not acceptable. */
export function changedCells(
  sheet: Worksheet,
  baseline: Cells,
  cells: Cells,
): { cells: WorksheetCellValue[] } | { invalidKey: string } {
  const max = maxOf(sheet);
  const out: WorksheetCellValue[] = [];
  for (const key of changedKeys(sheet, baseline, cells)) {
    const [activityId, studentId] = split(key);
    const value = parseCell(cells[key] ?? '', max.get(activityId) ?? 20);
    if (value.kind === 'invalid') return { invalidKey: key };
    out.push({
      activityId,
      studentId,
      score: value.kind === 'score' ? value.score : null,
      mark: value.kind === 'mark' ? value.mark : null,
    });
  }
  return { cells: out };
}

export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves from `at` in a rows × cols grid, or null when the key is not a move (Tab is the
 * browser's: the inputs are in reading order). Up, down and Enter work as on the exam sheet; the
 * side arrows follow the page direction (in RTL, ← goes to the next activity).
 */
export function gridMove(
  at: GridPosition,
  event: MoveKey,
  rows: number,
  cols: number,
  rtl: boolean,
): GridPosition | null {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const step = (event.key === 'ArrowLeft') === rtl ? 1 : -1;
    return { row: at.row, col: Math.min(cols - 1, Math.max(0, at.col + step)) };
  }
  if (event.key === 'Tab') return null;
  const row = moveTarget(at.row, event, rows);
  return row === null ? null : { row, col: at.col };
}
