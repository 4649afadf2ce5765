import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../components/AppLogo';
import { jalaliYear } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

/** The foot of the public pages: the mark and the copyright line. */
export function LandingFooter() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          <AppLogo size={28} />
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { year: jalaliYear(new Date(), language) })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
