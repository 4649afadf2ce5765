/**
 * What a navigation starts before React renders any of it: the once-per-start session check, the
 * code of the signed-in layout and of the page, and the page's first data (the layout's and the
 * page's queries from the route table). So the auth check, the context and the page's rows leave
 * together, beside the page's code, instead of one after the other.
 *
 * Called by the start-up for the address the app opens on, and by the router's history for every
 * later navigation (router.tsx), before the router renders the new page. No request goes without a
 * stored token that can be sent as it is; the page is still shown only once the check has passed,
 * and a check that fails drops whatever was fetched meanwhile (the guard then sends to /login).
 */
import { appAbility } from '../lib/ability';
import {
  ensureSessionChecked,
  getSessionCheckStatus,
  sessionCheckSettled,
  storedTokenUsable,
} from '../lib/auth-session';
import { isLoggedIn } from '../lib/auth-store';
import { withBatchedPreloadLinks } from '../lib/batched-preload-links';
import { forgetPageQueries, startPageQueries, type PageQuery } from '../lib/page-queries';
import { matchRoute } from './current-route';
import { signedInLayoutQueries } from './layouts/layout-queries';
import { preloadDefaultLayout } from './layouts/lazy-default-layout';

export interface NavigationTarget {
  pathname: string;
  /** Query string with or without the leading '?'. */
  search: string;
}

const can = (action: string, subject: string) => appAbility.can(action, subject);
const ignore = () => undefined;

/**
 * The queries a navigation to `target` starts: the signed-in layout's and the page's. None for a
 * page a signed-out visitor sees, or one the user may not open (the guard turns them away).
 */
export function navigationQueries(target: NavigationTarget): PageQuery[] {
  const { handle, params } = matchRoute(target.pathname);
  const { meta } = handle;
  if (meta.public || meta.unauthenticatedOnly) return [];
  if (meta.action === undefined || meta.subject === undefined || !can(meta.action, meta.subject)) return [];
  const search = new URLSearchParams(target.search);
  return [
    ...(meta.layout === 'default' ? signedInLayoutQueries() : []),
    ...(handle.queries?.({ params, search, can }) ?? []),
  ];
}

function startSessionCheck(): void {
  if (getSessionCheckStatus() !== 'idle') return;
  void ensureSessionChecked();
  void sessionCheckSettled().then((status) => {
    if (status === 'failed') forgetPageQueries();
  });
}

export function startNavigation(target: NavigationTarget): void {
  if (!isLoggedIn()) return;
  const { handle } = matchRoute(target.pathname);
  if (handle.meta.public || handle.meta.unauthenticatedOnly) return;
  startSessionCheck();
  // One batch for both imports' preload links (the layout's own batch joins this one). A failure
  // shows when the router asks for the code again.
  withBatchedPreloadLinks(() => {
    if (handle.meta.layout === 'default') preloadDefaultLayout().catch(ignore);
    handle.preload?.().catch(ignore);
  });
  // An expired token is refreshed by the check first: the page then asks for its data itself.
  if (storedTokenUsable()) startPageQueries(navigationQueries(target));
}
