import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import type { Endpoint } from '../../../common/api/contract';
import type { ListenEvent } from '../../db/client';
import { BoundedMap, cacheBudgets, DEFAULT_CACHE_MAX_BYTES } from '../../http/bounded-cache';
import { compressBytes, MIN_BYTES, pickEncoding } from '../../http/compression';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';

/**
 * The public catalogue's answers kept as the bytes sent (docs/decisions/0011-catalogue-cache.md).
 *
 * Key: the endpoint and its validated params and query, keys sorted (so `?b=1&a=2` and `?a=2&b=1`,
 * or `page=1` and no page at all, share one entry). Only 200 answers are kept; a 422 or a 404 is
 * computed each time. Each entry carries a strong ETag (a hash of its bytes): a matching
 * If-None-Match is a 304 without a body.
 *
 * Invalidation: the catalogue has a version; any change drops every entry. Migration 0010 makes
 * every write to products, variants, images, categories and brands NOTIFY 'catalogue_changed', which
 * the database delivers at commit to every instance listening (PGlite: this process, before the
 * writing statement's promise settles). On PostgreSQL the writing instance's own notification
 * arrives a moment after its commit, so a write request (one that may change stock or the catalogue)
 * also bumps the version here once it has answered: the writer's next read is fresh. A read only
 * fills the cache if the version did not move while it ran, so an answer read before a commit is
 * never kept after it. While the listening connection is down (notifications may be missed) nothing
 * is cached.
 *
 * The database away (issue 24): an invalidated answer is not thrown away at once but kept as the
 * last known one, and served — marked `X-Cache: stale`, not to be stored — only when the route
 * itself answers 503 because the database cannot be reached. A shopper keeps browsing what was
 * there a moment ago instead of an error.
 *
 * Memory (issue 24): the cache holds at most `maxBytes` (CACHE_MAX_MB, server/http/bounded-cache.ts),
 * counted in what it keeps — each answer and the brotli and gzip copies made of it, current and
 * last-known answers together — and 1000 answers of each kind.
 */

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Bounds: the number of answers (current, and last known), besides their bytes (`maxBytes`). */
const MAX_ENTRIES = 1000;
/** An answer larger than this (or than a sixteenth of the bound) is sent but not kept: it would evict too much. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** Revalidate every time: a 304 from memory is cheap, and a price change shows on the next request. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface Entry {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
  /** The bytes compressed, made the first time a client asks for that coding. */
  compressed: { br?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };
}

export interface CatalogueCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  lastKnownEntries: number;
  lastKnownBytes: number;
  version: number;
}

export class CatalogueReadCache {
  private readonly entries: BoundedMap<Entry>;
  /** Answers of earlier versions: served only while the database cannot be reached. */
  private readonly lastKnown: BoundedMap<Entry>;
  private readonly maxEntryBytes: number;
  private hits = 0;
  private misses = 0;
  private version = 0;
  /** False while notifications from other instances could be missed. */
  private enabled: boolean;
  /** Settles once the instance listens to the other instances' writes (at once without a listener). */
  readonly ready: Promise<void>;
  /** The requests one of the middlewares already handles (a path can match two routes' patterns). */
  private readonly handled = new WeakSet<Request>();
  /** The request's path and query as sent → its key: a repeated request skips validating its query again. */
  private readonly keysBySentUrl = new Map<string, string>();
  /** Told of every invalidation (the page render cache follows this one). */
  private readonly followers = new Set<() => void>();

  constructor(
    listen?: (onEvent: (event: ListenEvent) => void) => Promise<unknown>,
    private readonly onListenError?: (err: unknown) => void,
    /** The most this cache holds, current and last-known answers and their compressed copies together. */
    maxBytes = DEFAULT_CACHE_MAX_BYTES,
  ) {
    const budgets = cacheBudgets(maxBytes);
    this.entries = new BoundedMap({ maxEntries: MAX_ENTRIES, maxBytes: budgets.current });
    this.lastKnown = new BoundedMap({ maxEntries: MAX_ENTRIES, maxBytes: budgets.lastKnown });
    this.maxEntryBytes = Math.min(MAX_ENTRY_BYTES, Math.floor(maxBytes / 16));
    this.enabled = !listen;
    this.ready = listen
      ? listen((event) => this.onListenEvent(event)).then(
          () => undefined,
          (err: unknown) => this.onListenError?.(err),
        )
      : Promise.resolve();
  }

