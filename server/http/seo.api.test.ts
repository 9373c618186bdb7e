import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEXABLE_PAGES } from '../../common/seo/public-pages';
import { setupApiTest } from '../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../tests/factories';
import { insertTestEntry } from '../api/directory/test-entries';
import { brands, products } from '../db/schema';
import { mountSeoFiles } from './seo';

const ORIGIN = 'https://tienda.example';

/** The sitemap as a crawler reads it: strict XML in the sitemaps.org namespace, each <url>'s loc and lastmod. */
async function readSitemap(app: { request: (url: string) => Response | Promise<Response> }) {
  const res = await app.request(`${ORIGIN}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  // No bare ampersand (happy-dom's parser lets one through).
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
  return { urls, locs: urls.map((url) => url.loc), lastmodOf: (loc: string) => urls.find((url) => url.loc === loc)?.lastmod };
}

const secondOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('robots.txt and sitemap.xml', () => {
  const t = setupApiTest();
  let brandId: number;
  let categoryId: number;

  beforeAll(async () => {
    brandId = (await createBrand(t.db, { name: 'Rue Diverso', slug: 'rue-diverso' })).id;
    categoryId = (await createCategory(t.db, { name: 'Camisas', slug: 'camisas' })).id;
  });

  it('robots.txt keeps crawlers out of the admin, customer, API and checkout areas and names the sitemap', async () => {
    const res = await t.app.request(`${ORIGIN}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(
      ['User-agent: *', 'Disallow: /admin', 'Disallow: /user', 'Disallow: /api', 'Disallow: /checkout', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
    // The origin is the one asked on.
    expect(await (await t.app.request('http://localhost:3100/robots.txt')).text()).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  });

  it('lists the fixed pages, listed products by slug, active categories and approved directory entries, dated by their rows', async () => {
    const product = await createProduct(t.db, { name: 'Camisa de lino', brand_id: brandId, category_id: categoryId });
    const hidden = await createProduct(t.db, { name: 'Camisa oculta', brand_id: brandId, category_id: categoryId, visibility: 'hidden' });
    const inactive = await createCategory(t.db, { name: 'Retirada', slug: 'retirada', isActive: false });
    const approved = await insertTestEntry(t.db, { kind: 'servicio', name: 'Arreglos Marta', slug: 'arreglos-marta' });
    const pending = await insertTestEntry(t.db, { kind: 'empresa', name: 'Propuesta pendiente', slug: 'propuesta-pendiente', status: 'pending' });
    const hiddenEntry = await insertTestEntry(t.db, { kind: 'empresa', name: 'Oculta', slug: 'oculta', isActive: false });
    const [productRow] = await t.db.select().from(products).where(eq(products.id, product.id));
    const [brandRow] = await t.db.select().from(brands).where(eq(brands.id, brandId));

    const { locs, lastmodOf } = await readSitemap(t.app);
    for (const path of INDEXABLE_PAGES) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/store/products/camisa-de-lino`);
    expect(locs).toContain(`${ORIGIN}/store/categories/${categoryId}`);
    expect(locs).toContain(`${ORIGIN}/directorio/servicios/arreglos-marta`);
    expect(locs.filter((loc) => loc.includes(hidden.slug))).toEqual([]);
    expect(locs).not.toContain(`${ORIGIN}/store/categories/${inactive.id}`);
    expect(locs.filter((loc) => loc.includes(pending.slug) || loc.includes(hiddenEntry.slug))).toEqual([]);
    // Nothing private, nothing twice, every address absolute on the origin asked on.
    expect(locs.filter((loc) => /\/(admin|user|api|checkout|login|register)(\/|$)/.test(loc))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);

    expect(lastmodOf(`${ORIGIN}/store/products/camisa-de-lino`)).toBe(secondOf(productRow!.updatedAt));
    expect(lastmodOf(`${ORIGIN}/directorio/servicios/arreglos-marta`)).toBe(secondOf(approved.updatedAt));
    expect(lastmodOf(`${ORIGIN}/directorio/servicios`)).toBe(secondOf(approved.updatedAt));
    expect(lastmodOf(`${ORIGIN}/brands/rue-diverso`)).toBe(secondOf(brandRow!.updatedAt));
    // A page no row dates has no lastmod (never a made-up one).
    expect(lastmodOf(`${ORIGIN}/privacy`)).toBeNull();
    expect(lastmodOf(`${ORIGIN}/brands/divergente`)).toBeNull();
  });

  it('gains a product as it is published and loses it when it is unpublished or deleted', async () => {
    const send = (method: string, url: string, body?: unknown) =>
      t.app.request(url, {
        method,
        headers: { ...t.admin, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const created = await send('POST', '/api/admin/products', {
      name: 'Sudadera con capucha',
      sku: 'RD-SUD-SEO',
      brand_id: brandId,
      category_id: categoryId,
      price: 49.9,
      variants: [{ size: 'M', color_name: 'Gris', color_hex: '#888888', sku: 'RD-SUD-SEO-M', stock: 3 }],
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()).data as { id: number; slug: string };
    const loc = `${ORIGIN}/store/products/${slug}`;
    expect((await readSitemap(t.app)).locs).toContain(loc);

    expect((await send('PUT', `/api/admin/products/${id}`, { status: 'draft' })).status).toBe(200);
    expect((await readSitemap(t.app)).locs).not.toContain(loc);
    expect((await send('PUT', `/api/admin/products/${id}`, { status: 'active' })).status).toBe(200);
    expect((await readSitemap(t.app)).locs).toContain(loc);

    expect((await send('DELETE', `/api/admin/products/${id}`)).status).toBe(200);
    const after = await readSitemap(t.app);
    expect(after.locs).not.toContain(loc);
    // The store's lists changed with it.
    const [deleted] = await t.db.select().from(products).where(eq(products.id, id));
    expect(after.lastmodOf(`${ORIGIN}/store`)).toBe(secondOf(deleted!.updatedAt));
  });

  it('escapes what a slug could carry', async () => {
    await insertTestEntry(t.db, { kind: 'profesional', name: 'Ana & Co', slug: 'ana-&-co' });
    const { locs } = await readSitemap(t.app);
    expect(locs).toContain(`${ORIGIN}/directorio/profesionales/ana-&-co`);
  });

  it('past the protocol limit, /sitemap.xml is an index of parts that hold every address once', async () => {
    const whole = (await readSitemap(t.app)).locs;
    const small = new Hono();
    mountSeoFiles(small, t.db, { maxUrls: 20 });
    const index = await small.request(`${ORIGIN}/sitemap.xml`);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = new new Window().DOMParser().parseFromString(await index.text(), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    const parts = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(parts).toEqual(Array.from({ length: Math.ceil(whole.length / 20) }, (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));
    const read: string[] = [];
    for (const part of parts) {
      const { locs } = await readSitemap({ request: () => small.request(part!) });
      expect(locs.length).toBeLessThanOrEqual(20);
      read.push(...locs);
    }
    expect(read).toEqual(whole);
    expect((await small.request(`${ORIGIN}/sitemaps/${parts.length + 1}.xml`)).status).toBe(404);
    expect((await small.request(`${ORIGIN}/sitemaps/0.xml`)).status).toBe(404);
    // A short sitemap is one file: no parts.
    expect((await t.app.request(`${ORIGIN}/sitemaps/1.xml`)).status).not.toBe(200);
  });
});

describe('one address a page', () => {
  const t = setupApiTest();
  const redirectOf = async (url: string, init?: RequestInit) => {
    const res = await t.app.request(url, init);
    return { status: res.status, location: res.headers.get('location') };
  };

  it('answers 301 from a trailing-slash address to the one without, keeping the query', async () => {
    expect(await redirectOf('/store/')).toEqual({ status: 301, location: '/store' });
    expect(await redirectOf('/about/')).toEqual({ status: 301, location: '/about' });
    expect(await redirectOf('/store/?category=2&sort=price&page=3')).toEqual({ status: 301, location: '/store?category=2&sort=price&page=3' });
    expect(await redirectOf('/directorio/empresas//')).toEqual({ status: 301, location: '/directorio/empresas' });
    expect(await redirectOf('/sitemap.xml/', { method: 'HEAD' })).toEqual({ status: 301, location: '/sitemap.xml' });
  });

  it('never redirects off the site, the home page, other methods or the API', async () => {
    expect(await redirectOf('http://localhost//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect((await redirectOf('/')).status).not.toBe(301);
    expect((await redirectOf('/store/', { method: 'POST' })).status).not.toBe(301);
    const api = await t.app.request('/api/status/');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
