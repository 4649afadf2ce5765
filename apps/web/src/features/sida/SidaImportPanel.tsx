import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { XlsxPicker } from '../../components/sheet-import/XlsxPicker';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaKind, type SidaMappingStep, type SidaReport } from './sida-api';
import { SidaOutcome, SidaPreviewCommit, useSidaRun } from './SidaPreviewBlocks';

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
  const [report, setReport] = useState<SidaReport | null>(null);
  const { busy, error, run } = useSidaRun();

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
      <SidaOutcome kind={kind} error={error} report={report} />
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
        <SidaPreviewCommit
          preview={step.preview}
          newCoursePlans={step.newCoursePlans}
          busy={busy}
          onCommit={commit}
        />
      )}
    </Stack>
  );
}
