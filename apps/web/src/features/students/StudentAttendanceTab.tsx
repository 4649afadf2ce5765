import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { SimpleTable } from '../../components/SimpleTable';
import { studentTabsApi } from './student-api';

/** The dossier's attendance tab: this year's counts and every mark other than present. */
export function StudentAttendanceTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const tab = useQuery({
    queryKey: ['students', 'file', studentId, 'attendance'],
    queryFn: () => studentTabsApi.attendance(studentId),
  });
  if (tab.isPending) return <PageLoader />;
  if (tab.isError) return <Alert severity="error">{tab.error.message}</Alert>;
  const n = (status: 'present' | 'absent' | 'late' | 'excused') =>
    localizeDigits(String(tab.data.counts[status] ?? 0), language);
  return (
    <Stack spacing={2} data-testid="student-file-attendance">
      <Typography data-testid="student-file-attendance-counts">
        {t('people.file.counts', {
          absent: n('absent'),
          late: n('late'),
          excused: n('excused'),
          present: n('present'),
        })}
      </Typography>
      <SimpleTable
        testId="student-file-attendance-marks"
        empty={t('people.file.noMarks')}
        headers={[
          t('people.file.date'),
          t('people.file.period'),
          t('people.file.course'),
          t('people.file.statusHead'),
          t('people.file.note'),
        ]}
        rows={tab.data.marks.map((m) => ({
          key: m.id,
          cells: [
            formatDate(m.date, language),
            localizeDigits(m.period, language),
            localizeDigits(m.courseGroup ?? '—', language),
            m.status === 'late' && m.lateMinutes
              ? `${t(`people.file.status.late`)} (${t('people.file.lateMinutes', { minutes: localizeDigits(String(m.lateMinutes), language) })})`
              : t(`people.file.status.${m.status}`),
            m.note ?? '',
          ],
        }))}
      />
    </Stack>
  );
}
