/**
 * Start-up clean-up of product spec section 9: when the browser supports workers, caches left by
 * older versions of the app (names beginning with "old-" or containing "v1") are deleted.
 */

export const CACHE_CLEANUP_LOG = 'کش قدیمی برنامه حذف شد:';

/**
 * Prefix of every cache of the current worker. Workbox appends the site address to its precache
 * name, so a host such as "srv1.example.ir" would otherwise make the live precache look obsolete.
 */
export const CURRENT_CACHE_PREFIX = 'school-';

export function isObsoleteCacheName(name: string): boolean {
  if (name.startsWith(CURRENT_CACHE_PREFIX)) return false;
  return name.startsWith('old-') || name.includes('v1');
}

/** Deletes the obsolete caches, logging each one in Persian; a failure only costs some disk space. */
export async function deleteObsoleteCaches(storage: CacheStorage = caches): Promise<void> {
  try {
    for (const name of (await storage.keys()).filter(isObsoleteCacheName)) {
      if (await storage.delete(name)) console.info(CACHE_CLEANUP_LOG, name);
    }
  } catch (error) {
    console.warn(error);
  }
}
