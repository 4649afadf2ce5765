import { useEffect, useRef, useState } from 'react';

export type PublicData<T> =
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/**
 * Data of a public page (the landing page's news, a news item): read once per key. The public pages
 * run without the signed-in pages' query cache, whose code they would otherwise download.
 */
export function usePublicData<T>(key: string, load: () => Promise<T>): PublicData<T> {
  const loader = useRef(load);
  // Before the effect below (effects run in order): the load of the current render.
  useEffect(() => {
    loader.current = load;
  });
  const [state, setState] = useState<{ key: string; result: PublicData<T> }>({
    key,
    result: { status: 'pending' },
  });
  useEffect(() => {
    let live = true;
    loader.current().then(
      (data) => live && setState({ key, result: { status: 'success', data } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          result: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  // Until the new key's answer comes, the last one stays (a page of news while the next loads).
  return state.key === key || state.result.status === 'success' ? state.result : { status: 'pending' };
}
