/**
 * Deciding a student's leave (POST /api/student-leaves/:id/approve | reject), shared by the leave's
 * page, the leaves list and the dashboard: after a decision every view of leaves and of what waits
 * (dashboard counts, navbar notifications) is asked again.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from './api';
import { registerAttendanceLabels } from './attendance-i18n';
import { localizeDigits } from './date';
import { notify } from './notify';
import { useAppLanguage } from './use-app-language';

export type LeaveDecision = 'approve' | 'reject';

/** Query keys of what a decision changes. */
export const LEAVE_DECISION_KEYS = [['entity', 'student-leaves'], ['dashboard'], ['notifications']] as const;

/** How many periods the decision changed, and how many it left alone in closed years. */
export async function decideLeave(leaveId: number | string, decision: LeaveDecision) {
  const result = await api.request<{
    data: { excused: number; restored: number; leftClosed?: number };
  }>('POST', `/student-leaves/${leaveId}/${decision}`);
  const count = decision === 'approve' ? result.data.excused : result.data.restored;
  return { count, leftClosed: result.data.leftClosed ?? 0 };
}

/** decide(id, decision) with its toast and refreshes; `busy` holds the leave being decided. */
export function useLeaveDecision() {
  registerAttendanceLabels();
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | string | null>(null);
  // Stable, so a list's row controls built from it are not rebuilt at every render.
  const decide = useCallback(
    async (leaveId: number | string, decision: LeaveDecision) => {
      setBusy(leaveId);
      try {
        const { count, leftClosed } = await decideLeave(leaveId, decision);
        const key = decision === 'approve' ? 'attendance.leave.approved' : 'attendance.leave.rejected';
        // A closed year's periods keep their attendance: said, not hidden.
        const closed = leftClosed ? ` ${t('attendance.leave.leftClosed', { count: leftClosed })}` : '';
        void notify('success', localizeDigits(t(key, { count }) + closed, language));
        await Promise.all(LEAVE_DECISION_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
      } catch (error) {
        void notify('error', error instanceof ApiError ? error.message : String(error));
      } finally {
        setBusy(null);
      }
    },
    [client, language, t],
  );
  return { decide, busy };
}
