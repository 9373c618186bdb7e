import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './client';

/** The client for server loaders: the same calls, answered in-process by the API (no network hop). */
export function serverApi(context: Pick<AppLoadContext, 'apiFetch'>): ApiClient {
  return createApiClient({ fetch: (url, init) => context.apiFetch(url, init) });
}
