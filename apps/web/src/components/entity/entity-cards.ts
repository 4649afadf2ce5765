/**
 * What a list row's card shows on a narrow screen: its name, two or three key fields, its actions.
 * The registry may name the fields (cardFields); otherwise the first list fields other than the name.
 */
import { nameFieldsOf, rowName, type EntityDef, type FieldDef } from '@school/shared';
import { localizeDigits } from '../../lib/date';
import type { EntityItem } from '../../lib/entity-api';
import { formatItemField, type FormatContext } from '../fields/format-value';

/** At most this many fields under a card's name. */
export const CARD_FIELD_COUNT = 3;

/** The fields under a card's name, in order. */
export function cardFields(def: EntityDef): FieldDef[] {
  if (def.cardFields) {
    return def.cardFields
      .map((name) => def.fields.find((f) => f.name === name))
      .filter((f): f is FieldDef => f !== undefined);
  }
  const names = new Set(nameFieldsOf(def));
  return def.fields
    .filter((f) => f.list && !f.secret && !names.has(f.name) && f.type !== 'image' && f.type !== 'boolean')
    .slice(0, CARD_FIELD_COUNT);
}

/** A card's heading: the row's name (a person in full), formatted as its list cell would be. */
export function cardTitle(def: EntityDef, row: EntityItem, ctx: FormatContext): string {
  const names = nameFieldsOf(def);
  if (names.length > 1) return localizeDigits(rowName(def, row), ctx.language);
  const field = def.fields.find((f) => f.name === names[0]);
  return field ? formatItemField(field, row, ctx) : `#${row.id}`;
}
