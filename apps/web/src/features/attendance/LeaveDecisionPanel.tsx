import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import { api, ApiError } from '../../lib/api';
import { registerAttendanceLabels } from '../../lib/attendance-i18n';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../entities/PageCard';

registerAttendanceLabels();

type Decision = 'approve' | 'reject';

/** Approve or reject a student's leave; the server marks or restores the covered periods. */
export default function LeaveDecisionPanel({ leaveId, status }: { leaveId: string; status: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!ability.can('student-leaves.edit', ENTITY_SUBJECT)) return null;

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      const result = await api.request<{ data: { excused: number; restored: number } }>(
        'POST',
        `/student-leaves/${leaveId}/${decision}`,
      );
      const count = decision === 'approve' ? result.data.excused : result.data.restored;
      const key = decision === 'approve' ? 'attendance.leave.approved' : 'attendance.leave.rejected';
      void notify('success', localizeDigits(t(key, { count }), language));
      await queryClient.invalidateQueries({ queryKey: ['entity', 'student-leaves'] });
    } catch (error) {
      void notify('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={t('attendance.leave.title')}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography data-testid="leave-status">
          {t('attendance.leave.current', { status: t(`entities.student-leaves.options.status.${status}`) })}
        </Typography>
        <Button
          variant="contained"
          color="success"
          disabled={busy || status === 'approved'}
          onClick={() => void decide('approve')}
          data-testid="leave-approve"
        >
          {t('attendance.leave.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || status === 'rejected'}
          onClick={() => void decide('reject')}
          data-testid="leave-reject"
        >
          {t('attendance.leave.reject')}
        </Button>
      </Stack>
    </PageCard>
  );
}
