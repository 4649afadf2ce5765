import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useAbility } from '@casl/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  examSeatingApi,
  seatMapQueryKey,
  slotsQueryKey,
  type SeatMap,
  type SeatMapSeat,
  type SeatMapVenue,
  type SessionDay,
} from './exam-seating-api';
import { registerExamSeatingLabels } from './exam-seating-i18n';
import { dayOfSearch } from './exam-seating-queries';
import { SeatingStatsLine } from './SeatingStatsLine';
import { classroomLegend, seatsByPlace, tapSeat, type Picked } from './seat-map-model';
import { VenueSeatMap } from './VenueSeatMap';

registerExamSeatingLabels();

/** The date and session in the address (?date&sessionId), so a reload or a link opens the same map. */
function useChosenDay(): [SessionDay | null, (day: SessionDay) => void] {
  const [search, setSearch] = useSearchParams();
  return [
    dayOfSearch(search),
    (next) => setSearch({ date: next.date, sessionId: String(next.sessionId) }, { replace: true }),
  ];
}

/**
 * /manager/exam-seat — a date and session of the exam plan, its automatic placement, the stats of
 * the seats as they stand, and a seat map per venue (classroom colours, locked seats, out-of-use
 * seats crossed): tap a student's seat, then an empty seat to move them or another student to swap.
 */
