import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { SurveySummary } from './surveys-api';

/** The survey of a survey page: its title, window and state. */
export function SurveyPicker({
  surveys,
  value,
  onChange,
}: {
  surveys: SurveySummary[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <TextField
      select
      fullWidth
      label={t('surveys.picker.survey')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'survey-picker' } }}
    >
      {surveys.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {localizeDigits(s.title, language)} —{' '}
          {t('surveys.picker.window', {
            from: formatDate(s.opensOn, language),
            to: formatDate(s.closesOn, language),
          })}{' '}
          ({t(`surveys.picker.state.${s.state}`)})
        </MenuItem>
      ))}
    </TextField>
  );
}
