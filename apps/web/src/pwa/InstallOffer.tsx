import { lazy, Suspense, useEffect, useState } from 'react';
import { INSTALL_OFFER_EVENT, isStandaloneDisplay, type BeforeInstallPromptEvent } from './install-offer';

// The dialog's code loads only when the browser offers installation.
const InstallPrompt = lazy(() => import('./InstallPrompt'));

/**
 * Shows the install dialog on any page, signed in or not, whenever the browser offers installation
 * and the app is not running installed (spec section 1). The offer is caught from start-up on
 * (install-offer.ts); an answered offer is cleared, and a later one shows the dialog again.
 */
export function InstallOffer() {
  const [offer, setOffer] = useState(() => window.schoolInstallOffer ?? null);

  useEffect(() => {
    const onOffer = () => setOffer(window.schoolInstallOffer ?? null);
    const onInstalled = () => {
      window.schoolInstallOffer = null;
      setOffer(null);
    };
    // An offer caught between the first render and this effect.
    onOffer();
    window.addEventListener(INSTALL_OFFER_EVENT, onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener(INSTALL_OFFER_EVENT, onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer || isStandaloneDisplay()) return null;
  const answered = (answeredOffer: BeforeInstallPromptEvent) => () => {
    if (window.schoolInstallOffer === answeredOffer) window.schoolInstallOffer = null;
    setOffer(null);
  };
  return (
    <Suspense fallback={null}>
      <InstallPrompt offer={offer} onAnswered={answered(offer)} />
    </Suspense>
  );
}
