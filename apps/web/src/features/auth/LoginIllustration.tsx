import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';

const POINTS = ['login.points.attendance', 'login.points.scores', 'login.points.offline'] as const;

/** The decorative half of the login screen; hidden on small screens. */
export function LoginIllustration() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        flex: 1,
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        justifyContent: 'center',
        p: 6,
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 20% 20%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 45%),
          radial-gradient(circle at 80% 85%, ${alpha(theme.palette.info.main, 0.14)}, transparent 40%)`,
      })}
    >
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        <Box
          sx={(theme) => ({
            borderRadius: 4,
            p: 4,
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
            boxShadow: `0 16px 40px ${alpha(theme.palette.primary.main, 0.35)}`,
          })}
        >
          <Typography variant="h4" sx={{ fontWeight: 700, mb: 1.5, lineHeight: 1.5 }}>
            {t('login.heroTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.9, lineHeight: 2 }}>{t('login.heroText')}</Typography>
        </Box>
        <Stack spacing={1.5}>
          {POINTS.map((key) => (
            <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CheckCircleOutline color="success" />
              <Typography>{t(key)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
