import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import {
  connectQueryClient,
  forgetPageQueries,
  resetPageQueries,
  startedPageQueries,
  startPageQueries,
  type PageQuery,
} from './page-queries';

/** A query whose answers the test releases one by one. */
function controlledQuery(key: string) {
  const answers: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const queryFn = vi.fn(() => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })));
  const query: PageQuery<string> = { queryKey: ['test', key], queryFn };
  return { query, queryFn, answers };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

beforeEach(() => resetPageQueries());
afterEach(() => resetPageQueries());

describe('page queries started at navigation', () => {
  it('start at once, before any client exists, and once per key', () => {
    const { query, queryFn } = controlledQuery('rows');
    startPageQueries([query]);
    startPageQueries([query, { ...query }]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(startedPageQueries()).toEqual([JSON.stringify(['test', 'rows'])]);
  });

  it('are the cache’s once the client connects: the page’s own query under that key asks nothing again', async () => {
    const { query, queryFn, answers } = controlledQuery('rows');
    startPageQueries([query]);
    const client = newClient();
    connectQueryClient(client);
    expect(startedPageQueries()).toEqual([]);
    // The page's useQuery runs its own function only if the cache has nothing under the key.
    const pageFn = vi.fn(async () => 'asked again');
    const read = client.fetchQuery({ queryKey: ['test', 'rows'], queryFn: pageFn });
    answers[0]!.resolve('early rows');
    expect(await read).toBe('early rows');
    expect(pageFn).not.toHaveBeenCalled();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['test', 'rows'])).toBe('early rows');
  });

  it('are the client’s prefetches once it is connected: a fresh answer is not asked for again', async () => {
    const client = newClient();
    connectQueryClient(client);
    const { query, queryFn, answers } = controlledQuery('rows');
    startPageQueries([query]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    answers[0]!.resolve('rows');
    await vi.waitFor(() => expect(client.getQueryData(['test', 'rows'])).toBe('rows'));
    startPageQueries([query]);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('ask again, with the page’s function, when the early answer failed (a token the check refreshed)', async () => {
    const { query, queryFn, answers } = controlledQuery('rows');
    startPageQueries([query]);
    answers[0]!.reject(new ApiError('Token expired', 401));
    const client = newClient();
    connectQueryClient(client);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    answers[1]!.resolve('rows with the new token');
    await vi.waitFor(() => expect(client.getQueryData(['test', 'rows'])).toBe('rows with the new token'));
  });

  it('are dropped, with the cache, when the session does not hold', async () => {
    const { query } = controlledQuery('rows');
    startPageQueries([query]);
    forgetPageQueries();
    expect(startedPageQueries()).toEqual([]);
    const client = newClient();
    connectQueryClient(client);
    client.setQueryData(['test', 'other'], 'kept until now');
    forgetPageQueries();
    expect(client.getQueryData(['test', 'other'])).toBeUndefined();
  });
});
