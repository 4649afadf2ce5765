import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AppLogo } from '../../components/AppLogo';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ThemeSwitcher } from '../../components/ThemeSwitcher';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';
import { performLogin } from './perform-login';
import { loadRememberedUsername } from './remember-me';

/** Sign-in screen: illustration at the start side on wide screens, the form card beside it. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <LoginIllustration />
      <Box
        sx={{
          flex: { xs: 1, md: '0 0 480px' },
          display: 'flex',
          flexDirection: 'column',
          bgcolor: { xs: 'background.default', md: 'background.paper' },
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
          <Link component={RouterLink} to="/" underline="none" aria-label={t('app.title')}>
            <AppLogo />
          </Link>
          <Stack direction="row">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Stack>
        </Stack>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 4 }, pb: 6 }}>
          <Card
            sx={{ width: '100%', maxWidth: 420, boxShadow: { md: 'none' }, bgcolor: { md: 'transparent' } }}
          >
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('login.welcome')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('login.subtitle')}
              </Typography>
              <LoginForm
                initialUsername={loadRememberedUsername() ?? ''}
                onSubmit={async (values) => {
                  await performLogin(values);
                  void navigate(safeRedirectTarget(searchParams.get('to')), { replace: true });
                }}
              />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
