import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_EVENTS, type BeforeInstallPromptEvent } from './install-offer';
import { onIdle } from './page-settled';

/** The app already runs as an installed app (iOS Safari reports it through navigator.standalone). */
export function isStandaloneDisplay(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The user has already clicked, tapped or typed since the page loaded (noted from start-up on). */
export function hasUserEngaged(): boolean {
  return window.schoolUserEngaged === true;
}

/**
 * Calls `ready` once the user has engaged with the page (at once if they already have) and the main
 * thread then has a moment free. Returns the clean-up.
 */
export function whenUserEngaged(ready: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true);
  };
  function engaged() {
    stopListening();
    cancelIdle = onIdle(ready);
  }
  if (hasUserEngaged()) engaged();
  else for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engaged, true);
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * The install dialog of spec section 1: once the browser offers installation and the app is not
 * running installed, ask in Persian; either choice clears the offer. It waits until the user has
 * started using the page (a click, tap or key), so it never covers a page that is still loading.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState(() => window.schoolInstallOffer ?? null);
  const [engaged, setEngaged] = useState(false);

  useEffect(() => whenUserEngaged(() => setEngaged(true)), []);

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
      open={offer !== null && engaged && !isStandaloneDisplay()}
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
