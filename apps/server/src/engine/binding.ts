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
  /** Adjusts and checks values before they are written; throws AppError to refuse. */
  beforeWrite?(values: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown>>;
  /** Runs in the same transaction after a write. */
  afterWrite?(row: Row, ctx: WriteContext): Promise<void>;
  /** Refuses to edit or delete special rows (the system manager role); returns the message. */
  protectRow?(row: Row, action: 'edit' | 'delete'): string | null;
}
