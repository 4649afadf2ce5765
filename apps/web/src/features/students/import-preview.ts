/** The student import preview (server shape) turned into table rows: each error on its column. */

export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'studentNumber',
  'classroomId',
  'gender',
  'status',
  'birthDate',
  'birthPlace',
  'mobile',
  'fatherMobile',
  'motherMobile',
  'homePhone',
  'postalCode',
  'address',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface PreviewRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  action: 'create' | 'update';
}

export interface ImportPreview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  rows: PreviewRow[];
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
}

export interface TableCell {
  field: ImportField;
  text: string;
  error?: string;
}

export interface TableRow {
  row: number;
  action: 'create' | 'update';
  invalid: boolean;
  cells: TableCell[];
  /** Errors of keys that are no column (the row as a whole). */
  rowErrors: string[];
}

const isField = (key: string): key is ImportField => (IMPORT_FIELDS as readonly string[]).includes(key);

export function previewTableRows(rows: readonly PreviewRow[]): TableRow[] {
  return [...rows]
    .sort((a, b) => a.row - b.row)
    .map((r) => {
      const errors = r.errors ?? {};
      const cells = IMPORT_FIELDS.map((field) => {
        const error = errors[field];
        return { field, text: r.cells?.[field] ?? '', ...(error ? { error } : {}) };
      });
      return {
        row: r.row,
        action: r.action,
        invalid: Object.keys(errors).length > 0,
        cells,
        rowErrors: Object.entries(errors)
          .filter(([key]) => !isField(key))
          .map(([, message]) => message),
      };
    });
}

/** Only the columns that have a value or an error somewhere, so the table stays narrow. */
export function usedFields(rows: readonly TableRow[]): ImportField[] {
  return IMPORT_FIELDS.filter((field) =>
    rows.some((r) => r.cells.some((c) => c.field === field && (c.text !== '' || c.error))),
  );
}
