import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNote from '@mui/icons-material/EditNote';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import { useAbility } from '@casl/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { examScoresPath } from '../../app/exam-paths';
import type { AppAbility } from '../../lib/ability';
import { ApiError } from '../../lib/api';
import { registerExamLabels } from '../../lib/exams-i18n';
import { notify } from '../../lib/notify';
import { PageCard } from '../../components/PageCard';
import { examApi } from './exam-api';

registerExamLabels();

/** On an exam's page: open its score sheet, and lock or unlock it for those who may edit exams. */
export default function ExamScoresPanel({ examId, locked }: { examId: string; locked: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const canScore = ability.can('exams.scores', ENTITY_SUBJECT);
  const canLock = ability.can('exams.edit', ENTITY_SUBJECT);
  if (!canScore && !canLock) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      await examApi.setLocked(Number(examId), !locked);
      void notify('success', t(locked ? 'exams.panel.unlockDone' : 'exams.panel.lockDone'));
      await queryClient.invalidateQueries({ queryKey: ['entity', 'exams'] });
    } catch (error) {
      void notify('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={t('exams.panel.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary" data-testid="exam-lock-state">
          {t(locked ? 'exams.panel.locked' : 'exams.panel.unlocked')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {canScore && (
            <Button
              variant="contained"
              startIcon={<EditNote />}
              component={RouterLink}
              to={examScoresPath(examId)}
              data-testid="open-scores"
            >
              {t('exams.panel.open')}
            </Button>
          )}
          {canLock && (
            <Button
              variant="outlined"
              color={locked ? 'primary' : 'warning'}
              startIcon={locked ? <LockOpen /> : <Lock />}
              disabled={busy}
              onClick={() => void toggle()}
              data-testid={locked ? 'unlock-exam' : 'lock-exam'}
            >
              {t(locked ? 'exams.panel.unlock' : 'exams.panel.lock')}
            </Button>
          )}
        </Stack>
      </Stack>
    </PageCard>
  );
}
