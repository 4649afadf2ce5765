/**
 * Where the app worker lives (spec section 7): one script at the site root with root scope,
 * registered only on https or on localhost. Kept apart from register-worker.ts (workbox-window), so
 * the start-up of every page, the login and landing pages' included, can register it cheaply.
 */
export const WORKER_URL = '/sw.js';
export const WORKER_SCOPE = '/';
export const REGISTRATION_ERROR_LOG = 'خطا در ثبت Service Worker:';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function canRegisterWorker(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  return location.protocol === 'https:' || LOCAL_HOSTS.has(location.hostname);
}

/**
 * Registers the worker for any visitor, signed in or not, so the landing and login pages are
 * installable and work offline. The signed-in layout attaches workbox-window to the same
 * registration later for the update prompt (register-worker.ts).
 */
export async function registerWorkerForVisitors(): Promise<void> {
  if (!canRegisterWorker(window.location)) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  } catch (error) {
    console.error(REGISTRATION_ERROR_LOG, error);
  }
}
