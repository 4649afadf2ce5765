import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useAbility } from '@casl/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import type { AppAbility } from '../lib/ability';
import { ensureSessionChecked, useSessionCheckStatus } from '../lib/auth-session';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { withBatchedPreloadLinks } from '../lib/batched-preload-links';
import { safeRedirectTarget } from '../lib/safe-redirect';
import { resolveNavigation, signedInTarget } from './guards/resolve-navigation';
import { preloadDefaultLayout } from './layouts/lazy-default-layout';
import { useCurrentRoute } from './current-route';
import { usePageTitle } from './use-page-title';
import { useNavigationScroll } from './use-navigation-scroll';
import { useSessionLifecycle } from './use-session-lifecycle';

/**
 * Applies the navigation guard to every route, runs the once-per-start session check, sets the
 * page title, handles scrolling, and runs the session lifecycle on non-public pages.
 */
export function RootRoute() {
  const { meta, preload: preloadPage } = useCurrentRoute();
  const location = useLocation();
  const auth = useAuth();
  const ability = useAbility<AppAbility>();
  const checkStatus = useSessionCheckStatus();
  const loggedIn = isLoggedIn(auth);
  const needsCheck = !meta.public && loggedIn;

  useEffect(() => {
    if (needsCheck) void ensureSessionChecked();
  }, [needsCheck]);

  // The signed-in layout's code, and the page's, come while the session is checked rather than
  // one after the other once it has passed.
  const preloadLayout = needsCheck && checkStatus !== 'ok' && meta.layout === 'default';
  useEffect(() => {
    if (!preloadLayout) return;
    // A failure shows when the router asks for it again. One batch for both imports' preload links
    // (the layout's own batch, in preloadDefaultLayout, joins this one).
    withBatchedPreloadLinks(() => {
      preloadDefaultLayout().catch(() => undefined);
      preloadPage?.().catch(() => undefined);
    });
  }, [preloadLayout, preloadPage]);

  usePageTitle(meta);
  useNavigationScroll();
  useSessionLifecycle(loggedIn && checkStatus === 'ok' && !meta.public && !meta.unauthenticatedOnly);

  // A passed check shows the page in a background render: the signed-in layout's hundreds of
  // components then render in slices the browser can fit other work between, not in one long task.
  const shownStatus = useDeferredValue(checkStatus);
  const checking = checkStatus === 'idle' || checkStatus === 'pending' || shownStatus !== checkStatus;
  const waiting = needsCheck && checking && checkStatus !== 'failed';

  const redirect = waiting
    ? null
    : resolveNavigation(
        meta,
        {
          isLoggedIn: loggedIn,
          sessionCheck: checkStatus === 'failed' ? 'failed' : 'ok',
          // Rules left over from an old session must not open pages to a signed-out visitor.
          can: (action, subject) => loggedIn && ability.can(action, subject),
        },
        location,
      );

  // The address of the page on screen, on the root element once the page (not the session check's
  // loader, not a redirect) is shown: the router swaps pages in a transition, after the address bar
  // has changed, and end-to-end tests wait for the page here.
  const shownPath = waiting || redirect ? null : location.pathname + location.search;
  useLayoutEffect(() => {
    if (shownPath !== null) document.documentElement.dataset.shownPath = shownPath;
  }, [shownPath]);

  if (waiting) return <PageLoader fullScreen />;
  if (redirect) {
    const to = meta.unauthenticatedOnly ? signedInTarget(redirect, location, safeRedirectTarget) : redirect;
    return <Navigate to={to} replace />;
  }

  return (
    <>
      <Outlet />
      <ScrollToTopButton />
    </>
  );
}
