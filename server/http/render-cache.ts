import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { INDEXABLE_PAGES } from '../../common/seo/public-pages';
import { BoundedMap, cacheBudgets, DEFAULT_CACHE_MAX_BYTES } from './bounded-cache';
import { acceptedEncodings } from './compression';
import { gzipWithNonce, plainWithNonce, spliceHtml, type SplicedHtml } from './spliced-html';

/**
 * Public pages as rendered for anonymous visitors, kept per instance (docs/decisions/0012-page-render-cache.md).
 *
 * What the server render depends on: the address (path and query), the origin the root loader
 * returns (`PUBLIC_URL`, else the request's), whether the visitor is a crawler (it gets the whole
 * document at once) and the database. Not cookies (the session, cart and preferences live in
 * localStorage; the one cookie, the cart's lines for the checkout, is scoped to `/checkout`, which
 * the server draws from it; issue 36), not Accept-Language. A request with a Cookie or an
 * Authorization header is still rendered every time: a page's HTML may depend on them.
 *
 * A page is rendered with a marker for its nonce and kept cut at the marker; every answer puts a
 * fresh nonce in (the one the CSP header of that answer names), as plain bytes or gzip without
 * compressing again (spliced-html.ts). Only 200 HTML answers without Set-Cookie are kept; 404s are
 * not (any address can be a 404, so junk addresses would push real pages out). Requests for a page
 * being rendered wait for that render.
 *
 * Invalidation follows the catalogue read cache (server/api/catalog/read-cache.ts): its
 * `catalogue_changed` notifications, its local bump after writes and its listening state. Banners
 * also change by the clock (their dates): the next such moment empties the cache too.
 *
 * Pages dropped by an invalidation are kept aside as the last known ones, and answered — marked
 * `X-Cache: stale`, never stored — only when a new render answers 503 because the database cannot
 * be reached (issue 24): the shopper reads the catalogue as it was a moment ago.
 *
 * Memory (issue 24): the cache holds at most `maxBytes` (CACHE_MAX_MB, bounded-cache.ts), counted
 * in what its pages hold (plain and gzip bytes), current and last-known pages together.
 */

/** Bounds: pages kept (current, and last known), besides their bytes (`maxBytes`). */
const MAX_ENTRIES = 2000;
/** A page larger than this (or than a sixteenth of the bound) is answered but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;

/** The public pages kept: the fixed indexable ones, products, categories and directory entries. */
const FIXED_PAGES = new Set(INDEXABLE_PAGES);
const PAGE_PATTERNS = [/^\/store\/products\/[^/]+$/, /^\/store\/categories\/[^/]+$/, /^\/directorio\/[^/]+\/[^/]+$/];

