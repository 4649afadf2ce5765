import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { localizeScoreText } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';

/** Enter a continuous score by hand (0–20) with its reason; the server checks both again. */
export function OverrideDialog({
  name,
  initial,
  busy,
  error,
  onSave,
  onClose,
}: {
  name: string;
  initial: { score: number; reason: string } | null;
  busy: boolean;
  error: string | null;
  onSave: (score: number, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [score, setScore] = useState(initial ? String(initial.score) : '');
  const [reason, setReason] = useState(initial?.reason ?? '');
  const value = Number(toAsciiDigits(score).replace('٫', '.').replace('/', '.'));
  const valid = score.trim() !== '' && Number.isFinite(value) && reason.trim() !== '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="override-dialog">
      <DialogTitle>{t('continuousScore.dialog.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('continuousScore.dialog.score')}
            value={localizeScoreText(score, language)}
            onChange={(e) => setScore(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'override-score' } }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            autoFocus
          />
          <TextField
            label={t('continuousScore.dialog.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={t('continuousScore.dialog.reasonHelp')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'override-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || busy}
          onClick={() => onSave(value, reason.trim())}
          data-testid="override-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
