/**
 * The installable-app parts that need a signed-in user, part of the signed-in layout so the login
 * page's script stays small: workbox-window on the worker (once the first page has settled) and the
 * update checks, the update prompt, the request for persistent storage (the outbox and offline data
 * must not be evicted), and deleting the user's cached API answers when the session ends (logout or
 * expiry). The worker's first registration and the install dialog belong to every page
 * (startup.ts, InstallOffer).
 */
import { useEffect } from 'react';
import { getAuth, isLoggedIn, subscribeAuth, useAuth } from '../lib/auth-store';
import { clearApiCache, clearApiCacheIfUserChanged } from './api-cache';
import { whenPageSettled } from './page-settled';
import { registerPwaLabels } from './pwa-i18n';
import { checkForUpdate, registerAppWorker } from './register-worker';
import { startUpdateChecks } from './update-checks';
import { UpdatePrompt } from './UpdatePrompt';

registerPwaLabels();

// Module level, so it outlives this component (which unmounts with the session it watches).
subscribeAuth(() => {
  if (!isLoggedIn(getAuth())) void clearApiCache();
});

let persistenceAsked = false;

async function askPersistentStorage(): Promise<void> {
  if (persistenceAsked || !navigator.storage?.persist) return;
  persistenceAsked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch (error) {
    console.warn('[pwa] persistent storage request failed:', error);
  }
}

export function PwaParts() {
  const username = useAuth().userData?.username;

  useEffect(() => {
    if (username) void clearApiCacheIfUserChanged(username);
  }, [username]);

  useEffect(() => {
    // The worker's install downloads every file of the app: not while the first page is loading.
    const cancelRegistration = whenPageSettled(() => void registerAppWorker());
    void askPersistentStorage();
    const stopUpdateChecks = startUpdateChecks(checkForUpdate);
    return () => {
      cancelRegistration();
      stopUpdateChecks();
    };
  }, []);

  return <UpdatePrompt />;
}
