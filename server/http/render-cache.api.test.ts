import { sql } from 'drizzle-orm';
import type { AppLoadContext, RequestHandler } from 'react-router';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createTestApp } from '../../tests/test-app';
import { createShop, createTestProduct, type ShopRefs } from '../api/checkout/checkout-test-kit';
import { openPostgres, type Database } from '../db/client';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The page render cache through the whole app, with a stand-in for React Router's handler that
 * renders as the real one does: the nonce of its load context on inline scripts, the data through
 * the in-process API (settings, the path's banners, the product list or one product).
 */
const pages: RequestHandler = async (request, loadContext) => {
  const { nonce, apiFetch } = loadContext as AppLoadContext;
  const url = new URL(request.url);
  const read = async (path: string) => ((await (await apiFetch(path)).json()) as any).data;
  const settings = await read('/api/settings');
  const banners: any[] = await read(`/api/ad-banners/activos?ruta=${encodeURIComponent(url.pathname)}`);
  let main: string;
  if (url.pathname === '/store') {
    const list = await read('/api/products?per_page=48');
    main = list.data.map((p: any) => `<li>${p.name}: ${p.price} €</li>`).join('');
  } else if (url.pathname.startsWith('/store/products/')) {
    const found = await apiFetch(`/api/products/${url.pathname.split('/')[3]}`);
    if (found.status === 404) return new Response(`<p nonce="${nonce}">No encontrado</p>`, { status: 404, headers: { 'Content-Type': 'text/html' } });
    const { product } = ((await found.json()) as any).data;
    main = `<h1>${product.name}</h1><p class="price">${product.price} €</p>`;
  } else {
    main = '<p>Página</p>';
  }
  const html = [
    `<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script><title>${settings.store_name}</title>`,
    `<link rel="canonical" href="${url.origin}${url.pathname}"></head><body>`,
    banners.map((b) => `<aside>${b.texto_principal}</aside>`).join(''),
    `<main>${main}</main>${'<p>Ropa de algodón orgánico hecha en Portugal.</p>'.repeat(60)}`,
    `<script nonce="${nonce}">window.__ctx=${JSON.stringify({ nonce, origin: url.origin })}</script></body></html>`,
  ].join('');
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};

function cspNonce(res: Response): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '');
  expect(match, 'the CSP names a nonce').not.toBeNull();
  return match![1]!;
}

