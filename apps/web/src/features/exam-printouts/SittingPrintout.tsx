import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PrintSchool, SittingSeats, SittingSummary } from '@school/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { examPrintoutsApi, printoutKeys, type Sitting } from './exam-printouts-api';
import { registerExamPrintoutLabels } from './exam-printouts-i18n';
import { usePrintText } from './print-text';
import { PrintToolbar } from './PrintToolbar';
import { SittingPicker } from './SittingPicker';
import { useSittingChoice } from './use-sitting-choice';

registerExamPrintoutLabels();

const reads = {
  seats: { key: printoutKeys.seats, read: examPrintoutsApi.seats },
  venues: { key: printoutKeys.venues, read: examPrintoutsApi.venues },
};
type Data = { seats: SittingSeats; venues: SittingSummary };

/**
 * A sitting's printout, venue by venue (door lists, venue details, report sheets, absentees): the
 * sitting and venue pickers, the print button, and one sheet per venue drawn by `sheets`.
 */
export function SittingPrintout<K extends keyof Data>({
  title,
  kind,
  testId,
  sheets,
}: {
  /** The page's heading. */
  title: string;
  kind: K;
  testId: string;
  sheets: (data: Data[K], logoSrc: string | undefined) => ReactNode;
}) {
  const { t, digits } = usePrintText();
  const options = useQuery({ queryKey: printoutKeys.options, queryFn: examPrintoutsApi.options });
  const { sitting, update } = useSittingChoice(options.data);
  const asked: Sitting = sitting ?? { date: '', sessionId: 0 };
  const report = useQuery({
    queryKey: reads[kind].key(asked),
    queryFn: () => reads[kind].read(asked) as Promise<Data[K]>,
    enabled: sitting !== null,
  });
  const school: PrintSchool | undefined = options.data?.school;
  const logoSrc = useAuthImage(school?.logo);
  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const count = report.data ? t('examPrintouts.count', { n: digits(report.data.venues.length) }) : null;
  return (
    <Box data-testid={testId}>
      <PrintStyles />
      <PrintToolbar title={title} count={report.data?.venues.length ? count : null}>
        <SittingPicker options={options.data} sitting={sitting} onChange={update} />
      </PrintToolbar>
      {!sitting && <Alert severity="info">{t('examPrintouts.pick.noSittings')}</Alert>}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {sitting && report.isPending && <PageLoader />}
      {report.data && !report.data.venues.length && (
        <Alert severity="info">{t('examPrintouts.details.none')}</Alert>
      )}
      {report.data && sheets(report.data, logoSrc)}
    </Box>
  );
}
