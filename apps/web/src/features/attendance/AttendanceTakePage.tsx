import { lazy, Suspense, useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import type { SheetKey } from './attendance-draft';
import { sheetKeyFromSearch, todayQuery } from './attendance-queries';
import { AttendanceSheet } from './AttendanceSheet';
import { TodayPeriods } from './TodayPeriods';

registerAttendanceLabels();

// The picker of a past day's sheet brings the date picker (the heaviest library of the page): it
// loads beside today's periods instead of before them, and never for an open sheet.
const SheetPicker = lazy(async () => ({ default: (await import('./SheetPicker')).SheetPicker }));
/** The picker card's height on a wide screen, kept free while its code loads. */
const PICKER_HEIGHT = 150;

/**
 * /manager/attendance/detail — take attendance: the teacher's periods of today and a picker for any
 * period of a group on a past day (a teacher's own groups within the school's window; any group
 * for those who take every group's), or the chosen sheet. The sheet lives in the URL, so a reload
 * reopens it and the draft restores what was tapped.
 */
export default function AttendanceTakePage() {
  const [params, setParams] = useSearchParams();
  const key = useMemo(() => sheetKeyFromSearch(params), [params]);
  // The same answer TodayPeriods reads: today, and the first day this user may open. Only the
  // picker beside today's periods needs it: an open sheet does not ask (its own request is enough).
  const today = useQuery({ ...todayQuery, enabled: key === null });
  const open = (next: SheetKey) =>
    setParams({
      courseGroupId: String(next.courseGroupId),
      classPeriodId: String(next.classPeriodId),
      date: next.date,
    });
  if (key) return <AttendanceSheet key={JSON.stringify(key)} sheetKey={key} onBack={() => setParams({})} />;
  return (
    <Stack spacing={3}>
      <TodayPeriods onOpen={open} />
      {today.data && (
        <Suspense fallback={<Skeleton variant="rounded" height={PICKER_HEIGHT} />}>
          <SheetPicker
            today={today.data.date}
            earliest={today.data.earliestDate}
            pastDays={today.data.pastDays}
            onOpen={open}
          />
        </Suspense>
      )}
    </Stack>
  );
}
