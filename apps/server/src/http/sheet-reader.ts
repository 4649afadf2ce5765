/**
 * Reads the first worksheet of an .xlsx as rows of text keyed by column; the file is verified
 * against zip bombs first (checkXlsxBuffer), whoever passes it in. Headers are matched
 * forgivingly (Arabic ي/ك, ZWNJ or spaces, surrounding spaces) against the columns a caller expects.
 */
import { ERROR_CODES, searchKey } from '@school/shared';
import ExcelJS from 'exceljs';
import { AppError } from './errors';
import { checkXlsxBuffer } from './xlsx-upload';

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

/** The first worksheet as text: every row's cells by column number (1-based), blank rows left out. */
export interface SheetTable {
  rows: { rowNumber: number; values: string[] }[];
}

/** Loads the first worksheet of a verified .xlsx as text rows; 400s in Persian for what cannot be read. */
export async function readSheetTable(buffer: Buffer, maxRows: number): Promise<SheetTable> {
  // exceljs inflates every entry whole; only a zip verified under the caps may reach it. Uploads
  // read by readXlsxUpload were verified already and are not inflated twice.
  await checkXlsxBuffer(buffer);
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
  const rows: SheetTable['rows'] = [];
  sheet.eachRow((row, rowNumber) => {
    const values: string[] = [];
    row.eachCell((cell, col) => {
      values[col] = cellText(cell.value);
    });
    if (values.some((v) => v !== '')) rows.push({ rowNumber, values: Array.from(values, (v) => v ?? '') });
  });
  return { rows };
}

export async function readSheet(
  buffer: Buffer,
  columns: readonly SheetColumn[],
  maxRows: number,
): Promise<SheetRow[]> {
  const { rows: table } = await readSheetTable(buffer, maxRows);
  const byHeader = new Map(columns.map((c) => [searchKey(c.header), c.key]));
  const positions = new Map<number, string>();
  const header = table[0]?.rowNumber === 1 ? table[0].values : [];
  header.forEach((text, col) => {
    const key = byHeader.get(searchKey(text));
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
  for (const { rowNumber, values } of table) {
    if (rowNumber === 1) continue;
    const cells: Record<string, string> = {};
    for (const [col, key] of positions) cells[key] = values[col] ?? '';
    if (Object.values(cells).some((v) => v !== '')) rows.push({ rowNumber, cells });
  }
  return rows;
}

/**
 * A template workbook: Persian headers on a right-to-left sheet, text-formatted so codes keep zeros,
 * with an example row or the rows to fill in (an exam's students).
 */
export async function templateWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  example?: Record<string, string> | readonly Record<string, string>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: 20, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of Array.isArray(example) ? example : example ? [example] : []) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
