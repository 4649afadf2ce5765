import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props';
import { useLocalizedDigits } from './localized-digits';

interface TextInputProps extends InputProps<string> {
  multiline?: boolean;
  maxLength?: number;
  /** Latin-only values (usernames, e-mail): left to right. */
  ltr?: boolean;
  type?: 'text' | 'email' | 'password';
  /** A code or digits (a student number, a postal code): shown in the UI language's digits. */
  digits?: boolean;
  autoComplete?: string;
}

/** text fields, on one line or several. */
export function TextInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
  multiline,
  maxLength,
  ltr,
  type = 'text',
  autoComplete,
  digits,
}: TextInputProps) {
  const localized = useLocalizedDigits(value, onChange);
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      type={type}
      value={digits ? localized.value : value}
      onChange={digits ? localized.onChange : (e) => onChange(e.target.value)}
      inputRef={digits ? localized.inputRef : undefined}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { maxLength, dir: ltr ? 'ltr' : undefined } }}
    />
  );
}
