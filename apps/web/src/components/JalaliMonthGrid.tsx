import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { JalaliMonth, MonthDay } from '../lib/jalali-month';

interface JalaliMonthGridProps {
  month: JalaliMonth;
  /** The name of a weekday, 0 = Saturday … 6 = Friday. */
  weekdayLabel: (weekday: number) => string;
  /** What a day's cell holds. */
  renderDay: (day: MonthDay) => ReactNode;
  /** A day cell's own look and behaviour (its background, outline); padding cells have none. */
  daySx?: (day: MonthDay, theme: Theme) => SxProps<Theme>;
  onDayClick?: (day: MonthDay) => void;
  dayTestId?: (day: MonthDay) => string | undefined;
  minCellHeight: number;
  /** Smaller headings and padding (a printed timetable). */
  dense?: boolean;
  testId?: string;
}

/**
 * A weekday's name short enough for a phone's seventh of the width: a Persian calendar's one letter
 * (ش ی د س چ پ ج), or a Latin name's first three.
 */
export function shortWeekday(name: string): string {
  return /^[\u0600-\u06FF]/.test(name) ? name.charAt(0) : name.slice(0, 3);
}

/** A Jalali month as a Saturday-first grid of weeks, its weekday names on top (short on a phone). */
export function JalaliMonthGrid({
  month,
  weekdayLabel,
  renderDay,
  daySx,
  onDayClick,
  dayTestId,
  minCellHeight,
  dense = false,
  testId,
}: JalaliMonthGridProps) {
  return (
    <Box
      role="grid"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
        <Box
          key={weekday}
          role="columnheader"
          aria-label={weekdayLabel(weekday)}
          sx={{
            p: dense ? 0.5 : 1,
            textAlign: 'center',
            fontWeight: 600,
            fontSize: dense ? 11 : undefined,
            bgcolor: 'action.hover',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {weekdayLabel(weekday)}
          </Box>
          <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {shortWeekday(weekdayLabel(weekday))}
          </Box>
        </Box>
      ))}
      {month.weeks.flat().map((day, index) => (
        <Box
          key={day?.iso ?? `pad-${index}`}
          role="gridcell"
          data-testid={day ? dayTestId?.(day) : undefined}
          onClick={day && onDayClick ? () => onDayClick(day) : undefined}
          sx={[
            {
              minHeight: minCellHeight,
              p: dense ? 0.5 : 0.75,
              borderTop: 1,
              borderInlineStart: index % 7 ? 1 : 0,
              borderColor: 'divider',
              cursor: day && onDayClick ? 'pointer' : 'default',
            },
            (theme) => (day && daySx ? (daySx(day, theme) as object) : {}),
          ]}
        >
          {day && renderDay(day)}
        </Box>
      ))}
    </Box>
  );
}
