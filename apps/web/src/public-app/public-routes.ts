/**
 * The public pages (product spec section 2: public, unauthenticated-only, blank layout): a path
 * pattern and the page it loads, given the path's id. Each page's code is its own chunk.
 */
import type { ComponentType } from 'react';

export interface PublicPageProps {
  /** The id in the path: a pre-registration form's or a survey's. */
  id: number;
}

export interface PublicRoute {
  pattern: RegExp;
  load: () => Promise<{ default: ComponentType<PublicPageProps> }>;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { pattern: /^\/application\/(\d+)\/?$/, load: () => import('../features/application/ApplicationPage') },
  { pattern: /^\/survey\/(\d+)\/?$/, load: () => import('../features/survey-form/SurveyPage') },
];

/** The route and id of a path, or null for a path no public page has. */
export function matchPublicRoute(path: string): { route: PublicRoute; id: number } | null {
  for (const route of PUBLIC_ROUTES) {
    const match = route.pattern.exec(path);
    if (match) return { route, id: Number(match[1]) };
  }
  return null;
}
