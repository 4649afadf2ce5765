import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import type { SheetKey } from './attendance-draft';
import { sheetKeyFromSearch, todayQuery } from './attendance-queries';
import { AttendanceSheet } from './AttendanceSheet';
import { SheetPicker } from './SheetPicker';
import { TodayPeriods } from './TodayPeriods';

registerAttendanceLabels();

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
      {/* Its date field's code (the date picker) loads beside today's periods, never for an open sheet. */}
      {today.data && (
        <SheetPicker
          today={today.data.date}
          earliest={today.data.earliestDate}
          pastDays={today.data.pastDays}
          onOpen={open}
        />
      )}
    </Stack>
  );
}
