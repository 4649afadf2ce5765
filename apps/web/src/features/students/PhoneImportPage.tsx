import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../components/entity/entity-labels';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { TemplateButton, XlsxPicker } from '../../components/sheet-import/XlsxPicker';
import { formatNumber, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import type { PhoneImportResult } from './people-upload-types';
import { invalidLines } from './phone-import';
import { studentApi } from './student-api';
import { UploadResultList } from './UploadResultList';

registerPeopleLabels();

/** /manager/students/phone-import — a sheet of national codes and mobiles updates the phones. */
export default function PhoneImportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<PhoneImportResult | null>(null);
  const n = (v: number) => formatNumber(v, language);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setError('');
    setBusy(true);
    try {
      const answer = await studentApi.phoneImport(chosen);
      setResult(answer);
      void notify('success', t('people.phones.updated', { count: n(answer.updated) }));
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard
      title={t('pages.phoneImport')}
      action={
        <TemplateButton
          apiPath="/students/phone-import/template.xlsx"
          fileName="phones-template.xlsx"
          testId="phones-template"
        />
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('people.phones.intro')}</Typography>
        <XlsxPicker
          testId="phones-file"
          disabled={busy}
          fileName={file?.name}
          onFile={(chosen) => void choose(chosen)}
        />
        {error && (
          <Alert severity="error" data-testid="phones-error">
            {error}
          </Alert>
        )}
        {result && (
          <>
            <Alert severity={result.updated > 0 ? 'success' : 'info'} data-testid="phones-updated">
              {t('people.phones.updated', { count: n(result.updated) })}
            </Alert>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <UploadResultList
                  testId="phones-unmatched"
                  title={t('people.phones.unmatched')}
                  color="warning"
                  empty={t('people.phones.noneUnmatched')}
                  items={result.unmatched.map((u) => ({
                    key: String(u.row),
                    primary: t('people.phones.rowCode', {
                      row: n(u.row),
                      code: localizeDigits(u.nationalCode, language),
                    }),
                    secondary: t('people.phones.noStudent'),
                  }))}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <UploadResultList
                  testId="phones-invalid"
                  title={t('people.phones.invalid')}
                  color="error"
                  empty={t('people.phones.noneInvalid')}
                  items={invalidLines(result).map((line) => ({
                    key: String(line.row),
                    primary: t('people.phones.row', { row: n(line.row) }),
                    secondary: line.problems
                      .map(([field, message]) => `${t(fieldLabelKey('students', field))}: ${message}`)
                      .join(' — '),
                  }))}
                />
              </Grid>
            </Grid>
          </>
        )}
      </Stack>
    </PageCard>
  );
}
