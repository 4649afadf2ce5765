import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Tab on the end edge of the screen that opens the customizer. */
export function CustomizerToggle({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  // Tooltip placement is physical: point inward, away from the end edge.
  const placement = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <Tooltip title={t('customizer.title')} placement={placement}>
      <IconButton
        aria-label={t('customizer.title')}
        data-testid="customizer-toggle"
        data-print-hide
        onClick={onClick}
        sx={{
          position: 'fixed',
          top: '50%',
          insetInlineEnd: 0,
          zIndex: (theme) => theme.zIndex.drawer + 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderStartStartRadius: 8,
          borderEndStartRadius: 8,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': { animation: 'customizer-spin 6s linear infinite' },
          '@keyframes customizer-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      >
        <SettingsOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
