import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoorListSeat, SittingSeats } from '@school/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { notify } from '../../lib/notify';
import { examPrintoutsApi, printoutKeys, type Sitting } from './exam-printouts-api';
import { registerExamPrintoutLabels } from './exam-printouts-i18n';
import { usePrintText } from './print-text';
import { SittingPicker } from './SittingPicker';
import { useSittingChoice } from './use-sitting-choice';

registerExamPrintoutLabels();

function SeatButton({ seat, onToggle }: { seat: DoorListSeat; onToggle: () => void }) {
  const text = usePrintText();
  const { t, digits } = text;
  return (
    <ButtonBase
      onClick={onToggle}
      aria-pressed={seat.absent}
      data-testid={`absentee-${seat.studentId}`}
      sx={{
        width: '100%',
        minHeight: 64,
        px: 2,
        py: 1,
        borderRadius: 2,
        border: 2,
        borderColor: seat.absent ? 'error.main' : 'divider',
        bgcolor: seat.absent ? 'error.light' : 'background.paper',
        color: seat.absent ? 'error.contrastText' : 'text.primary',
        justifyContent: 'flex-start',
        textAlign: 'start',
        gap: 2,
      }}
    >
      <Typography sx={{ fontWeight: 700, minWidth: 40, textAlign: 'center' }}>{text.seat(seat)}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{seat.fullName}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {[digits(seat.classroom ?? ''), text.list(seat.courses)].filter(Boolean).join(' — ')}
        </Typography>
      </Box>
      <Chip
        size="small"
        color={seat.absent ? 'error' : 'default'}
        label={t(seat.absent ? 'examPrintouts.absentees.absent' : 'examPrintouts.absentees.present')}
      />
    </ButtonBase>
  );
}

/**
 * /manager/exam-seat-absent — a supervisor's phone at the venue's door: the venue's students by
 * seat, each a large tap target that marks or unmarks them absent. Offline, the mark waits in the
 * app's outbox and is sent when the network is back (the server takes a repeated mark as one).
 */
export default function ExamAbsenteesPage() {
  const text = usePrintText();
  const { t, digits } = text;
  const client = useQueryClient();
  const options = useQuery({ queryKey: printoutKeys.options, queryFn: examPrintoutsApi.options });
  const { sitting: chosen, update } = useSittingChoice(options.data);
  const venueId = chosen?.venueId ?? options.data?.venues[0]?.id ?? null;
  const sitting: Sitting | null = chosen && venueId ? { ...chosen, venueId } : null;
  const key = printoutKeys.seats(sitting ?? { date: '', sessionId: 0 });
  const seats = useQuery({
    queryKey: key,
    queryFn: () => examPrintoutsApi.seats(sitting!),
    enabled: sitting !== null,
  });

  const setAbsent = (seatId: number, absent: boolean) =>
    client.setQueryData<SittingSeats>(
      key,
      (data) =>
        data && {
          ...data,
          venues: data.venues.map((v) => ({
            ...v,
            seats: v.seats.map((s) => (s.seatId === seatId ? { ...s, absent } : s)),
          })),
        },
    );

  const toggle = async (seat: DoorListSeat, venueTitle: string) => {
    const absent = !seat.absent;
    setAbsent(seat.seatId, absent);
    try {
      const label = t('examPrintouts.absentees.outboxLabel', { name: seat.fullName, venue: venueTitle });
      const result = await examPrintoutsApi.markAbsent(seat.seatId, absent, label);
      const message =
        result.status === 'queued'
          ? t('examPrintouts.absentees.queued', { name: seat.fullName })
          : t(absent ? 'examPrintouts.absentees.marked' : 'examPrintouts.absentees.unmarked', {
              name: seat.fullName,
            });
      void notify(result.status === 'queued' ? 'info' : 'success', message);
    } catch (error) {
      setAbsent(seat.seatId, !absent);
      void notify('error', error instanceof Error ? error.message : String(error));
    }
  };

  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const venue = seats.data?.venues[0];
  const absentCount = venue?.seats.filter((s) => s.absent).length ?? 0;
  return (
    <Box data-testid="exam-absentees" sx={{ maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <SittingPicker
          options={options.data}
          sitting={sitting}
          onChange={update}
          venue={options.data.venues.length ? 'required' : 'none'}
        />
      </Stack>
      {!options.data.sittings.length && <Alert severity="info">{t('examPrintouts.pick.noSittings')}</Alert>}
      {!options.data.venues.length && <Alert severity="info">{t('examPrintouts.absentees.noVenues')}</Alert>}
      {seats.isError && <Alert severity="error">{seats.error.message}</Alert>}
      {sitting && seats.isPending && <PageLoader />}
      {venue && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('examPrintouts.absentees.hint')}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }} data-testid="absentee-summary">
            {t('examPrintouts.absentees.summary', {
              absent: digits(absentCount),
              seated: digits(venue.seats.length),
            })}
          </Typography>
          <Stack spacing={1}>
            {venue.seats.map((seat) => (
              <SeatButton key={seat.seatId} seat={seat} onToggle={() => void toggle(seat, venue.title)} />
            ))}
          </Stack>
          {!venue.seats.length && <Alert severity="info">{t('examPrintouts.seatReport.empty')}</Alert>}
        </>
      )}
    </Box>
  );
}
