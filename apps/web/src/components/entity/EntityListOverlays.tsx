import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The spec's exact texts (section 8): empty table and table loading. */
export function EmptyOverlay() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ height: '100%', minHeight: 120, alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary" data-testid="entity-empty">
        {t('table.empty')}
      </Typography>
    </Stack>
  );
}

export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="status"
      sx={{
        height: '100%',
        minHeight: 120,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.paper',
        opacity: 0.92,
      }}
    >
      <CircularProgress size={20} />
      <Typography color="text.secondary" data-testid="entity-loading">
        {t('table.loading')}
      </Typography>
    </Stack>
  );
}
