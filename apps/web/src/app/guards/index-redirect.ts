/**
 * Where '/' leads (spec section 2): without stored user data or without an access token, the
 * landing page; with both, the dashboard — for every role, the system manager included.
 */
export const LANDING_PATH = '/front-pages/landing-page';
export const DASHBOARD_PATH = '/dashboard';

export function resolveIndexRedirect(stored: { userData: unknown; accessToken: string | null }): string {
  return stored.userData && stored.accessToken ? DASHBOARD_PATH : LANDING_PATH;
}
