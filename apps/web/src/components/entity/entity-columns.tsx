import type { ReactNode } from 'react';
import type { EntityDef, FieldDef, MoneyUnit } from '@school/shared';
import type { AppLanguage } from '../../lib/app-config';
import type { EntityItem } from '../../lib/entity-api';
import { FieldValue } from '../fields/FieldValue';
import type { FormatContext, Translate } from '../fields/format-value';
import { fieldLabelText } from './field-label';
import { RowActionsCell } from './row-actions';

/** Bookkeeping columns every row has; hidden until chosen. */
export const TIMESTAMP_FIELDS: readonly FieldDef[] = [
  { name: 'createdAt', type: 'jalaliDate', sortable: true },
  { name: 'updatedAt', type: 'jalaliDate', sortable: true },
];

export const ACTIONS_COLUMN = '__actions';

/** A list column: its field, header, and how a row's cell shows. */
export interface EntityColumn {
  field: string;
  headerName: string;
  sortable: boolean;
  /** Whether the column chooser offers it (the row actions stay). */
  hideable: boolean;
  /** Narrowest it gets before the table scrolls sideways, in px. */
  minWidth: number;
  /** Stays in view at the row's end while the table scrolls sideways (the row actions). */
  sticky?: boolean;
  render: (row: EntityItem) => ReactNode;
}

/** Shown (true or absent) or hidden (false), by field. */
export type ColumnVisibility = Record<string, boolean>;

/** Fields shown as columns: every registry field except secrets, then the timestamps. */
export function columnFields(def: EntityDef): FieldDef[] {
  return [...def.fields.filter((f) => !f.secret), ...TIMESTAMP_FIELDS];
}

/**
 * `list: true` fields are visible at first; the others wait in the column chooser. Fields the page
 * fixes (the user of a user's roles) say the same on every row and start hidden too.
 */
export function initialColumnVisibility(def: EntityDef, fixed: readonly string[] = []): ColumnVisibility {
  return Object.fromEntries(
    columnFields(def).map((f) => [f.name, Boolean(f.list) && !fixed.includes(f.name)]),
  );
}

/** A page-specific link on each row (e.g. a student's file), before edit and delete. */
export interface RowPathLink {
  key: string;
  label: string;
  path: (row: EntityItem) => string;
}

/** In a link's place, the row's own controls (a leave's approve and reject), or null for none. */
export interface RowControl {
  key: string;
  label: string;
  render: (row: EntityItem) => ReactNode;
}

export type RowLink = RowPathLink | RowControl;

export interface RowActions {
  editPath?: (row: EntityItem) => string;
  links?: readonly RowLink[];
  linkState?: unknown;
  onDelete?: (row: EntityItem) => void;
  labels: { actions: string; edit: string; delete: string };
}

export function entityColumns(
  def: EntityDef,
  t: Translate,
  actions: RowActions,
  language: AppLanguage,
  moneyUnit?: MoneyUnit,
): EntityColumn[] {
  const ctx: FormatContext = { entity: def.name, language, t, moneyUnit };
  const columns: EntityColumn[] = columnFields(def).map((field) => ({
    field: field.name,
    headerName: fieldLabelText(field, ctx),
    sortable: Boolean(field.sortable),
    hideable: true,
    minWidth: field.type === 'boolean' ? 80 : 120,
    render: (row) => <FieldValue field={field} item={row} ctx={ctx} />,
  }));
  const { editPath, onDelete, labels, links = [] } = actions;
  if (!editPath && !onDelete && links.length === 0) return columns;
  columns.push({
    field: ACTIONS_COLUMN,
    headerName: labels.actions,
    sortable: false,
    hideable: false,
    sticky: true,
    minWidth: 90 + links.length * 80,
    render: (row) => <RowActionsCell row={row} actions={actions} />,
  });
  return columns;
}
