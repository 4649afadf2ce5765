import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentFilePath } from '../../app/people-paths';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ApiError } from '../../lib/api';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { RecordSheet } from './RecordSheet';
import { rolloverApi } from './rollover-api';
import { registerYearRolloverLabels } from './year-rollover-i18n';

registerYearRolloverLabels();

const today = () => new Date().toISOString().slice(0, 10);

/** The transfer form: date, destination school and reason; the server's per-field messages shown. */
function TransferForm({ studentId, onDone }: { studentId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ transferDate: today(), destination: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useMutation({
    mutationFn: () => rolloverApi.transfer(studentId, values),
    onSuccess: (response) => {
      void notify('success', response.message ?? '');
      onDone();
    },
    onError: (error: Error) => {
      setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      void notify('error', error.message);
    },
  });
  const text = (name: 'destination' | 'reason', multiline = false) => (
    <TextField
      label={t(`yearRollover.transfer.${name}`)}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      required
      slotProps={{ htmlInput: { 'data-testid': `transfer-${name}` } }}
    />
  );
  return (
    <Paper sx={{ p: 2 }} data-print-hide>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography variant="h6">{t('yearRollover.transfer.formTitle')}</Typography>
        <JalaliDatePicker
          name="transferDate"
          label={t('yearRollover.transfer.date')}
          value={values.transferDate}
          onChange={(v) => setValues((old) => ({ ...old, transferDate: v ?? '' }))}
          error={errors.transferDate}
          required
        />
        {text('destination')}
        {text('reason', true)}
        <Button
          variant="contained"
          disabled={saving.isPending}
          onClick={() => saving.mutate()}
          data-testid="transfer-save"
        >
          {t('yearRollover.transfer.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /manager/students/:id/transfer — transfer a student out, then the printable A4 transfer
 * certificate with the year's cards so far (the student's data is kept, the status becomes transferred).
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const certificate = useQuery({
    queryKey: ['transfer', id],
    queryFn: () => rolloverApi.certificate(id),
    retry: false,
  });
  if (certificate.isPending) return <PageLoader />;
  const missing =
    certificate.isError && certificate.error instanceof ApiError && certificate.error.status === 404;
  if (certificate.isError && !missing) return <Alert severity="error">{certificate.error.message}</Alert>;
  const back = (
    <Button component={RouterLink} to={studentFilePath(id)}>
      {t('yearRollover.actions.back')}
    </Button>
  );
  if (!certificate.data)
    return (
      <Stack spacing={2}>
        <TransferForm
          studentId={id}
          onDone={() => void queryClient.invalidateQueries({ queryKey: ['transfer', id] })}
        />
        <Stack direction="row">{back}</Stack>
      </Stack>
    );
  const { student, transfer, cards } = certificate.data;
  const n = (v: string) => localizeDigits(v, language);
  return (
    <Stack spacing={2} data-testid="transfer-page">
      <PrintStyles />
      <Stack direction="row" spacing={1} data-print-hide>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('yearRollover.actions.print')}
        </Button>
        {back}
      </Stack>
      <RecordSheet title={t('yearRollover.transfer.certificate')} student={student} cards={cards}>
        <Typography sx={{ mb: 2 }} data-testid="transfer-text">
          {n(
            t('yearRollover.transfer.text', {
              name: `${student.firstName} ${student.lastName}`,
              grade: student.gradeLevel ?? '—',
              classroom: student.classroomName ?? '—',
              year: transfer.academicYearTitle,
              date: formatDate(transfer.transferDate, language, 'long'),
              destination: transfer.destination,
              reason: transfer.reason,
            }),
          )}
        </Typography>
      </RecordSheet>
    </Stack>
  );
}
