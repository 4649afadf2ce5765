import { lazy, Suspense, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '../../components/PlainTextField';
import { validateLogin, type LoginErrors } from './login-validation';
import type { LoginFormValues } from './remember-me';

// Loaded with the first error only: the login page stays within its script budget.
const Alert = lazy(() => import('@mui/material/Alert'));

interface LoginFormProps {
  initialUsername?: string;
  /** Performs the login; a rejection's message is shown as the server's error. */
  onSubmit: (values: LoginFormValues) => Promise<void>;
}

/** Username, password and remember me, with client validation and the server's error message. */
export function LoginForm({ initialUsername = '', onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginFormValues>({
    username: initialUsername,
    password: '',
    remember_me: initialUsername !== '',
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateLogin(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void handleSubmit(e)}>
      {serverError && (
        <Suspense
          fallback={
            <Typography role="alert" color="error" data-testid="login-error">
              {serverError}
            </Typography>
          }
        >
          <Alert severity="error" data-testid="login-error">
            {serverError}
          </Alert>
        </Suspense>
      )}
      <PlainTextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoFocus={!initialUsername}
        value={values.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
        error={Boolean(errors.username)}
        helperText={errors.username ? t(errors.username) : undefined}
        inputProps={{ dir: 'auto' }}
        fullWidth
      />
      <PlainTextField
        name="password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus={Boolean(initialUsername)}
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password ? t(errors.password) : undefined}
        fullWidth
        // Passwords are Latin text; typing them left-to-right avoids confusing caret jumps.
        inputProps={{ dir: 'ltr' }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <FormControlLabel
        control={
          <Checkbox
            name="remember_me"
            checked={values.remember_me}
            onChange={(e) => setValues({ ...values, remember_me: e.target.checked })}
          />
        }
        label={t('login.rememberMe')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        data-testid="login-submit"
        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t(sending ? 'login.sending' : 'login.submit')}
      </Button>
    </Stack>
  );
}
