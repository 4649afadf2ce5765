/**
 * Start-up of the public pages (vite.public.config.ts): React and the page, nothing of the signed-in
 * app. A signed-in user is sent to / (unauthenticated-only routes, product spec section 2).
 *
 * When the server wrote the page's first screen into #root (apps/server src/http/page-shell.ts),
 * the page's code is loaded first and the page rendered from the data handed over with it: React's
 * first commit replaces the shell with the same markup and the rest of the page, never with the
 * loading line, so nothing blinks or moves.
 */
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { isSignedIn, publicText } from '../lib/public-text';
import { hasServerShell } from './page-data';
import { matchPublicRoute } from './public-routes';
import './public.css';
// In the entry's sheet, not the page's chunk: the survey's first screen comes in the HTML (server).
import '../features/survey-form/survey-form.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root element missing from public.html');

const matched = matchPublicRoute(window.location.pathname);
const t = publicText();
document.documentElement.lang = t.language;
document.documentElement.dir = t.language === 'fa' ? 'rtl' : 'ltr';

if (isSignedIn()) {
  window.location.replace('/');
} else if (!matched) {
  document.title = t('notFound');
  createRoot(rootElement).render(
    <main className="pp-shell">
      <p className="pp-alert pp-alert-error" role="alert">
        {t('notFound')}
      </p>
    </main>,
  );
} else if (hasServerShell(rootElement)) {
  const { default: Page } = await matched.route.load();
  const root = createRoot(rootElement);
  // As a transition the render is done in slices, not one long task (a phone's slow CPU: the form).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Page id={matched.id} />
      </StrictMode>,
    ),
  );
} else {
  const Page = lazy(matched.route.load);
  createRoot(rootElement).render(
    <StrictMode>
      <Suspense fallback={<p className="pp-loading">{t('loading')}</p>}>
        <Page id={matched.id} />
      </Suspense>
    </StrictMode>,
  );
}
