/** Pure helpers of the score sheet: cells from the server, draft merging, changes, entries to send. */
import type { ScoreEntry, ScoreSheet } from './exam-api';
import { cellText, parseCell } from './score-cell';

export type Cells = Record<string, string>;

export function cellsFromSheet(sheet: ScoreSheet): Cells {
  return Object.fromEntries(
    sheet.students.map((s) => [
      String(s.id),
      sheet.grading === 'qualitative' && s.qualitativeTypeId !== null
        ? String(s.qualitativeTypeId)
        : cellText(s.score, s.mark),
    ]),
  );
}

/** The draft's cells over the server's, for students still on the roll. */
export function withDraftCells(server: Cells, draft: Cells | undefined): Cells {
  if (!draft) return server;
  const merged = { ...server };
  for (const [id, text] of Object.entries(draft)) if (id in merged) merged[id] = text;
  return merged;
}

/** Cells whose value differs from the baseline (typing «۱۷» over «17» is no change). */
export function changedIds(sheet: ScoreSheet, baseline: Cells, cells: Cells): string[] {
  const value = (text: string | undefined) =>
    sheet.grading === 'qualitative'
      ? (text ?? '')
      : JSON.stringify(parseCell(text ?? '', sheet.exam.maxScore));
  return Object.keys(cells).filter((id) => value(baseline[id]) !== value(cells[id]));
}

/**
 * The entries to send for every student, or the first student whose cell is not acceptable (the
 * page points at it instead of sending).
 */
export function entriesFrom(
  sheet: ScoreSheet,
  cells: Cells,
): { entries: ScoreEntry[] } | { invalidStudentId: number } {
  const entries: ScoreEntry[] = [];
  for (const student of sheet.students) {
    const text = cells[String(student.id)] ?? '';
    const entry: ScoreEntry = { studentId: student.id, score: null, mark: null, qualitativeTypeId: null };
    if (sheet.grading === 'qualitative') {
      entry.qualitativeTypeId = text === '' ? null : Number(text);
    } else {
      const value = parseCell(text, sheet.exam.maxScore);
      if (value.kind === 'invalid') return { invalidStudentId: student.id };
      if (value.kind === 'score') entry.score = value.score;
      if (value.kind === 'mark') entry.mark = value.mark;
    }
    entries.push(entry);
  }
  return { entries };
}
