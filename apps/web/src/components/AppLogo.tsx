import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product mark: a mortarboard on the primary colour, with the product name unless compact. */
interface AppLogoProps {
  /** Mark only, without the product name. */
  compact?: boolean;
  size?: number;
  /** Font size of the name; the side menu needs it smaller to fit. */
  fontSize?: string | number;
}

export function AppLogo({ compact = false, size = 34, fontSize }: AppLogoProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M32 14 8 26l24 12 18-9v13h4V26L32 14Zm-14 22v9c0 4 6.3 7 14 7s14-3 14-7v-9l-14 7-14-7Z"
          fill="#fff"
        />
      </Box>
      {!compact && (
        <Typography
          variant="h6"
          component="span"
          noWrap
          sx={{ fontWeight: 700, color: 'text.primary', fontSize }}
        >
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
