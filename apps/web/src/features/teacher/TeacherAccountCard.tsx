import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import type { AppAbility } from '../../lib/ability';
import { localizeDigits } from '../../lib/date';
import type { EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { generatePassword, validateAccountForm, type AccountErrors } from './teacher-account';
import { teacherAccountApi } from './teacher-api';

/**
 * The teacher's login: whether they have one, and for those who may add users and teachers, a
 * dialog that creates it (username = national code by default; the password is shown once).
 */
export function TeacherAccountCard({ teacher }: { teacher: EntityItem }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState(String(teacher.nationalCode ?? ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AccountErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const allowed = ability.can('users.add', ENTITY_SUBJECT) && ability.can('teachers.add', ENTITY_SUBJECT);
  const account = useQuery({
    queryKey: ['teachers', 'account', teacher.id],
    queryFn: () => teacherAccountApi.get(teacher.id),
  });

  const submit = async () => {
    const found = validateAccountForm({ username, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setServerError('');
    try {
      const response = await teacherAccountApi.create(teacher.id, { username: username.trim(), password });
      setCreated({ username: response.data.username, password });
      setOpen(false);
      void notify('success', t('people.account.created'));
      void queryClient.invalidateQueries({ queryKey: ['teachers', 'account', teacher.id] });
    } catch (e) {
      setServerError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  // A new password clears the old complaint about it.
  const changePassword = (value: string) => {
    setPassword(value);
    setErrors(({ password: _, ...rest }) => rest);
  };

  const message = (key: AccountErrors[keyof AccountErrors]) =>
    key ? t(`people.account.errors.${key}`) : undefined;

  return (
    <Stack spacing={1.5} data-testid="teacher-account">
      {created ? (
        <Alert severity="success" data-testid="teacher-account-created">
          {t('people.account.showOnce')}
          <Typography component="div" dir="ltr" sx={{ fontFamily: 'monospace', mt: 1, textAlign: 'start' }}>
            {created.username} / {created.password}
          </Typography>
        </Alert>
      ) : account.data ? (
        <Typography data-testid="teacher-account-exists">
          {t('people.account.exists', { username: account.data.username })}
        </Typography>
      ) : account.isPending ? null : (
        <Typography color="text.secondary">{t('people.account.none')}</Typography>
      )}
      {account.data === null && !created && allowed && (
        <Button
          variant="outlined"
          startIcon={<PersonAddAltOutlined />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="teacher-account-open"
        >
          {t('people.account.create')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('people.account.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('people.account.hint')}
            </Typography>
            {serverError && (
              <Alert severity="error" data-testid="teacher-account-error">
                {localizeDigits(serverError, language)}
              </Alert>
            )}
            <TextField
              label={t('people.account.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={Boolean(errors.username)}
              helperText={message(errors.username)}
              slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'teacher-account-username' } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                fullWidth
                label={t('people.account.password')}
                value={password}
                onChange={(e) => changePassword(e.target.value)}
                error={Boolean(errors.password)}
                helperText={message(errors.password)}
                autoComplete="new-password"
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'teacher-account-password' } }}
              />
              <Button
                onClick={() => changePassword(generatePassword())}
                sx={{ mt: 1, flexShrink: 0 }}
                data-testid="teacher-account-generate"
              >
                {t('people.account.generate')}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('people.account.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void submit()}
            data-testid="teacher-account-submit"
          >
            {t('people.account.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
