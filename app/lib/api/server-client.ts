import { data, type AppLoadContext } from 'react-router';
import { UNAVAILABLE_NOTICE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@common/status/unavailable';
import { createApiClient, type ApiClient } from './client';
import { ApiRequestError } from './errors';

/**
 * The client for server loaders: the same calls, answered in-process by the API (no network hop).
 * An API 503 (the database cannot be reached) is raised as the page's own 503, 'Volvemos enseguida'
 * (root ErrorBoundary), whatever the loader would do with other failures.
 */
export function serverApi(context: Pick<AppLoadContext, 'apiFetch'>): ApiClient {
  const call = createApiClient({ fetch: (url, init) => context.apiFetch(url, init) });
  return (async (...args: Parameters<ApiClient>) => {
    try {
      return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      throw error instanceof ApiRequestError && error.status === 503 ? unavailable() : error;
    }
  }) as ApiClient;
}

function unavailable() {
  return data(UNAVAILABLE_NOTICE, {
    status: 503,
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/** A loader that turns failures into something quieter (an empty list) lets this one through. */
export function isUnavailableError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'data' in error && (error as { init?: { status?: number } }).init?.status === 503;
}
