import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

interface Image {
  id: number;
  image_url: string;
  alt: string | null;
  color_name: string | null;
}

describe('admin product photos: list, reorder, alt text, remove', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let brandId: number;
  let categoryId: number;
  const db = () => testDb.database.db;
  const send = (method: string, url: string, body?: unknown, headers = admin) =>
    app.request(url, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function productWithPhotos(count: number) {
    const product = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const form = new FormData();
    for (const colour of ['#7E4015', '#0EA5E9', '#16A34A'].slice(0, count)) {
      const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } }).png().toBuffer();
      form.append('images[]', new File([new Uint8Array(png)], `${colour.slice(1)}.png`, { type: 'image/png' }));
    }
    const res = await app.request(`/api/admin/products/${product.id}/images`, { method: 'POST', headers: admin, body: form });
    expect(res.status).toBe(201);
    return { product, images: (await res.json()).data as Image[] };
  }
  const storeImages = async (id: number) =>
    ((await (await app.request(`/api/products/${id}`)).json()).data.product.images as Image[]).map((i) => i.id);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    admin = (await createUser(db(), { roles: ['admin'] })).auth;
    customer = (await createUser(db(), { roles: ['user'] })).auth;
    brandId = (await createBrand(db())).id;
    categoryId = (await createCategory(db())).id;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('lists the photos in shop order', async () => {
    const { product, images } = await productWithPhotos(2);
    const res = await send('GET', `/api/admin/products/${product.id}/images`);
    expect(res.status).toBe(200);
    expect(((await res.json()).data as Image[]).map((i) => i.id)).toEqual(images.map((i) => i.id));
  });

  it('reorders the photos, and the store shows the new first one as the main photo', async () => {
    const { product, images } = await productWithPhotos(3);
    const order = [images[2]!.id, images[0]!.id, images[1]!.id];
    const res = await send('PUT', `/api/admin/products/${product.id}/images/order`, { image_ids: order });
    expect(res.status).toBe(200);
    expect(((await res.json()).data as Image[]).map((i) => i.id)).toEqual(order);
    expect(await storeImages(product.id)).toEqual(order);
    const store = await (await app.request(`/api/products/${product.id}`)).json();
    expect(store.data.product.main_image_url).toBe(images[2]!.image_url);
  });

  it('refuses an order that leaves out, repeats or borrows a photo, and changes nothing', async () => {
    const { product, images } = await productWithPhotos(2);
    const other = await productWithPhotos(1);
    const ids = images.map((i) => i.id);
    for (const image_ids of [[ids[0]], [ids[0], ids[0]], [ids[0], other.images[0]!.id], [ids[1], ids[0], other.images[0]!.id]]) {
      const res = await send('PUT', `/api/admin/products/${product.id}/images/order`, { image_ids });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.image_ids).toHaveLength(1);
    }
    for (const body of [{}, { image_ids: 'todas' }, { image_ids: [] }, { image_ids: ['x'] }]) {
      const res = await send('PUT', `/api/admin/products/${product.id}/images/order`, body);
      expect(res.status).toBe(422);
    }
    expect(await storeImages(product.id)).toEqual(ids);
  });

  it('changes a photo’s alt text and colour; too long is a 422', async () => {
    const { product, images } = await productWithPhotos(1);
    const url = `/api/admin/products/${product.id}/images/${images[0]!.id}`;
    const res = await send('PATCH', url, { alt: '  Modelo con la chaqueta abierta  ', color_name: 'Tierra' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ alt: 'Modelo con la chaqueta abierta', color_name: 'Tierra' });
    const tooLong = await send('PATCH', url, { alt: 'x'.repeat(201) });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).errors.alt[0]).toMatch(/200 caracteres/);
    expect((await send('PATCH', url, {})).status).toBe(422);
    const stored = await (await send('GET', `/api/admin/products/${product.id}/images`)).json();
    expect(stored.data[0].alt).toBe('Modelo con la chaqueta abierta');
  });

  it('removes a photo and its files; the store no longer lists it', async () => {
    const { product, images } = await productWithPhotos(2);
    expect((await app.request(images[0]!.image_url)).status).toBe(200);
    const res = await send('DELETE', `/api/admin/products/${product.id}/images/${images[0]!.id}`);
    expect(res.status).toBe(200);
    expect(await storeImages(product.id)).toEqual([images[1]!.id]);
    expect((await app.request(images[0]!.image_url)).status).toBe(404);
    const again = await send('DELETE', `/api/admin/products/${product.id}/images/${images[0]!.id}`);
    expect(again.status).toBe(404);
  });

  it('answers 404 for a photo of another product or an unknown product, 422 for a bad id', async () => {
    const { product } = await productWithPhotos(1);
    const other = await productWithPhotos(1);
    const foreign = `/api/admin/products/${product.id}/images/${other.images[0]!.id}`;
    expect((await send('DELETE', foreign)).status).toBe(404);
    expect((await send('PATCH', foreign, { alt: 'no' })).status).toBe(404);
    expect((await send('GET', '/api/admin/products/999999/images')).status).toBe(404);
    expect((await send('PUT', '/api/admin/products/999999/images/order', { image_ids: [1] })).status).toBe(404);
    expect((await send('DELETE', `/api/admin/products/${product.id}/images/abc`)).status).toBe(422);
    expect(await storeImages(other.product.id)).toEqual([other.images[0]!.id]);
  });

  it('is for administrators only', async () => {
    const { product, images } = await productWithPhotos(1);
    const url = `/api/admin/products/${product.id}/images/${images[0]!.id}`;
    expect((await send('DELETE', url, undefined, {})).status).toBe(401);
    expect((await send('DELETE', url, undefined, customer)).status).toBe(403);
    expect((await send('PUT', `/api/admin/products/${product.id}/images/order`, { image_ids: [images[0]!.id] }, customer)).status).toBe(403);
    expect(await storeImages(product.id)).toEqual([images[0]!.id]);
  });
});
