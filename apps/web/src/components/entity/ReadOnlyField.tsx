import TextField from '@mui/material/TextField';
import type { FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import type { EntityItem } from '../../lib/entity-api';
import { useMoneyUnit } from '../../lib/money-unit';
import { useAppLanguage } from '../../lib/use-app-language';
import { BooleanSwitch } from '../fields/BooleanSwitch';
import { formatItemField } from '../fields/format-value';

/** A field the form never writes (registry readOnly): its value, shown disabled. */
export function ReadOnlyField({
  entity,
  field,
  item,
  label,
}: {
  entity: string;
  field: FieldDef;
  item: EntityItem;
  label: string;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const moneyUnit = useMoneyUnit();
  if (field.type === 'boolean')
    return (
      <BooleanSwitch
        name={field.name}
        label={label}
        value={Boolean(item[field.name])}
        onChange={() => undefined}
        disabled
      />
    );
  return (
    <TextField
      fullWidth
      disabled
      name={field.name}
      label={label}
      value={formatItemField(field, item, {
        entity,
        language,
        t: (key, options) => t(key, options),
        moneyUnit,
      })}
    />
  );
}
