/**
 * The signed-in layout, loaded on demand like a lazy component, with one difference: the start-up
 * asks for its code while the session check is on its way, and once the code is in the layout
 * renders at once. (A plain lazy component would still show its fallback first and, React holding
 * back a reveal that soon after a fallback, appear some 300 ms later.)
 */
import { lazy, useState, type ComponentType } from 'react';
import { withBatchedPreloadLinks } from '../../lib/batched-preload-links';

type Layout = ComponentType;

let loaded: Layout | undefined;
let loading: Promise<Layout> | undefined;

/** Starts loading the layout's code (once); a failure shows when the router renders it. */
export function preloadDefaultLayout(): Promise<Layout> {
  loading ??= withBatchedPreloadLinks(() => import('./DefaultLayout')).then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyLayout = lazy(async () => ({ default: await preloadDefaultLayout() }));

export function DefaultLayout() {
  // Chosen once per mount: switching from the lazy wrapper to the module's component would remount.
  const [Layout] = useState<Layout>(() => loaded ?? LazyLayout);
  return <Layout />;
}
