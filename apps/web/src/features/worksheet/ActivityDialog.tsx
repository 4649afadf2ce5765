import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '@school/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ApiError } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { worksheetApi, type WorksheetActivity } from './worksheet-api';

interface Props {
  groupId: number;
  termId: number;
  /** The activity to edit; a new one when absent. */
  activity?: WorksheetActivity;
  onClose(changed: boolean): void;
}

/** Add or edit one worksheet activity: title, Jalali date and max score (1–100). */
export function ActivityDialog({ groupId, termId, activity, onClose }: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [title, setTitle] = useState(activity?.title ?? '');
  const [date, setDate] = useState<string | null>(activity?.date ?? new Date().toISOString().slice(0, 10));
  const [max, setMax] = useState(String(activity?.maxScore ?? 20));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { title: title.trim(), date, maxScore: Number(toAsciiDigits(max)) };
      return activity
        ? worksheetApi.editActivity(groupId, activity, body)
        : worksheetApi.addActivity(groupId, termId, body);
    },
    onSuccess: () => {
      void notify('success', t('worksheet.activitySaved'));
      onClose(true);
    },
    onError: (e) =>
      setErrors(e instanceof ApiError ? { ...(e.errors ?? {}), _: e.message } : { _: e.message }),
  });
  const submit = () => {
    const maxScore = Number(toAsciiDigits(max));
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = t('worksheet.titleRequired');
    if (!Number.isInteger(maxScore) || maxScore < 1 || maxScore > 100)
      local.maxScore = t('worksheet.maxRange');
    setErrors(local);
    if (Object.keys(local).length === 0) save.mutate();
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <DialogTitle>{t(activity ? 'worksheet.editActivity' : 'worksheet.addActivity')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <TextField
            label={t('worksheet.activityTitle')}
            value={title}
            required
            autoFocus
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'activity-title' } }}
          />
          <JalaliDatePicker
            name="date"
            label={t('worksheet.activityDate')}
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <TextField
            label={t('worksheet.activityMax')}
            value={localizeDigits(max, language)}
            required
            onChange={(e) => setMax(e.target.value)}
            error={Boolean(errors.maxScore)}
            helperText={errors.maxScore}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'activity-max' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="activity-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
