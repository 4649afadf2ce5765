/**
 * Where to go after login: the `to` query parameter when it is a same-site path, else home.
 * A leading '//' or '/\' would be read by browsers as another host, so those are refused.
 */
export function safeRedirectTarget(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  return to;
}
