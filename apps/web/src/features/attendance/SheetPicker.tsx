import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { registerWorkLabels } from '../../lib/work-i18n';
import { PageCard } from '../../components/PageCard';
import type { SheetKey } from './attendance-draft';

registerWorkLabels();

// The date picker is the heaviest library of the page: the card, its hint and the other fields show
// with today's periods, and the date field takes over its stand-in when its code is in.
const JalaliDatePicker = lazy(async () => ({
  default: (await import('../../components/fields/JalaliDatePicker')).JalaliDatePicker,
}));

interface SheetPickerProps {
  today: string;
  /**
   * The first day the user may open (a teacher: as many days back as the school allows), or null
   * for any day (managers and deputies). The server holds the same limit.
   */
  earliest: string | null;
  /** The school's days back, for the teacher's hint. */
  pastDays: number | null;
  onOpen: (key: SheetKey) => void;
}

/**
 * Any period of a group on a past day: for managers and deputies any group of the school, for a
 * teacher their own groups (the server lists no others) as far back as the school allows — a
 * make-up sheet after a network outage, or a period taught in another slot.
 */
export function SheetPicker({ today, earliest, pastDays, onOpen }: SheetPickerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [courseGroupId, setCourseGroupId] = useState<number | null>(null);
  const [classPeriodId, setClassPeriodId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(today);
  const tooOld = date !== null && earliest !== null && date < earliest;
  const ready = courseGroupId !== null && classPeriodId !== null && date !== null && !tooOld;
  const teacher = earliest !== null;
  return (
    <PageCard title={t(teacher ? 'work.attendance.pickTitle' : 'attendance.pick.title')}>
      {teacher && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="pick-window">
          {pastDays === 0
            ? t('work.attendance.todayOnly')
            : t('work.attendance.pastDays', { days: localizeDigits(String(pastDays ?? ''), language) })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
        <Stack sx={{ flex: 2 }}>
          <ReferenceAutocomplete
            refEntity="course-groups"
            name="pick-courseGroupId"
            label={t('attendance.pick.courseGroup')}
            value={courseGroupId}
            onChange={setCourseGroupId}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <ReferenceAutocomplete
            refEntity="class-period"
            name="pick-classPeriodId"
            label={t('attendance.pick.period')}
            value={classPeriodId}
            onChange={setClassPeriodId}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Suspense
            fallback={
              <TextField
                label={t('attendance.pick.date')}
                value={date ? formatDate(date, language) : ''}
                disabled
                fullWidth
              />
            }
          >
            <JalaliDatePicker
              name="pick-date"
              label={t('attendance.pick.date')}
              value={date}
              onChange={setDate}
              error={
                tooOld ? t('work.attendance.tooOld', { date: formatDate(earliest, language) }) : undefined
              }
            />
          </Suspense>
        </Stack>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => ready && onOpen({ courseGroupId, classPeriodId, date })}
          data-testid="pick-open"
          sx={{ minHeight: 40 }}
        >
          {t('attendance.pick.open')}
        </Button>
      </Stack>
    </PageCard>
  );
}
