import { ApiError } from '../../lib/api';

/** The server's Persian message plus its distinct field messages, for an alert. */
export const apiErrorText = (error: unknown) =>
  error instanceof ApiError
    ? [error.message, ...Object.values(error.errors ?? {})]
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(' — ')
    : String(error);
