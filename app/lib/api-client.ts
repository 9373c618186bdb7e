import { API_TIMEOUT_MS } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import { ApiRequestError } from './api/errors';
import { readStorage, removeStorage } from './browser-storage';

// One error class for both clients while the pages move to `./api`: `instanceof` holds whichever threw.
export { ApiRequestError };

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  timeoutMs?: number;
  /** Spec §8: banner calls never trigger the 401 redirect. */
  skipAuthRedirect?: boolean;
}

/** Paths where a 401 must not bounce the visitor to /login (spec §8). */
function isAuthRedirectExempt(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/register');
}

/**
 * The one way pages call the API (spec §7): JSON in and out, a time-out (10 s by default), and the
 * bearer token stored under `token`. A 401 clears the token and goes to /login, except where §8 says not.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, timeoutMs = API_TIMEOUT_MS, skipAuthRedirect = false, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData)) {
    requestHeaders.set('Content-Type', 'application/json');
  }
  const token = readStorage(STORAGE_KEYS.token);
  if (token) requestHeaders.set('Authorization', `Bearer ${token}`);

  const response = await fetch(path, {
    ...init,
    headers: requestHeaders,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: init.signal ?? AbortSignal.timeout(timeoutMs),
  });

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && !skipAuthRedirect && typeof window !== 'undefined') {
      removeStorage(STORAGE_KEYS.token);
      removeStorage(STORAGE_KEYS.authToken);
      if (!isAuthRedirectExempt(window.location.pathname)) window.location.assign('/login');
    }
    const message =
      (parsed as { message?: unknown } | null)?.message && typeof (parsed as { message: unknown }).message === 'string'
        ? (parsed as { message: string }).message
        : `HTTP ${response.status}`;
    throw new ApiRequestError(response.status, message, parsed);
  }
  return parsed as T;
}
