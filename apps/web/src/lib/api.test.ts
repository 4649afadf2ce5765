import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api';

function fakeFetch(status: number, body: string, statusText = 'Status') {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, statusText }));
}

function client(fetch: ReturnType<typeof fakeFetch>, tokens: { access?: string; refresh?: string } = {}) {
  return createApiClient({
    fetch,
    getAccessToken: () => tokens.access ?? null,
    getRefreshToken: () => tokens.refresh ?? null,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('API client error catalogue (spec section 8)', () => {
  it('reports an unparsable success body as خطا در پردازش پاسخ سرور', async () => {
    const error = await failure(client(fakeFetch(200, '<html>proxy page</html>')).health());
    expect(error.message).toBe('خطا در پردازش پاسخ سرور');
  });

  it('uses the server message of a failed response', async () => {
    const body = JSON.stringify({
      success: false,
      message: 'نام کاربری یا رمز عبور اشتباه است.',
      code: 'INVALID_CREDENTIALS',
    });
    const error = await failure(client(fakeFetch(401, body)).login({ username: 'a', password: 'b' }));
    expect(error).toMatchObject({
      message: 'نام کاربری یا رمز عبور اشتباه است.',
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('falls back to HTTP {status}: {statusText} without a server message', async () => {
    expect(
      (await failure(client(fakeFetch(502, '<html>Bad gateway</html>', 'Bad Gateway')).health())).message,
    ).toBe('HTTP 502: Bad Gateway');
    expect(
      (await failure(client(fakeFetch(500, '{"success":false}', 'Internal Server Error')).health())).message,
    ).toBe('HTTP 500: Internal Server Error');
  });

  it('keeps per-field errors', async () => {
    const body = JSON.stringify({
      success: false,
      message: 'ورودی نامعتبر',
      code: 'VALIDATION_ERROR',
      errors: { username: 'الزامی' },
    });
    expect(
      (await failure(client(fakeFetch(400, body)).login({ username: '', password: '' }))).errors,
    ).toEqual({
      username: 'الزامی',
    });
  });

  it('reports a network failure with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(createApiClient({ fetch, getAccessToken: () => null }).health());
    expect(error.status).toBe(0);
  });
});

describe('API client requests', () => {
  it('sends JSON with credentials and the bearer token to /api', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ success: true, message: 'ok' }));
    await client(fetch, { access: 'tok' }).logout();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ success: true, status: 200, statusText: 'OK' }));
    await client(fetch).health();
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(fetch.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('posts the login payload', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ success: true }));
    await client(fetch).login({ username: 'admin', password: 'secret-pass', remember_me: true });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      username: 'admin',
      password: 'secret-pass',
      remember_me: true,
    });
  });

  it('refresh without a stored refresh token fails with Refresh token not found, without calling', async () => {
    const fetch = fakeFetch(200, '{}');
    expect((await failure(client(fetch).refresh())).message).toBe('Refresh token not found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refresh sends {refresh_token}', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ success: true }));
    await client(fetch, { refresh: 'r-1' }).refresh();
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/refresh');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ refresh_token: 'r-1' });
  });

  it('me without an access token fails with Token not found, without calling', async () => {
    const fetch = fakeFetch(200, '{}');
    expect((await failure(client(fetch).me())).message).toBe('Token not found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the work context', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ success: true, data: {} }));
    await client(fetch, { access: 't' }).putContext({ schoolId: 2, academicYearId: 5 });
    expect(fetch.mock.calls[0]![0]).toBe('/api/context');
    expect(fetch.mock.calls[0]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ schoolId: 2, academicYearId: 5 });
  });
});
