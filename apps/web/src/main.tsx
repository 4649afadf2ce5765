import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredLanguage } from './lib/i18n';
import App from './app/App';
import { startNavigation } from './app/navigation-start';
import { startPwa } from './pwa/startup';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root element missing from index.html');

// The session check, the page's code and its first data leave now, together, before anything renders.
startNavigation(window.location);
startPwa();

// English texts are fetched before the first render when English was the last choice.
await restoreStoredLanguage();

// As a transition, the first render is done in slices the browser can fit other work between
// (downloads it has started, input) instead of in one long task.
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
