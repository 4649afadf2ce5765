import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BOXED_CONTENT_MAX_WIDTH } from '../../../lib/app-config';
import { jalaliYear } from '../../../lib/date';
import { useSettings } from '../../../lib/settings-store';
import { useAppLanguage } from '../../../lib/use-app-language';

/** Footer: static, sticky to the bottom, or hidden per setting. */
export function Footer() {
  const { t } = useTranslation();
  const { footerType, appContentWidth } = useSettings();
  const language = useAppLanguage();
  if (footerType === 'hidden') return null;
  const year = jalaliYear(new Date(), language);

  return (
    <Box
      component="footer"
      sx={{
        position: footerType === 'sticky' ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 1,
        bgcolor: footerType === 'sticky' ? 'background.paper' : 'transparent',
        borderTop: footerType === 'sticky' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          mx: 'auto',
          maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none',
          px: { xs: 2, md: 3 },
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}
