import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENTITY_SUBJECT, entityListPath } from '../../app/entity-routes';
import { LeaveDecisionButtons } from '../../components/LeaveDecisionButtons';
import { PersonLabel } from '../../components/PersonLabel';
import type { AppAbility } from '../../lib/ability';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import { formatDate, localizeDigits } from '../../lib/date';
import { useLeaveDecision } from '../../lib/leave-decisions';
import { useAppLanguage } from '../../lib/use-app-language';
import { PENDING_LEAVES_ACTION, pendingLeavesQuery } from './dashboard-queries';

registerAttendanceLabels();

/** Leaves waiting for a decision, each with approve and reject, for those who may decide them. */
export function PendingLeavesCard() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const allowed = ability.can(PENDING_LEAVES_ACTION, ENTITY_SUBJECT);
  const { decide, busy } = useLeaveDecision();
  const pending = useQuery({ ...pendingLeavesQuery, enabled: allowed });
  if (!allowed || !pending.data) return null;
  const { items, total } = pending.data;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%' }} data-testid="dashboard-pending-leaves">
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {t('attendance.leave.pendingTitle')}
            </Typography>
            <Button component={Link} to={entityListPath('student-leaves')} size="small">
              {t('attendance.leave.showAll')}
            </Button>
          </Stack>
          {items.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('attendance.leave.noPending')}
            </Typography>
          ) : (
            <List dense>
              {items.map((leave) => (
                <ListItem
                  key={leave.id}
                  disableGutters
                  divider
                  data-testid="dashboard-pending-leave"
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <ListItemText
                    sx={{ minWidth: 160 }}
                    primary={
                      <PersonLabel
                        name={leave._titles?.studentId ?? ''}
                        context={leave._contexts?.studentId ?? null}
                        language={language}
                      />
                    }
                    secondary={`${localizeDigits(leave._titles?.leaveTypeId ?? '', language)} · ${t(
                      'attendance.leave.range',
                      {
                        from: formatDate(String(leave.fromDate), language),
                        to: formatDate(String(leave.toDate), language),
                      },
                    )}`}
                  />
                  <LeaveDecisionButtons
                    leaveId={leave.id}
                    status={String(leave.status)}
                    busy={busy === leave.id}
                    onDecide={(decision) => void decide(leave.id, decision)}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {total > items.length && (
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.moreWaiting', { n: localizeDigits(String(total - items.length), language) })}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
