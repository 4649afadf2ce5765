/**
 * How a row is named where it is referenced — pickers, list cells, the titles of a row's
 * references, the export — as SQL, from the registry's nameFields / nameContext / optionDetail:
 * a student is «علی گودرزی» beside «۱۰۱», never five identical «گودرزی».
 */
import { nameFieldsOf } from '@school/shared';
import { type SQL, type SQLWrapper, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityBinding } from './binding';

/** Renders a column of the named row: plainly, or through the alias the row is read under. */
export type ColumnRenderer = (column: PgColumn) => SQL;

export const plainColumn: ColumnRenderer = (column) => sql`${column}`;

/** A column of a row read under an alias (a subquery's `ref_0`). */
export const aliasedColumn =
  (alias: SQLWrapper): ColumnRenderer =>
  (column) =>
    sql`${alias}.${sql.identifier(column.name)}`;

function columnOf(binding: EntityBinding, key: string): PgColumn {
  const column = (getTableColumns(binding.table) as Record<string, PgColumn>)[key];
  if (!column) throw new Error(`${binding.def.name} has no column ${key}`);
  return column;
}

/** The columns that name a row, in order (first and last name; else the title). */
export function nameColumns(binding: EntityBinding): PgColumn[] {
  return nameFieldsOf(binding.def).map((name) => columnOf(binding, name));
}

/** The row's name as text: its name columns joined by a space (empty ones left out). */
export function nameSql(binding: EntityBinding, col: ColumnRenderer = plainColumn): SQL {
  const columns = nameColumns(binding);
  if (columns.length === 1) return sql`${col(columns[0]!)}::text`;
  return sql`nullif(concat_ws(' ', ${sql.join(
    columns.map((c) => sql`nullif(${col(c)}::text, '')`),
    sql`, `,
  )}), '')`;
}

/**
 * The title of the row's context reference (a student's classroom name), or undefined when the
 * entity has none. `col` renders the named row's own columns.
 */
export function contextSql(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  col: ColumnRenderer = plainColumn,
): SQL | undefined {
  const field = binding.def.nameContext;
  if (!field) return undefined;
  const ref = binding.def.fields.find((f) => f.name === field)?.ref;
  if (!ref) throw new Error(`${binding.def.name}.${field} is not a reference`);
  const target = bindingOf(ref);
  const alias = sql.identifier('name_ctx');
  return sql`(select ${nameSql(target, aliasedColumn(alias))} from ${sql.identifier(getTableName(target.table))} ${alias}
    where ${alias}.id = ${col(columnOf(binding, field))})`;
}

/** The further fields of a picker's second line, joined by « · » (a national code), or undefined. */
export function detailSql(binding: EntityBinding, col: ColumnRenderer = plainColumn): SQL | undefined {
  const fields = binding.def.optionDetail ?? [];
  if (!fields.length) return undefined;
  return sql`nullif(concat_ws(' · ', ${sql.join(
    fields.map((name) => sql`nullif(${col(columnOf(binding, name))}::text, '')`),
    sql`, `,
  )}), '')`;
}

/** Whether the entity's rows carry a context beside their name (list pages add it per row). */
export const hasNameContext = (binding: EntityBinding) => Boolean(binding.def.nameContext);
