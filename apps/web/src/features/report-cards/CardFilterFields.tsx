import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import type { CardOptions, CardPeriod } from './report-card-api';

/** The period select: each term of the year, then the year card; optionally "all". */
export function PeriodField({
  options,
  value,
  onChange,
  allowAll = false,
  testId,
}: {
  options: CardOptions;
  value: CardPeriod | undefined;
  onChange: (value: CardPeriod | undefined) => void;
  allowAll?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('reportCards.filters.period')}
      value={value === undefined ? '' : String(value)}
      onChange={(e) =>
        onChange(
          e.target.value === '' ? undefined : e.target.value === 'year' ? 'year' : Number(e.target.value),
        )
      }
      data-testid={testId}
    >
      {allowAll && <MenuItem value="">{t('reportCards.filters.allPeriods')}</MenuItem>}
      {options.terms.map((term) => (
        <MenuItem key={term.id} value={String(term.id)}>
          {digits(term.title, language)}
        </MenuItem>
      ))}
      <MenuItem value="year">{t('reportCards.filters.year')}</MenuItem>
    </TextField>
  );
}

export function ClassroomField({
  options,
  value,
  onChange,
  allowAll = false,
  testId,
}: {
  options: CardOptions;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  allowAll?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('reportCards.filters.classroom')}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      data-testid={testId}
    >
      {allowAll && <MenuItem value="">{t('reportCards.filters.allClassrooms')}</MenuItem>}
      {options.classrooms.map((room) => (
        <MenuItem key={room.id} value={String(room.id)}>
          {digits(room.name, language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function GradeLevelField({
  grades,
  value,
  onChange,
  testId,
}: {
  grades: number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('reportCards.filters.gradeLevel')}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      data-testid={testId}
    >
      {grades.map((grade) => (
        <MenuItem key={grade} value={String(grade)}>
          {t('reportCards.filters.gradeLevelValue', { grade: digits(grade, language) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
