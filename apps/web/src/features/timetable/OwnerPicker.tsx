import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityApi } from '../../lib/entity-api';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

export type OwnerMode = 'classroom' | 'teacher';

interface OwnerPickerProps {
  mode: OwnerMode;
  id: number | null;
  onChange: (mode: OwnerMode, id: number | null) => void;
}

/** Whose week is shown: a classroom or a teacher, chosen from the options lists. */
export function OwnerPicker({ mode, id, onChange }: OwnerPickerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const entity = mode === 'classroom' ? 'classrooms' : 'teachers';
  const options = useQuery({
    queryKey: ['entity', entity, 'options', 'all'],
    queryFn: () => entityApi.options(entity, {}),
  });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      data-print-hide
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_, value: OwnerMode | null) => value && onChange(value, null)}
      >
        <ToggleButton value="classroom" data-testid="schedule-mode-classroom">
          {t('people.schedule.classroomMode')}
        </ToggleButton>
        <ToggleButton value="teacher" data-testid="schedule-mode-teacher">
          {t('people.schedule.teacherMode')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t(`people.schedule.${mode}`)}
        value={id === null ? '' : String(id)}
        onChange={(e) => onChange(mode, e.target.value ? Number(e.target.value) : null)}
        sx={{ minWidth: 240 }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': `schedule-${mode}` },
        }}
      >
        <option value="" />
        {(options.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {localizeDigits(option.title, language)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
