import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { BeforeInstallPromptEvent } from './install-offer';
import { registerPwaLabels } from './pwa-i18n';

registerPwaLabels();

interface InstallPromptProps {
  offer: BeforeInstallPromptEvent;
  /** Either choice answers the offer: it is cleared (spec section 1). */
  onAnswered: () => void;
}

/**
 * The install dialog of spec section 1, in Persian: close or install. Loaded on demand by
 * InstallOffer when the browser offers installation. The browser lets `prompt()` run only inside a
 * user gesture: the click on "install" is that gesture, so the dialog itself needs none.
 */
export default function InstallPrompt({ offer, onAnswered }: InstallPromptProps) {
  const { t } = useTranslation();

  const install = async () => {
    onAnswered();
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      console.warn('[pwa] install prompt failed:', error);
    }
  };

  return (
    <Dialog
      open
      onClose={onAnswered}
      maxWidth="xs"
      fullWidth
      // Opened by the browser's offer, often before any click: the focus the dialog takes must not
      // draw the browser's focus ring round it (its buttons still show theirs).
      sx={{ '& .MuiDialog-container, & .MuiDialog-paper': { outline: 0 } }}
      slotProps={{ paper: { 'data-testid': 'install-dialog' } as object }}
      aria-labelledby="install-dialog-title"
    >
      <DialogTitle id="install-dialog-title">{t('pwa.install.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('pwa.install.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" onClick={onAnswered} data-testid="install-close">
          {t('pwa.install.close')}
        </Button>
        <Button variant="contained" onClick={() => void install()} data-testid="install-accept">
          {t('pwa.install.install')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
