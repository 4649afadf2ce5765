import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormHelperText from '@mui/material/FormHelperText';
import {
  MAX_VENUE_SIDE,
  formatSeatCodes,
  parseSeatCodes,
  toAsciiDigits,
  venueCapacity,
  type VenueSeat,
} from '@school/shared';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { CustomInputProps } from '../fields/custom-inputs';
import { SeatGrid } from './SeatGrid';

/** A side of the grid as typed so far (Persian digits too), or 0 while it is not a usable number. */
function side(value: unknown): number {
  const n = Number(toAsciiDigits(String(value ?? '')).trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_VENUE_SIDE ? n : 0;
}

/**
 * A venue's seats out of use, edited on its seat grid: a tap puts a seat out of use or back. The
 * value stays the text the API keeps («1-1 2-3»), so the server checks it as typed.
 */
export default function SeatGridInput({ label, value, onChange, error, disabled, values }: CustomInputProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const rows = side(values.seatRows);
  const columns = side(values.seatColumns);
  const seats = parseSeatCodes(typeof value === 'string' ? value : '', rows, columns).seats;
  const outOfUse = new Set(seats.map((s) => s.row * columns + s.column));
  const digits = (n: number) => localizeDigits(String(n), language);
  const toggle = (seat: VenueSeat) => {
    const cell = seat.row * columns + seat.column;
    const next = outOfUse.has(cell)
      ? seats.filter((s) => s.row * columns + s.column !== cell)
      : [...seats, seat];
    onChange(formatSeatCodes(next));
  };
  return (
    <Stack spacing={1} data-testid="field-outOfUseSeats">
      <Typography variant="subtitle2">{label}</Typography>
      {rows && columns ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('seatGrid.hint')}
          </Typography>
          <SeatGrid
            rows={rows}
            columns={columns}
            outOfUse={outOfUse}
            disabled={disabled}
            frontLabel={t('seatGrid.front')}
            seatLabel={(seat, off) =>
              t(off ? 'seatGrid.seatOff' : 'seatGrid.seat', {
                row: digits(seat.row + 1),
                column: digits(seat.column + 1),
              })
            }
            // A seat out of use shows a cross instead of its number (its name says which it is).
            renderSeat={(seat, off) => (off ? '✕' : digits(seat.row * columns + seat.column + 1))}
            onSeatClick={toggle}
          />
          <Typography variant="body2" data-testid="seat-grid-capacity">
            {t('seatGrid.capacity', {
              count: digits(venueCapacity(rows, columns, seats.length)),
              total: digits(rows * columns),
            })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('seatGrid.sizeFirst')}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
