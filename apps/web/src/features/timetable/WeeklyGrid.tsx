import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { STICKY_START_SX } from '../../components/sticky-column';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  buildWeeklyGrid,
  SCHOOL_WEEKDAYS,
  type GridCell,
  type ScheduleSlot,
  type WeeklySchedule,
} from './weekly-grid';

interface WeeklyGridProps {
  schedule: WeeklySchedule;
  /** What each filled cell names besides the course group. */
  show: 'teacher' | 'classroom';
  /** Given when courses may be placed: called with the chosen cell. */
  onPlace?: (cell: GridCell) => void;
  /** Given when courses may be removed. */
  onRemove?: (slot: ScheduleSlot) => void;
}

/** The week as a table: periods down, Saturday…Thursday across (Saturday first in reading order). */
export function WeeklyGrid({ schedule, show, onPlace, onRemove }: WeeklyGridProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const rows = buildWeeklyGrid(schedule);
  const digits = (text: string | null) => localizeDigits(text ?? '', language);
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('people.schedule.noPeriods')}</Typography>;

  const slotChip = (slot: ScheduleSlot) => (
    <Chip
      key={slot.id}
      color="primary"
      variant="outlined"
      data-testid={`schedule-slot-${slot.id}`}
      onDelete={onRemove ? () => onRemove(slot) : undefined}
      sx={{
        height: 'auto',
        py: 0.5,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal' },
        // On paper, the week without its buttons.
        '@media print': { '& .MuiChip-deleteIcon': { display: 'none' } },
      }}
      label={
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {digits(slot.courseGroupTitle)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {digits(show === 'teacher' ? slot.teacherName : slot.classroomName)}
          </Typography>
        </>
      }
    />
  );

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" data-testid="weekly-grid" sx={{ tableLayout: 'fixed', minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...STICKY_START_SX, zIndex: 2, width: 120 }}>
              {t('people.schedule.period')}
            </TableCell>
            {SCHOOL_WEEKDAYS.map((day) => (
              <TableCell key={day} align="center" data-testid={`weekday-${day}`}>
                {t(`people.weekdays.${day}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ period, cells }) => (
            <TableRow key={period.id}>
              <TableCell
                sx={(theme) => ({
                  ...STICKY_START_SX,
                  // The tint over the paper, so the days scrolling under it do not show through.
                  backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.05)}, ${alpha(theme.palette.primary.main, 0.05)})`,
                })}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {digits(period.title)}
                </Typography>
                {period.startTime && (
                  <Typography variant="caption" color="text.secondary">
                    {digits(`${period.startTime.slice(0, 5)}–${(period.endTime ?? '').slice(0, 5)}`)}
                  </Typography>
                )}
              </TableCell>
              {cells.map((cell) => (
                <TableCell
                  key={cell.weekday}
                  align="center"
                  data-testid={`cell-${cell.weekday}-${period.id}`}
                  sx={{ borderInlineStart: 1, borderColor: 'divider', verticalAlign: 'middle', height: 64 }}
                >
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                    {cell.slots.map(slotChip)}
                    {onPlace && (
                      <Tooltip title={t('people.schedule.place')}>
                        <IconButton
                          size="small"
                          data-print-hide
                          aria-label={t('people.schedule.place')}
                          onClick={() => onPlace(cell)}
                          data-testid={`place-${cell.weekday}-${period.id}`}
                          sx={{ opacity: cell.slots.length ? 0.4 : 1 }}
                        >
                          <Add fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
