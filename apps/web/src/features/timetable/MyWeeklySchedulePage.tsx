import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { api } from '../../lib/api';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { registerWorkLabels } from '../../lib/work-i18n';
import { PageCard } from '../../components/PageCard';
import { WeeklyGrid } from './WeeklyGrid';
import type { WeeklySchedule } from './weekly-grid';

registerPeopleLabels();
registerWorkLabels();

const mySchedule = async () =>
  (await api.request<{ data: WeeklySchedule }>('GET', '/weekly-schedule/mine')).data;

/** /teacher/weekly-schedule — the signed-in teacher's week: each cell a course and its classroom. */
export default function MyWeeklySchedulePage() {
  const { t } = useTranslation();
  const schedule = useQuery({ queryKey: ['weekly-schedule', 'mine'], queryFn: mySchedule });
  return (
    <PageCard
      title={t('work.pages.mySchedule')}
      action={
        schedule.data && (
          <Button
            data-print-hide
            variant="outlined"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
            data-testid="my-schedule-print"
          >
            {t('work.mySchedule.print')}
          </Button>
        )
      }
    >
      <PrintStyles orientation="landscape" />
      <Stack spacing={2}>
        <Typography color="text.secondary" data-print-hide>
          {t('work.mySchedule.hint')}
        </Typography>
        {schedule.isPending && <PageLoader />}
        {schedule.isError && (
          <Alert severity="info" data-testid="my-schedule-error">
            {schedule.error.message}
          </Alert>
        )}
        {schedule.data && <WeeklyGrid schedule={schedule.data} show="classroom" />}
      </Stack>
    </PageCard>
  );
}
