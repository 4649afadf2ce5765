import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { JALALI_MONTHS_FA, toJalali } from '@school/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { localizeDigits } from '../../lib/date';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../entities/PageCard';
import { EventDialog } from './EventDialog';
import { eventsOn, jalaliMonth, shiftMonth } from './jalali-month';

registerPeopleLabels();

const KIND_COLOR = { holiday: 'error', exam: 'warning', meeting: 'info', ceremony: 'success' } as const;
const kindColor = (kind: unknown) => KIND_COLOR[kind as keyof typeof KIND_COLOR] ?? 'default';
type CalendarEvent = EntityItem & { startDate: string; endDate: string };

/** /manager/schedule-calendar — a Jalali month with the school's events. */
export default function ScheduleCalendarPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const now = toJalali(new Date());
  const todayIso = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });
  const [shown, setShown] = useState({ jy: now.jy, jm: now.jm });
  const [dialog, setDialog] = useState<{ event: EntityItem } | { day: string } | null>(null);
  const month = jalaliMonth(shown.jy, shown.jm);
  const first = month.days[0]!.iso;
  const last = month.days[month.days.length - 1]!.iso;
  const events = useQuery({
    queryKey: ['entity', 'calendar-events', 'list', 'all'],
    queryFn: () => entityApi.list('calendar-events', 'pageSize=100&sort=startDate:asc'),
  });
  const all = (events.data?.items ?? []).filter(
    (e): e is CalendarEvent =>
      typeof e.startDate === 'string' && String(e.endDate ?? e.startDate) >= first && e.startDate <= last,
  );
  const digits = (n: number) => localizeDigits(String(n), language);
  const monthName = language === 'fa' ? JALALI_MONTHS_FA[shown.jm - 1] : String(shown.jm);
  const move = (delta: number) => setShown(shiftMonth(shown.jy, shown.jm, delta));

  return (
    <PageCard
      title={t('pages.scheduleCalendar')}
      action={
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ day: todayIso })}
          data-testid="calendar-add"
        >
          {t('people.calendar.add')}
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton
          aria-label={t('people.calendar.previous')}
          onClick={() => move(-1)}
          data-testid="calendar-previous"
        >
          <DirectionalIcon icon={ChevronLeft} />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          sx={{ minWidth: 140, textAlign: 'center' }}
          data-testid="calendar-month"
        >
          {`${monthName} ${digits(shown.jy)}`}
        </Typography>
        <IconButton
          aria-label={t('people.calendar.next')}
          onClick={() => move(1)}
          data-testid="calendar-next"
        >
          <DirectionalIcon icon={ChevronRight} />
        </IconButton>
        <Button size="small" onClick={() => setShown({ jy: now.jy, jm: now.jm })}>
          {t('people.calendar.today')}
        </Button>
      </Stack>
      <Box
        role="grid"
        data-testid="calendar-grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <Box
            key={day}
            role="columnheader"
            sx={{ p: 1, textAlign: 'center', fontWeight: 600, bgcolor: 'action.hover' }}
          >
            {t(`people.weekdays.${day}`)}
          </Box>
        ))}
        {month.weeks.flat().map((day, index) => {
          const dayEvents = day ? eventsOn(all, day.iso) : [];
          const holiday = day !== null && (day.weekday === 6 || dayEvents.some((e) => e.kind === 'holiday'));
          return (
            <Box
              key={day?.iso ?? `pad-${index}`}
              role="gridcell"
              data-testid={day ? `calendar-day-${day.jd}` : undefined}
              onClick={day ? () => setDialog({ day: day.iso }) : undefined}
              sx={(theme) => ({
                minHeight: 96,
                p: 0.75,
                borderTop: 1,
                borderInlineStart: index % 7 ? 1 : 0,
                borderColor: 'divider',
                cursor: day ? 'pointer' : 'default',
                bgcolor: holiday ? alpha(theme.palette.error.main, 0.06) : undefined,
                outline: day?.iso === todayIso ? `2px solid ${theme.palette.primary.main}` : undefined,
                outlineOffset: -2,
              })}
            >
              {day && (
                <Stack spacing={0.5}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, color: holiday ? 'error.main' : 'text.primary' }}
                  >
                    {digits(day.jd)}
                  </Typography>
                  {dayEvents.map((event) => (
                    <Chip
                      key={event.id}
                      size="small"
                      color={kindColor(event.kind)}
                      label={localizeDigits(String(event.title ?? ''), language)}
                      onClick={(e) => {
                        e.stopPropagation();
                        setDialog({ event });
                      }}
                      sx={{ justifyContent: 'flex-start' }}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </Box>
      {dialog && (
        <EventDialog
          target={dialog}
          onClose={(changed) => {
            setDialog(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['entity', 'calendar-events'] });
          }}
        />
      )}
    </PageCard>
  );
}
