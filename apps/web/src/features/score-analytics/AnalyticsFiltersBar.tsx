import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { ReportFilters } from '../../components/report/ReportFilters';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { AnalyticsFilters } from './analytics-api';
import type { AnalyticsReportDef } from './analytics-reports';

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);
const BAND_COUNTS = [2, 3, 4, 5, 6, 8, 10];

interface Props {
  report: AnalyticsReportDef;
  filters: AnalyticsFilters;
  onChange: (update: (filters: AnalyticsFilters) => AnalyticsFilters) => void;
  /** A network-level user may widen the report to every school. */
  networkAllowed: boolean;
}

/** Year, term, grade, major, classroom, course (and the grouping's method); the network switch. */
export function AnalyticsFiltersBar({ report, filters, onChange, networkAllowed }: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const label = (key: string) => t(`scoreAnalytics.filters.${key}`);
  const set =
    <K extends keyof AnalyticsFilters>(key: K) =>
    (value: AnalyticsFilters[K]) =>
      onChange((f) => ({ ...f, [key]: value }));
  const select = (key: 'gradeLevel' | 'bands', options: number[], empty?: string) => (
    <TextField
      select
      fullWidth
      name={key}
      label={label(key)}
      value={filters[key] ?? ''}
      onChange={(e) => set(key)((e.target.value === '' ? null : Number(e.target.value)) as never)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={`filter-${key}`}
    >
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {formatNumber(n, language)}
        </MenuItem>
      ))}
    </TextField>
  );
  const choice = <K extends 'method' | 'basis'>(key: K, options: AnalyticsFilters[K][]) => (
    <TextField
      select
      fullWidth
      name={key}
      label={label(key)}
      value={filters[key]}
      onChange={(e) => set(key)(e.target.value as AnalyticsFilters[K])}
      data-testid={`filter-${key}`}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {label(`${key === 'method' ? 'methods' : 'bases'}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const reference = (
    key: 'academicYearId' | 'termId' | 'majorId' | 'classroomId' | 'coursePlanId',
    entity: string,
  ) => (
    <ReferenceAutocomplete
      refEntity={entity}
      name={key}
      label={label(key)}
      value={filters[key]}
      onChange={(value) => set(key)(value)}
      {...(key === 'termId' ? { helperText: label('noTerm') } : {})}
    />
  );

  return (
    <ReportFilters>
      {reference('academicYearId', 'academic-years')}
      {reference('termId', 'terms')}
      {select('gradeLevel', GRADES, label('allGrades'))}
      {reference('majorId', 'major')}
      {!filters.network && reference('classroomId', 'classrooms')}
      {report.courseFilter && reference('coursePlanId', 'course-plans')}
      {report.grouping && choice('method', ['quantiles', 'thresholds'])}
      {report.grouping && filters.method === 'quantiles' && select('bands', BAND_COUNTS)}
      {report.grouping && filters.method === 'thresholds' && (
        <TextField
          fullWidth
          name="thresholds"
          label={label('thresholds')}
          value={filters.thresholds}
          onChange={(e) => set('thresholds')(e.target.value)}
          helperText={label('thresholdsHelp')}
          data-testid="filter-thresholds"
        />
      )}
      {report.grouping && filters.coursePlanId === null && choice('basis', ['overall', 'course'])}
      {networkAllowed && (
        <FormControlLabel
          control={
            <Switch
              checked={filters.network}
              onChange={(e) => onChange((f) => ({ ...f, network: e.target.checked, classroomId: null }))}
              data-testid="filter-network"
            />
          }
          label={label('network')}
        />
      )}
    </ReportFilters>
  );
}
