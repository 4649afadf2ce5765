import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useAbility } from '@casl/react';
import { toAsciiDigits } from '@school/shared';
import { useSearchParams } from 'react-router';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import type { SheetKey } from './attendance-draft';
import { AttendanceSheet } from './AttendanceSheet';
import { SheetPicker } from './SheetPicker';
import { TodayPeriods } from './TodayPeriods';

registerAttendanceLabels();

const todayInTehran = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The sheet named by the URL (?courseGroupId&classPeriodId&date), when all three are valid. */
function keyFromParams(params: URLSearchParams): SheetKey | null {
  const courseGroupId = Number(toAsciiDigits(params.get('courseGroupId') ?? ''));
  const classPeriodId = Number(toAsciiDigits(params.get('classPeriodId') ?? ''));
  const date = params.get('date') ?? '';
  if (!(courseGroupId > 0) || !(classPeriodId > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { courseGroupId, classPeriodId, date };
}

/**
 * /manager/attendance/detail — take attendance: the teacher's periods of today (and, for those who
 * may take any group's, a picker), or the chosen sheet. The sheet lives in the URL, so a reload
 * reopens it and the draft restores what was tapped.
 */
export default function AttendanceTakePage() {
  const [params, setParams] = useSearchParams();
  const ability = useAbility<AppAbility>();
  const key = useMemo(() => keyFromParams(params), [params]);
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
      {ability.can('attendance.all-groups', ENTITY_SUBJECT) && (
        <SheetPicker today={todayInTehran()} onOpen={open} />
      )}
    </Stack>
  );
}
