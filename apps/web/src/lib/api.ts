/**
 * The API client of product spec sections 7 and 8: base /api, cookies included, JSON both ways, the
 * bearer token when one is stored. Bodies are read as text and parsed, so an HTML error page from a
 * proxy turns into a clear message instead of a JSON exception.
 */
import type {
  HealthResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
  MoneyUnit,
  RefreshResponse,
} from '@school/shared';
import { getAuth } from './auth-store';
import { takeEarlyAnswer } from './early-requests';

export const API_BASE = '/api';
export const PARSE_ERROR_MESSAGE = 'خطا در پردازش پاسخ سرور';
export const NETWORK_ERROR_MESSAGE = 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.';
export const REFRESH_TOKEN_MISSING = 'Refresh token not found';
export const ACCESS_TOKEN_MISSING = 'Token not found';

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network down, request blocked). */
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | undefined;

  constructor(message: string, status: number, code?: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export interface ContextOption {
  id: number;
  name: string;
}
export interface AcademicYearOption {
  id: number;
  title: string;
  isCurrent: boolean;
}
export interface WorkContext {
  schools: ContextOption[];
  academicYears: AcademicYearOption[];
  currentSchoolId: number | null;
  currentAcademicYearId: number | null;
  /** How the current school shows amounts (lib/money-unit.ts). */
  moneyUnit?: MoneyUnit;
}
export interface WorkContextUpdate {
  schoolId: number;
  academicYearId: number;
}
export interface MessageResponse {
  success: true;
  message: string;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch?: FetchLike;
  baseUrl?: string;
  getAccessToken?: () => string | null;
  getRefreshToken?: () => string | null;
}

/**
 * JSON body of a request. Every call says Content-Type: application/json, and a JSON POST with an
 * empty body is malformed (the server rejects it), so body-less writes such as logout send {}.
 */
function requestBody(method: string, body: unknown): string | undefined {
  if (body !== undefined) return JSON.stringify(body);
  return method === 'GET' || method === 'HEAD' ? undefined : '{}';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  // Late-bound so tests can swap globalThis.fetch and the client always sees the current one.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getAccessToken = options.getAccessToken ?? (() => getAuth().accessToken);
  const getRefreshToken = options.getRefreshToken ?? (() => getAuth().refreshToken);

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    token = getAccessToken(),
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      const url = `${baseUrl}${path}`;
      // Sent by index.html's start-up script already, the same way (build/early-start.ts).
      const early = method === 'GET' && !options.fetch ? takeEarlyAnswer(url, token) : undefined;
      response = await (early ??
        doFetch(url, { method, headers, credentials: 'include', body: requestBody(method, body) }));
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }

    const text = await response.text();
    let data: unknown;
    let parsed = true;
    try {
      data = JSON.parse(text);
    } catch {
      parsed = false;
    }

    if (!response.ok) {
      const failure = parsed ? asRecord(data) : null;
      const message =
        typeof failure?.message === 'string' && failure.message
          ? failure.message
          : `HTTP ${response.status}: ${response.statusText}`;
      const code = typeof failure?.code === 'string' ? failure.code : undefined;
      const errors = asRecord(failure?.errors) as Record<string, string> | null;
      throw new ApiError(message, response.status, code, errors ?? undefined);
    }
    if (response.status === 204) return undefined as T;
    if (!parsed) throw new ApiError(PARSE_ERROR_MESSAGE, response.status);
    const success = asRecord(data);
    // A 200 that still says success:false is a failure with the server's words.
    if (success?.success === false) {
      throw new ApiError(
        typeof success.message === 'string' ? success.message : PARSE_ERROR_MESSAGE,
        response.status,
        typeof success.code === 'string' ? success.code : undefined,
      );
    }
    return data as T;
  }

  return {
    request,
    health: () => request<HealthResponse>('GET', '/health'),
    login: (payload: LoginRequest) => request<LoginResponse>('POST', '/auth/login', payload, null),
    me: async (): Promise<MeResponse> => {
      const token = getAccessToken();
      if (!token) throw new ApiError(ACCESS_TOKEN_MISSING, 401);
      return request<MeResponse>('GET', '/auth/me', undefined, token);
    },
    refresh: async (): Promise<RefreshResponse> => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new ApiError(REFRESH_TOKEN_MISSING, 401);
      return request<RefreshResponse>('POST', '/auth/refresh', { refresh_token: refreshToken }, null);
    },
    logout: () => request<MessageResponse>('POST', '/auth/logout'),
    getContext: () => request<{ success: true; data: WorkContext }>('GET', '/context'),
    putContext: (update: WorkContextUpdate) =>
      request<{ success: true; data: WorkContext }>('PUT', '/context', update),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
