import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../../components/AppLogo';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ThemeSwitcher } from '../../components/ThemeSwitcher';
import { isLoggedIn } from '../../lib/auth-store';

/** The public pages' bar; `sections` links to the landing page's own sections (that page only). */
export function LandingHeader({ sections = true }: { sections?: boolean }) {
  const { t } = useTranslation();
  const signedIn = isLoggedIn();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.paper, 0.82),
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: 68 }}>
          <Box
            component={Link}
            to="/"
            sx={{ display: 'flex', color: 'inherit', textDecoration: 'none', minWidth: 0 }}
            aria-label={t('app.title')}
          >
            {/* On a phone the mark alone, so the way in keeps its one line. */}
            <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <AppLogo />
            </Box>
            <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
              <AppLogo compact />
            </Box>
          </Box>
          {sections && (
            <Stack direction="row" spacing={0.5} sx={{ ms: 4, display: { xs: 'none', md: 'flex' } }}>
              <Button color="inherit" component={Link} to="#features">
                {t('landing.nav.features')}
              </Button>
              <Button color="inherit" component={Link} to="#roles">
                {t('landing.nav.roles')}
              </Button>
              <Button color="inherit" component={Link} to="#news">
                {t('landing.nav.news')}
              </Button>
            </Stack>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          {/* The news pages are open to everyone: a signed-in reader goes back to the app, not to the login. */}
          <Button
            component={Link}
            to={signedIn ? '/' : '/login'}
            variant="contained"
            data-testid={signedIn ? 'landing-back-to-app' : 'landing-login'}
            startIcon={<DirectionalIcon icon={LoginOutlined} />}
            sx={{ ms: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t(signedIn ? 'landing.backToApp' : 'landing.login')}
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
