import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { YEAR_OUTCOMES, type YearOutcome } from '@school/shared';
import { useTranslation } from 'react-i18next';

export interface OutcomeDialogProps {
  name: string;
  initial: YearOutcome;
  busy: boolean;
  /** The server's message about the reason, shown under the field. */
  error: string | null;
  onSave: (outcome: YearOutcome, reason: string) => void;
  onClose: () => void;
}

/** Sets a student's year outcome by hand; the reason is required (the server says so in Persian). */
export function OutcomeDialog({ name, initial, busy, error, onSave, onClose }: OutcomeDialogProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<YearOutcome>(initial);
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('yearResults.setTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('yearResults.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as YearOutcome)}
            data-testid="outcome-select"
          >
            {YEAR_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`yearResults.outcomes.${o}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('yearResults.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'outcome-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('yearResults.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => onSave(outcome, reason)}
          data-testid="outcome-save"
        >
          {t('yearResults.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
