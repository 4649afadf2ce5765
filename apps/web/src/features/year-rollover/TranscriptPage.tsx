import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { studentFilePath } from '../../app/people-paths';
import { RecordSheet } from './RecordSheet';
import { rolloverApi } from './rollover-api';
import { registerYearRolloverLabels } from './year-rollover-i18n';

registerYearRolloverLabels();

/** /manager/students/:id/transcript — سوابق تحصیلی: every year's card of the student, for print. */
export default function TranscriptPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const data = useQuery({
    queryKey: ['transcript', id],
    queryFn: () => rolloverApi.transcript(id),
    retry: false,
  });
  if (data.isPending) return <PageLoader />;
  if (data.isError) return <Alert severity="error">{data.error.message}</Alert>;
  return (
    <Stack spacing={2} data-testid="transcript-page">
      <PrintStyles />
      <Stack direction="row" spacing={1} data-print-hide>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('yearRollover.actions.print')}
        </Button>
        <Button component={RouterLink} to={studentFilePath(id)}>
          {t('yearRollover.actions.back')}
        </Button>
      </Stack>
      <RecordSheet
        title={t('yearRollover.record.transcript')}
        student={data.data.student}
        cards={data.data.years}
      />
    </Stack>
  );
}
