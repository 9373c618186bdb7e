import { ApiRequestError } from '~/lib/api/errors';

/** The panel shows the server's own message; anything else (no connection, time-out) reads the fallback. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
