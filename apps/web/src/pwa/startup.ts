/**
 * What the app does for its worker before any page code loads: catch the browser's install offer,
 * which may come while the login page is open. Everything else (registration, clean-up of old
 * caches, prompts, outbox) loads with the signed-in layout, so this file is all the login page pays.
 */
import { catchInstallOffer } from './install-offer';

export function startPwa(): void {
  addEventListener('beforeinstallprompt', catchInstallOffer);
}
