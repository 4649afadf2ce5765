import type { KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '@school/shared';
import type { InputProps } from './input-props';
import { useLocalizedDigits } from './localized-digits';

interface NumberInputProps extends InputProps<string> {
  /** Arrow up/down change the value by this much (0.25 for scores). */
  step?: number;
  min?: number;
  max?: number;
}

/** Numbers typed with Persian, Arabic or Latin digits, shown in the UI language's; the form keeps Latin ones. */
export function NumberInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
  step = 1,
  min,
  max,
}: NumberInputProps) {
  const digits = useLocalizedDigits(value, onChange);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const current = Number(toAsciiDigits(value).replace('٫', '.')) || 0;
    let next = current + (event.key === 'ArrowUp' ? step : -step);
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    event.preventDefault();
    onChange(String(next));
  };
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      value={digits.value}
      onChange={digits.onChange}
      inputRef={digits.inputRef}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      slotProps={{ htmlInput: { inputMode: step % 1 === 0 ? 'numeric' : 'decimal' } }}
    />
  );
}
