import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials } from '../../../tests/test-database';
import { products, productVariants } from '../../db/schema';

describe('admin catalogue API', () => {
  const api = setupApiTest();
  let brandId: number;
  let categoryId: number;
  const db = () => api.db;
  const send = (method: string, url: string, body: unknown) =>
    api.app.request(url, { method, headers: { ...api.admin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Chaqueta vaquera reciclada',
    sku: `RD-CHA-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    brand_id: brandId,
    category_id: categoryId,
    price: 79.9,
    sale_price: 59.9,
    tags: '["denim","reciclado"]',
    variants: [
      { size: 'M', color_name: 'Índigo', color_hex: '#1c355e', sku: `V-${Math.random().toString(36).slice(2, 10)}`, stock: 4 },
      { size: 'L', color_name: 'Índigo', color_hex: '#1c355e', sku: `V-${Math.random().toString(36).slice(2, 10)}`, stock: 6 },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    brandId = (await createBrand(db())).id;
    categoryId = (await createCategory(db())).id;
  });

  it('creates a product with variants, its stock the sum of theirs, then lists it for the admin', async () => {
    const res = await send('POST', '/api/admin/products', body());
    expect(res.status).toBe(201);
    const { status, data } = await res.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({ slug: 'chaqueta-vaquera-reciclada', price: 79.9, sale_price: 59.9, discount_percent: 25, stock_quantity: 10, tags: ['denim', 'reciclado'] });
    const [row] = await db().select().from(products).where(eq(products.id, data.id));
    expect(row).toMatchObject({ priceCents: 7990, salePriceCents: 5990 });
    const list = await (await api.app.request('/api/admin/products', { headers: api.admin })).json();
    expect(list.data.data.map((p: { id: number }) => p.id)).toContain(data.id);
    expect(list.data).toHaveProperty('last_page');
  });

  it('gives the next slug when the name repeats, and refuses a taken SKU or slug', async () => {
    const first = await (await send('POST', '/api/admin/products', body({ name: 'Sudadera básica' }))).json();
    const second = await (await send('POST', '/api/admin/products', body({ name: 'Sudadera básica' }))).json();
    expect(second.data.slug).toBe(`${first.data.slug}-2`);
    const takenSku = await send('POST', '/api/admin/products', body({ sku: first.data.sku }));
    expect(takenSku.status).toBe(422);
    expect((await takenSku.json()).errors.sku).toEqual(['Ya existe un producto con este SKU.']);
    const takenSlug = await send('POST', '/api/admin/products', body({ slug: first.data.slug }));
    expect((await takenSlug.json()).errors.slug).toEqual(['Ya existe un producto con este slug.']);
  });

  it.each([
    [{ sale_price: 90 }, 'sale_price'],
    [{ price: -1 }, 'price'],
    [{ brand_id: 999999 }, 'brand_id'],
    [{ category_id: 999999 }, 'category_id'],
    [{ name: '' }, 'name'],
    [{ variants: [{ size: 'M', color_name: 'Rojo', color_hex: 'red', sku: 'X1', stock: -3 }] }, 'variants.0.color_hex'],
    [{ condition: 'roto' }, 'condition'],
    [{ is_admin: true }, 'is_admin'],
  ])('answers 422 for bad product data (%#) and stores nothing', async (overrides, field) => {
    const before = (await db().select().from(products)).length;
    const res = await send('POST', '/api/admin/products', body(overrides));
    expect(res.status).toBe(422);
    const reply = await res.json();
    expect(Object.keys(reply.errors)).toContain(field);
    expect((await db().select().from(products)).length).toBe(before);
  });

  it('updates a product and its variants, keeping the stock sum', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, created.id));
    const res = await send('PUT', `/api/admin/products/${created.id}`, {
      price: 45,
      sale_price: null,
      is_featured: true,
      variants: [{ id: variants[0]!.id, size: 'S', color_name: 'Negro', color_hex: '#222222', sku: variants[0]!.sku, stock: 1 }],
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ price: 45, sale_price: null, is_featured: true, stock_quantity: 1 });
    expect(data.variants).toHaveLength(1);
    const bad = await send('PUT', `/api/admin/products/${created.id}`, { sale_price: 50 });
    expect(bad.status).toBe(422);
    expect((await send('PUT', '/api/admin/products/999999', { price: 1 })).status).toBe(404);
  });

  it('deletes softly: gone from the store and the api.admin list, kept in the database', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const res = await api.app.request(`/api/admin/products/${created.id}`, { method: 'DELETE', headers: api.admin });
    expect(res.status).toBe(200);
    expect((await api.app.request(`/api/products/${created.id}`)).status).toBe(404);
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await api.app.request(`/api/admin/products/${created.id}`, { method: 'DELETE', headers: api.admin })).status).toBe(404);
    const again = await send('POST', '/api/admin/products', body({ sku: created.sku, name: created.name }));
    expect(again.status).toBe(201);
  });

  it('uploads images as images[]: decoded, re-encoded to WebP widths, shown in the store', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const jpeg = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7E4015' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('images[]', new File([new Uint8Array(jpeg)], 'foto.jpg', { type: 'image/jpeg' }));
    const res = await api.app.request(`/api/admin/products/${created.id}/images`, { method: 'POST', headers: api.admin, body: form });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data[0]).toMatchObject({ width: 1024 });
    expect(data[0].srcset).toContain('320w');
    const served = await api.app.request(data[0].image_url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const store = await (await api.app.request(`/api/products/${created.id}`)).json();
    expect(store.data.product.main_image_url).toBe(data[0].image_url);
  });

  it('refuses an upload that is not an image, whatever its name', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const form = new FormData();
    form.append('images[]', new File([new TextEncoder().encode('#!/bin/sh\nrm -rf /')], 'foto.jpg', { type: 'image/jpeg' }));
    const res = await api.app.request(`/api/admin/products/${created.id}/images`, { method: 'POST', headers: api.admin, body: form });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.images[0]).toMatch(/no es una imagen válida/);
    const empty = await api.app.request(`/api/admin/products/${created.id}/images`, { method: 'POST', headers: api.admin, body: new FormData() });
    expect(empty.status).toBe(422);
    const badId = await api.app.request('/api/admin/products/abc/images', { method: 'POST', headers: api.admin, body: new FormData() });
    expect(badId.status).toBe(422);
  });

  it('filters the api.admin list by category_id, together with search and status', async () => {
    const other = await createCategory(db());
    const inOther = await (await send('POST', '/api/admin/products', body({ name: 'Falda plisada', category_id: other.id, status: 'draft' }))).json();
    await send('POST', '/api/admin/products', body({ name: 'Falda plisada' }));
    const byCategory = await (await api.app.request(`/api/admin/products?category_id=${other.id}`, { headers: api.admin })).json();
    expect(byCategory.data.data.map((p: { id: number }) => p.id)).toEqual([inOther.data.id]);
    expect(byCategory.data.total).toBe(1);
    const combined = await (await api.app.request(`/api/admin/products?category_id=${other.id}&search=falda&status=active`, { headers: api.admin })).json();
    expect(combined.data.total).toBe(0);
    const bad = await api.app.request('/api/admin/products?category_id=abc', { headers: api.admin });
    expect(bad.status).toBe(422);
  });

  it('lists categories for the api.admin with status success', async () => {
    const res = await (await api.app.request('/api/admin/categories', { headers: api.admin })).json();
    expect(res.status).toBe('success');
    expect(Array.isArray(res.data)).toBe(true);
  });

  it('computes the dashboard products summary from the database (low stock = 5 or fewer)', async () => {
    const own = await createTestDatabase();
    try {
      await seedEssentials(own.database);
      const ownApp = createTestApp(own.database);
      const ownAdmin = (await createUser(own.database.db, { roles: ['super-admin'] })).auth;
      const b = await createBrand(own.database.db);
      const c = await createCategory(own.database.db);
      const v = (sku: string, stock: number) => [{ size: 'M', color_name: 'Negro', color_hex: '#222222', sku, stock }];
      await createProduct(own.database.db, { brand_id: b.id, category_id: c.id, variants: v('A1', 5), is_featured: true });
      await createProduct(own.database.db, { brand_id: b.id, category_id: c.id, variants: v('A2', 6) });
      await createProduct(own.database.db, { brand_id: b.id, category_id: c.id, variants: v('A3', 0), status: 'draft' });
      const dash = await (await ownApp.request('/api/admin/dashboard', { headers: ownAdmin })).json();
      expect(dash.data.products).toEqual({ total: 3, active: 2, low_stock: 2, out_of_stock: 1, featured: 1, categories: 1 });
      expect(dash.data.users.total).toBe(2);
      expect(dash.data.recent_products).toHaveLength(3);
    } finally {
      await own.cleanup();
    }
  });
});
