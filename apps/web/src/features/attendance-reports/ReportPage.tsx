import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../components/PrintStyles';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatDate } from '../../lib/date';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { attendanceReportApi, reportPath, type ReportFilters } from './report-api';
import { defaultRange } from './report-dates';
import { registerAttendanceReportLabels } from './report-i18n';
import type { ReportTable } from './report-tables';
import { ReportTableView } from './ReportTableView';

registerAttendanceReportLabels();

/**
 * One attendance report: date range (Jalali pickers) and classroom filters, the table, Excel
 * download and print. The report reloads whenever the filters are complete.
 */
export function ReportPage({ report }: { report: ReportTable }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [filters, setFilters] = useState<ReportFilters>(() => ({ ...defaultRange(), classroomId: null }));
  const [exporting, setExporting] = useState(false);
  const title = t(`attendanceReports.pages.${report.titleKey}`);
  const complete = Boolean(filters.from && filters.to && (!report.needsClassroom || filters.classroomId));

  const result = useQuery({
    queryKey: ['attendance-reports', report.name, filters],
    queryFn: () => attendanceReportApi.load<unknown>(report.name, filters),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const model = result.data === undefined ? null : report.toTable(result.data, { t, language });

  const exportExcel = () => {
    setExporting(true);
    downloadApiFile(reportPath(report.name, filters, true), `${title}.xlsx`)
      .catch((error: Error) => notify('error', error.message))
      .finally(() => setExporting(false));
  };

  return (
    <Card data-testid={`report-${report.name}`}>
      <PrintStyles orientation={report.landscape ? 'landscape' : 'portrait'} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <div>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('attendanceReports.filters.range', {
                from: formatDate(filters.from, language),
                to: formatDate(filters.to, language),
              })}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} data-print-hide>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={exportExcel}
              disabled={!complete || exporting}
              data-testid="report-excel"
            >
              {t('attendanceReports.filters.excel')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              onClick={() => window.print()}
              disabled={!model}
              data-testid="report-print"
            >
              {t('attendanceReports.filters.print')}
            </Button>
          </Stack>
        </Stack>
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
