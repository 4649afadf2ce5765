import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded on demand whose code the navigation can ask for before the router renders it. */
export type LazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React's lazy with the loader kept: a route whose Component is a lazyPage has its code requested
 * when the navigation starts, beside the page's data (see navigation-start.ts), rather than once
 * the session check has passed and the router renders it.
 */
export function lazyPage<P = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  return Object.assign(lazy(load), { preload: load });
}

/** The loader of a lazyPage, or of a component that renders one and says so (undefined otherwise). */
export const preloadOf = (component: ComponentType): (() => Promise<unknown>) | undefined =>
  (component as { preload?: () => Promise<unknown> }).preload;
