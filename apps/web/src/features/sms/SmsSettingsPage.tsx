import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toAsciiDigits } from '@school/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { smsApi, type SmsSettings } from './sms-api';
import { registerSmsLabels } from './sms-i18n';

registerSmsLabels();

interface Form {
  provider: SmsSettings['provider'];
  apiKey: string;
  clearApiKey: boolean;
  sender: string;
  pricePerPart: string;
  dailyCapPerSchool: string;
}

const formOf = (s: SmsSettings): Form => ({
  provider: s.provider,
  apiKey: '',
  clearApiKey: false,
  sender: s.sender ?? '',
  pricePerPart: String(s.pricePerPart),
  dailyCapPerSchool: String(s.dailyCapPerSchool),
});

/** Digits as typed on either keyboard, read as a number; other text goes as is, for the server to refuse. */
const numberOf = (text: string): number | string => {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+$/.test(ascii) ? Number(ascii) : ascii;
};

/** The form over the saved settings; the page remounts it with what the server answered on save. */
function SettingsForm({ saved }: { saved: SmsSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (f: Form) =>
      smsApi.saveSettings({
        provider: f.provider,
        ...(f.apiKey.trim() ? { apiKey: f.apiKey.trim() } : {}),
        ...(f.clearApiKey ? { clearApiKey: true } : {}),
        sender: toAsciiDigits(f.sender.trim()),
        pricePerPart: numberOf(f.pricePerPart),
        dailyCapPerSchool: numberOf(f.dailyCapPerSchool),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(['sms', 'settings'], next);
      void notify('success', t('sms.settings.saved'));
    },
    onError: (error: Error) => {
      setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      void notify('error', error.message);
    },
  });
  const change = (next: Partial<Form>) => setForm((f) => ({ ...f, ...next }));
  const field = (name: keyof Form) => ({
    name,
    error: Boolean(errors[name]),
    ...(errors[name] ? { helperText: errors[name] } : {}),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form);
      }}
    >
      <Stack spacing={2}>
        <TextField
          select
          label={t('sms.settings.provider')}
          value={form.provider}
          onChange={(e) => change({ provider: e.target.value as Form['provider'] })}
          {...field('provider')}
        >
          {(['log', 'kavenegar'] as const).map((p) => (
            <MenuItem key={p} value={p}>
              {t(`sms.settings.providers.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="password"
          autoComplete="off"
          label={t('sms.settings.apiKey')}
          value={form.apiKey}
          onChange={(e) => change({ apiKey: e.target.value })}
          {...field('apiKey')}
          helperText={
            errors.apiKey ?? (saved.apiKeySet ? t('sms.settings.apiKeySet') : t('sms.settings.apiKeyNotSet'))
          }
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'sms-api-key' } }}
        />
        {saved.apiKeySet && (
          <FormControlLabel
            control={
              <Checkbox
                checked={form.clearApiKey}
                onChange={(e) => change({ clearApiKey: e.target.checked })}
              />
            }
            label={t('sms.settings.clearApiKey')}
          />
        )}
        <TextField
          label={t('sms.settings.sender')}
          value={form.sender}
          onChange={(e) => change({ sender: e.target.value })}
          {...field('sender')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'sms-sender' } }}
        />
        <TextField
          label={t('sms.settings.pricePerPart')}
          value={form.pricePerPart}
          onChange={(e) => change({ pricePerPart: e.target.value })}
          {...field('pricePerPart')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'sms-price' } }}
        />
        <TextField
          label={t('sms.settings.dailyCap')}
          value={form.dailyCapPerSchool}
          onChange={(e) => change({ dailyCapPerSchool: e.target.value })}
          helperText={t('sms.settings.dailyCapHint')}
          {...field('dailyCapPerSchool')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'sms-cap' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="sms-settings-save">
            {t('sms.settings.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * /manager/sms/settings — the network's SMS provider: which one, its API key (written, never shown
 * again: the page says only whether one is saved), the sender line, the price per part and each
 * school's daily cap.
 */
export default function SmsSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['sms', 'settings'], queryFn: smsApi.settings, retry: false });
  return (
    <Card data-testid="sms-settings" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1">
          {t('smsPages.settings')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sms.settings.subtitle')}
        </Typography>
        {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
        {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
      </CardContent>
    </Card>
  );
}
