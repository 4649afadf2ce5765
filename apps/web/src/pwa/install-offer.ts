/**
 * The browser's offer to install the app (the `beforeinstallprompt` event), caught from start-up on,
 * on every page, signed in or not: the install dialog (InstallOffer) shows whenever an offer is
 * waiting and the app is not already running installed. Kept on a window property so an offer made
 * before React has mounted is not lost.
 */

/** Chromium's install offer; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The latest install offer not yet answered. */
    schoolInstallOffer?: BeforeInstallPromptEvent | null;
  }
}

/** Tells the mounted dialog host that an offer is waiting (window.schoolInstallOffer). */
export const INSTALL_OFFER_EVENT = 'school-install-offer';

export function catchInstallOffer(event: Event): void {
  // Keep the browser's own mini-infobar away; our dialog asks instead.
  event.preventDefault();
  window.schoolInstallOffer = event as BeforeInstallPromptEvent;
  window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
}

/** The app already runs as an installed app (iOS Safari reports it through navigator.standalone). */
export function isStandaloneDisplay(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
