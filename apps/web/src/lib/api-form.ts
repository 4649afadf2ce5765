/**
 * Multipart requests (file uploads) with the bearer token. The JSON client always sends JSON, so
 * uploads go through here; failures become ApiError with the server's Persian message and errors.
 */
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, PARSE_ERROR_MESSAGE } from './api';
import { getAuth } from './auth-store';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = getAuth().accessToken;
  let response: Response;
  try {
    response = await globalThis.fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  let body: Record<string, unknown> | null = null;
  try {
    body = asRecord(JSON.parse(await response.text()));
  } catch {
    body = null;
  }
  if (!response.ok || body?.success === false) {
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : `HTTP ${response.status}: ${response.statusText || PARSE_ERROR_MESSAGE}`;
    const errors = asRecord(body?.errors) as Record<string, string> | null;
    throw new ApiError(message, response.status, undefined, errors ?? undefined);
  }
  if (!body) throw new ApiError(PARSE_ERROR_MESSAGE, response.status);
  return body as T;
}
