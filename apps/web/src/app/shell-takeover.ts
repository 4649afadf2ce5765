/**
 * A page whose first screen came in the HTML (build/entry-shells) is replaced by React's first
 * commit. On the landing page the app starts on the visitor's first interaction, so what that
 * interaction aimed at in the shell is gone by the time the page can answer it:
 * - a Tab onto one of the shell's links: that element leaves with the shell, and focus would fall
 *   back to <body> — a keyboard visitor's place lost. Focus moves to the page's element of the same
 *   kind, address, name and text (the shell copies the page's links and buttons);
 * - a click on one of the shell's drawn controls (the language and theme switchers): the shell's
 *   button does nothing itself. The click is kept (the landing page's head script marks the button,
 *   deferred-app.ts; here, from the app's start, on any page with a shell) and given to the page's
 *   same control once the shell has gone, so its menu opens as if the app had been there.
 * Both in one watch of the root: this runs in every page's start-up.
 */

/** The shell's outermost element (shell-markup.ts). */
export const SHELL_SELECTOR = '.es-page';

/** A shell control the page answers (shell-markup.ts), and the mark of the one last clicked. */
export const SHELL_CONTROL = 'data-shell-control';
export const SHELL_CLICKED = 'data-shell-clicked';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What makes two elements the same control for a visitor: kind, address, name, label and text. */
function identity(element: Element): string {
  const href = element instanceof HTMLAnchorElement ? element.href : '';
  return [
    element.tagName,
    href,
    element.getAttribute('name') ?? '',
    element.getAttribute('aria-label') ?? '',
    element.textContent?.trim() ?? '',
  ].join('\n');
}

/** The page's element in `root` that is the same control as the shell's `element`. */
function pageTwin(root: HTMLElement, element: Element): HTMLElement | undefined {
  const wanted = identity(element);
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => identity(el) === wanted);
}

/**
 * Watches `root` until the shell in it is replaced, then focuses the page's match of the shell
 * element that had focus (if focus was still there) and clicks the page's match of the shell
 * control clicked last (marked by the head script, or seen here). Returns a stop function.
 */
export function carryOver(root: HTMLElement): () => void {
  const shell = root.querySelector(SHELL_SELECTOR);
  let focused: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
  let clicked: Element | null = null;
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
  const onClick = (event: MouseEvent) => {
    clicked = (event.target as Element).closest?.(`[${SHELL_CONTROL}]`) ?? clicked;
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (root.querySelector(SHELL_SELECTOR)) return;
    stop();
    const active = document.activeElement;
    if (focused && !focused.isConnected && (!active || active === document.body))
      pageTwin(root, focused)?.focus();
    const control = clicked ?? shell?.querySelector(`[${SHELL_CLICKED}]`);
    if (control) pageTwin(root, control)?.click();
  });
  observer.observe(root, { childList: true });
  function stop() {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('click', onClick, true);
  }
  return stop;
}
