import { useCurrentRoute } from '../current-route';

/** Names that count as "current" for menu highlighting: the route itself and its meta.parent. */
export function useActiveRouteNames(): ReadonlySet<string> {
  const { name, meta } = useCurrentRoute();
  return new Set(meta.parent ? [name, meta.parent] : [name]);
}
