import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props';

interface TextInputProps extends InputProps<string> {
  multiline?: boolean;
  maxLength?: number;
  /** Latin-only values (usernames, e-mail): left to right. */
  ltr?: boolean;
  type?: 'text' | 'email' | 'password';
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
}: TextInputProps) {
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
