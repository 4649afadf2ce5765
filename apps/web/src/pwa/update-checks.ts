/**
 * When the app asks its server for a newer worker (spec sections 7 and 9): every 30 minutes, when
 * the tab becomes visible and when the browser is back online. The periodic check is skipped while
 * the user works on attendance, exams or scores; the other two still run (the prompt asks first).
 */
import { isWorkInProgressPath } from './update-confirm';

export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

export interface UpdateCheckEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  pathname: () => string;
}

const browserEnvironment = (): UpdateCheckEnvironment => ({
  window,
  document,
  pathname: () => window.location.pathname,
});

/** Starts the checks; returns the function that stops them. */
export function startUpdateChecks(
  check: () => void,
  env: UpdateCheckEnvironment = browserEnvironment(),
): () => void {
  const timer = setInterval(() => {
    if (!isWorkInProgressPath(env.pathname())) check();
  }, UPDATE_CHECK_INTERVAL_MS);
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') check();
  };
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('online', check);
  return () => {
    clearInterval(timer);
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('online', check);
  };
}
