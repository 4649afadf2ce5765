/**
 * A page's first requests, started when the navigation starts rather than once the page's code has
 * arrived and rendered. The route table names each page's queries (PageQuery: the key and function
 * the page's own useQuery uses); the navigation starts them here, in parallel with the page's code.
 *
 * TanStack Query comes with the signed-in layout, after the start-up: until its client is there, a
 * query started here runs on its own and the client adopts its answer when it connects (the page's
 * useQuery then finds it fetching or done, under the same key). Once connected, a query started here
 * is the client's prefetch: nothing is asked again while the cached answer is fresh.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { sessionCheckSettled } from './auth-session';

/** A query as the page's useQuery has it: started at navigation, found in the cache by the page. */
export interface PageQuery<T = unknown> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}

/** A query of an API read whose answer's `data` is what the page shows (DESIGN.md "API contract"). */
export function apiQuery<T>(queryKey: readonly unknown[], path: string): PageQuery<T> {
  return { queryKey, queryFn: async () => (await api.request<{ data: T }>('GET', path)).data };
}

/** What a route's query list may depend on: the URL and the signed-in user's permissions. */
export interface PageQueryContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  can: (action: string, subject: string) => boolean;
}

/** The queries a route's page makes first (empty when they depend on what the page shows later). */
export type PageQueries = (context: PageQueryContext) => readonly PageQuery[];

interface Started {
  query: PageQuery;
  answer: Promise<unknown>;
}

let client: QueryClient | undefined;
const started = new Map<string, Started>();

const keyOf = (query: PageQuery) => JSON.stringify(query.queryKey);

/** Starts each query unless it is already on its way or freshly answered. */
export function startPageQueries(queries: readonly PageQuery[]): void {
  for (const query of queries) {
    if (client) {
      void client.prefetchQuery(query);
      continue;
    }
    const key = keyOf(query);
    if (started.has(key)) continue;
    const answer = query.queryFn();
    // Read by the client once it connects; a failure is the page's to show, not an unhandled one.
    answer.catch(() => undefined);
    started.set(key, { query, answer });
  }
}

/**
 * The early answer, or, when it failed, the page's own request once the session check has settled:
 * an early request leaves before the check, and the check may have refreshed the token since.
 */
function adopt({ query, answer }: Started): PageQuery {
  return {
    queryKey: query.queryKey,
    queryFn: () => answer.catch(async () => (await sessionCheckSettled(), query.queryFn())),
  };
}

/** The client takes over the queries started before it existed, and starts the later ones itself. */
export function connectQueryClient(queryClient: QueryClient): void {
  client = queryClient;
  for (const early of started.values()) void queryClient.prefetchQuery(adopt(early));
  started.clear();
}

/** The session did not hold: nothing fetched with its token is kept. */
export function forgetPageQueries(): void {
  started.clear();
  client?.clear();
}

/** Queries started and not yet handed to a client (tests). */
export const startedPageQueries = (): string[] => [...started.keys()];

/** Back to no client and nothing started (tests). */
export function resetPageQueries(): void {
  client = undefined;
  started.clear();
}
