import { describe, expect, it, vi } from 'vitest';
import { CACHE_CLEANUP_LOG, deleteObsoleteCaches, isObsoleteCacheName } from './cache-cleanup';

function fakeCaches(names: string[]) {
  const live = new Set(names);
  return {
    live,
    storage: {
      keys: async () => [...live],
      delete: async (name: string) => live.delete(name),
    } as unknown as CacheStorage,
  };
}

describe('start-up cache clean-up', () => {
  it('picks names beginning with old- or containing v1', () => {
    expect(isObsoleteCacheName('old-static')).toBe(true);
    expect(isObsoleteCacheName('app-v1-assets')).toBe(true);
    expect(isObsoleteCacheName('workbox-precache-v1-https://x/')).toBe(true);
    expect(isObsoleteCacheName('gold-static')).toBe(false);
    expect(isObsoleteCacheName('workbox-precache-v2-https://x/')).toBe(false);
  });

  it("never picks the current worker's caches, whatever the host name", () => {
    expect(isObsoleteCacheName('school-precache-v2-https://srv1.example.ir/')).toBe(false);
    expect(isObsoleteCacheName('school-api')).toBe(false);
  });

  it('deletes exactly the obsolete caches and logs each in Persian', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { live, storage } = fakeCaches(['old-pages', 'cache-v1', 'school-api', 'school-assets']);
    await deleteObsoleteCaches(storage);
    expect([...live].sort()).toEqual(['school-api', 'school-assets']);
    expect(info).toHaveBeenCalledWith(CACHE_CLEANUP_LOG, 'old-pages');
    expect(info).toHaveBeenCalledWith(CACHE_CLEANUP_LOG, 'cache-v1');
    expect(CACHE_CLEANUP_LOG).toMatch(/[\u0600-\u06FF]/);
    info.mockRestore();
  });
});
