import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import type { CardOptions, CardPeriod } from './report-card-api';

interface Choice {
  value: string;
  label: string;
}

/** One small select of the report card filters; `emptyLabel` adds an "all" choice with value ''. */
function OptionSelect({
  label,
  value,
  onChange,
  choices,
  emptyLabel,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  emptyLabel?: string;
  testId?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const asText = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const asNumber = (text: string) => (text === '' ? undefined : Number(text));

interface FieldProps<T> {
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  allowAll?: boolean;
  testId?: string;
}

/** The period select: each term of the year, then the year card; optionally "all". */
export function PeriodField({
  options,
  allowAll,
  testId,
  value,
  onChange,
}: FieldProps<CardPeriod> & { options: CardOptions }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const choices = [
    ...options.terms.map((term) => ({ value: String(term.id), label: digits(term.title, language) })),
    { value: 'year', label: t('reportCards.filters.year') },
  ];
  return (
    <OptionSelect
      label={t('reportCards.filters.period')}
      value={asText(value)}
      onChange={(text) => onChange(text === 'year' ? 'year' : asNumber(text))}
      choices={choices}
      emptyLabel={allowAll ? t('reportCards.filters.allPeriods') : undefined}
      testId={testId}
    />
  );
}

export function ClassroomField({
  options,
  allowAll,
  testId,
  value,
  onChange,
}: FieldProps<number> & { options: CardOptions }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <OptionSelect
      label={t('reportCards.filters.classroom')}
      value={asText(value)}
      onChange={(text) => onChange(asNumber(text))}
      choices={options.classrooms.map((room) => ({
        value: String(room.id),
        label: digits(room.name, language),
      }))}
      emptyLabel={allowAll ? t('reportCards.filters.allClassrooms') : undefined}
      testId={testId}
    />
  );
}

export function GradeLevelField({
  grades,
  testId,
  value,
  onChange,
}: FieldProps<number> & { grades: number[] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const choices = grades.map((grade) => ({
    value: String(grade),
    label: t('reportCards.filters.gradeLevelValue', { grade: digits(grade, language) }),
  }));
  return (
    <OptionSelect
      label={t('reportCards.filters.gradeLevel')}
      value={asText(value)}
      onChange={(text) => onChange(asNumber(text))}
      choices={choices}
      testId={testId}
    />
  );
}
