/**
 * What the server adds to a registry entry: its table, the columns that scope its rows, and the few
 * rules the generic engine cannot know (hashing a password, one current year, no overlapping periods).
 */
import type { EntityDef } from '@school/shared';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CurrentContext } from '../access/current-context';
import type { UserAccess } from '../access/user-access';
import type { Db } from '../db/client';

export type Row = Record<string, unknown> & { id: number; version: number };

export interface WriteContext {
  db: Db;
  access: UserAccess;
  context: CurrentContext;
  mode: 'create' | 'update';
  /** The row as it is before an update. */
  existing?: Row;
}

export interface EntityBinding {
  def: EntityDef;
  table: PgTable;
  /** Column of the school a row belongs to (school / schoolYear scope). For schools it is their id. */
  schoolColumn?: PgColumn;
  /** Column of the academic year (schoolYear scope). */
  yearColumn?: PgColumn;
  /**
   * Rows that stay writable once their year is closed (debts are paid later, applications for the
   * next year are decided); every other year-scoped row is read-only then (closed-years.ts).
   */
  staysOpenAfterYearClose?: boolean;
  /** Lists follow the current school (and year) of the change-stage choice; false for schools. */
  followsContext?: boolean;
  /** Visibility of rows of network entities seen per school (users: those in the viewer's schools). */
  visibleTo?(access: UserAccess): SQL | undefined;
  /**
   * Narrows the rows a user may see within their schools (a teacher: only their own logs). Applied
   * wherever school scope is, so list, get, patch, delete, export and options all obey it.
   */
  restrictRows?(access: UserAccess): SQL | undefined;
  /** Who may create rows at all (schools: only network-wide users). Returns a refusal message. */
  canCreate?(access: UserAccess): string | null;
  /**
   * A list filter the column alone cannot answer (a debt «overdue» on the day asked): its condition,
   * or undefined to filter on the column as usual. Lists and exports alike.
   */
  listFilter?(field: string, value: unknown): SQL | undefined;
  /** Adjusts and checks values before they are written; throws AppError to refuse. */
  beforeWrite?(values: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown>>;
  /** Runs in the same transaction after a write. */
  afterWrite?(row: Row, ctx: WriteContext): Promise<void>;
  /**
   * Runs in the same transaction after a delete (a plan row takes its exam with it); a foreign-key
   * refusal it meets is answered like the row's own, naming what still depends.
   */
  afterDelete?(row: Row, ctx: { db: Db; access: UserAccess }): Promise<void>;
  /**
   * Refuses to edit or delete a row the user may see but not change (a user holding roles beyond the
   * editor's); returns the message. Runs after the scope check, before any write.
   */
  canChange?(row: Row, access: UserAccess, db: Db): Promise<string | null>;
  /**
   * Whether a create records nobody (an anonymous message): its created_by and updated_by and its
   * audit row's user stay empty, their times are cut to the hour (no exact moment to set beside
   * a user's activity), and the entity's create requests are not logged.
   */
  anonymousCreate?(values: Record<string, unknown>): boolean;
  /** Refuses to edit or delete special rows (the system manager role); returns the message. */
  protectRow?(row: Row, action: 'edit' | 'delete'): string | null;
}
