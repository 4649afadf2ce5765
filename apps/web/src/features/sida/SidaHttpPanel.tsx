import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaFetched, type SidaKind, type SidaReport } from './sida-api';
import {
  CommitButtons,
  NewCoursePlansAlert,
  PreviewCounts,
  ReportAlert,
  SidaPreviewTable,
} from './SidaImportPanel';

/** Sida over HTTP: ask for the rows (a preview, nothing written), then write them. */
export function SidaHttpPanel({ kind }: { kind: SidaKind }) {
  const { t } = useTranslation();
  const [fetched, setFetched] = useState<SidaFetched | null>(null);
  const [report, setReport] = useState<SidaReport | null>(null);
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
  return (
    <Stack spacing={2}>
      <Button
        variant="contained"
        startIcon={<CloudDownloadOutlined />}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="sida-fetch"
        onClick={() =>
          void run(async () => {
            setReport(null);
            setFetched(await sidaApi.fetchPreview(kind));
          })
        }
      >
        {t(`sida.import.fetch.${kind}`)}
      </Button>
      {error && (
        <Alert severity="error" data-testid="sida-error">
          {error}
        </Alert>
      )}
      {report && <ReportAlert kind={kind} report={report} />}
      {fetched && (
        <>
          <PreviewCounts preview={fetched.preview} />
          <NewCoursePlansAlert plans={fetched.newCoursePlans} />
          <SidaPreviewTable preview={fetched.preview} />
          <CommitButtons
            busy={busy}
            preview={fetched.preview}
            onCommit={(mode) =>
              void run(async () => {
                setReport(await sidaApi.fetchCommit(kind, mode));
                setFetched(null);
                void notify('success', t('sida.import.done'));
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
