/** Stable error codes of the API contract (DESIGN.md). Clients branch on `code`, people read `message`. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION_ERROR',
  BAD_JSON: 'BAD_JSON',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  SESSION_ENDED: 'SESSION_ENDED',
  REFRESH_INVALID: 'REFRESH_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Report cards refused publication: some final scores are neither entered nor marked. */
  MISSING_FINALS: 'MISSING_FINALS',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA_TYPE',
  THROTTLED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode | string;
  errors?: Record<string, string>;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}
