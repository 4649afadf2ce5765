import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import { PersonLabel } from '../../components/PersonLabel';
import { SimpleTable } from '../../components/SimpleTable';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { examSeatingApi, studentSeatsQueryKey, type StudentSeatDetails } from './exam-seating-api';
import { registerExamSeatingLabels } from './exam-seating-i18n';
import { studentOfSearch } from './exam-seating-queries';

registerExamSeatingLabels();

/**
 * /manager/exam-seat-details — pick a student (full name and classroom) and see their seats over
 * the year's exams: date, session, venue, seat and courses; cards on a phone.
 */
export default function ExamSeatDetailsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [search, setSearch] = useSearchParams();
  const studentId = studentOfSearch(search);
  const details = useQuery({
    queryKey: studentSeatsQueryKey(studentId),
    queryFn: () => examSeatingApi.student(studentId!),
    enabled: studentId !== null,
  });

  return (
    <Stack spacing={3}>
      <PageCard title={t('pages.examSeatDetails')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <ReferenceAutocomplete
            refEntity="students"
            name="seat-student"
            label={t('examSeating.details.student')}
            value={studentId}
            onChange={(id) => setSearch(id ? { studentId: String(id) } : {}, { replace: true })}
          />
          {!studentId && <Typography color="text.secondary">{t('examSeating.details.pick')}</Typography>}
        </Stack>
      </PageCard>
      {studentId && details.isPending && <PageLoader />}
      {details.isError && <Alert severity="error">{details.error.message}</Alert>}
      {details.data && (
        <PageCard
          title={
            <PersonLabel
              name={details.data.student.fullName}
              context={details.data.student.classroom}
              language={language}
            />
          }
        >
          <SeatList details={details.data} phone={phone} />
        </PageCard>
      )}
    </Stack>
  );
}

function SeatList({ details, phone }: { details: StudentSeatDetails; phone: boolean }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (text: string | number) => localizeDigits(String(text), language);
  const rows = details.seats.map((seat) => ({
    key: `${seat.date}-${seat.sessionId}`,
    date: formatDate(seat.date, language, 'long'),
    session: digits(seat.sessionTitle),
    venue: digits(seat.venueTitle),
    seat: t('examSeating.details.seat', { row: digits(seat.row + 1), column: digits(seat.column + 1) }),
    courses: digits(seat.courses.join('، ')),
  }));
  const headers = ['date', 'session', 'venue', 'seat', 'courses'] as const;
  if (!phone) {
    return (
      <SimpleTable
        testId="seat-details"
        empty={t('examSeating.details.empty')}
        headers={headers.map((h) => t(`examSeating.details.columns.${h}`))}
        rows={rows.map((row) => ({ key: row.key, cells: headers.map((h) => row[h]) }))}
      />
    );
  }
  if (!rows.length) return <Typography color="text.secondary">{t('examSeating.details.empty')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="seat-details">
      {rows.map((row) => (
        <Card key={row.key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">
            {row.date} — {row.session}
          </Typography>
          <Typography variant="body2">
            {row.venue}، {row.seat}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.courses}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
