import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { BeforeInstallPromptEvent } from './install-offer';

/** The app already runs as an installed app (iOS Safari reports it through navigator.standalone). */
export function isStandaloneDisplay(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * The install dialog of spec section 1: once the browser offers installation and the app is not
 * running installed, ask in Persian; either choice clears the offer.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState(() => window.schoolInstallOffer ?? null);

  const clear = () => {
    window.schoolInstallOffer = null;
    setOffer(null);
  };

  useEffect(() => {
    // Offers made from now on come straight here (the start-up listener still cancels the infobar).
    const onOffer = (event: Event) => setOffer(event as BeforeInstallPromptEvent);
    const onInstalled = () => {
      window.schoolInstallOffer = null;
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async () => {
    clear();
    if (!offer) return;
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      console.warn('[pwa] install prompt failed:', error);
    }
  };

  return (
    <Dialog
      open={offer !== null && !isStandaloneDisplay()}
      onClose={clear}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'install-dialog' } as object }}
      aria-labelledby="install-dialog-title"
    >
      <DialogTitle id="install-dialog-title">{t('pwa.install.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('pwa.install.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" onClick={clear} data-testid="install-close">
          {t('pwa.install.close')}
        </Button>
        <Button variant="contained" onClick={() => void install()} data-testid="install-accept">
          {t('pwa.install.install')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
