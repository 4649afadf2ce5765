import TextField from '@mui/material/TextField';
import { formatMoney, toAsciiDigits } from '@school/shared';
import { useMoneyUnit, typedRials } from '../../lib/money-unit';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';

/** Only the digits of what was typed (any script), without separators. */
export function moneyDigits(text: string): string {
  return toAsciiDigits(text)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
}

/**
 * An amount: the value is whole Rials; it is shown and typed in the school's unit (Rials or Tomans,
 * the label says which) with thousands separators while typing.
 */
export function MoneyInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
}: InputProps<string>) {
  const language = useAppLanguage();
  const unit = useMoneyUnit();
  const digits = moneyDigits(value);
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      value={digits ? formatMoney(Number(digits), unit, { lang: language, withUnit: false }) : ''}
      onChange={(e) => onChange(typedRials(e.target.value, unit))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
