import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { toAsciiDigits } from '@school/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../components/entity/entity-labels';
import { useLocalizedDigits } from '../../components/fields/localized-digits';
import { ApiError } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { teacherProfileApi } from './teacher-api';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Mobile and e-mail of the signed-in teacher (digits may be typed in Persian). */
export function ContactCard({ teacher }: { teacher: EntityItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState(text(teacher.mobile));
  const [email, setEmail] = useState(text(teacher.email));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mobileDigits = useLocalizedDigits(mobile, setMobile);
  const save = useMutation({
    mutationFn: () =>
      teacherProfileApi.update({
        version: teacher.version,
        mobile: toAsciiDigits(mobile.trim()) || null,
        email: email.trim() || null,
      }),
    onSuccess: (updated) => {
      setErrors({});
      queryClient.setQueryData(['teacher', 'profile'], updated);
      void notify('success', t('people.profile.saved'));
    },
    onError: (e) => {
      setErrors(e instanceof ApiError ? (e.errors ?? {}) : {});
      void notify('error', e.message);
    },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <TextField
        label={t(fieldLabelKey('teachers', 'mobile'))}
        value={mobileDigits.value}
        onChange={mobileDigits.onChange}
        inputRef={mobileDigits.inputRef}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PhoneIphoneOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { dir: 'ltr', inputMode: 'tel', 'data-testid': 'profile-mobile' },
        }}
      />
      <TextField
        label={t(fieldLabelKey('teachers', 'email'))}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AlternateEmailOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { dir: 'ltr', inputMode: 'email', 'data-testid': 'profile-email' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending}
        data-testid="profile-save"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('common.save')}
      </Button>
    </Stack>
  );
}
