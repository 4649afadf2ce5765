import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true soon after the page has painted. The switch renders as
 * a transition, which React splits into slices the browser can paint and answer input between: parts
 * a visitor cannot use in the page's first instant (a list's filter controls) then do not lengthen
 * the task that first shows the page.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)));
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
