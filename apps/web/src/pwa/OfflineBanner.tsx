import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/connectivity';
import { registerPwaLabels } from './pwa-i18n';

registerPwaLabels();

/**
 * The offline mode's banner, above every signed-in page: the teacher is still signed in, works from
 * what the app keeps, and what they save waits in the outbox until the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (!useOffline()) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<CloudOffOutlined />}
      role="status"
      data-testid="offline-banner"
      sx={{ mb: 3 }}
    >
      <AlertTitle>{t('pwa.offline.title')}</AlertTitle>
      {t('pwa.offline.text')}
    </Alert>
  );
}
