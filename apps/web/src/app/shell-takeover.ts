/**
 * A page whose first screen came in the HTML (build/entry-shells) is replaced by React's first
 * commit. On the landing page the app starts on the visitor's first interaction, which may be a
 * Tab onto one of the shell's links: that element then leaves with the shell, and focus would fall
 * back to <body> — a keyboard visitor's place lost. This moves focus to the page's element of the
 * same kind, address and text (the shell copies the page's links), once the shell has gone.
 */

/** The shell's outermost element (shell-markup.ts). */
export const SHELL_SELECTOR = '.es-page';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What makes two elements the same control for a visitor: kind, address, name and text. */
function identity(element: Element): string {
  const href = element instanceof HTMLAnchorElement ? element.href : '';
  return [element.tagName, href, element.getAttribute('name') ?? '', element.textContent?.trim() ?? ''].join(
    '\n',
  );
}

/**
 * Watches `root` until the shell in it is replaced, then focuses the page's match of the shell
 * element that had focus (if focus was still there). Returns a stop function.
 */
export function carryFocusOver(root: HTMLElement): () => void {
  let focused: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  // Focus that leaves for somewhere else is not carried. Chromium also blurs an element as it is
  // removed (the commit), before the removal: told apart once the commit's task has run.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (root.contains(event.relatedTarget as Node | null)) return;
    queueMicrotask(() => {
      if (left instanceof Element && left.isConnected && focused === left) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  const observer = new MutationObserver(() => {
    if (root.querySelector(SHELL_SELECTOR)) return;
    stop();
    const active = document.activeElement;
    if (!focused || focused.isConnected || (active && active !== document.body)) return;
    const wanted = identity(focused);
    const match = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => identity(el) === wanted);
    match?.focus();
  });
  observer.observe(root, { childList: true });
  function stop() {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  }
  return stop;
}
