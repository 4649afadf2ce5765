import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredLanguage } from './lib/i18n';
import App from './app/App';
import { startPwa } from './pwa/startup';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root element missing from index.html');

startPwa();

// English texts are fetched before the first render when English was the last choice.
await restoreStoredLanguage();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
