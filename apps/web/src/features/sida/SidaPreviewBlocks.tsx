/**
 * The blocks a Sida import shows once it has rows, whether they came from a file or over HTTP: what
 * went wrong or what was written, then the preview (counts, new course plans, every row with its
 * errors) and the buttons that write it. `useSidaRun` is the busy and error state around each call.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { ImportPreviewTable } from '../../components/sheet-import/ImportPreviewTable';
import { previewTableRows } from '../../components/sheet-import/import-preview';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { SidaKind, SidaMappingStep, SidaPreview, SidaReport } from './sida-api';
import { reportText } from './sida-report-text';

/** One call at a time: busy while it runs, its failure as a message (cleared by the next call). */
export function useSidaRun() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
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
  return { busy, error, run };
}

/** The last call's failure, or the report of what the last commit wrote. */
export function SidaOutcome({
  kind,
  error,
  report,
}: {
  kind: SidaKind;
  error: string;
  report: SidaReport | null;
}) {
  return (
    <>
      {error && (
        <Alert severity="error" data-testid="sida-error">
          {error}
        </Alert>
      )}
      {report && <ReportAlert kind={kind} report={report} />}
    </>
  );
}

/** A preview with the course plans it would create, and the buttons that write all or the valid rows. */
export function SidaPreviewCommit({
  preview,
  newCoursePlans,
  busy,
  onCommit,
}: {
  preview: SidaPreview;
  newCoursePlans: SidaMappingStep['newCoursePlans'];
  busy: boolean;
  onCommit: (mode: 'all' | 'valid') => void;
}) {
  return (
    <Stack spacing={2}>
      <PreviewCounts preview={preview} />
      <NewCoursePlansAlert plans={newCoursePlans} />
      <SidaPreviewTable preview={preview} />
      <CommitButtons busy={busy} preview={preview} onCommit={onCommit} />
    </Stack>
  );
}

/** The counts of a preview as chips. */
function PreviewCounts({ preview }: { preview: SidaPreview }) {
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
function SidaPreviewTable({ preview }: { preview: SidaPreview }) {
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
function NewCoursePlansAlert({ plans }: { plans: SidaMappingStep['newCoursePlans'] }) {
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

function CommitButtons({
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

function ReportAlert({ kind, report }: { kind: SidaKind; report: SidaReport }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Alert severity="success" data-testid="sida-report">
      {reportText(t, kind, report, (n) => formatNumber(n, language))}
    </Alert>
  );
}
