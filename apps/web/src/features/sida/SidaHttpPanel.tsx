import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaFetched, type SidaKind, type SidaReport } from './sida-api';
import { SidaOutcome, SidaPreviewCommit, useSidaRun } from './SidaPreviewBlocks';

/** Sida over HTTP: ask for the rows (a preview, nothing written), then write them. */
export function SidaHttpPanel({ kind }: { kind: SidaKind }) {
  const { t } = useTranslation();
  const [fetched, setFetched] = useState<SidaFetched | null>(null);
  const [report, setReport] = useState<SidaReport | null>(null);
  const { busy, error, run } = useSidaRun();
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
      <SidaOutcome kind={kind} error={error} report={report} />
      {fetched && (
        <SidaPreviewCommit
          preview={fetched.preview}
          newCoursePlans={fetched.newCoursePlans}
          busy={busy}
          onCommit={(mode) =>
            void run(async () => {
              setReport(await sidaApi.fetchCommit(kind, mode));
              setFetched(null);
              void notify('success', t('sida.import.done'));
            })
          }
        />
      )}
    </Stack>
  );
}
