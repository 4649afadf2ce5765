import { useEffect, useRef } from 'react';

/** Ctrl+S (⌘S) saves the page's sheet instead of the browser saving the HTML page. */
export function useSaveShortcut(save: () => void, enabled: boolean): void {
  const latest = useRef({ save, enabled });
  useEffect(() => {
    latest.current = { save, enabled };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (latest.current.enabled) latest.current.save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
