/**
 * What the app does for its worker before any page code loads: catch the browser's install offer,
 * which may come while the login page is open, note the user's first click or key (the install
 * dialog waits for it), and delete old versions' caches (spec section 9, "startup"). Everything
 * else (registration, prompts, outbox) loads with the signed-in layout, so this file is all the
 * login page pays.
 */
import { deleteObsoleteCaches } from './cache-cleanup';
import { catchInstallOffer, watchEngagement } from './install-offer';

export function startPwa(): void {
  addEventListener('beforeinstallprompt', catchInstallOffer);
  watchEngagement();
  if ('serviceWorker' in navigator && 'caches' in window) void deleteObsoleteCaches();
}
