import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { AssessmentFilters } from './assessment-report-api';
import type { AssessmentReportDef } from './assessment-reports';

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);
const LIMITS = [3, 5, 10, 20, 50];
const MIN_EXAMS = [1, 2, 3, 4, 5];
export const DEFAULT_LIMIT = 10;
export const DEFAULT_MIN_EXAMS = 2;

interface Props {
  report: AssessmentReportDef;
  filters: AssessmentFilters;
  onChange: (update: (filters: AssessmentFilters) => AssessmentFilters) => void;
}

/**
 * The filters a report offers: a term, or (teacher reports) a date range instead; a classroom or
 * a grade level; the top-N and minimum-exams counts. A term and a range exclude each other.
 */
export function AssessmentFiltersBar({ report, filters, onChange }: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const label = (key: string) => t(`assessmentReports.filters.${key}`);
  const has = (key: AssessmentReportDef['filters'][number]) => report.filters.includes(key);
  const number = (n: number) => formatNumber(n, language);
  const select = (
    key: 'gradeLevel' | 'limit' | 'minExams',
    options: number[],
    fallback: number | null,
    emptyLabel?: string,
  ) => (
    <TextField
      select
      fullWidth
      name={key}
      label={label(key)}
      value={filters[key] ?? fallback ?? ''}
      onChange={(event) => {
        const value = event.target.value === '' ? null : Number(event.target.value);
        onChange((f) => ({ ...f, [key]: value }));
      }}
      // The "all" choice is an empty value shown as text, so the label must stay raised.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={`filter-${key}`}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {number(n)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Grid container spacing={2} sx={{ mb: 2 }} data-print-hide>
      {has('term') && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ReferenceAutocomplete
            refEntity="terms"
            name="termId"
            label={label('term')}
            value={filters.termId}
            onChange={(termId) =>
              onChange((f) => ({ ...f, termId, ...(termId ? { from: null, to: null } : {}) }))
            }
            helperText={label(report.source === 'cards' ? 'noTermCards' : 'noTermExams')}
          />
        </Grid>
      )}
      {has('range') &&
        (['from', 'to'] as const).map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 2 }}>
            <JalaliDatePicker
              name={key}
              label={label(key)}
              value={filters[key]}
              onChange={(value) =>
                onChange((f) => ({ ...f, [key]: value, ...(value ? { termId: null } : {}) }))
              }
            />
          </Grid>
        ))}
      {has('classroom') && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ReferenceAutocomplete
            refEntity="classrooms"
            name="classroomId"
            label={label('classroom')}
            value={filters.classroomId}
            onChange={(classroomId) => onChange((f) => ({ ...f, classroomId }))}
            required={report.needsClassroom}
          />
        </Grid>
      )}
      {has('gradeLevel') && (
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>{select('gradeLevel', GRADES, null, label('allGrades'))}</Grid>
      )}
      {has('limit') && <Grid size={{ xs: 12, sm: 6, md: 2 }}>{select('limit', LIMITS, DEFAULT_LIMIT)}</Grid>}
      {has('minExams') && (
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>{select('minExams', MIN_EXAMS, DEFAULT_MIN_EXAMS)}</Grid>
      )}
    </Grid>
  );
}
