/**
 * The frame both survey reports share: the survey and the second picker (a teacher, a classroom),
 * the print button, and what is shown until both are chosen.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { ReportFilters } from '../../components/report/ReportFilters';
import { SurveyPicker } from './SurveyPicker';
import { surveysApi } from './surveys-api';
import { useSurveyChoice } from './use-chosen-id';

export function SurveyReportFrame({
  title,
  surveyId,
  onSurvey,
  second,
  printable,
  children,
}: {
  title: string;
  surveyId: number | null;
  onSurvey: (id: number) => void;
  /** The teacher or classroom picker, once a survey is chosen. */
  second: ReactNode;
  printable: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const surveys = useQuery({ queryKey: ['surveys', 'report-surveys'], queryFn: surveysApi.reportSurveys });
  const chosen = surveyId ?? surveys.data?.[0]?.id ?? null;
  return (
    <PageCard
      title={title}
      action={
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={!printable}
          data-print-hide
          data-testid="report-print"
        >
          {t('surveys.report.print')}
        </Button>
      }
    >
      <PrintStyles />
      {surveys.isPending ? (
        <PageLoader />
      ) : surveys.isError ? (
        <Alert severity="error">{surveys.error.message}</Alert>
      ) : surveys.data.length === 0 ? (
        <Alert severity="info">{t('surveys.picker.none')}</Alert>
      ) : (
        <Stack spacing={3}>
          <ReportFilters size={{ xs: 12, md: 6 }}>
            <SurveyPicker surveys={surveys.data} value={chosen} onChange={onSurvey} />
            {second}
          </ReportFilters>
          {chosen === null ? <Alert severity="info">{t('surveys.picker.choose')}</Alert> : children}
        </Stack>
      )}
    </PageCard>
  );
}

/**
 * A report page's choice (the survey in the address, else the newest; the teacher or classroom)
 * and its data.
 */
export function useSurveyReport<T>(
  second: string,
  load: (surveyId: number, secondId: number | null) => Promise<T>,
) {
  const choice = useSurveyChoice(second);
  const surveys = useQuery({ queryKey: ['surveys', 'report-surveys'], queryFn: surveysApi.reportSurveys });
  const surveyId = choice.surveyId ?? surveys.data?.[0]?.id ?? null;
  const report = useQuery({
    queryKey: ['surveys', `${second}-report`, surveyId, choice.secondId],
    queryFn: () => load(surveyId!, choice.secondId),
    enabled: surveyId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { choice, surveyId, report };
}
