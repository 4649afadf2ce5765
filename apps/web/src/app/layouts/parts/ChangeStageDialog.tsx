import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../../lib/date';
import { notify } from '../../../lib/notify';
import { useAppLanguage } from '../../../lib/use-app-language';
import { useSaveWorkContext, useWorkContext } from './use-work-context';

/** Select the current school and academic year; saved on the server with PUT /api/context. */
export function ChangeStageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const context = useWorkContext();
  const save = useSaveWorkContext();
  // Empty string until the user picks; then the picked id wins over the server's current one.
  const [schoolPick, setSchoolPick] = useState<number | ''>('');
  const [yearPick, setYearPick] = useState<number | ''>('');
  const data = context.data;
  const schoolId = schoolPick === '' ? (data?.currentSchoolId ?? '') : schoolPick;
  const yearId =
    yearPick === ''
      ? (data?.currentAcademicYearId ?? data?.academicYears.find((y) => y.isCurrent)?.id ?? '')
      : yearPick;

  const submit = () => {
    if (schoolId === '' || yearId === '') return;
    save.mutate(
      { schoolId, academicYearId: yearId },
      {
        onSuccess: () => {
          void notify('success', t('stage.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-stage-title">
      <DialogTitle id="change-stage-title">{t('stage.title')}</DialogTitle>
      <DialogContent>
        {context.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={32} />
          </Stack>
        ) : context.isError ? (
          <Alert severity="error">{context.error.message}</Alert>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('stage.school')}
              value={schoolId}
              onChange={(e) => setSchoolPick(Number(e.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'stage-school' } }}
            >
              {(data?.schools ?? []).map((school) => (
                <MenuItem key={school.id} value={school.id}>
                  {localizeDigits(school.name, language)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('stage.academicYear')}
              value={yearId}
              onChange={(e) => setYearPick(Number(e.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'stage-year' } }}
            >
              {(data?.academicYears ?? []).map((year) => (
                <MenuItem key={year.id} value={year.id}>
                  {localizeDigits(year.title, language)}
                  {year.isCurrent ? ` (${t('stage.current')})` : ''}
                </MenuItem>
              ))}
            </TextField>
            {save.isError && <Alert severity="error">{save.error.message}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="secondary">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={schoolId === '' || yearId === '' || save.isPending}
          data-testid="stage-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
