/**
 * Holding in-app navigation while a form has unsaved changes, with the declarative router (the data
 * router's useBlocker would add ~16 KB gzip to the login page). Links and navigate() go through the
 * router's navigator (push/replace), which is wrapped; back/forward arrive as popstate, which is
 * caught before the router sees it and undone until the user decides.
 */
import type { Navigator } from 'react-router';

type Move = (...args: Parameters<Navigator['push']>) => void;

/** The router's history index of the current entry (react-router keeps it in history.state.idx). */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * While `shouldBlock()` is true, navigations are held and `onBlocked` gets a function that carries
 * out the held one. Returns the function that removes the block.
 */
export function blockNavigation(
  navigator: Navigator,
  shouldBlock: () => boolean,
  onBlocked: (proceed: () => void) => void,
): () => void {
  const target = navigator as { push: Move; replace: Move };
  const push = target.push;
  const replace = target.replace;
  let bypass = false;
  const blocking = () => !bypass && shouldBlock();

  const wrap =
    (original: Move): Move =>
    (...args) => {
      if (!blocking()) return original.apply(navigator, args);
      onBlocked(() => {
        bypass = true;
        original.apply(navigator, args);
      });
    };
  target.push = wrap(push);
  target.replace = wrap(replace);

  const startIndex = historyIndex(window.history.state);
  let undoing = false;
  const onPopState = (event: PopStateEvent) => {
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    const next = historyIndex(event.state);
    if (!blocking() || startIndex === null || next === null || next === startIndex) return;
    const delta = startIndex - next;
    // Capture phase on window runs first: the router never hears of this move.
    event.stopImmediatePropagation();
    undoing = true;
    window.history.go(delta);
    onBlocked(() => {
      bypass = true;
      window.history.go(-delta);
    });
  };
  window.addEventListener('popstate', onPopState, true);

  return () => {
    target.push = push;
    target.replace = replace;
    window.removeEventListener('popstate', onPopState, true);
  };
}
