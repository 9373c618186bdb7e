import type { ClientInput, ClientReply } from '@common/api/contract';
import type { ApiEndpointKey, ApiEndpoints } from '@common/endpoints';
import { API_TIMEOUT_MS } from '@common/constants';
import { ApiRequestError } from './errors';

/**
 * The typed client of the API, built from the contracts in `common/` (a type import: no schema
 * reaches the browser through it). `api('GET /products/{idOrSlug}', { params: { idOrSlug } })`
 * resolves with the reply the contract names and rejects with an `ApiRequestError`.
 * In the browser it goes over `fetch` with the session token (`browser-client.ts`); server loaders
 * get one bound to the API in-process (`server-client.ts`).
 */

export interface ApiTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The bearer token to send, if any. */
  token?: () => string | null;
  /** Told of every 401, unless the call opts out (spec §8). */
  onUnauthorized?: () => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** 10 s unless said otherwise (spec §9). */
  timeoutMs?: number;
  /** Spec §8: banner, session and wishlist probes never trigger the 401 redirect. */
  skipAuthRedirect?: boolean;
  /** Lets the request outlive the page (a banner click counted as the visitor follows its link). */
  keepalive?: boolean;
}

/** The input may be left out when every part of it is optional. */
type Args<K extends ApiEndpointKey> =
  Partial<ClientInput<ApiEndpoints[K]>> extends ClientInput<ApiEndpoints[K]>
    ? [input?: ClientInput<ApiEndpoints[K]>, options?: CallOptions]
    : [input: ClientInput<ApiEndpoints[K]>, options?: CallOptions];

export type ApiClient = <K extends ApiEndpointKey>(key: K, ...args: Args<K>) => Promise<ClientReply<ApiEndpoints[K]>>;

/** What any call may carry, whatever the endpoint. */
interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

/** `'GET /products/{idOrSlug}'` + input → the URL under /api and the request. */
export function requestFor(key: string, input: LooseInput = {}): { url: string; method: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = key.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === '') throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return { url: `/api${path}${search ? `?${search}` : ''}`, method };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createApiClient(transport: ApiTransport): ApiClient {
  return (async (key: string, input: LooseInput = {}, options: CallOptions = {}) => {
    const { url, method } = requestFor(key, input);
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (input.form) body = input.form;
    else if (input.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(input.body);
    }
    const token = transport.token?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    const response = await transport.fetch(url, { method, headers, body, signal, keepalive: options.keepalive });
    const parsed = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && !options.skipAuthRedirect) transport.onUnauthorized?.();
      throw ApiRequestError.from(response.status, parsed);
    }
    return parsed;
  }) as ApiClient;
}
