/**
 * A route's name is its path segments joined by hyphens (spec section 2): '/pages/misc/not-found/:error'
 * → 'pages-misc-not-found-error'. The root path is 'index'; a catch-all '*' is 'all'.
 */
export function routeName(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? 'all' : segment.replace(/^:/, '').replace(/\?$/, '')));
  return segments.length === 0 ? 'index' : segments.join('-');
}
