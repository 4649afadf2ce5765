/** The few API calls the benchmark makes outside the load generator: log in, choose the school, read. */
import type { LoginResponse } from '@school/shared';

const TIMEOUT_MS = 30_000;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

export function login(baseUrl: string, username: string, password: string): Promise<LoginResponse> {
  return call<LoginResponse>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

/** The change-stage choice lists follow: PUT /api/context. */
export async function chooseSchool(baseUrl: string, token: string, schoolId: number, academicYearId: number) {
  await call(`${baseUrl}/api/context`, {
    method: 'PUT',
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    body: JSON.stringify({ schoolId, academicYearId }),
  });
}

export async function getData<T>(baseUrl: string, token: string, pathAndQuery: string): Promise<T> {
  return (await call<{ data: T }>(`${baseUrl}${pathAndQuery}`, { headers: authHeader(token) })).data;
}
