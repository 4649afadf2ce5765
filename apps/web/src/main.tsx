import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredLanguage } from './lib/i18n';
import App from './app/App';
import { matchRoute } from './app/current-route';
import { LANDING_PATH } from './app/guards/index-redirect';
import { startNavigation } from './app/navigation-start';
import { carryOver } from './app/shell-takeover';
import { startPwa } from './pwa/startup';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root element missing from index.html');

// A page whose first screen came in the HTML (the landing and login pages and `/`: build/entry-shells),
// unless the head script hid it for this visitor.
const shellShown =
  rootElement.firstElementChild !== null && !document.documentElement.hasAttribute('data-no-shell');

// `/` came with the landing page's (a shown shell means no stored session, for whom IndexRedirect
// leads there): the app starts on that page's address, as the redirect would have replaced it,
// instead of rendering the redirect first and the page a commit later.
if (shellShown && window.location.pathname === '/')
  window.history.replaceState(
    window.history.state,
    '',
    `${LANDING_PATH}${window.location.search}${window.location.hash}`,
  );

// The session check, the page's code and its first data leave now, together, before anything renders.
startNavigation(window.location);
startPwa();

// English texts are fetched before the first render when English was the last choice.
await restoreStoredLanguage();

// As a transition, the first render is done in slices the browser can fit other work between
// (downloads it has started, input) instead of in one long task.
function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// A shown first screen stays until the page's code is in, so React's first commit replaces it with
// the page itself, never with the loader in between. Not awaited here: the page's chunk imports
// this one, which must have finished running for that import to complete. Focus on one of the
// shell's links moves to the page's (the landing page's app starts on a first Tab, among others),
// and a click on one of its drawn switchers goes to the page's (its menu opens).
if (shellShown) carryOver(rootElement);
const pageCode = shellShown ? matchRoute(window.location.pathname).handle.preload?.() : undefined;
if (pageCode) void pageCode.catch(() => undefined).then(() => render(rootElement));
else render(rootElement);
