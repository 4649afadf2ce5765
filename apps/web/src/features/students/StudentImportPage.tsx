import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STUDENTS_LIST_PATH } from '../../app/people-paths';
import { ApiError } from '../../lib/api';
import { downloadApiFile } from '../../lib/entity-api';
import { formatNumber } from '../../lib/date';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../entities/PageCard';
import { ImportPreviewTable } from './ImportPreviewTable';
import { previewTableRows, type ImportPreview } from './import-preview';
import { studentApi } from './student-api';

registerPeopleLabels();

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? [error.message, ...Object.values(error.errors ?? {})]
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(' — ')
    : String(error);

/** /manager/students/excel-import: template, preview with errors per cell, then commit. */
export default function StudentImportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState('');

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setResult('');
    setError('');
    setBusy(true);
    try {
      setPreview(await studentApi.preview(chosen));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const commit = async (mode: 'all' | 'valid') => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const response = await studentApi.commit(file, mode);
      const { created, updated, skipped } = response.data;
      const n = (v: number) => formatNumber(v, language);
      const message = t('people.import.result', {
        created: n(created),
        updated: n(updated),
        skipped: n(skipped),
      });
      setResult(response.message ? `${response.message} ${message}` : message);
      setPreview(null);
      void notify('success', message);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const template = () =>
    downloadApiFile('/students/import/template.xlsx', 'students-template.xlsx').catch((e: unknown) =>
      notify('error', errorText(e)),
    );

  const n = (v: number) => formatNumber(v, language);
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
      title={t('pages.studentImport')}
      action={
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={template}
          data-testid="import-template"
        >
          {t('people.import.template')}
        </Button>
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('people.import.intro')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" component="label" startIcon={<UploadFileOutlined />} disabled={busy}>
            {t('people.import.choose')}
            <input
              ref={input}
              hidden
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="import-file"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {file && <Typography dir="auto">{file.name}</Typography>}
        </Stack>
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
              <Button color="inherit" component={Link} to={STUDENTS_LIST_PATH} data-testid="import-to-list">
                {t('people.import.toList')}
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
            <ImportPreviewTable rows={previewTableRows(preview.rows)} />
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
