/**
 * The worker's runtime cache of API reads: only what a teacher needs away from the network (their
 * profile, course groups and students, today's schedule, attendance sheets). These answers belong to one
 * user, so the cache is deleted when the session ends.
 */

/** Name of the worker's network-first API cache (CURRENT_CACHE_PREFIX keeps the start-up clean-up off it). */
export const API_CACHE_NAME = 'school-api';

/**
 * Workbox route matcher for the cached API reads. It is serialised into the generated worker with
 * Function.prototype.toString, so it must not use anything from outside its own body.
 */
export function isOfflineApiRequest({ url, request }: { url: URL; request: Request }): boolean {
  return (
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/(?:auth\/me|teacher\/profile|weekly-schedule\/mine\/today|attendance\/(?:today|sheet)|course-groups(?:\/\d+\/students)?)\/?$/.test(
      url.pathname,
    )
  );
}

/** Deletes the cached API answers (the session ended: the next user must not see them offline). */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE_NAME);
  } catch (error) {
    console.warn('[pwa] could not delete the API cache:', error);
  }
}

const CACHE_OWNER_KEY = 'school-api-cache-owner';

/**
 * A session that ended before the app worker code loaded (expired at start-up) left its answers:
 * when a different user is signed in than the one whose answers may be cached, they are deleted.
 */
export async function clearApiCacheIfUserChanged(username: string): Promise<void> {
  try {
    if (localStorage.getItem(CACHE_OWNER_KEY) === username) return;
    localStorage.setItem(CACHE_OWNER_KEY, username);
  } catch {
    // Storage blocked: clear to be safe.
  }
  await clearApiCache();
}
