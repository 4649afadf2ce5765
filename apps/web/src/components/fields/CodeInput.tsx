import TextField from '@mui/material/TextField';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';
import { useLocalizedDigits } from './localized-digits';

interface CodeInputProps extends InputProps<string> {
  kind: 'phone' | 'nationalCode' | 'time';
}

const INPUT_MODE = { phone: 'tel', nationalCode: 'numeric', time: 'numeric' } as const;
const MAX_LENGTH = { phone: 16, nationalCode: 10, time: 5 } as const;
const PLACEHOLDER = { phone: '09121234567', nationalCode: undefined, time: '08:30' } as const;

/**
 * Phone numbers, national codes and times: left to right, a numeric keyboard on phones, shown in the
 * UI language's digits, any digits typed (the form keeps Latin ones).
 */
export function CodeInput({
  kind,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
}: CodeInputProps) {
  const language = useAppLanguage();
  const placeholder = PLACEHOLDER[kind];
  const digits = useLocalizedDigits(value, onChange);
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      value={digits.value}
      onChange={digits.onChange}
      inputRef={digits.inputRef}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      // Examples in the UI language's digits (۰۹۱۲۱۲۳۴۵۶۷ in Persian); either kind may be typed.
      placeholder={placeholder && localizeDigits(placeholder, language)}
      slotProps={{
        htmlInput: {
          inputMode: INPUT_MODE[kind],
          dir: 'ltr',
          maxLength: MAX_LENGTH[kind],
          autoComplete: 'off',
        },
      }}
    />
  );
}
