/**
 * Calls of the public pages to /api/public/...: no session, no token. A failure keeps the server's
 * Persian message and per-field messages (the API contract); no answer at all is the network's.
 */
export const PUBLIC_NETWORK_ERROR =
  'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
export const PUBLIC_PARSE_ERROR = 'خطا در پردازش پاسخ سرور';

export type PublicResult<T> =
  | { ok: true; data: T; message?: string }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export async function publicCall<T>(path: string, init: RequestInit = {}): Promise<PublicResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/public${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      credentials: 'omit',
    });
  } catch {
    return { ok: false, status: 0, message: PUBLIC_NETWORK_ERROR, errors: {} };
  }
  let body: { success?: boolean; data?: T; message?: string; errors?: Record<string, string> };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { ok: false, status: response.status, message: PUBLIC_PARSE_ERROR, errors: {} };
  }
  if (response.ok && body.success)
    return { ok: true, data: body.data as T, ...(body.message ? { message: body.message } : {}) };
  return {
    ok: false,
    status: response.status,
    message: body.message || `HTTP ${response.status}: ${response.statusText}`,
    errors: body.errors ?? {},
  };
}

/** A form with files goes as multipart; the browser writes its boundary. */
export const postForm = <T>(path: string, form: FormData) =>
  publicCall<T>(path, { method: 'POST', body: form });

export const postJson = <T>(path: string, body: unknown) =>
  publicCall<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
