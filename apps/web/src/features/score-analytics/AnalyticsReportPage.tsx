import { Suspense, lazy, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../components/PrintStyles';
import { ReportHeader } from '../../components/report/ReportHeader';
import { ReportTableView } from '../../components/report/ReportTableView';
import { useAuth } from '../../lib/auth-store';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  type AnalyticsFilters,
  EMPTY_FILTERS,
  type ScoreMatrix,
  analyticsApi,
  analyticsPath,
} from './analytics-api';
import { registerScoreAnalyticsLabels } from './analytics-i18n';
import type { AnalyticsReportDef } from './analytics-reports';
import { AnalyticsFiltersBar } from './AnalyticsFiltersBar';
import { ScoreMatrixView } from './ScoreMatrixView';

registerScoreAnalyticsLabels();

// ECharts loads with the first chart, not with the report's table.
const EChart = lazy(async () => ({ default: (await import('../../components/charts/EChart')).EChart }));

/**
 * One score analytics report: filters, title line (Excel, print), chart and table. The report reloads
 * whenever the filters change; the figures come from the server.
 */
export function AnalyticsReportPage({ report }: { report: AnalyticsReportDef }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const auth = useAuth();
  const [filters, setFilters] = useState<AnalyticsFilters>(EMPTY_FILTERS);
  const title = t(`scoreAnalytics.pages.${report.titleKey}`);
  const networkAllowed = (auth.userData?.schools.length ?? 0) > 1;

  const result = useQuery({
    queryKey: ['score-analytics', report.name, filters],
    queryFn: () => analyticsApi.load<unknown>(report.name, filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // With no term the year cards are read, which exist only once the year's cards are computed.
  const emptyText = t(filters.termId === null ? 'scoreAnalytics.emptyYear' : 'scoreAnalytics.empty');
  const { model, chart } = useMemo(() => {
    if (result.data === undefined) return { model: null, chart: null };
    const ctx = { t: (key: string) => t(key), language, network: filters.network };
    return {
      model: report.toTable?.(result.data, ctx) ?? null,
      chart: report.chart?.(result.data, ctx) ?? null,
    };
  }, [result.data, report, t, language, filters.network]);

  return (
    <Card data-testid={`analytics-${report.name}`}>
      <PrintStyles orientation={report.landscape ? 'landscape' : 'portrait'} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <ReportHeader
          title={title}
          subtitle={t(filters.network ? 'scoreAnalytics.scope.network' : 'scoreAnalytics.scope.school')}
          xlsxPath={analyticsPath(report.name, filters, true)}
          printable={result.data !== undefined}
        />
        <AnalyticsFiltersBar
          report={report}
          filters={filters}
          onChange={setFilters}
          networkAllowed={networkAllowed}
        />
        {result.isFetching && <LinearProgress sx={{ my: 1 }} />}
        {result.error && (
          <Alert severity="error" sx={{ my: 2 }}>
            {result.error.message}
          </Alert>
        )}
        {chart && !result.error && (
          <Suspense fallback={<LinearProgress sx={{ my: 1 }} />}>
            <EChart option={chart} ariaLabel={title} testId="analytics-chart" height={360} />
          </Suspense>
        )}
        {!result.error && report.toTable === null && result.data !== undefined && (
          <ScoreMatrixView
            matrix={result.data as ScoreMatrix}
            network={filters.network}
            emptyText={emptyText}
          />
        )}
        {!result.error && model && <ReportTableView model={model} emptyText={emptyText} />}
      </CardContent>
    </Card>
  );
}
