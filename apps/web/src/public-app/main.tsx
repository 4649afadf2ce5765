/**
 * Start-up of the public pages (vite.public.config.ts): React and the page, nothing of the signed-in
 * app. A signed-in user is sent to / (unauthenticated-only routes, product spec section 2).
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { isSignedIn, publicText } from '../lib/public-text';
import { matchPublicRoute } from './public-routes';
import './public.css';

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
