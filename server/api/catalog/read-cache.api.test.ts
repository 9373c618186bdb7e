import { sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createTestApp } from '../../../tests/test-app';
import { openPostgres, type Database } from '../../db/client';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../checkout/checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

describe('catalogue read cache', () => {
  const api = setupApiTest();
  let shop: ShopRefs;
  let product: { id: number; slug: string };
  let variantId: number;

  const fetchRaw = (url: string, headers: Record<string, string> = {}) => api.app.request(url, { headers });
  const adminPut = (url: string, body: unknown) =>
    api.app.request(url, { method: 'PUT', headers: { ...api.admin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const listed = async (app = api.app, url = '/api/products?per_page=48') => {
    const res = await app.request(url);
    const body = (await res.json()) as any;
    return { cache: res.headers.get('X-Cache'), item: body.data.data.find((p: any) => p.id === product.id) };
  };

  beforeAll(async () => {
    shop = await createShop(api.db);
    const made = await createTestProduct(api.db, shop, { price: 30, variants: [{ stock: 5 }] });
    product = made.product;
    variantId = made.variants[0]!.id;
    // On PostgreSQL the setup's own notifications arrive a moment after its commits: the cache keeps answers once they are in.
    await vi.waitFor(async () => {
      await listed();
      expect((await listed()).cache).toBe('hit');
    });
  });

  it('answers the same query a second time from the cache, whatever the order of its parameters', async () => {
    const first = await fetchRaw('/api/products?sort_by=price&page=1&per_page=10');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('miss');
    const second = await fetchRaw('/api/products?per_page=10&sort_by=price');
    expect(second.headers.get('X-Cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    // Another query is another entry.
    expect((await fetchRaw('/api/products?per_page=11&sort_by=price')).headers.get('X-Cache')).toBe('miss');
  });

  it('caches every public catalogue answer: product, featured, categories, category, brands, search box', async () => {
    for (const url of [`/api/products/${product.slug}`, `/api/products/${product.id}`, '/api/products/featured', '/api/products/categories', `/api/products/category/${shop.categoryId}`, '/api/brands', '/api/search?q=camiseta']) {
      const first = await fetchRaw(url);
      expect(first.status, url).toBe(200);
      const again = await fetchRaw(url);
      expect(again.headers.get('X-Cache'), url).toBe('hit');
      expect(await again.text()).toBe(await first.text());
    }
  });

  it('keeps no error answer: a bad query is a 422 and an unknown product a 404, each time', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await fetchRaw('/api/products?per_page=0');
      expect(bad.status).toBe(422);
      expect(bad.headers.get('X-Cache')).toBeNull();
      const missing = await fetchRaw('/api/products/no-existe-este-producto');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('ETag')).toBeNull();
    }
  });

  it('answers If-None-Match with its ETag by a 304 without a body, and a stale tag by the full answer', async () => {
    const first = await fetchRaw('/api/products/featured?limit=4');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await fetchRaw('/api/products/featured?limit=4', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('ETag')).toBe(etag);
    // The compressed copy's weak tag matches as well.
    expect((await fetchRaw('/api/products/featured?limit=4', { 'If-None-Match': `"otra", W/${etag}` })).status).toBe(304);
    const changed = await fetchRaw('/api/products/featured?limit=4', { 'If-None-Match': '"otra-version"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(await first.text());
  });

  it('keeps its answers compressed for browsers: brotli or gzip as accepted, the same bytes again, a weak tag', async () => {
    const url = '/api/products?per_page=24&sort_by=name';
    const plain = await fetchRaw(url);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const etag = plain.headers.get('ETag')!;
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const first = await fetchRaw(url, { 'Accept-Encoding': accept });
      const again = await fetchRaw(url, { 'Accept-Encoding': accept });
      expect(first.headers.get('Content-Encoding')).toBe(coding);
      expect(again.headers.get('X-Cache')).toBe('hit');
      expect(again.headers.get('ETag')).toBe(`W/${etag}`);
      expect(again.headers.get('Vary')).toMatch(/Accept-Encoding/);
      const bytes = Buffer.from(await again.arrayBuffer());
      expect(Number(again.headers.get('Content-Length'))).toBe(bytes.byteLength);
      expect(bytes.equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
      expect(decode(bytes).toString('utf8')).toBe(text);
      expect((await fetchRaw(url, { 'Accept-Encoding': accept, 'If-None-Match': `W/${etag}` })).status).toBe(304);
    }
  });

  it('shows an admin price change on the next request, with a new ETag', async () => {
    await listed();
    const before = await listed();
    expect(before).toMatchObject({ cache: 'hit', item: { price: 30 } });
    const detail = await fetchRaw(`/api/products/${product.id}`);
    const res = await adminPut(`/api/admin/products/${product.id}`, { price: 35.5 });
    expect(res.status).toBe(200);
    expect(await listed()).toMatchObject({ cache: 'miss', item: { price: 35.5 } });
    const after = await fetchRaw(`/api/products/${product.id}`, { 'If-None-Match': detail.headers.get('ETag')! });
    expect(after.status).toBe(200);
    expect(((await after.json()) as any).data.product.price).toBe(35.5);
  });

  it('shows the stock an order took on the next list', async () => {
    await listed();
    const before = await listed();
    expect(before.cache).toBe('hit');
    const stockBefore = before.item.stock_quantity;
    const placed = await api.app.request('/api/checkout/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
      body: JSON.stringify(orderBody({ items: [{ product_id: product.id, variant_id: variantId, quantity: 2 }], expected_total: 35.5 * 2 })),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const after = await listed();
    expect(after.item.stock_quantity).toBe(stockBefore - 2);
  });

  it('forgets its answers after a write straight to the database (the NOTIFY of migration 0010)', async () => {
    await listed();
    expect((await listed()).cache).toBe('hit');
    await api.db.execute(sql`update products set price_cents = 4000 where id = ${product.id}`);
    // PGlite delivers the notification before the statement's promise settles; PostgreSQL a moment later.
    await vi.waitFor(async () => expect((await listed()).item.price).toBe(40));
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
    let other: Database;
    let otherApp: ReturnType<typeof createTestApp>;

    beforeAll(async () => {
      const { rows } = (await api.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const name = rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      other = openPostgres(url.toString(), { poolMax: 2 });
      otherApp = createTestApp(other);
    });
    afterAll(async () => {
      await other?.close();
    });

    it('a price change through instance A is seen by instance B, which had it cached', async () => {
      // B caches once it listens to the catalogue's changes.
      await vi.waitFor(async () => expect((await listed(otherApp)).cache).toBe('hit'));
      const cached = await listed(otherApp);
      expect(cached.cache).toBe('hit');
      expect((await adminPut(`/api/admin/products/${product.id}`, { price: 41.25 })).status).toBe(200);
      await vi.waitFor(async () => expect((await listed(otherApp)).item.price).toBe(41.25));
    });
  });
});
