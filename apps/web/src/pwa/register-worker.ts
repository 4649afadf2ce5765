/**
 * Attaches workbox-window to the app worker (spec section 7; the start-up has usually registered it
 * already, worker-scope.ts) and turns its life-cycle into the update flags. A failure is logged in Persian on the
 * console only (spec section 8).
 */
import { Workbox } from 'workbox-window';
import { dispatchUpdateEvent } from './update-flags';
import { canRegisterWorker, REGISTRATION_ERROR_LOG, WORKER_SCOPE, WORKER_URL } from './worker-scope';

export const UPDATE_ERROR_LOG = 'خطا در به‌روزرسانی برنامه:';

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | null = null;

/** A worker that was still installing when we attached (the browser's own check at page load). */
function watchInstalling(registration: ServiceWorkerRegistration): void {
  const installing = registration.installing;
  if (!installing || !navigator.serviceWorker.controller) return;
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed') dispatchUpdateEvent({ type: 'waiting' });
  });
}

/** Registers once per page; later calls return the same instance (null when not possible). */
export async function registerAppWorker(): Promise<Workbox | null> {
  if (workbox || !canRegisterWorker(window.location)) return workbox;
  const wb = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  workbox = wb;
  wb.addEventListener('waiting', () => dispatchUpdateEvent({ type: 'waiting' }));
  wb.addEventListener('controlling', () => dispatchUpdateEvent({ type: 'controlling' }));
  try {
    registration = (await wb.register({ immediate: true })) ?? null;
    if (registration) watchInstalling(registration);
  } catch (error) {
    console.error(REGISTRATION_ERROR_LOG, error);
    workbox = null;
  }
  return workbox;
}

/** Asks the server for a newer worker; network errors are expected offline and ignored. */
export function checkForUpdate(): void {
  workbox?.update().catch(() => undefined);
}

/**
 * Activates the waiting worker and reloads into the new version once it controls the page. Any
 * failure is logged and the page is reloaded anyway (spec section 8).
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  try {
    if (!workbox) throw new Error('no registered worker');
    // Another tab may already have activated it: then a reload alone runs the new version.
    if (!registration?.waiting) return reload();
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
  } catch (error) {
    console.error(UPDATE_ERROR_LOG, error);
    reload();
  }
}
