/** A report's table as text cells (already in the UI language's digits), built by pure functions. */
import type { AppLanguage } from '../../lib/app-config';

export interface TableModel {
  headers: string[];
  rows: string[][];
  /** A bold last row, when the report has totals. */
  totals?: string[];
  /** Columns (by index) holding numbers: aligned to the end. */
  numeric: number[];
}

export interface TableContext {
  t: (key: string) => string;
  language: AppLanguage;
}
