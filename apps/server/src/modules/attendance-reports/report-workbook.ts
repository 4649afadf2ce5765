/**
 * One report as an Excel workbook: a title row, Persian headers, right-to-left sheet with the
 * header frozen, and every text cell that a spreadsheet would run as a formula escaped.
 */
import ExcelJS from 'exceljs';
import { escapeCell } from '../../engine/export-xlsx';

export type SheetCell = string | number | null;

export interface SheetSpec {
  /** Sheet name and first row. */
  title: string;
  /** Second row, e.g. the date range. */
  subtitle: string;
  headers: string[];
  rows: SheetCell[][];
  /** A bold last row (totals), when the report has one. */
  totals?: SheetCell[];
}

const clean = (cell: SheetCell) => (typeof cell === 'string' ? escapeCell(cell) : cell);

export async function reportWorkbook(spec: SheetSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters and none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(spec.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 3 }],
  });
  sheet.addRow([clean(spec.title)]).font = { bold: true, size: 13 };
  sheet.addRow([clean(spec.subtitle)]);
  sheet.addRow(spec.headers.map(clean)).font = { bold: true };
  for (const row of spec.rows) sheet.addRow(row.map(clean));
  if (spec.totals) sheet.addRow(spec.totals.map(clean)).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 8 : Math.max(12, Math.min(28, (spec.headers[i]?.length ?? 10) + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
