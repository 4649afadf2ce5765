import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page loaded on demand whose code the navigation can ask for before the router renders it. */
export type LazyPage<P = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is loaded on demand, with the loader kept: a route whose Component is a lazyPage
 * has its code requested when the navigation starts, beside the page's data (navigation-start.ts),
 * rather than once the session check has passed and the router renders it.
 *
 * Once that code is in, the page renders at once, in the same pass as the layout around it. A plain
 * React.lazy would still suspend on its first render, show its fallback, and — React holding back a
 * reveal that comes soon after a fallback (300 ms) — show the page's rows some 300 ms late.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may be retried by the next navigation.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

/** The loader of a lazyPage, or of a component that renders one and says so (undefined otherwise). */
export const preloadOf = (component: ComponentType): (() => Promise<unknown>) | undefined =>
  (component as { preload?: () => Promise<unknown> }).preload;
