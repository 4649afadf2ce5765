import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { ImportPreviewTable } from '../../components/sheet-import/ImportPreviewTable';
import { previewTableRows } from '../../components/sheet-import/import-preview';
import { XlsxPicker } from '../../components/sheet-import/XlsxPicker';
import { formatNumber, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { sidaApi, type SidaKind, type SidaMappingStep, type SidaPreview, type SidaReport } from './sida-api';
import { reportText } from './sida-report-text';

/** The counts of a preview as chips. */
export function PreviewCounts({ preview }: { preview: SidaPreview }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const counts = [
    ['total', preview.total, 'default'],
    ['valid', preview.valid, 'success'],
    ['invalid', preview.invalid, 'error'],
    ['creates', preview.creates, 'primary'],
    ['updates', preview.updates, 'info'],
    ['unchanged', preview.unchanged, 'default'],
  ] as const;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="sida-counts">
      {counts.map(([key, value, color]) => (
        <Chip
          key={key}
          color={color}
          variant="outlined"
          label={`${t(`sida.counts.${key}`)}: ${formatNumber(value, language)}`}
        />
      ))}
    </Stack>
  );
}

/** The rows of a preview with each error under its cell; columns labelled as Sida's fields. */
export function SidaPreviewTable({ preview }: { preview: SidaPreview }) {
  const { t } = useTranslation();
  const fields = preview.columns.map((c) => c.key);
  const labels = Object.fromEntries(fields.map((key) => [key, t(`sida.fields.${key}`)]));
  return (
    <ImportPreviewTable
      entity="students"
      fields={fields}
      labels={labels}
      rows={previewTableRows(preview.rows, fields)}
    />
  );
}

/** The course plans a course list's commit would create, when there are any. */
export function NewCoursePlansAlert({ plans }: { plans: SidaMappingStep['newCoursePlans'] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (!plans?.length) return null;
  return (
    <Alert severity="info" data-testid="sida-new-course-plans">
      {t('sida.import.newCoursePlans', {
        list: plans.map((p) => `${p.title} (${localizeDigits(p.code, language)})`).join('، '),
      })}
    </Alert>
  );
}

const NO_EXTRA: Record<string, string> = {};

/**
 * A Sida file into the school: choose the file, confirm or correct which header is which field
 * (the school's last choice comes back as a preset), see every row's errors, then write all rows
 * or the valid ones.
 */
export function SidaImportPanel({
  kind,
  extra = NO_EXTRA,
}: {
  kind: SidaKind;
  /** Form fields sent with the file (the course list's classroom); give the panel a new key when they change. */
  extra?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<SidaMappingStep | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [report, setReport] = useState<SidaReport | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const preview = (chosen: File, withMapping?: Record<string, string>) =>
    run(async () => {
      const next = await sidaApi.preview(kind, chosen, withMapping, extra);
      setStep(next);
      setMapping(next.mapping);
    });

  const choose = (chosen: File) => {
    setFile(chosen);
    setStep(null);
    setReport(null);
    void preview(chosen);
  };

  const commit = (mode: 'all' | 'valid') =>
    run(async () => {
      if (!file) return;
      const answer = await sidaApi.commit(kind, file, mapping, mode, extra);
      setReport(answer.data);
      setStep(null);
      void notify('success', answer.message ?? t('sida.import.done'));
    });

  const missing = step ? step.fields.filter((f) => f.required && !mapping[f.key]) : [];
  const changed = step ? JSON.stringify(step.mapping) !== JSON.stringify(mapping) : false;

  return (
    <Stack spacing={2.5}>
      <XlsxPicker testId="sida-file" disabled={busy} fileName={file?.name} onFile={choose} />
      {error && (
        <Alert severity="error" data-testid="sida-error">
          {error}
        </Alert>
      )}
      {report && <ReportAlert kind={kind} report={report} />}
      {step && (
        <Stack spacing={1.5} data-testid="sida-mapping">
          <Typography variant="h6">{t('sida.import.mappingTitle')}</Typography>
          <Typography color="text.secondary">{t('sida.import.mappingHint')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {step.fields.map((field) => (
              <TextField
                key={field.key}
                select
                size="small"
                sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
                label={`${t(`sida.fields.${field.key}`)}${field.required ? ' *' : ''}`}
                value={mapping[field.key] ?? ''}
                error={field.required && !mapping[field.key]}
                helperText={field.required && !mapping[field.key] ? t('sida.import.notFound') : ' '}
                onChange={(e) => setMapping({ ...mapping, [field.key]: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': `sida-map-${field.key}` } }}
              >
                <MenuItem value="">{t('sida.import.notInFile')}</MenuItem>
                {step.headers.map((header) => (
                  <MenuItem key={header} value={header}>
                    {header}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              disabled={busy || missing.length > 0 || (!changed && step.preview !== null)}
              onClick={() => file && void preview(file, mapping)}
              data-testid="sida-apply-mapping"
            >
              {t('sida.import.applyMapping')}
            </Button>
          </Stack>
        </Stack>
      )}
      {step?.preview && !changed && (
        <Stack spacing={2}>
          <PreviewCounts preview={step.preview} />
          <NewCoursePlansAlert plans={step.newCoursePlans} />
          <SidaPreviewTable preview={step.preview} />
          <CommitButtons busy={busy} preview={step.preview} onCommit={commit} />
        </Stack>
      )}
    </Stack>
  );
}

export function CommitButtons({
  busy,
  preview,
  onCommit,
}: {
  busy: boolean;
  preview: SidaPreview;
  onCommit: (mode: 'all' | 'valid') => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="contained"
        disabled={busy || preview.valid === 0}
        onClick={() => onCommit('valid')}
        data-testid="sida-commit-valid"
      >
        {t('sida.import.commitValid')}
      </Button>
      <Button
        variant="outlined"
        disabled={busy || preview.invalid > 0}
        onClick={() => onCommit('all')}
        data-testid="sida-commit-all"
      >
        {t('sida.import.commitAll')}
      </Button>
    </Stack>
  );
}

export function ReportAlert({ kind, report }: { kind: SidaKind; report: SidaReport }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Alert severity="success" data-testid="sida-report">
      {reportText(t, kind, report, (n) => formatNumber(n, language))}
    </Alert>
  );
}
