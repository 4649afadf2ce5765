import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../components/PageCard';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { TemplateButton } from '../../components/sheet-import/XlsxPicker';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaFetchKind, type SidaPreview, type SidaReport } from './sida-api';
import { CourseListSection } from './CourseListSection';
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
function HttpPanel({ kind }: { kind: SidaFetchKind }) {
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

/** The class list (or results), from Sida over HTTP when the network uses it, else from a file. */
function ExchangeSteps({ kind }: { kind: SidaFetchKind }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['sida', 'settings'], queryFn: sidaApi.settings });
  const http = settings.data?.connector === 'http';
  return (
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
  );
}

/**
 * get-basic-information-from-sida and receive-scores-from-sida: the same exchange, two kinds of rows.
 * The basic information has a second step, the course list (`?step=courses`), one panel at a time.
 */
export function SidaExchangePage({ kind }: { kind: SidaFetchKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courses = kind === 'class-list' && params.get('step') === 'courses';
  return (
    <PageCard
      title={t(`sida.titles.${kind}`)}
      action={
        kind === 'class-list' && !courses ? (
          <TemplateButton
            apiPath="/sida/class-list/sample.xlsx"
            fileName="sida-class-list-sample.xlsx"
            testId="sida-sample"
          />
        ) : undefined
      }
    >
      {kind === 'class-list' && (
        <Tabs
          value={courses ? 'courses' : 'students'}
          onChange={(_e, next: string) => setParams(next === 'courses' ? { step: 'courses' } : {})}
          sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="students" label={t('sida.import.stepStudents')} data-testid="sida-step-students" />
          <Tab value="courses" label={t('sida.import.stepCourses')} data-testid="sida-step-courses" />
        </Tabs>
      )}
      {courses ? <CourseListSection /> : <ExchangeSteps kind={kind} />}
    </PageCard>
  );
}
