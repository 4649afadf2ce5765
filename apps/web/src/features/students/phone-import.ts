/** The phone import's answer as lines to list: each invalid row with its fields' messages. */
import type { PhoneImportResult } from './people-upload-types';

export interface InvalidLine {
  row: number;
  /** [field, message] in the sheet's column order. */
  problems: [string, string][];
}

const ORDER = ['nationalCode', 'mobile', 'fatherMobile', 'motherMobile'];
/** Unknown keys (a message about the whole row) go last. */
const rank = (field: string) => (ORDER.includes(field) ? ORDER.indexOf(field) : ORDER.length);

export function invalidLines(result: PhoneImportResult): InvalidLine[] {
  return [...result.invalid]
    .sort((a, b) => a.row - b.row)
    .map(({ row, errors }) => ({
      row,
      problems: Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)),
    }));
}
