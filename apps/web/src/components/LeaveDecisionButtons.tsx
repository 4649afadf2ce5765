import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { LeaveDecision } from '../lib/leave-decisions';

/** «تأیید» and «رد» of one leave, small enough for a list row or a dashboard line. */
export function LeaveDecisionButtons({
  leaveId,
  status,
  busy,
  onDecide,
}: {
  leaveId: number;
  status: string;
  busy: boolean;
  onDecide: (decision: LeaveDecision) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy || status === 'approved'}
        onClick={() => onDecide('approve')}
        data-testid={`leave-approve-${leaveId}`}
      >
        {t('attendance.leave.approveShort')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy || status === 'rejected'}
        onClick={() => onDecide('reject')}
        data-testid={`leave-reject-${leaveId}`}
      >
        {t('attendance.leave.rejectShort')}
      </Button>
    </Stack>
  );
}
