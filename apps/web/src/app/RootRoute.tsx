import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useAbility } from '@casl/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import type { AppAbility } from '../lib/ability';
import { ensureSessionChecked, resetSessionCheck, useSessionCheckStatus } from '../lib/auth-session';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { safeRedirectTarget } from '../lib/safe-redirect';
import { resolveNavigation, signedInTarget } from './guards/resolve-navigation';
import { useCurrentRoute } from './current-route';
import { usePageTitle } from './use-page-title';
import { useNavigationScroll } from './use-navigation-scroll';
import { useSessionLifecycle } from './use-session-lifecycle';

/**
 * Applies the navigation guard to every route, runs the once-per-start session check, sets the
 * page title, handles scrolling, and runs the session lifecycle on non-public pages.
 */
export function RootRoute() {
  const { meta } = useCurrentRoute();
  const location = useLocation();
  const auth = useAuth();
  const ability = useAbility<AppAbility>();
  const checkStatus = useSessionCheckStatus();
  const loggedIn = isLoggedIn(auth);
  const needsCheck = !meta.public && loggedIn;

  // Started with the navigation already, with the page's code and data (navigation-start.ts).
  useEffect(() => {
    if (needsCheck) void ensureSessionChecked();
  }, [needsCheck]);

  // A failed check sent this start to /login (the session was cleared); from there on the visitor
  // is simply signed out, and a page they may not open sends them to /login?to=… again.
  const checkFailed = checkStatus === 'failed';
  const signedOutPage = Boolean(meta.public || meta.unauthenticatedOnly);
  useEffect(() => {
    if (checkFailed && signedOutPage) resetSessionCheck();
  }, [checkFailed, signedOutPage]);

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
          // The check clears a session it fails, but the user was signed in: /login, without `to`.
          isLoggedIn: loggedIn || checkFailed,
          sessionCheck: checkFailed ? 'failed' : 'ok',
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
