/** An import preview (server shape) turned into table rows: each error on its column. */
import type { SheetImportPreview } from '@school/shared';

export type ImportPreview = SheetImportPreview;
export type PreviewRow = Omit<SheetImportPreview['rows'][number], 'action'> & {
  /** 'unchanged': a row that matches the record (imports that leave such rows alone say so). */
  action: SheetImportPreview['rows'][number]['action'] | 'unchanged';
};

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
}

export interface TableCell {
  field: string;
  text: string;
  error?: string;
}

export interface TableRow {
  row: number;
  action: PreviewRow['action'];
  invalid: boolean;
  cells: TableCell[];
  /** Errors of keys that are no column (the row as a whole). */
  rowErrors: string[];
}

/** Rows in sheet order, with the sheet's columns (`fields`, template order) as cells. */
export function previewTableRows(rows: readonly PreviewRow[], fields: readonly string[]): TableRow[] {
  return [...rows]
    .sort((a, b) => a.row - b.row)
    .map((r) => {
      const errors = r.errors ?? {};
      const cells = fields.map((field) => {
        const error = errors[field];
        return { field, text: r.cells?.[field] ?? '', ...(error ? { error } : {}) };
      });
      return {
        row: r.row,
        action: r.action,
        invalid: Object.keys(errors).length > 0,
        cells,
        rowErrors: Object.entries(errors)
          .filter(([key]) => !fields.includes(key))
          .map(([, message]) => message),
      };
    });
}

/** Only the columns that have a value or an error somewhere, so the table stays narrow. */
export function usedFields(rows: readonly TableRow[], fields: readonly string[]): string[] {
  return fields.filter((field) =>
    rows.some((r) => r.cells.some((c) => c.field === field && (c.text !== '' || c.error))),
  );
}
