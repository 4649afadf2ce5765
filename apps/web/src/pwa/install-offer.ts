/**
 * The browser's offer to install the app (the `beforeinstallprompt` event), caught from start-up
 * on: it may fire before the install dialog, which loads with the signed-in layout, exists. Handed
 * over through a window property rather than a shared module, which would become a chunk of its
 * own on the login page.
 */

/** Chromium's install offer; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The latest install offer not yet answered (see InstallPrompt). */
    schoolInstallOffer?: BeforeInstallPromptEvent | null;
  }
}

export function catchInstallOffer(event: Event): void {
  // Keep the browser's own mini-infobar away; our dialog asks instead.
  event.preventDefault();
  window.schoolInstallOffer = event as BeforeInstallPromptEvent;
}
