import { Suspense, lazy, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../components/PrintStyles';
import { entityApi } from '../../lib/entity-api';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { ReportHeader } from '../../components/report/ReportHeader';
import { ReportTableView } from '../../components/report/ReportTableView';
import {
  assessmentReportApi,
  assessmentReportPath,
  EMPTY_FILTERS,
  type AssessmentFilters,
} from './assessment-report-api';
import { registerAssessmentReportLabels } from './assessment-report-i18n';
import type { AssessmentReportDef } from './assessment-reports';
import { AssessmentFiltersBar } from './AssessmentFiltersBar';

registerAssessmentReportLabels();

// ECharts loads with the first chart, not with the report's table.
const EChart = lazy(async () => ({ default: (await import('../../components/charts/EChart')).EChart }));

/** The title of a picked term or classroom, from the same cache the pickers fill. */
function useOptionTitle(entity: string, id: number | null): string | null {
  const result = useQuery({
    queryKey: ['entity', entity, 'options', 'ids', id],
    queryFn: () => entityApi.options(entity, { ids: [id as number] }),
    enabled: id !== null,
  });
  return id === null ? null : (result.data?.find((o) => o.id === id)?.title ?? null);
}

/**
 * One assessment report: its filters, title line (Excel, print), chart and table. The report
 * reloads whenever the filters change and are complete.
 */
export function AssessmentReportPage({ report }: { report: AssessmentReportDef }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [filters, setFilters] = useState<AssessmentFilters>(EMPTY_FILTERS);
  const title = t(`assessmentReports.pages.${report.titleKey}`);
  // A date range needs both ends; until then nothing is asked of the server.
  const halfRange = (filters.from === null) !== (filters.to === null);
  const complete = (!report.needsClassroom || filters.classroomId !== null) && !halfRange;
  const termTitle = useOptionTitle('terms', filters.termId);
  const classroomTitle = useOptionTitle('classrooms', filters.classroomId);

  const result = useQuery({
    queryKey: ['assessment-reports', report.name, filters],
    queryFn: () => assessmentReportApi.load<unknown>(report.name, filters),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Memoised so the chart is only redrawn when the data or the language change.
  const { model, chart } = useMemo(() => {
    if (result.data === undefined) return { model: null, chart: null };
    const ctx = { t: (key: string) => t(key), language };
    return { model: report.toTable(result.data, ctx), chart: report.chart?.(result.data, ctx) ?? null };
  }, [result.data, report, t, language]);

  const scope = [
    filters.from && filters.to
      ? t('assessmentReports.scope.range', {
          from: formatDate(filters.from, language),
          to: formatDate(filters.to, language),
        })
      : (termTitle ?? t(`assessmentReports.scope.${report.source === 'cards' ? 'yearCard' : 'wholeYear'}`)),
    classroomTitle && t('assessmentReports.scope.classroom', { name: classroomTitle }),
    filters.gradeLevel && t('assessmentReports.scope.gradeLevel', { grade: filters.gradeLevel }),
  ]
    .filter(Boolean)
    .join(' — ');

  return (
    <Card data-testid={`report-${report.name}`}>
      <PrintStyles orientation={report.landscape ? 'landscape' : 'portrait'} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <ReportHeader
          title={title}
          subtitle={localizeDigits(scope, language)}
          xlsxPath={complete ? assessmentReportPath(report.name, filters, true) : null}
          printable={Boolean(model)}
        />
        <AssessmentFiltersBar report={report} filters={filters} onChange={setFilters} />
        {result.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {!complete && (
          <Alert severity="info">
            {t(`assessmentReports.filters.${halfRange ? 'pickRange' : 'pickClassroom'}`)}
          </Alert>
        )}
        {result.error && <Alert severity="error">{result.error.message}</Alert>}
        {complete && chart && !result.error && report.chartKey && (
          <Suspense fallback={<LinearProgress sx={{ mb: 1 }} />}>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
              {t(`assessmentReports.charts.${report.chartKey}`)}
            </Typography>
            <EChart
              option={chart}
              ariaLabel={t(`assessmentReports.charts.${report.chartKey}`)}
              testId="report-chart"
            />
          </Suspense>
        )}
        {complete && model && !result.error && (
          <ReportTableView model={model} emptyText={t('assessmentReports.empty')} />
        )}
        {report.name === 'monthly-classroom-grades' && model && model.rows.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('assessmentReports.monthlyLegend')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
