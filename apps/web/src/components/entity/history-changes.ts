/** An audit entry as lines "field: before → after", with the registry's labels and formats. */
import type { EntityDef } from '@school/shared';
import type { HistoryEntry } from '../../lib/entity-api';
import { formatFieldValue, type FormatContext } from '../fields/format-value';
import { fieldLabelText } from './field-label';

export interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Titles of referenced rows: ref entity → id → title. */
export type ReferenceTitles = ReadonlyMap<string, ReadonlyMap<number, string>>;

export function newestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

/** Reference ids mentioned by the entries, per referenced entity (to fetch their titles). */
export function referencedIds(def: EntityDef, entries: readonly HistoryEntry[]): Map<string, number[]> {
  const ids = new Map<string, Set<number>>();
  for (const field of def.fields) {
    if (field.type !== 'reference' || !field.ref) continue;
    for (const entry of entries)
      for (const side of [entry.before, entry.after]) {
        const value = side?.[field.name];
        if (typeof value === 'number') ids.set(field.ref, (ids.get(field.ref) ?? new Set()).add(value));
      }
  }
  return new Map([...ids].map(([ref, set]) => [ref, [...set].sort((a, b) => a - b)]));
}

export function historyChanges(
  def: EntityDef,
  entry: HistoryEntry,
  ctx: FormatContext,
  titles: ReferenceTitles = new Map(),
): HistoryChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const none = ctx.t('history.none');
  return def.fields
    .filter((field) => keys.has(field.name))
    .flatMap((field) => {
      const show = (value: unknown) => {
        if (field.secret) return value ? ctx.t('history.secret') : none;
        const title = typeof value === 'number' && field.ref ? titles.get(field.ref)?.get(value) : undefined;
        return formatFieldValue(field, value, ctx, title) || none;
      };
      const was = show(before[field.name]);
      const is = show(after[field.name]);
      if (entry.action === 'update' && was === is) return [];
      return [
        {
          field: field.name,
          label: fieldLabelText(field, ctx),
          before: entry.action === 'create' ? none : was,
          after: entry.action === 'delete' ? none : is,
        },
      ];
    });
}
