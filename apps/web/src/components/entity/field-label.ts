/** A field's label as shown; an amount's names the unit it is shown in: «مبلغ (تومان)». */
import { moneyUnitName, type FieldDef } from '@school/shared';
import type { FormatContext } from '../fields/format-value';
import { fieldLabelKey } from './entity-labels';

export function fieldLabelText(field: FieldDef, ctx: FormatContext): string {
  const label = ctx.t(fieldLabelKey(ctx.entity, field.name));
  return field.type === 'money'
    ? `${label} (${moneyUnitName(ctx.moneyUnit ?? 'rial', ctx.language)})`
    : label;
}
