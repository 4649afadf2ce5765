import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { TemplateButton } from '../../components/sheet-import/XlsxPicker';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaKind, type SidaPreview, type SidaReport } from './sida-api';
import { registerSidaLabels } from './sida-i18n';
import {
  CommitButtons,
  PreviewCounts,
  ReportAlert,
  SidaImportPanel,
  SidaPreviewTable,
} from './SidaImportPanel';

registerPeopleLabels();
registerSidaLabels();

/** Sida over HTTP: ask for the rows (a preview, nothing written), then write them. */
function HttpPanel({ kind }: { kind: SidaKind }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<SidaPreview | null>(null);
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
            setPreview(await sidaApi.fetchPreview(kind));
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
      {preview && (
        <>
          <PreviewCounts preview={preview} />
          <SidaPreviewTable preview={preview} />
          <CommitButtons
            busy={busy}
            preview={preview}
            onCommit={(mode) =>
              void run(async () => {
                setReport(await sidaApi.fetchCommit(kind, mode));
                setPreview(null);
                void notify('success', t('sida.import.done'));
              })
            }
          />
        </>
      )}
    </Stack>
  );
}

/** get-basic-information-from-sida and receive-scores-from-sida: the same exchange, two kinds of rows. */
export function SidaExchangePage({ kind }: { kind: SidaKind }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['sida', 'settings'], queryFn: sidaApi.settings });
  const http = settings.data?.connector === 'http';
  return (
    <PageCard
      title={t(`sida.titles.${kind}`)}
      action={
        kind === 'class-list' ? (
          <TemplateButton
            apiPath="/sida/class-list/sample.xlsx"
            fileName="sida-class-list-sample.xlsx"
            testId="sida-sample"
          />
        ) : undefined
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t(`sida.intro.${kind}`)}</Typography>
        {http && (
          <>
            <Typography variant="h6">{t('sida.import.fromHttp')}</Typography>
            <HttpPanel kind={kind} />
            <Divider />
            <Typography variant="h6">{t('sida.import.fromFile')}</Typography>
          </>
        )}
        <SidaImportPanel kind={kind} />
      </Stack>
    </PageCard>
  );
}
