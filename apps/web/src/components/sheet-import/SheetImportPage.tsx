import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '../PageCard';
import { formatNumber } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { apiErrorText } from './api-error-text';
import { ImportPreviewTable } from './ImportPreviewTable';
import { previewTableRows, type ImportPreview } from './import-preview';
import { sheetImportApi } from './sheet-import-api';
import { TemplateButton, XlsxPicker } from './XlsxPicker';

export interface SheetImportConfig {
  entity: string;
  /**
   * The sheet's columns, in template order, labelled as the entity's fields; when absent, the
   * preview's own columns and headers (a sheet whose columns depend on the row it imports into).
   */
  fields?: readonly string[];
  /** e.g. '/students/import' (template.xlsx, preview, commit below it). */
  apiBase: string;
  templateFile: string;
  titleKey: string;
  introKey: string;
  /** Message with {{created}}, {{updated}}, {{skipped}}. */
  resultKey: string;
  listPath: string;
  listLabelKey: string;
}

/**
 * An Excel import page: template, preview with errors per cell, then commit (all or valid rows).
 * `about` says what the sheet goes into (an exam), under the introduction.
 */
export function SheetImportPage({ config, about }: { config: SheetImportConfig; about?: ReactNode }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const api = useMemo(() => sheetImportApi(config.apiBase), [config.apiBase]);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState('');
  const n = (v: number) => formatNumber(v, language);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setResult('');
    setError('');
    setBusy(true);
    try {
      setPreview(await api.preview(chosen));
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const commit = async (mode: 'all' | 'valid') => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const { created, updated, skipped } = (await api.commit(file, mode)).data;
      const message = t(config.resultKey, { created: n(created), updated: n(updated), skipped: n(skipped) });
      setResult(message);
      setPreview(null);
      void notify('success', message);
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const fields = config.fields ?? preview?.columns?.map((c) => c.key) ?? [];
  const labels = config.fields
    ? undefined
    : Object.fromEntries((preview?.columns ?? []).map((c) => [c.key, c.header]));

  const counts = preview
    ? ([
        ['total', preview.total, 'default'],
        ['valid', preview.valid, 'success'],
        ['invalid', preview.invalid, 'error'],
        ['creates', preview.creates, 'primary'],
        ['updates', preview.updates, 'info'],
      ] as const)
    : [];

  return (
    <PageCard
      title={t(config.titleKey)}
      action={
        <TemplateButton
          apiPath={`${config.apiBase}/template.xlsx`}
          fileName={config.templateFile}
          testId="import-template"
        />
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t(config.introKey)}</Typography>
        {about}
        <XlsxPicker
          testId="import-file"
          disabled={busy}
          fileName={file?.name}
          onFile={(chosen) => void choose(chosen)}
        />
        {error && (
          <Alert severity="error" data-testid="import-error">
            {error}
          </Alert>
        )}
        {result && (
          <Alert
            severity="success"
            data-testid="import-result"
            action={
              <Button color="inherit" component={Link} to={config.listPath} data-testid="import-to-list">
                {t(config.listLabelKey)}
              </Button>
            }
          >
            {result}
          </Alert>
        )}
        {preview && (
          <>
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', rowGap: 1 }}
              data-testid="import-counts"
            >
              {counts.map(([key, value, color]) => (
                <Chip
                  key={key}
                  color={color}
                  variant="outlined"
                  label={`${t(`people.import.${key}`)}: ${n(value)}`}
                />
              ))}
            </Stack>
            <ImportPreviewTable
              entity={config.entity}
              fields={fields}
              labels={labels}
              rows={previewTableRows(preview.rows, fields)}
            />
            {preview.rows.length < preview.total && (
              <Typography variant="caption" color="text.secondary">
                {t('people.import.partial')}
              </Typography>
            )}
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void commit('all')}
                data-testid="import-commit-all"
              >
                {t('people.import.commitAll')}
              </Button>
              <Button
                variant="outlined"
                color="success"
                disabled={busy || preview.valid === 0}
                onClick={() => void commit('valid')}
                data-testid="import-commit-valid"
              >
                {t('people.import.commitValid')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </PageCard>
  );
}
