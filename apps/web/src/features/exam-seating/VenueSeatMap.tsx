import Box from '@mui/material/Box';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { SeatGrid } from '../../components/exam-venues/SeatGrid';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { SeatMapSeat, SeatMapStudent, SeatMapVenue } from './exam-seating-api';
import { placeKey, type LegendEntry } from './seat-map-model';

export interface VenueSeatMapProps {
  venue: SeatMapVenue;
  seats: ReadonlyMap<string, SeatMapSeat>;
  students: ReadonlyMap<number, SeatMapStudent>;
  legend: ReadonlyMap<number | null, LegendEntry>;
  pickedSeatId: number | null;
  /** Taps pick and place; without it the map only shows. */
  onTap?: (venue: SeatMapVenue, row: number, column: number, seat: SeatMapSeat | null) => void;
  busy: boolean;
}

/**
 * One venue's seats as the room looks from the back (front row on top): each student's seat in
 * their classroom's colour with its legend mark, locked seats with a lock, the picked seat
 * outlined; the student's name and classroom in the seat's title and accessible name.
 */
export function VenueSeatMap({
  venue,
  seats,
  students,
  legend,
  pickedSeatId,
  onTap,
  busy,
}: VenueSeatMapProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (value: string | number) => localizeDigits(String(value), language);
  const outOfUse = new Set(venue.outOfUse.map((s) => s.row * venue.columns + s.column));
  const at = (row: number, column: number) => seats.get(placeKey(venue.id, row, column)) ?? null;
  const entryOf = (seat: SeatMapSeat) => legend.get(students.get(seat.studentId)?.classroomId ?? null);

  const label = (row: number, column: number, off: boolean) => {
    const place = { row: digits(row + 1), column: digits(column + 1) };
    if (off) return t('examSeating.seatOff', place);
    const seat = at(row, column);
    const student = seat ? students.get(seat.studentId) : undefined;
    if (!seat || !student) return t('examSeating.seatEmpty', place);
    const parts = [
      digits(student.classroom ? `${student.fullName} · ${student.classroom}` : student.fullName),
      seat.locked ? t('examSeating.lockedMark') : null,
      student.frontSeat ? t('examSeating.frontSeat') : null,
    ].filter(Boolean);
    return t('examSeating.seatOf', { ...place, name: parts.join('، ') });
  };

  return (
    <Box data-testid={`venue-${venue.id}`}>
      <SeatGrid
        rows={venue.rows}
        columns={venue.columns}
        outOfUse={outOfUse}
        frontLabel={t('examSeating.front')}
        seatLabel={(seat, off) => label(seat.row, seat.column, off)}
        disabled={busy}
        seatDisabled={(_seat, off) => off}
        pressed={(seat) => {
          const here = at(seat.row, seat.column);
          return here !== null && here.id === pickedSeatId;
        }}
        seatStyle={(seat, off) => {
          const here = off ? null : at(seat.row, seat.column);
          const colour = here ? entryOf(here)?.colour : undefined;
          const picked = here !== null && here.id === pickedSeatId;
          return {
            ...(colour
              ? { bgcolor: `${colour}33`, borderColor: colour, color: 'text.primary', fontWeight: 700 }
              : {}),
            ...(picked ? { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 1 } : {}),
          };
        }}
        renderSeat={(seat, off) => {
          if (off) return '×';
          const here = at(seat.row, seat.column);
          if (!here) return null;
          return here.locked ? (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center' }}
              data-testid="seat-locked"
            >
              <LockOutlined sx={{ fontSize: 14 }} />
              {digits(entryOf(here)?.mark ?? '')}
            </Box>
          ) : (
            digits(entryOf(here)?.mark ?? '')
          );
        }}
        onSeatClick={
          onTap ? (seat) => onTap(venue, seat.row, seat.column, at(seat.row, seat.column)) : undefined
        }
      />
    </Box>
  );
}
