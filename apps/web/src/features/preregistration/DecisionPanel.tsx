import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { CORRECTABLE, type ApplicationStatus, type Correctable } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, optionLabelKey } from '../../components/entity/entity-labels';
import type { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { preregistrationApi, type DecisionInput } from './preregistration-api';

/** What a correctable field is called (an applicant's field, or a document). */
export function correctableLabel(field: string, t: (key: string) => string): string {
  return field === 'photo' || field === 'reportCard'
    ? t(optionLabelKey('preregister-campaigns', 'requiredDocuments', field))
    : t(fieldLabelKey('preregister', field));
}

/**
 * The decisions the rules allow now (packages/shared/src/preregistration.ts), as buttons; a
 * rejection asks for its reason and, optionally, what the applicant may correct.
 */
export function DecisionPanel({
  id,
  version,
  status,
  decisions,
  onDone,
}: {
  id: string;
  version: number;
  status: ApplicationStatus;
  decisions: readonly ApplicationStatus[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [fixFields, setFixFields] = useState<Correctable[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (input: Omit<DecisionInput, 'version'>) =>
      preregistrationApi.decide(id, { ...input, version }),
    onSuccess: (result) => {
      setRejecting(false);
      void notify('success', t('preregistration.decided'));
      if (result.data.status === 'accepted')
        void notify(
          result.data.smsQueued ? 'info' : 'warning',
          result.data.smsQueued
            ? t('preregistration.smsSent', { count: result.data.smsQueued })
            : t('preregistration.smsNone'),
        );
      onDone();
    },
    onError: (error: ApiError) => {
      setReasonError(error.errors?.reason ?? null);
      void notify('error', error.message);
    },
  });
  const label = (to: ApplicationStatus) =>
    to === 'reviewing' && status !== 'submitted'
      ? t('preregistration.decide.back')
      : t(`preregistration.decide.${to}`);
  const toggle = (field: Correctable) =>
    setFixFields((current) =>
      current.includes(field) ? current.filter((f) => f !== field) : [...current, field],
    );

  if (!decisions.length) return null;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {decisions.map((to) => (
          <Button
            key={to}
            variant={to === 'accepted' ? 'contained' : 'outlined'}
            color={to === 'rejected' ? 'error' : to === 'accepted' ? 'success' : 'primary'}
            disabled={decide.isPending}
            onClick={() =>
              to === 'rejected' ? setRejecting(true) : decide.mutate({ status: to as 'reviewing' })
            }
            data-testid={`decide-${to}`}
          >
            {label(to)}
          </Button>
        ))}
      </Stack>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('preregistration.rejectTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('preregistration.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              required
              error={Boolean(reasonError)}
              helperText={reasonError}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }}
            />
            <Typography variant="subtitle2">{t('preregistration.fixFields')}</Typography>
            <FormGroup row>
              {CORRECTABLE.map((field) => (
                <FormControlLabel
                  key={field}
                  sx={{ minWidth: 180 }}
                  control={
                    <Checkbox
                      checked={fixFields.includes(field)}
                      onChange={() => toggle(field)}
                      slotProps={{ input: { 'data-testid': `fix-${field}` } as object }}
                    />
                  }
                  label={correctableLabel(field, t)}
                />
              ))}
            </FormGroup>
            <Typography variant="caption" color="text.secondary">
              {t('preregistration.fixHint')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t('preregistration.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({
                status: 'rejected',
                reason,
                fixFields,
              })
            }
            data-testid="reject-confirm"
          >
            {t('preregistration.confirmReject')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