export function isCachedPage(pathname: string): boolean {
  // '/store/products/x.data' is React Router's data request of that page, not the page.
  if (pathname.endsWith('.data')) return false;
  return FIXED_PAGES.has(pathname) || PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Where a change comes from: the catalogue read cache. */
export interface ChangeSource {
  /** False while other instances' changes could be missed. */
  readonly listening: boolean;
  follow(onChange: () => void): void;
}

export interface RenderCacheOptions {
  changes: ChangeSource;
  /** The next moment the pages change without a write (a banner starts or ends), or null. */
  nextScheduledChange?: (now: Date) => Promise<Date | null>;
  now?: () => Date;
  /** The most the cache holds, current and last-known pages together (default 32 MiB). */
  maxBytes?: number;
}

interface KeptPage {
  page: SplicedHtml;
  /** The render's own headers (Content-Type…); the outer middlewares add theirs to every answer. */
  headers: [string, string][];
}

/** Renders the page with `nonce` as its CSP nonce. */
export type RenderPage = (nonce: string) => Promise<Response>;

export class RenderCache {
  private readonly entries: BoundedMap<KeptPage>;
  /** Pages of earlier versions, answered only while the database cannot be reached. */
  private readonly lastKnown: BoundedMap<KeptPage>;
  private readonly maxEntryBytes: number;
  private version = 0;
  /** When kept pages go by the clock: undefined until asked for this version, null for never. */
  private deadline: number | null | undefined;
  private readonly now: () => Date;
  /** The pages being rendered now, by key: what they will keep (null: nothing). */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? (() => new Date());
    const maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    const budgets = cacheBudgets(maxBytes);
    this.entries = new BoundedMap({ maxEntries: MAX_ENTRIES, maxBytes: budgets.current });
    this.lastKnown = new BoundedMap({ maxEntries: MAX_ENTRIES, maxBytes: budgets.lastKnown });
    this.maxEntryBytes = Math.min(MAX_ENTRY_BYTES, Math.floor(maxBytes / 16));
    options.changes.follow(() => this.invalidate());
  }

  /** Pages and bytes held: current, and last known. */
  stats(): { entries: number; bytes: number; lastKnownEntries: number; lastKnownBytes: number } {
    return { entries: this.entries.size, bytes: this.entries.bytes, lastKnownEntries: this.lastKnown.size, lastKnownBytes: this.lastKnown.bytes };
  }

  invalidate(): void {
    this.version += 1;
    for (const [key, entry, bytes] of this.entries.entries()) this.lastKnown.set(key, entry, bytes);
    this.entries.clear();
    this.deadline = undefined;
  }

  /** Answers a page request whose CSP names `nonce`: from the cache, or rendered (and kept when it may be). */
  async serve(request: Request, nonce: string, render: RenderPage): Promise<Response> {
    const key = nonce ? pageKey(request) : null;
    if (key === null) return render(nonce);

    if (this.deadline != null && this.now().getTime() >= this.deadline) this.invalidate();
    const kept = this.options.changes.listening ? this.entries.get(key) : undefined;
    if (kept) return answer(request, kept, nonce, 'hit');
    if (request.method === 'HEAD') return render(nonce);

    // A page already being rendered is waited for rather than rendered again (a burst after a change).
    const pending = this.rendering.get(key);
    if (pending) {
      const entry = await pending;
      return entry ? answer(request, entry, nonce, 'hit') : render(nonce);
    }
    let settle: (entry: KeptPage | null) => void = () => undefined;
    this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const { response, entry } = await this.renderAndKeep(request, key, nonce, render);
      settle(entry);
      return response;
    } finally {
      settle(null);
      this.rendering.delete(key);
    }
  }

  private async renderAndKeep(request: Request, key: string, nonce: string, render: RenderPage): Promise<{ response: Response; entry: KeptPage | null }> {
    const version = this.version;
    if (this.deadline === undefined && this.options.nextScheduledChange) {
      // Unknown while the database is away: asked again at the next render.
      const next = await this.options.nextScheduledChange(this.now()).catch(() => undefined);
      if (next !== undefined && version === this.version) this.deadline = next?.getTime() ?? null;
    }
    const marker = randomBytes(16).toString('hex');
    const res = await render(marker);
    if (res.status === 503) {
      const known = this.entries.peek(key) ?? this.lastKnown.peek(key);
      if (known) return { response: answer(request, known, nonce, 'stale'), entry: null };
    }
    if (!res.body) return { response: res, entry: null };
    const html = Buffer.from(await res.arrayBuffer());
    // A write committed while this page rendered: it may show the old data, so it is not kept.
    if (!keepable(res, html) || version !== this.version || !this.options.changes.listening) {
      const headers = withoutLength(res.headers);
      headers.set('X-Cache', res.headers.get('X-Cache') === 'stale' ? 'stale' : 'miss');
      const response = new Response(new Uint8Array(replaceMarker(html, marker, nonce)), { status: res.status, statusText: res.statusText, headers });
      return { response, entry: null };
    }
    const entry: KeptPage = { page: spliceHtml(html, marker, Buffer.byteLength(nonce)), headers: [...withoutLength(res.headers)] };
    this.put(key, entry);
    return { response: answer(request, entry, nonce, 'miss'), entry };
  }

  private put(key: string, entry: KeptPage) {
    if (entry.page.size > this.maxEntryBytes) return;
    this.entries.set(key, entry, entry.page.size);
    // The key's last-known page is older than this one, which stands in for it from now on.
    this.lastKnown.delete(key);
  }
}

/** The cache key of a page request, or null when its answer is never kept. */
function pageKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // Signed in (a token) or carrying cookies the store does not set: rendered for this request alone.
  if (request.headers.has('authorization') || request.headers.has('cookie')) return null;
  if (request.url.length > MAX_URL_LENGTH) return null;
  const url = new URL(request.url);
  if (!isCachedPage(url.pathname)) return null;
  const userAgent = request.headers.get('user-agent');
  const reader = userAgent && isbot(userAgent) ? 'bot' : 'browser';
  return `${reader} ${url.origin}${url.pathname}${url.search}`;
}

function keepable(res: Response, html: Buffer): boolean {
  return (
    res.status === 200 &&
    (res.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !res.headers.has('Set-Cookie') &&
    !res.headers.has('Content-Encoding') &&
    !/no-store|private/i.test(res.headers.get('Cache-Control') ?? '') &&
    html.byteLength <= MAX_ENTRY_BYTES
  );
}

function withoutLength(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('Content-Length');
  return copy;
}

/** Byte for byte (latin1 maps each byte to one character), the marker being ASCII. */
function replaceMarker(html: Buffer, marker: string, nonce: string): Buffer {
  return Buffer.from(html.toString('latin1').replaceAll(marker, nonce), 'latin1');
}

function answer(request: Request, kept: KeptPage, nonce: string, cache: 'hit' | 'miss' | 'stale'): Response {
  const headers = new Headers(kept.headers);
  headers.set('X-Cache', cache);
  if (cache === 'stale') headers.set('Cache-Control', 'no-store');
  // gzip is spliced without compressing; otherwise (a client taking only br, a page that cannot be
  // spliced) the compression middleware compresses the plain page as it would any answer.
  const gzip = acceptedEncodings(request.headers.get('Accept-Encoding') ?? undefined).includes('gzip') ? gzipWithNonce(kept.page, nonce) : null;
  const body = gzip ?? plainWithNonce(kept.page, nonce);
  if (gzip) {
    headers.set('Content-Encoding', 'gzip');
    headers.append('Vary', 'Accept-Encoding');
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
