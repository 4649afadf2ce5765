/**
 * Reads a file downloaded from Sida through the project's sheet reader: finds the header row,
 * matches its headers to the kind's fields (the user's mapping when given, else the school's preset
 * and the synonyms), and returns each row's cells by field key.
 */
import { ERROR_CODES } from '@school/shared';
import { AppError } from '../../http/errors';
import { readSheetTable } from '../../http/sheet-reader';
import { SIDA_COLUMNS, findHeaderRow, headerKey, matchHeaders, type SidaFileKind } from './sida-columns';

export const MAX_SIDA_ROWS = 20_000;

export interface SidaSheet {
  /** The file's headers, in column order (blank ones left out). */
  headers: string[];
  mapping: Record<string, string>;
  missing: string[];
  rows: { rowNumber: number; cells: Record<string, string> }[];
}

const BAD_MAPPING = 'نگاشت ستون‌ها معتبر نیست؛ ستون‌ها را دوباره انتخاب کنید.';

/** The user's mapping from a form field: JSON of field key → header text (empty: not in the file). */
export function parseMappingField(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, ERROR_CODES.VALIDATION, BAD_MAPPING, { mapping: BAD_MAPPING });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new AppError(400, ERROR_CODES.VALIDATION, BAD_MAPPING, { mapping: BAD_MAPPING });
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string'))
    throw new AppError(400, ERROR_CODES.VALIDATION, BAD_MAPPING, { mapping: BAD_MAPPING });
  return Object.fromEntries(entries.filter(([, v]) => v !== '')) as Record<string, string>;
}

export async function readSidaSheet(
  buffer: Buffer,
  kind: SidaFileKind,
  options: { mapping?: Record<string, string>; preset?: Record<string, string> },
): Promise<SidaSheet> {
  const columns = SIDA_COLUMNS[kind];
  const { rows: table } = await readSheetTable(buffer, MAX_SIDA_ROWS);
  const headerAt = findHeaderRow(
    table.map((r) => r.values),
    columns,
  );
  const headerValues = table[headerAt]?.values ?? [];
  const headers = headerValues.filter((h) => h !== '');
  let match;
  if (options.mapping) {
    const known = new Set(columns.map((c) => c.key));
    const present = new Set(headers.map(headerKey));
    for (const [key, header] of Object.entries(options.mapping)) {
      if (!known.has(key) || !present.has(headerKey(header)))
        throw new AppError(400, ERROR_CODES.VALIDATION, BAD_MAPPING, { mapping: BAD_MAPPING });
    }
    match = {
      mapping: options.mapping,
      missing: columns.filter((c) => c.required && !options.mapping![c.key]).map((c) => c.key),
    };
  } else {
    match = matchHeaders(headers, columns, options.preset);
  }
  const positions = Object.entries(match.mapping).map(
    ([key, header]) => [key, headerValues.findIndex((h) => headerKey(h) === headerKey(header))] as const,
  );
  const rows = table.slice(headerAt + 1).map(({ rowNumber, values }) => ({
    rowNumber,
    cells: Object.fromEntries(positions.map(([key, col]) => [key, values[col] ?? ''])),
  }));
  return {
    headers,
    mapping: match.mapping,
    missing: match.missing,
    rows: rows.filter((r) => Object.values(r.cells).some((v) => v !== '')),
  };
}
