import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { VenueSeat } from '@school/shared';

/** Plain style values of a seat (colours, borders), laid over its default look. */
export type SeatStyle = Record<string, string | number>;

export interface SeatGridProps {
  rows: number;
  columns: number;
  /** Seats out of use, by cell (row × columns + column, 0-based). */
  outOfUse: ReadonlySet<number>;
  /** The line at the front of the room (row 1 is nearest it). */
  frontLabel: string;
  /** The accessible name of a seat (its row and column, and whether it is out of use). */
  seatLabel: (seat: VenueSeat, outOfUse: boolean) => string;
  /** What a seat shows; its number in the room by default. */
  renderSeat?: (seat: VenueSeat, outOfUse: boolean) => ReactNode;
  /** Makes every seat a button (toggling it out of use, picking it for a move...). */
  onSeatClick?: (seat: VenueSeat) => void;
  disabled?: boolean;
  /** Look of a seat over the default (the seat map colours each seat by its student's classroom). */
  seatStyle?: (seat: VenueSeat, outOfUse: boolean) => SeatStyle | undefined;
  /** A seat button's pressed state; out of use by default (the venue form toggles seats out of use). */
  pressed?: (seat: VenueSeat, outOfUse: boolean) => boolean;
  /** A seat button that takes no tap (a seat out of use on the seat map). */
  seatDisabled?: (seat: VenueSeat, outOfUse: boolean) => boolean;
}

/** The smallest seat that still takes a tap on a phone; larger rooms scroll sideways. */
const SEAT_SIZE = 34;

const seatLook = (off: boolean) => (theme: Theme) => ({
  width: SEAT_SIZE,
  height: SEAT_SIZE,
  borderRadius: 1,
  border: 1,
  borderColor: off ? 'divider' : alpha(theme.palette.primary.main, 0.5),
  bgcolor: off ? theme.palette.action.disabledBackground : alpha(theme.palette.primary.main, 0.08),
  color: off ? 'text.disabled' : 'text.primary',
  fontSize: 12,
  textDecoration: off ? 'line-through' : 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * A venue's seats as the room looks from the back: the front (board, supervisor's desk) on top, row
 * 1 nearest it, columns in reading order. Seats out of use are struck through.
 */
export function SeatGrid({
  rows,
  columns,
  outOfUse,
  frontLabel,
  seatLabel,
  renderSeat,
  onSeatClick,
  disabled,
  seatStyle,
  pressed,
  seatDisabled,
}: SeatGridProps) {
  const cells = Array.from({ length: rows * columns }, (_, cell) => ({
    row: Math.floor(cell / columns),
    column: cell % columns,
    cell,
  }));
  return (
    <Box sx={{ overflowX: 'auto', pb: 1 }}>
      <Box sx={{ display: 'inline-block', minWidth: '100%' }}>
        <Typography
          variant="caption"
          component="div"
          sx={{ textAlign: 'center', py: 0.5, mb: 1, borderRadius: 1, bgcolor: 'action.selected' }}
        >
          {frontLabel}
        </Typography>
        <Box
          role="grid"
          aria-rowcount={rows}
          aria-colcount={columns}
          data-testid="seat-grid"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, ${SEAT_SIZE}px)`,
            gap: 0.75,
            justifyContent: 'center',
          }}
        >
          {cells.map(({ row, column, cell }) => {
            const off = outOfUse.has(cell);
            const seat = { row, column };
            const label = seatLabel(seat, off);
            const content = renderSeat ? renderSeat(seat, off) : null;
            const own = seatStyle?.(seat, off);
            const look = (theme: Theme) => ({ ...seatLook(off)(theme), ...own });
            return onSeatClick ? (
              <ButtonBase
                key={cell}
                role="gridcell"
                aria-label={label}
                aria-pressed={pressed ? pressed(seat, off) : off}
                title={label}
                disabled={disabled || seatDisabled?.(seat, off)}
                onClick={() => onSeatClick(seat)}
                data-testid={`seat-${row + 1}-${column + 1}`}
                sx={look}
              >
                {content}
              </ButtonBase>
            ) : (
              <Box key={cell} role="gridcell" aria-label={label} title={label} sx={look}>
                {content}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
