import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props';

export interface EnumOption {
  value: string;
  label: string;
}

interface EnumSelectProps extends InputProps<string | string[]> {
  options: readonly EnumOption[];
  multiple?: boolean;
}

/** A choice from the field's options (one, or several as chips). */
export function EnumSelect({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
  options,
  multiple,
}: EnumSelectProps) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={multiple ? (Array.isArray(value) ? value : []) : Array.isArray(value) ? '' : value}
      onChange={(e) => {
        const next: unknown = e.target.value;
        onChange(
          multiple ? (Array.isArray(next) ? next.map(String) : String(next).split(',')) : String(next),
        );
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      data-testid={`field-${name}`}
      slotProps={{
        select: {
          multiple,
          renderValue: multiple
            ? (selected) => (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((v) => (
                    <Chip key={v} size="small" label={labelOf(v)} />
                  ))}
                </Stack>
              )
            : undefined,
        },
      }}
    >
      {!multiple && !required && <MenuItem value="">—</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
