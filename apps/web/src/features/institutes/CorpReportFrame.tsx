import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { EChartsCoreOption } from 'echarts/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { EChart } from '../../components/charts/EChart';
import { ReportHeader } from '../../components/report/ReportHeader';
import { ReportTableView } from '../../components/report/ReportTableView';
import type { TableContext, TableModel } from '../../components/report/table-model';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  corpReportPath,
  corpReportsApi,
  type CorpReportFilters,
  type CorpReportName,
} from './institutes-api';
import { registerInstituteLabels } from './institutes-i18n';

registerInstituteLabels();

export interface CorpReportFrameProps<T> {
  name: CorpReportName;
  /** Key under pages (the menu's title of the report). */
  titleKey: string;
  filters: CorpReportFilters;
  /** Whether the required filters are set; until then the report asks for them. */
  complete: boolean;
  /** What to ask for while incomplete (an i18n key). */
  pickKey: string;
  filterBar: ReactNode;
  /** What the report covers, under its title and on paper. */
  subtitle: (data: T, ctx: TableContext) => string;
  toTable: (data: T, ctx: TableContext) => TableModel;
  toChart: (data: T, ctx: TableContext) => EChartsCoreOption;
}

/**
 * One institute report: its title line (Excel, print), filters, chart and table. The report
 * reloads whenever the filters change and are complete; it prints landscape.
 */
export function CorpReportFrame<T>({
  name,
  titleKey,
  filters,
  complete,
  pickKey,
  filterBar,
  subtitle,
  toTable,
  toChart,
}: CorpReportFrameProps<T>) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const title = t(`pages.${titleKey}`);
  const result = useQuery({
    queryKey: ['corp-reports', name, filters],
    queryFn: () => corpReportsApi.load<T>(name, filters),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Built once per answer, so the chart is redrawn only when the data or the language change.
  const shown = useMemo(() => {
    if (result.data === undefined) return null;
    const ctx: TableContext = { t: (key) => t(key), language };
    return {
      model: toTable(result.data, ctx),
      chart: toChart(result.data, ctx),
      subtitle: subtitle(result.data, ctx),
    };
  }, [result.data, t, language, toTable, toChart, subtitle]);

  return (
    <Card data-testid={`corp-report-${name}`}>
      <PrintStyles orientation="landscape" />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <ReportHeader
          title={title}
          subtitle={complete && shown ? shown.subtitle : ''}
          xlsxPath={complete ? corpReportPath(name, filters, true) : null}
          printable={Boolean(complete && shown)}
        />
        <Stack spacing={2}>
          {filterBar}
          {result.isFetching && <LinearProgress />}
          {!complete ? (
            <Alert severity="info">{t(pickKey)}</Alert>
          ) : result.error ? (
            <Alert severity="error">{result.error.message}</Alert>
          ) : shown ? (
            <>
              {shown.model.rows.length > 0 && (
                <EChart
                  option={shown.chart}
                  ariaLabel={t(`institutes.charts.${titleKey}`)}
                  testId="corp-chart"
                />
              )}
              <ReportTableView model={shown.model} emptyText={t('institutes.empty')} />
            </>
          ) : (
            <PageLoader />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
