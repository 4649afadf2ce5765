import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { blockNavigation } from './navigation-block';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation waits for the user's answer
 * (the returned dialog state), reload and close get the browser's own question (beforeunload).
 * `release()` lets the next navigation through, e.g. after a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const dirtyRef = useRef(dirty);
  const releasedRef = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(
    () =>
      blockNavigation(
        navigator,
        () => dirtyRef.current && !releasedRef.current,
        (proceed) => setPending(() => proceed),
      ),
    [navigator],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  return {
    release,
    blocked: pending !== null,
    leave: () => {
      const proceed = pending;
      setPending(null);
      proceed?.();
    },
    stay: () => setPending(null),
  };
}
