/**
 * Stored photos (/api/files/<id>) and the API's other images (a pre-registration's documents) need
 * the bearer token, which an <img> cannot send: they are fetched here and shown through an object
 * URL. The server marks them privately cacheable for a long time, so the browser's cache answers
 * repeated views.
 */
import { useEffect, useState } from 'react';
import { getAuth } from '../../lib/auth-store';

export const isStoredFile = (url: string) => url.startsWith('/api/files/');
/** Any image the API serves behind the session (stored photos, a pre-registration's documents). */
const isApiImage = (url: string) => url.startsWith('/api/');

export function useAuthImage(url: string | null | undefined): string | undefined {
  // The object URL together with the photo it shows, so a stale one is never returned.
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url || !isApiImage(url)) return;
    let cancelled = false;
    let created: string | undefined;
    const token = getAuth().accessToken;
    void globalThis
      .fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok || cancelled) return;
        created = URL.createObjectURL(await response.blob());
        if (cancelled) URL.revokeObjectURL(created);
        else setLoaded({ url, objectUrl: created });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (!url) return undefined;
  // Other URLs (none are stored today, but old data may hold them) are used as they are.
  if (!isApiImage(url)) return url;
  return loaded?.url === url ? loaded.objectUrl : undefined;
}