export default function ExamSeatPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (value: string | number) => localizeDigits(String(value), language);
  const canEdit = useAbility<AppAbility>().can('exam-seat.edit', ENTITY_SUBJECT);
  const queryClient = useQueryClient();
  const [chosen, choose] = useChosenDay();
  const [picked, setPicked] = useState<Picked | null>(null);
  const slots = useQuery({ queryKey: slotsQueryKey, queryFn: examSeatingApi.slots });
  const day =
    chosen ?? (slots.data?.[0] ? { date: slots.data[0].date, sessionId: slots.data[0].sessionId } : null);
  const map = useQuery({
    queryKey: seatMapQueryKey(day),
    queryFn: () => examSeatingApi.session(day!),
    enabled: day !== null,
  });

  const write = useMutation({
    mutationFn: async (run: () => Promise<SeatMap>) => run(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(seatMapQueryKey(day), fresh);
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
    },
    onError: (error) => void notify('error', error instanceof Error ? error.message : String(error)),
  });
  const run = (action: () => Promise<SeatMap>, done: string) => {
    setPicked(null);
    write.mutate(action, { onSuccess: () => void notify('success', done) });
  };

  if (slots.isPending) return <PageLoader />;
  if (slots.isError) return <Alert severity="error">{slots.error.message}</Alert>;
  if (!slots.data.length || !day) return <Alert severity="info">{t('examSeating.noSlots')}</Alert>;

  const slotValue = `${day.date}|${day.sessionId}`;
  const data = map.data;
  const legend = data ? classroomLegend(data.students) : [];
  const legendOf = new Map(legend.map((e) => [e.classroomId, e]));
  const students = new Map((data?.students ?? []).map((s) => [s.id, s]));
  const seats = data ? seatsByPlace(data) : new Map<string, SeatMapSeat>();
  const pickedSeat = picked?.kind === 'seat' ? data?.seats.find((s) => s.id === picked.seatId) : undefined;
  const pickedStudent = students.get(
    picked?.kind === 'seat' ? (pickedSeat?.studentId ?? 0) : (picked?.studentId ?? 0),
  );

  const onTap = (venue: SeatMapVenue, row: number, column: number, seat: SeatMapSeat | null) => {
    if (!data) return;
    const result = tapSeat(data, picked, { venueId: venue.id, row, column, seat });
    if (result.kind === 'pick') setPicked(result.picked);
    else if (result.kind === 'clear') setPicked(null);
    else if (result.kind === 'move')
      run(() => examSeatingApi.move(day, result.studentId, result.target), t('examSeating.moved'));
    else if (result.kind === 'swap')
      run(() => examSeatingApi.swap(result.seatId, result.otherSeatId), t('examSeating.swapped'));
  };

  const place = () =>
    write.mutate(() => examSeatingApi.place(day), {
      onSuccess: (fresh) => {
        setPicked(null);
        const placement = (fresh as SeatMap & { placement?: { placed: number; kept: number } }).placement;
        if (placement)
          void notify(
            'success',
            t('examSeating.placed', { placed: digits(placement.placed), kept: digits(placement.kept) }),
          );
      },
    });

  return (
    <Stack spacing={3}>
      <PageCard
        title={t('pages.examSeat')}
        action={
          canEdit && data?.students.length ? (
            <Button
              variant="contained"
              startIcon={<AutoFixHighOutlined />}
              onClick={place}
              disabled={write.isPending}
              data-testid="seat-place"
            >
              {t('examSeating.place')}
            </Button>
          ) : null
        }
      >
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={t('examSeating.slot')}
            value={slotValue}
            onChange={(e) => {
              const [date, sessionId] = e.target.value.split('|');
              setPicked(null);
              choose({ date: date!, sessionId: Number(sessionId) });
            }}
            sx={{ maxWidth: 520 }}
            data-testid="seat-slot"
          >
            {slots.data.map((slot) => (
              <MenuItem key={`${slot.date}|${slot.sessionId}`} value={`${slot.date}|${slot.sessionId}`}>
                {t('examSeating.slotOption', {
                  day: formatDate(slot.date, language, 'long'),
                  session: digits(slot.sessionTitle),
                  students: digits(slot.students),
                  seated: digits(slot.seated),
                })}
              </MenuItem>
            ))}
          </TextField>
          {map.isError && <Alert severity="error">{map.error.message}</Alert>}
          {data && (
            <>
              <Typography variant="body2" data-testid="seat-counts">
                {t('examSeating.counts', {
                  students: digits(data.students.length),
                  seated: digits(data.seats.length),
                  unseated: digits(data.unseated.length),
                })}
              </Typography>
              <SeatingStatsLine map={data} />
              {!data.venues.length && <Alert severity="warning">{t('examSeating.noVenues')}</Alert>}
              {legend.length > 0 && (
                <Box data-testid="seat-legend">
                  <Typography variant="caption" component="div" sx={{ mb: 0.5 }}>
                    {t('examSeating.legend')}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {legend.map((entry) => (
                      <Chip
                        key={entry.mark}
                        size="small"
                        variant="outlined"
                        sx={{ borderColor: entry.colour, bgcolor: `${entry.colour}33` }}
                        label={t('examSeating.legendEntry', {
                          mark: digits(entry.mark),
                          name: digits(entry.name ?? t('examSeating.noClassroom')),
                          students: digits(entry.students),
                        })}
                      />
                    ))}
                  </Stack>
                </Box>
              )}
            </>
          )}
        </Stack>
      </PageCard>
      {map.isPending && <PageLoader />}
      {data && canEdit && data.unseated.length > 0 && data.seats.length > 0 && (
        <PageCard title={t('examSeating.unseated')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('examSeating.unseatedHelp')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {data.unseated.map((id) => {
              const student = students.get(id);
              return (
                <Chip
                  key={id}
                  label={digits(
                    student?.classroom
                      ? `${student.fullName} · ${student.classroom}`
                      : (student?.fullName ?? ''),
                  )}
                  color={picked?.kind === 'student' && picked.studentId === id ? 'primary' : 'default'}
                  onClick={() => setPicked({ kind: 'student', studentId: id })}
                />
              );
            })}
          </Stack>
        </PageCard>
      )}
      {data?.venues.map((venue) => (
        <PageCard
          key={venue.id}
          title={t('examSeating.venueTitle', {
            title: digits(venue.title),
            seated: digits(data.seats.filter((s) => s.venueId === venue.id).length),
            seats: digits(venue.seats),
          })}
        >
          <VenueSeatMap
            venue={venue}
            seats={seats}
            students={students}
            legend={legendOf}
            pickedSeatId={pickedSeat?.id ?? null}
            onTap={canEdit ? onTap : undefined}
            busy={write.isPending}
          />
        </PageCard>
      ))}
      {data && canEdit && data.seats.length > 0 && (
        <Paper
          elevation={6}
          sx={{ position: 'sticky', bottom: 8, p: 1.5, zIndex: 2 }}
          data-testid="seat-picked"
        >
          {pickedStudent ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="subtitle2">
                  {t('examSeating.picked', {
                    name: digits(
                      pickedStudent.classroom
                        ? `${pickedStudent.fullName} · ${pickedStudent.classroom}`
                        : pickedStudent.fullName,
                    ),
                  })}
                </Typography>
                <Typography variant="caption" component="div">
                  {[digits(pickedStudent.courses.join('، ')), t('examSeating.pickHelp')].join(' — ')}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                {pickedSeat && (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={pickedSeat.locked ? <LockOpenOutlined /> : <LockOutlined />}
                    disabled={write.isPending}
                    onClick={() =>
                      run(
                        () => examSeatingApi.lock(pickedSeat.id, !pickedSeat.locked),
                        t(pickedSeat.locked ? 'examSeating.unlockedDone' : 'examSeating.lockedDone'),
                      )
                    }
                    data-testid="seat-lock"
                  >
                    {t(pickedSeat.locked ? 'examSeating.unlock' : 'examSeating.lock')}
                  </Button>
                )}
                <Button size="small" onClick={() => setPicked(null)}>
                  {t('examSeating.cancel')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Typography variant="body2">{t('examSeating.tapHelp')}</Typography>
          )}
        </Paper>
      )}
    </Stack>
  );
}
