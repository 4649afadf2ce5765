import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';

export default function ScrollToTopFab({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={visible} appear unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('common.scrollToTop')}
        data-testid="scroll-to-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
