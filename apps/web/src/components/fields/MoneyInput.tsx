import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '@school/shared';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';

/** Only the digits of what was typed (any script), without separators. */
export function moneyDigits(text: string): string {
  return toAsciiDigits(text)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
}

/** Rials as a whole number, shown with thousands separators while typing. */
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
  const digits = moneyDigits(value);
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      value={digits ? formatNumber(Number(digits), language) : ''}
      onChange={(e) => onChange(moneyDigits(e.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
