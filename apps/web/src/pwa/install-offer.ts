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
    /** The user has clicked, tapped or typed since the page loaded (see InstallPrompt). */
    schoolUserEngaged?: boolean;
  }
}

/** The end of a gesture: a dialog opened then never lands under a pointer still pressing. */
export const ENGAGEMENT_EVENTS = ['pointerup', 'keyup'] as const;

/** Notes the user's first click, tap or key on this page load, the login page's included. */
export function watchEngagement(): void {
  const engaged = () => {
    window.schoolUserEngaged = true;
    for (const type of ENGAGEMENT_EVENTS) removeEventListener(type, engaged, true);
  };
  for (const type of ENGAGEMENT_EVENTS) addEventListener(type, engaged, true);
}

export function catchInstallOffer(event: Event): void {
  // Keep the browser's own mini-infobar away; our dialog asks instead.
  event.preventDefault();
  window.schoolInstallOffer = event as BeforeInstallPromptEvent;
}
