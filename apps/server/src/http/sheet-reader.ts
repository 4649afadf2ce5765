/**
 * Reads the first worksheet of an .xlsx as rows of text keyed by column. Headers are matched
 * forgivingly (Arabic ي/ك, ZWNJ or spaces, surrounding spaces) against the columns a caller expects.
 */
import { ERROR_CODES, searchKey } from '@school/shared';
import ExcelJS from 'exceljs';
import { AppError } from './errors';

export interface SheetColumn {
  key: string;
  header: string;
}

export interface SheetRow {
  /** The row number a person sees in Excel. */
  rowNumber: number;
  cells: Record<string, string>;
}

/** Text of any cell kind: numbers as digits, rich text joined, formulas by their result, dates as ISO. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

export async function readSheet(
  buffer: Buffer,
  columns: readonly SheetColumn[],
  maxRows: number,
): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION,
      'فایل اکسل خوانده نشد؛ آن را در اکسل باز کنید و دوباره ذخیره کنید.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'فایل ردیفی برای ورود ندارد.');
  if (sheet.rowCount - 1 > maxRows) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION,
      `هر فایل حداکثر ${maxRows.toLocaleString('fa-IR')} ردیف می‌تواند داشته باشد.`,
    );
  }
  const byHeader = new Map(columns.map((c) => [searchKey(c.header), c.key]));
  const positions = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byHeader.get(searchKey(cellText(cell.value)));
    if (key) positions.set(col, key);
  });
  if (positions.size === 0) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION,
      'سرستون‌های فایل شناخته نشد؛ از فایل نمونه استفاده کنید.',
    );
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    for (const [col, key] of positions) cells[key] = cellText(row.getCell(col).value);
    if (Object.values(cells).some((v) => v !== '')) rows.push({ rowNumber, cells });
  });
  return rows;
}

/** A template workbook: Persian headers on a right-to-left sheet, text-formatted so codes keep zeros. */
export async function templateWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  example?: Record<string, string>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: 20, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  if (example) sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
