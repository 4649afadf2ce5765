import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { sidaApi, type SidaSettings } from './sida-api';
import { registerSidaLabels } from './sida-i18n';

registerSidaLabels();

/** The network's Sida connector: files or HTTP, with the HTTP address and credentials (never shown back). */
export default function SidaSettingsPage() {
  const settings = useQuery({ queryKey: ['sida', 'settings'], queryFn: sidaApi.settings });
  // The form starts from the saved settings, once they are here.
  return settings.data ? <SettingsForm saved={settings.data} /> : null;
}

function SettingsForm({ saved }: { saved: SidaSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [connector, setConnector] = useState<'files' | 'http'>(saved.connector);
  const [baseUrl, setBaseUrl] = useState(saved.baseUrl ?? '');
  const [username, setUsername] = useState(saved.username ?? '');
  const [token, setToken] = useState('');
  const [clearToken, setClearToken] = useState(false);
  const [timeout, setTimeoutSeconds] = useState(String(Math.round(saved.timeoutMs / 1000)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await sidaApi.saveSettings({
        connector,
        baseUrl,
        username,
        ...(token ? { token } : {}),
        ...(clearToken ? { clearToken: true } : {}),
        timeoutSeconds: timeout,
      });
      setToken('');
      setClearToken(false);
      void queryClient.invalidateQueries({ queryKey: ['sida'] });
      void notify('success', answer.message ?? '');
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      void notify('error', apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={t('sida.titles.settings')}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Alert severity="info">{t('sida.settings.note')}</Alert>
        <TextField
          select
          label={t('sida.settings.connector')}
          value={connector}
          onChange={(e) => setConnector(e.target.value as 'files' | 'http')}
        >
          <MenuItem value="files">{t('sida.connector.files')}</MenuItem>
          <MenuItem value="http">{t('sida.connector.http')}</MenuItem>
        </TextField>
        {connector === 'http' && (
          <>
            <TextField
              label={t('sida.settings.baseUrl')}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              error={Boolean(errors.baseUrl)}
              helperText={errors.baseUrl}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={t('sida.settings.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <TextField
              type="password"
              label={t('sida.settings.token')}
              value={token}
              autoComplete="new-password"
              onChange={(e) => setToken(e.target.value)}
              error={Boolean(errors.token)}
              helperText={
                errors.token ?? (saved.tokenSet ? t('sida.settings.tokenSet') : t('sida.settings.tokenUnset'))
              }
            />
            {saved.tokenSet && (
              <FormControlLabel
                control={<Checkbox checked={clearToken} onChange={(e) => setClearToken(e.target.checked)} />}
                label={t('sida.settings.clearToken')}
              />
            )}
            <TextField
              label={t('sida.settings.timeout')}
              value={timeout}
              onChange={(e) => setTimeoutSeconds(e.target.value)}
              error={Boolean(errors.timeoutSeconds)}
              helperText={errors.timeoutSeconds}
            />
          </>
        )}
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void save()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('sida.settings.save')}
        </Button>
      </Stack>
    </PageCard>
  );
}
