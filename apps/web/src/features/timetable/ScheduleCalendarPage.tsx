import { useState } from 'react';
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
import { PageCard } from '../../components/PageCard';
import { EventDialog } from './EventDialog';
import { eventsOn, jalaliMonth, shiftMonth, type MonthDay } from '../../lib/jalali-month';
import { JalaliMonthGrid } from '../../components/JalaliMonthGrid';

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
  const holidayOf = (day: MonthDay) =>
    day.weekday === 6 || eventsOn(all, day.iso).some((e) => e.kind === 'holiday');

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
      <JalaliMonthGrid
        month={month}
        testId="calendar-grid"
        weekdayLabel={(weekday) => t(`people.weekdays.${weekday}`)}
        minCellHeight={96}
        dayTestId={(day) => `calendar-day-${day.jd}`}
        onDayClick={(day) => setDialog({ day: day.iso })}
        daySx={(day, theme) => ({
          bgcolor: holidayOf(day) ? alpha(theme.palette.error.main, 0.06) : undefined,
          outline: day.iso === todayIso ? `2px solid ${theme.palette.primary.main}` : undefined,
          outlineOffset: -2,
        })}
        renderDay={(day) => (
          <Stack spacing={0.5}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: holidayOf(day) ? 'error.main' : 'text.primary' }}
            >
              {digits(day.jd)}
            </Typography>
            {eventsOn(all, day.iso).map((event) => (
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
      />
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
