/**
 * Whether the app is working without its server: the browser says it is offline, or the last
 * session call got no answer (a network that is "up" but reaches nothing). The signed-in layout
 * shows the offline banner while this holds; the session code reports what its calls met.
 */
import { useSyncExternalStore } from 'react';

let serverUnreachable = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export function isOffline(): boolean {
  return browserOffline() || serverUnreachable;
}

/** The session code's report: a call reached the server (true) or got no answer at all (false). */
export function reportServerReachable(reachable: boolean): void {
  if (serverUnreachable === !reachable) return;
  serverUnreachable = !reachable;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

if (typeof window !== 'undefined') {
  // Back online: assume the server is there until a call says otherwise.
  window.addEventListener('online', () => reportServerReachable(true));
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}
