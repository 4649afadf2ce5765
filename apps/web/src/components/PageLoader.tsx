import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** The whole screen (session check, layout code). */
  fullScreen?: boolean;
  /**
   * A page of the signed-in layout: at least a screen high, so the footer waits below the fold
   * instead of jumping down when the page arrives.
   */
  page?: boolean;
}

/** Spinner shown while a page's code or the session check is on its way. */
export function PageLoader({ fullScreen = false, page = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen || page ? '100vh' : 240,
        bgcolor: fullScreen ? 'background.default' : undefined,
      }}
    >
      <CircularProgress size={36} />
    </Box>
  );
}
