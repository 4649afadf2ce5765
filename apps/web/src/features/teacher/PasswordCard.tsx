import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import {
  EMPTY_PASSWORD_FORM,
  passwordChangedKey,
  validatePasswordForm,
  type PasswordForm,
} from './password-form';
import { teacherProfileApi } from './teacher-api';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;

/**
 * Current password, new password and its repeat; the server's field errors shown on the fields, and
 * its refusals (a wrong current password too often: wait so long) as a notice.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordForm, string>>>({});
  const change = useMutation({
    mutationFn: () =>
      teacherProfileApi.changePassword({
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      }),
    onSuccess: (result) => {
      setForm(EMPTY_PASSWORD_FORM);
      setErrors({});
      void notify('success', t(`people.profile.${passwordChangedKey(result.data.endedSessions)}`));
    },
    onError: (e) => {
      setErrors(e instanceof ApiError ? (e.errors ?? {}) : {});
      void notify('error', e.message);
    },
  });
  const submit = () => {
    const found = validatePasswordForm(form);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([key, code]) => [key, t(`people.profile.${code}`)])),
    );
    if (Object.keys(found).length === 0) change.mutate();
  };
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          type="password"
          label={t(`people.profile.${name}`)}
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          error={Boolean(errors[name])}
          helperText={errors[name]}
          autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `profile-${name}` } }}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={change.isPending}
        data-testid="profile-password-save"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('people.profile.changePassword')}
      </Button>
    </Stack>
  );
}
