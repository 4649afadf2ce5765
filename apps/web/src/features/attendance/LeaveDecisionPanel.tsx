import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import { useLeaveDecision } from '../../lib/leave-decisions';
import { PageCard } from '../../components/PageCard';

registerAttendanceLabels();

/** Approve or reject a student's leave; the server marks or restores the covered periods. */
export default function LeaveDecisionPanel({ leaveId, status }: { leaveId: string; status: string }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const { decide, busy } = useLeaveDecision();
  if (!ability.can('student-leaves.edit', ENTITY_SUBJECT)) return null;

  return (
    <PageCard title={t('attendance.leave.title')}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography data-testid="leave-status">
          {t('attendance.leave.current', { status: t(`entities.student-leaves.options.status.${status}`) })}
        </Typography>
        <Button
          variant="contained"
          color="success"
          disabled={busy !== null || status === 'approved'}
          onClick={() => void decide(leaveId, 'approve')}
          data-testid="leave-approve"
        >
          {t('attendance.leave.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy !== null || status === 'rejected'}
          onClick={() => void decide(leaveId, 'reject')}
          data-testid="leave-reject"
        >
          {t('attendance.leave.reject')}
        </Button>
      </Stack>
    </PageCard>
  );
}
