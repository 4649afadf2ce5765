import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ px: 3, py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
      <Chip label={title} size="small" color="primary" variant="outlined" sx={{ mb: 2, fontWeight: 600 }} />
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  testId?: string;
}

/** One labelled exclusive choice (e.g. light / dark / system). */
export function CustomizerChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: ChoiceProps<T>) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        data-testid={testId}
        onChange={(_, next: T | null) => next !== null && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-testid={testId ? `${testId}-${option.value}` : undefined}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
