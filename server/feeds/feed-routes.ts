import { createHash } from 'node:crypto';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Env, Hono } from 'hono';
import { FEED_PATHS, type FeedKind } from '../../common/seo/feed-paths';
import { isListed } from '../db/visibility';
import { loadProductRefs } from '../api/catalog/product-loading';
import { presentProduct } from '../api/catalog/product-presenter';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { ChangeSource } from '../http/render-cache';
import { feedItemsOf, type FeedContext, type FeedItem, type FeedProduct } from './feed-items';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleItemXml, metaFeedHead, metaRowsCsv } from './feed-formats';

/** Products read at a time: a large catalogue is written batch by batch, never loaded whole. */
export const FEED_BATCH = 500;

/**
 * The products of the feeds, batch by batch in id order, as the store answers them (`presentProduct`,
 * so prices, lawful references and stock are the product page's): listed ones (active, visible, not
 * deleted), not digital and not damaged (`isFeedable` says why).
 */
export async function* feedProducts(db: Db, batch = FEED_BATCH): AsyncGenerator<FeedProduct[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(isListed, eq(products.isDigital, false), ne(products.condition, 'damaged'), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batch);
    if (rows.length === 0) return;
    const refs = await loadProductRefs(db, rows);
    yield rows.map((row) => presentProduct(row, refs.for(row)));
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

const CONTENT_TYPES: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

/** The feed's text, piece by piece: its head, then the lines of each batch of products, then its tail. */
export async function* feedPieces(kind: FeedKind, db: Db, origin: string, batch = FEED_BATCH): AsyncGenerator<string> {
  const settings = await readStoreSettings(db);
  const context: FeedContext = {
    origin,
    storeName: settings.store_name,
    shippingStandardFee: settings.shipping_standard_fee,
    freeShippingThreshold: settings.free_shipping_threshold,
  };
  yield kind === 'google'
    ? googleFeedHead({ title: settings.store_name, link: `${origin}/`, description: `Catálogo de productos de ${settings.store_name}` })
    : metaFeedHead();
  // Feed ids come from SKUs; should a product's SKU equal another's variant's, the later line takes its row id.
  const seen = new Set<string>();
  for await (const page of feedProducts(db, batch)) {
    const items: FeedItem[] = [];
    for (const product of page) {
      for (const item of feedItemsOf(product, context)) {
        const unique = seen.has(item.id) ? { ...item, id: item.rowId } : item;
        seen.add(unique.id);
        items.push(unique);
      }
    }
    yield kind === 'google' ? items.map(googleItemXml).join('') : metaRowsCsv(items);
  }
  if (kind === 'google') yield GOOGLE_FEED_TAIL;
}

/** A feed kept whole: its bytes and their tag. */
interface KeptFeed {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** A feed larger than this is streamed on every request and not kept. */
export const FEED_MAX_KEPT_BYTES = 16 * 1024 * 1024;
/** Two feeds, on at most two origins (a Host header cannot fill the memory). */
const MAX_KEPT_FEEDS = 4;

/**
 * The feeds as written, kept until the catalogue changes — the catalogue read cache tells (its
 * `catalogue_changed` notifications and its bump after writes, like the page render cache), and
 * store settings are saved through the back office, which bumps it too. While changes could be
 * missed nothing is kept, and a feed read while one happened is not kept either.
 */
export class FeedCache {
  private readonly kept = new Map<string, KeptFeed>();
  private version = 0;

  constructor(private readonly changes: ChangeSource) {
    changes.follow(() => {
      this.version += 1;
      this.kept.clear();
    });
  }

  get(key: string): KeptFeed | undefined {
    return this.changes.listening ? this.kept.get(key) : undefined;
  }

  get currentVersion(): number {
    return this.version;
  }

  put(key: string, bytes: Uint8Array<ArrayBuffer>, readAtVersion: number): KeptFeed {
    const feed = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
    if (!this.changes.listening || readAtVersion !== this.version || bytes.byteLength > FEED_MAX_KEPT_BYTES) return feed;
    if (this.kept.size >= MAX_KEPT_FEEDS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, feed);
    return feed;
  }
}

/** Feeds are fetched every few hours by the platforms: an hour in any cache between, then asked again. */
const FEED_CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /feeds/google-merchant.xml and /feeds/meta-catalog.csv: the catalogue for Google Merchant
 * Center and Meta, with absolute addresses on the origin the request came to (PUBLIC_URL when set,
 * server/http/public-origin.ts), as the sitemap. A feed is written from the database batch by batch
 * and streamed; when whole and small enough it is kept (FeedCache) and the next request gets the
 * bytes, or a 304 for a matching If-None-Match.
 */
export function mountProductFeeds<E extends Env>(app: Hono<E>, db: Db, changes: ChangeSource) {
  const cache = new FeedCache(changes);
  for (const kind of Object.keys(FEED_PATHS) as FeedKind[]) {
    app.get(FEED_PATHS[kind], async (c) => {
      const origin = new URL(c.req.url).origin;
      const key = `${kind} ${origin}`;
      const headers = { 'Content-Type': CONTENT_TYPES[kind], 'Cache-Control': FEED_CACHE_CONTROL };
      const kept = cache.get(key);
      if (kept) {
        if (c.req.header('If-None-Match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === kept.etag)) {
          return c.body(null, 304, { ETag: kept.etag, 'Cache-Control': FEED_CACHE_CONTROL });
        }
        return c.body(kept.bytes, 200, { ...headers, ETag: kept.etag });
      }
      const version = cache.currentVersion;
      const pieces = feedPieces(kind, db, origin);
      // The first piece (the settings read and the head) before answering: a database away is the app's 503, not a cut stream.
      const first = await pieces.next();
      const encoder = new TextEncoder();
      const chunks: Uint8Array[] = [];
      let size = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (!first.done) {
            const bytes = encoder.encode(first.value);
            chunks.push(bytes);
            size += bytes.byteLength;
            controller.enqueue(bytes);
          }
        },
        async pull(controller) {
          try {
            const next = await pieces.next();
            if (next.done) {
              if (size <= FEED_MAX_KEPT_BYTES) {
                const whole = new Uint8Array(size);
                let at = 0;
                for (const chunk of chunks) {
                  whole.set(chunk, at);
                  at += chunk.byteLength;
                }
                cache.put(key, whole, version);
              }
              controller.close();
              return;
            }
            const bytes = encoder.encode(next.value);
            size += bytes.byteLength;
            // Past the bound the feed is not kept: let go of what was gathered.
            if (size <= FEED_MAX_KEPT_BYTES) chunks.push(bytes);
            else chunks.length = 0;
            controller.enqueue(bytes);
          } catch (err) {
            controller.error(err);
          }
        },
        async cancel() {
          await pieces.return(undefined);
        },
      });
      return new Response(body, { status: 200, headers });
    });
  }
}