/** Every nonce the page carries, in attributes and in its scripts' data. */
function noncesIn(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"|"nonce":"([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
}

describe('page render cache', () => {
  const api = setupApiTest();
  let clock = new Date('2026-11-25T10:00:00Z');
  let site: ReturnType<typeof createTestApp>;
  let shop: ShopRefs;
  let product: { id: number; slug: string };

  const page = (path: string, headers: Record<string, string> = {}, app = site) => app.request(`http://tienda.test${path}`, { headers });
  const admin = (method: string, path: string, body: unknown) =>
    site.request(`http://tienda.test/api${path}`, { method, headers: { ...api.admin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    site = createTestApp(api.testDb.database, { ssrHandler: pages, now: () => clock });
    shop = await createShop(api.db);
    product = (await createTestProduct(api.db, shop, { price: 30, variants: [{ stock: 5 }] })).product;
    // On PostgreSQL the setup's own notifications arrive a moment after its commits: pages are kept once they are in.
    await vi.waitFor(async () => {
      await page('/store');
      expect((await page('/store')).headers.get('X-Cache')).toBe('hit');
    });
  });

  it('renders a public page once: the second request is a hit with the same page', async () => {
    const first = await page('/store?page=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('miss');
    const second = await page('/store?page=1');
    expect(second.headers.get('X-Cache')).toBe('hit');
    expect(second.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const strip = (html: string) => html.replaceAll(/nonce="[^"]+"|"nonce":"[^"]+"/g, '');
    expect(strip(await second.text())).toBe(strip(await first.text()));
    // Another query is another page.
    expect((await page('/store?page=2')).headers.get('X-Cache')).toBe('miss');
  });

  it('gives every answer its own nonce, the one its CSP header names, everywhere in the page', async () => {
    await page('/store');
    const answers = [await page('/store'), await page('/store')];
    const seen: string[] = [];
    for (const res of answers) {
      expect(res.headers.get('X-Cache')).toBe('hit');
      const nonce = cspNonce(res);
      const found = noncesIn(await res.text());
      expect(found.length).toBe(3);
      expect(new Set(found)).toEqual(new Set([nonce]));
      seen.push(nonce);
    }
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('answers gzip from the kept page without compressing again, with a fresh nonce', async () => {
    await page('/about');
    const res = await page('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('X-Cache')).toBe('hit');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.byteLength);
    const html = zlib.gunzipSync(bytes).toString();
    expect(new Set(noncesIn(html))).toEqual(new Set([cspNonce(res)]));
    expect(bytes.byteLength).toBeLessThan(html.length / 3);
    // A client that takes only Brotli gets it from the compression middleware.
    const br = await page('/about', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(new Set(noncesIn(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()))).toEqual(new Set([cspNonce(br)]));
  });

  it('renders a page once for a burst of requests: the others wait for that render', async () => {
    let renders = 0;
    const counted = createTestApp(api.testDb.database, { ssrHandler: (request, context) => ((renders += 1), pages(request, context)) });
    await vi.waitFor(async () => {
      await page('/investors', {}, counted);
      expect((await page('/investors', {}, counted)).headers.get('X-Cache')).toBe('hit');
    });
    renders = 0;
    const burst = await Promise.all(Array.from({ length: 5 }, () => page('/careers', {}, counted)));
    expect(renders).toBe(1);
    expect(burst.map((res) => res.headers.get('X-Cache')).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    for (const res of burst) expect(new Set(noncesIn(await res.text()))).toEqual(new Set([cspNonce(res)]));
  });

  it('answers HEAD from a kept page, without a body', async () => {
    await page('/help/faq');
    const head = await site.request('http://tienda.test/help/faq', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('never serves nor keeps a page for a request with a session token or cookies', async () => {
    await page('/store');
    expect((await page('/store')).headers.get('X-Cache')).toBe('hit');
    for (const headers of [api.admin, { Cookie: 'sesion=abc' }]) {
      const res = await page('/store', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Cache')).toBeNull();
      // Rendered for this request: its nonce in the page.
      expect(new Set(noncesIn(await res.text()))).toEqual(new Set([cspNonce(res)]));
    }
  });

  it('keeps only public pages: not the customer or staff areas, the checkout, the cart, data requests or the API', async () => {
    for (const path of ['/user/orders', '/admin/products', '/checkout', '/cart', '/login', '/store.data', `/store/products/${product.slug}.data`, '/directorio/alta']) {
      await page(path);
      expect((await page(path)).headers.get('X-Cache'), path).toBeNull();
    }
    expect((await page('/api/products')).headers.get('Content-Type')).toMatch(/json/);
  });

  it('keeps no 404: an unknown product is rendered each time, with its nonce', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await page('/store/products/no-existe');
      expect(res.status).toBe(404);
      expect(res.headers.get('X-Cache')).toBe('miss');
      expect(noncesIn(await res.text())).toEqual([cspNonce(res)]);
    }
  });

  it('shows an admin price change on the next anonymous /store and product page', async () => {
    const productPath = `/store/products/${product.slug}`;
    for (const path of ['/store', productPath]) {
      await page(path);
      expect((await page(path)).headers.get('X-Cache')).toBe('hit');
    }
    expect((await admin('PUT', `/admin/products/${product.id}`, { price: 35.5 })).status).toBe(200);
    const store = await page('/store');
    expect(store.headers.get('X-Cache')).toBe('miss');
    expect(await store.text()).toContain(': 35.5 €');
    const detail = await page(productPath);
    expect(detail.headers.get('X-Cache')).toBe('miss');
    expect(await detail.text()).toContain('<p class="price">35.5 €</p>');
  });

  it('shows a settings change on the next page', async () => {
    await page('/about');
    expect(await (await page('/about')).text()).toContain('<title>Tienda Diverso</title>');
    const current = ((await (await site.request('/api/admin/settings', { headers: api.admin })).json()) as any).data.settings;
    expect((await admin('PUT', '/admin/settings', { ...current, store_name: 'Tienda Diverso Outlet' })).status).toBe(200);
    const after = await page('/about');
    expect(after.headers.get('X-Cache')).toBe('miss');
    expect(await after.text()).toContain('<title>Tienda Diverso Outlet</title>');
    expect((await admin('PUT', '/admin/settings', current)).status).toBe(200);
  });

  it('shows a new banner at once, and a scheduled one from its start', async () => {
    await page('/store/offers');
    const created = await admin('POST', '/admin/ad-banners', { nombre: 'Rebajas', texto_principal: 'Rebajas de otoño', rutas: ['/store/offers'] });
    expect(created.status).toBe(201);
    expect(await (await page('/store/offers')).text()).toContain('<aside>Rebajas de otoño</aside>');

    const starts = new Date(clock.getTime() + 60 * 60_000);
    await admin('POST', '/admin/ad-banners', { nombre: 'Navidad', texto_principal: 'Regalos', rutas: ['/store/offers'], fecha_inicio: starts.toISOString() });
    // On PostgreSQL the trigger's notification of that write may land after the next render.
    await vi.waitFor(async () => {
      await page('/store/offers');
      expect((await page('/store/offers')).headers.get('X-Cache')).toBe('hit');
    });
    expect(await (await page('/store/offers')).text()).not.toContain('Regalos');
    clock = new Date(starts.getTime() + 1000);
    const after = await page('/store/offers');
    expect(after.headers.get('X-Cache')).toBe('miss');
    expect(await after.text()).toContain('<aside>Regalos</aside>');
  });

  it('forgets its pages after a write straight to the catalogue tables (the NOTIFY of migration 0010)', async () => {
    await page('/store');
    expect((await page('/store')).headers.get('X-Cache')).toBe('hit');
    await api.db.execute(sql`update products set price_cents = 4000 where id = ${product.id}`);
    await vi.waitFor(async () => expect(await (await page('/store')).text()).toContain(': 40 €'));
  });

  it('forgets its pages after a write straight to the settings, banners or directory (migration 0012), not after a banner impression', async () => {
    const kept = async () => {
      await vi.waitFor(async () => {
        await page('/store');
        expect((await page('/store')).headers.get('X-Cache')).toBe('hit');
      });
    };
    for (const write of [
      sql`update store_settings set updated_at = now()`,
      sql`update ad_banners set prioridad = prioridad`,
      sql`update directory_entries set updated_at = now()`,
    ]) {
      await kept();
      await api.db.execute(write);
      await vi.waitFor(async () => expect((await page('/store')).headers.get('X-Cache')).toBe('miss'));
    }
    await kept();
    await api.db.execute(sql`update ad_banners set impresiones = impresiones + 1`);
    await api.db.execute(sql`select 1`);
    expect((await page('/store')).headers.get('X-Cache')).toBe('hit');
  });

  it('is switched off by renderCache: false (RENDER_CACHE=false)', async () => {
    const uncached = createTestApp(api.testDb.database, { ssrHandler: pages, renderCache: false });
    for (let i = 0; i < 2; i++) {
      const res = await page('/store', {}, uncached);
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Cache')).toBeNull();
      expect(new Set(noncesIn(await res.text()))).toEqual(new Set([cspNonce(res)]));
    }
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
    let other: Database;
    let otherSite: ReturnType<typeof createTestApp>;

    beforeAll(async () => {
      const { rows } = (await api.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      other = openPostgres(url.toString(), { poolMax: 2 });
      otherSite = createTestApp(other, { ssrHandler: pages, now: () => clock });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('a price change through instance A shows on instance B, which had the page', async () => {
      const path = `/store/products/${product.slug}`;
      await vi.waitFor(async () => {
        await page(path, {}, otherSite);
        expect((await page(path, {}, otherSite)).headers.get('X-Cache')).toBe('hit');
      });
      expect((await admin('PUT', `/admin/products/${product.id}`, { price: 41.25 })).status).toBe(200);
      await vi.waitFor(async () => expect(await (await page(path, {}, otherSite)).text()).toContain('41.25 €'));
    });

    it('a settings change through instance A shows on instance B (the NOTIFY of migration 0012)', async () => {
      await vi.waitFor(async () => {
        await page('/press', {}, otherSite);
        expect((await page('/press', {}, otherSite)).headers.get('X-Cache')).toBe('hit');
      });
      const current = ((await (await site.request('/api/admin/settings', { headers: api.admin })).json()) as any).data.settings;
      expect((await admin('PUT', '/admin/settings', { ...current, store_name: 'Diverso Norte' })).status).toBe(200);
      await vi.waitFor(async () => expect(await (await page('/press', {}, otherSite)).text()).toContain('<title>Diverso Norte</title>'));
      expect((await admin('PUT', '/admin/settings', current)).status).toBe(200);
    });
  });
});
