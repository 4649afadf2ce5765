/**
 * What the app does for its worker before any page code loads, on every page (the login and landing
 * pages' included): catch the browser's install offer, delete old versions' caches (spec section 9,
 * "startup"), and, once the first page has settled, register the worker, so a visitor who has not
 * signed in can install the app too. The install dialog's own code loads only when an offer comes;
 * the update prompt and the outbox load with the signed-in layout.
 */
import { deleteObsoleteCaches } from './cache-cleanup';
import { catchInstallOffer } from './install-offer';
import { whenPageSettled } from './page-settled';
import { registerWorkerForVisitors } from './worker-scope';

export function startPwa(): void {
  addEventListener('beforeinstallprompt', catchInstallOffer);
  if ('serviceWorker' in navigator && 'caches' in window) void deleteObsoleteCaches();
  // The worker's install downloads every file of the app: not while the first page is loading.
  whenPageSettled(() => void registerWorkerForVisitors());
}
