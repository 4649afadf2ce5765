import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';

const early = (body: object) => Promise.resolve(new Response(JSON.stringify(body)));

describe('answers of the start-up script', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ from: 'network' }))));
  beforeEach(() => {
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.earlyRequests;
  });

  it('are taken by the same request with the same token, once', async () => {
    window.earlyRequests = { token: 'T1', answers: { '/api/context': early({ from: 'early' }) } };
    const client = createApiClient({ getAccessToken: () => 'T1' });
    expect(await client.request('GET', '/context')).toEqual({ from: 'early' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await client.request('GET', '/context')).toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are not taken with another token (refreshed since) or by another request', async () => {
    window.earlyRequests = { token: 'T1', answers: { '/api/context': early({ from: 'early' }) } };
    expect(await createApiClient({ getAccessToken: () => 'T2' }).request('GET', '/context')).toEqual({
      from: 'network',
    });
    const client = createApiClient({ getAccessToken: () => 'T1' });
    expect(await client.request('PUT', '/context', { schoolId: 1 })).toEqual({ from: 'network' });
    expect(await client.request('GET', '/context?x=1')).toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(await client.request('GET', '/context')).toEqual({ from: 'early' });
  });

  it('that failed fail the request as the network would', async () => {
    window.earlyRequests = {
      token: 'T1',
      answers: { '/api/auth/me': Promise.reject(new TypeError('offline')) },
    };
    window.earlyRequests.answers['/api/auth/me']!.catch(() => undefined);
    const client = createApiClient({ getAccessToken: () => 'T1' });
    await expect(client.request('GET', '/auth/me')).rejects.toMatchObject({ status: 0 });
  });
});
