import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { PageCard } from '../entities/PageCard';
import type { SheetKey } from './attendance-draft';

/** For managers and deputies: any course group of the school, any period, any past day. */
export function SheetPicker({ today, onOpen }: { today: string; onOpen: (key: SheetKey) => void }) {
  const { t } = useTranslation();
  const [courseGroupId, setCourseGroupId] = useState<number | null>(null);
  const [classPeriodId, setClassPeriodId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(today);
  const ready = courseGroupId !== null && classPeriodId !== null && date !== null;
  return (
    <PageCard title={t('attendance.pick.title')}>
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
          <JalaliDatePicker
            name="pick-date"
            label={t('attendance.pick.date')}
            value={date}
            onChange={setDate}
          />
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
