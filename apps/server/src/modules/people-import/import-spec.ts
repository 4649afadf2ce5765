/** What one Excel import of people needs to know: its entity, table, columns and its own checks. */
import type { EntityDef } from '@school/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { SheetColumn } from '../../http/sheet-reader';
import type { ReferenceLookup } from './sheet-values';

export interface ImportTarget {
  schoolId: number;
  yearId: number;
}

export interface ImportSpec {
  entity: EntityDef;
  table: PgTable;
  idColumn: PgColumn;
  schoolColumn: PgColumn;
  nationalCodeColumn: PgColumn;
  /** The code unique within a school besides the national code (student number, personnel code). */
  secondary?: { field: string; column: PgColumn };
  /** Columns of the sheet, in template order, and the template's example row. */
  fields: readonly string[];
  columns: SheetColumn[];
  example: Record<string, string>;
  /** Values rows get when the sheet leaves them empty (a student is "studying"). */
  defaults?: Record<string, unknown>;
  /** Lookups of reference columns, loaded once per file. */
  references?(db: Db, target: ImportTarget): Promise<Record<string, ReferenceLookup>>;
  messages: {
    otherSchool: string;
    secondaryDuplicateInFile?: (row: number) => string;
    secondaryTaken?: string;
  };
}
