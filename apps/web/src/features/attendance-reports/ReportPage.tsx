import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../components/PrintStyles';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatDate } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { attendanceReportApi, reportPath, type ReportFilters } from './report-api';
import { defaultRange } from './report-dates';
import { registerAttendanceReportLabels } from './report-i18n';
import type { ReportTable } from './report-tables';
import { ReportHeader } from '../../components/report/ReportHeader';
import { ReportTableView } from '../../components/report/ReportTableView';

registerAttendanceReportLabels();

/**
 * One attendance report: date range (Jalali pickers) and classroom filters, the table, Excel
 * download and print. The report reloads whenever the filters are complete.
 */
export function ReportPage({ report }: { report: ReportTable }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [filters, setFilters] = useState<ReportFilters>(() => ({ ...defaultRange(), classroomId: null }));
  const title = t(`attendanceReports.pages.${report.titleKey}`);
  const complete = Boolean(filters.from && filters.to && (!report.needsClassroom || filters.classroomId));

  const result = useQuery({
    queryKey: ['attendance-reports', report.name, filters],
    queryFn: () => attendanceReportApi.load<unknown>(report.name, filters),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Built once per answer: the table shows a long report's first rows first and starts over on new rows.
  const model = useMemo(
    () => (result.data === undefined ? null : report.toTable(result.data, { t, language })),
    [result.data, report, t, language],
  );

  return (
    <Card data-testid={`report-${report.name}`}>
      <PrintStyles orientation={report.landscape ? 'landscape' : 'portrait'} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <ReportHeader
          title={title}
          subtitle={t('attendanceReports.filters.range', {
            from: formatDate(filters.from, language),
            to: formatDate(filters.to, language),
          })}
          xlsxPath={complete ? reportPath(report.name, filters, true) : null}
          printable={Boolean(model)}
        />
        <Grid container spacing={2} sx={{ mb: 2 }} data-print-hide>
          <Grid size={{ xs: 12, sm: 4 }}>
            <JalaliDatePicker
              name="from"
              label={t('attendanceReports.filters.from')}
              value={filters.from}
              onChange={(from) => setFilters((f) => ({ ...f, from: from ?? f.from }))}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <JalaliDatePicker
              name="to"
              label={t('attendanceReports.filters.to')}
              value={filters.to}
              onChange={(to) => setFilters((f) => ({ ...f, to: to ?? f.to }))}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ReferenceAutocomplete
              refEntity="classrooms"
              name="classroomId"
              label={t('attendanceReports.filters.classroom')}
              value={filters.classroomId ?? null}
              onChange={(classroomId) => setFilters((f) => ({ ...f, classroomId }))}
              required={report.needsClassroom}
            />
          </Grid>
        </Grid>
        {result.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {!complete && <Alert severity="info">{t('attendanceReports.filters.pickClassroom')}</Alert>}
        {result.error && <Alert severity="error">{result.error.message}</Alert>}
        {complete && model && !result.error && (
          <ReportTableView model={model} emptyText={t('attendanceReports.empty')} />
        )}
        {report.legendKey && model && model.rows.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t(report.legendKey)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