  private onListenEvent(event: ListenEvent) {
    if (event === 'lost') this.enabled = false;
    if (event === 'listening') this.enabled = true;
    // Whatever happened while not listening is unknown: start from an empty cache.
    this.invalidate();
  }

  /** The catalogue changed: every kept answer is dropped. */
  invalidate(): void {
    this.version += 1;
    this.keepAsLastKnown();
    this.entries.clear();
    this.keysBySentUrl.clear();
    for (const follower of this.followers) follower();
  }

  /** Calls `onInvalidate` at every invalidation from now on (local bump, notification, listener lost or back). */
  follow(onInvalidate: () => void): void {
    this.followers.add(onInvalidate);
  }

  /** False while notifications from other instances could be missed: nothing may be cached then. */
  get listening(): boolean {
    return this.enabled;
  }

  /** `bytes`: what the current answers hold; `lastKnownBytes`: the last-known ones (both with their compressed copies). */
  stats(): CatalogueCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.entries.bytes,
      lastKnownEntries: this.lastKnown.size,
      lastKnownBytes: this.lastKnown.bytes,
      version: this.version,
    };
  }

  /** The current answers become the last known ones (the oldest last-known go past the bound). */
  private keepAsLastKnown() {
    for (const [key, entry, bytes] of this.entries.entries()) this.lastKnown.set(key, entry, bytes);
  }

  private put(key: string, entry: Entry) {
    if (entry.bytes.byteLength > this.maxEntryBytes) return;
    this.entries.set(key, entry, entry.bytes.byteLength);
    // The key's last-known answer is older than this one, which stands in for it from now on.
    this.lastKnown.delete(key);
  }

  /** The entry's bytes in `encoding`, compressed the first time and counted in the bound from then on. */
  private compressed(key: string, entry: Entry, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
    const kept = entry.compressed[encoding];
    if (kept) return kept;
    const body = (entry.compressed[encoding] = compressBytes(entry.bytes, encoding));
    this.entries.grew(key, entry, body.byteLength);
    this.lastKnown.grew(key, entry, body.byteLength);
    return body;
  }

  /** Serves `endpoint` (public, GET) from the cache; register it before the route itself. */
  middleware(endpoint: Endpoint): MiddlewareHandler<ApiEnv> {
    return async (c, next) => {
      if (c.req.method !== 'GET' || this.handled.has(c.req.raw)) return next();
      this.handled.add(c.req.raw);
      const key = this.keyOf(endpoint, c);
      // Invalid input: the route answers its 422, uncached.
      if (key === null) return next();
      const kept = this.enabled ? this.entries.get(key) : undefined;
      const compress = (entry: Entry) => (encoding: 'br' | 'gzip') => this.compressed(key, entry, encoding);
      if (kept) {
        this.hits += 1;
        return answer(c, kept, 'hit', compress(kept));
      }
      this.misses += 1;
      const version = this.version;
      await next();
      const res = c.res;
      if (res.status === 503) {
        const known = this.entries.peek(key) ?? this.lastKnown.peek(key);
        if (known) {
          c.res = undefined;
          c.res = answer(c, known, 'stale', compress(known));
        }
        return;
      }
      if (res.status !== 200 || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
      const bytes = new Uint8Array(await res.arrayBuffer());
      const entry: Entry = { bytes, etag: strongEtag(bytes), contentType: res.headers.get('Content-Type')!, compressed: {} };
      // A write committed while this answer was read: it may be the old one, so it is not kept.
      if (this.enabled && version === this.version) this.put(key, entry);
      c.res = undefined;
      c.res = answer(c, entry, 'miss', compress(entry));
    };
  }

  private keyOf(endpoint: Endpoint, c: Context<ApiEnv>): string | null {
    const url = c.req.url;
    const sent = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const known = this.keysBySentUrl.get(sent);
    if (known !== undefined) return known;
    const key = cacheKey(endpoint, c);
    if (key !== null) {
      if (this.keysBySentUrl.size >= MAX_ENTRIES * 4) this.keysBySentUrl.clear();
      this.keysBySentUrl.set(sent, key);
    }
    return key;
  }

  /** After a write request has answered (its transaction committed): this instance's next read is fresh. */
  invalidateAfterWrites(): MiddlewareHandler<ApiEnv> {
    return async (c, next) => {
      await next();
      if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400 && CATALOGUE_WRITERS.test(c.req.path)) this.invalidate();
    };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The requests that may write catalogue rows: the back office (products, variants, images, bulk
 * actions, CSV import, categories, brands, order cancellations that return stock), placing or paying
 * an order (stock) and a customer's cancellation. Other writes (cart, wishlist, sessions) do not.
 */
const CATALOGUE_WRITERS = /\/(admin|checkout|payments)(\/|$)|\/user\/orders\//;

function cacheKey(endpoint: Endpoint, c: Context<ApiEnv>): string | null {
  const params = endpoint.params ? endpoint.params.safeParse(c.req.param()) : { success: true as const, data: undefined };
  if (!params.success) return null;
  // As the route's validator reads the query: a repeated key stays a list (and its schema refuses it).
  const rawQuery = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
  const query = endpoint.query ? endpoint.query.safeParse(rawQuery) : { success: Object.keys(rawQuery).length === 0, data: undefined };
  if (!query.success) return null;
  return `${endpoint.key} ${stableJson(params.data)} ${stableJson(query.data)}`;
}

/** JSON with object keys sorted, undefined members left out. */
export function stableJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const members = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`);
  return `{${members.join(',')}}`;
}

function strongEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match by the weak comparison (RFC 9110 §13.1.2): a compressed copy's W/ tag still matches. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The kept answer, or 304. Compressed as the client accepts (brotli, else gzip) once per entry and coding,
 * not for every request; other bytes than the tag names, so the tag is weak then (as the compression
 * middleware makes it), and If-None-Match matches either.
 */
function answer(c: Context<ApiEnv>, entry: Entry, cache: 'hit' | 'miss' | 'stale', compressed: (encoding: 'br' | 'gzip') => Uint8Array<ArrayBuffer>): Response {
  const encoding = entry.bytes.byteLength >= MIN_BYTES ? pickEncoding(c.req.header('Accept-Encoding')) : null;
  const headers: Record<string, string> = {
    ETag: encoding ? `W/${entry.etag}` : entry.etag,
    // A stale answer stands in for an error: nobody may keep it.
    'Cache-Control': cache === 'stale' ? 'no-store' : CATALOGUE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    'X-Cache': cache,
  };
  if (matches(c.req.header('If-None-Match'), entry.etag)) return new Response(null, { status: 304, headers });
  if (!encoding) return new Response(entry.bytes, { status: 200, headers: { ...headers, 'Content-Type': entry.contentType, 'Content-Length': String(entry.bytes.byteLength) } });
  const body = compressed(encoding);
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Type': entry.contentType, 'Content-Encoding': encoding, 'Content-Length': String(body.byteLength) },
  });
}

const caches = new WeakMap<ApiDeps, CatalogueReadCache>();

/** The cache of one API instance (two instances in one process, as in tests, each have their own). */
export function catalogueReadCache(deps: ApiDeps): CatalogueReadCache {
  let cache = caches.get(deps);
  if (!cache) {
    const { database, logger } = deps;
    cache = new CatalogueReadCache(
      database.listen ? (onEvent) => database.listen!(CATALOGUE_CHANNEL, onEvent) : undefined,
      (err) => logger.error({ err }, 'catalogue cache: cannot listen to catalogue changes'),
      deps.cacheMaxBytes,
    );
    caches.set(deps, cache);
  }
  return cache;
}

/** Puts the cache in front of each of these public GET endpoints; call before they are served. */
export function cacheCatalogueReads(app: ApiApp, deps: ApiDeps, endpoints: Endpoint[]): void {
  const cache = catalogueReadCache(deps);
  for (const endpoint of endpoints) app.on(['GET'], endpoint.path.replaceAll(/\{(\w+)\}/g, ':$1'), cache.middleware(endpoint));
}
