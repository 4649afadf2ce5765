import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '../../lib/ability';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { registerAttendanceReportLabels } from '../attendance-reports/report-i18n';
import { attendanceTodayQuery, seesAttendanceToday } from './dashboard-queries';

registerAttendanceReportLabels();

function TodayCard({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card sx={{ height: '100%' }} data-testid={testId}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ mt: 2 }}>
    {text}
  </Typography>
);

/**
 * Today's attendance in the current school, for users who may list attendance: the rate of each
 * classroom, periods that have begun with no attendance taken (teacher completion), and absentees.
 */
export function AttendanceTodayCards() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  // The whole school's day: not for a teacher, who sees only their own groups' sheets.
  const allowed = seesAttendanceToday((action, subject) => ability.can(action, subject));
  const today = useQuery({
    ...attendanceTodayQuery,
    enabled: allowed,
    // Teachers keep taking attendance through the day: refresh while the dashboard is open.
    refetchInterval: 60_000,
  });
  if (!allowed || !today.data) return null;
  const { rates, pending, absentees, holiday } = today.data;
  const digits = (text: string) => localizeDigits(text, language);
  const number = (n: number) => formatNumber(n, language);
  const k = (key: string) => `attendanceReports.today.${key}`;

  return (
    <>
      <TodayCard testId="dashboard-attendance-rates" title={t(k('rates'))}>
        {rates.length === 0 ? (
          <Empty text={t(holiday ? k('holiday') : k('noRecords'))} />
        ) : (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {rates.map((room) => (
              <div key={room.classroomId}>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2">{digits(room.classroomName)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(k('rate'), {
                      rate: number(room.rate),
                      attended: number(room.attended),
                      recorded: number(room.recorded),
                    })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={room.rate}
                  color={room.rate >= 90 ? 'success' : room.rate >= 75 ? 'warning' : 'error'}
                  aria-label={digits(room.classroomName)}
                />
              </div>
            ))}
          </Stack>
        )}
      </TodayCard>
      <TodayCard testId="dashboard-attendance-pending" title={t(k('pending'))}>
        {pending.length === 0 ? (
          <Empty text={t(holiday ? k('holiday') : k('noPending'))} />
        ) : (
          <List dense>
            {pending.map((p) => (
              <ListItem key={`${p.courseGroupId}-${p.classPeriodId}`} disableGutters divider>
                <ListItemText
                  primary={`${digits(p.periodTitle)} (${digits(p.startTime)}) — ${digits(p.courseGroupTitle)}`}
                  secondary={`${digits(p.classroomName)} · ${p.teacherName ?? t(k('noTeacher'))}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </TodayCard>
      <TodayCard testId="dashboard-attendance-absentees" title={t(k('absentees'))}>
        {absentees.length === 0 ? (
          <Empty text={t(k('noAbsentees'))} />
        ) : (
          <List dense>
            {absentees.map((a) => (
              <ListItem key={a.studentId} disableGutters divider>
                <ListItemText
                  primary={`${a.firstName} ${a.lastName} — ${digits(a.classroomName)}`}
                  secondary={t(k('periods'), { n: number(a.periods), titles: digits(a.periodTitles) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </TodayCard>
    </>
  );
}
