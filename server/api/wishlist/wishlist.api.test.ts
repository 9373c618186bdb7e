import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

describe('wishlist API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let productId: number;
  let hiddenId: number;
  const db = () => testDb.database.db;
  const post = (auth: Record<string, string>, body: unknown) =>
    app.request('/api/user/wishlist', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    const brand = await createBrand(db());
    const category = await createCategory(db());
    productId = (await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Camisa guardada' })).id;
    hiddenId = (await createProduct(db(), { brand_id: brand.id, category_id: category.id, status: 'draft' })).id;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('saves, lists and removes a product, once however often it is saved', async () => {
    const { auth } = await createUser(db());
    expect((await post(auth, { product_id: productId })).status).toBe(201);
    expect((await post(auth, { product_id: productId })).status).toBe(201);
    const list = (await (await app.request('/api/user/wishlist', { headers: auth })).json()).data;
    expect(list).toHaveLength(1);
    expect(list[0].product.name).toBe('Camisa guardada');
    expect((await app.request(`/api/user/wishlist/${productId}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await (await app.request('/api/user/wishlist', { headers: auth })).json()).data).toEqual([]);
    expect((await app.request(`/api/user/wishlist/${productId}`, { method: 'DELETE', headers: auth })).status).toBe(404);
  });

  it('keeps each customer\'s list to themselves', async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    await post(owner.auth, { product_id: productId });
    expect((await (await app.request('/api/user/wishlist', { headers: other.auth })).json()).data).toEqual([]);
    expect((await app.request(`/api/user/wishlist/${productId}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await (await app.request('/api/user/wishlist', { headers: owner.auth })).json()).data).toHaveLength(1);
  });

  it('needs a session and a real, listed product', async () => {
    expect((await app.request('/api/user/wishlist')).status).toBe(401);
    const { auth } = await createUser(db());
    expect((await post(auth, { product_id: hiddenId })).status).toBe(404);
    expect((await post(auth, { product_id: 'abc' })).status).toBe(422);
    expect((await post(auth, {})).status).toBe(422);
  });

  it('reads product_id strictly: a whole number or its digits, nothing coerced', async () => {
    const { auth } = await createUser(db());
    for (const product_id of [true, [productId], '1e2', '0x1', '', 2147483648, 1.5]) {
      const res = await post(auth, { product_id });
      expect(res.status, JSON.stringify(product_id)).toBe(422);
      expect((await res.json()).errors.product_id).toHaveLength(1);
    }
    expect((await post(auth, { product_id: String(productId) })).status).toBe(201);
    for (const id of ['1e2', '0x10', '%201', `%20${productId}`, '2147483648']) {
      expect((await app.request(`/api/user/wishlist/${id}`, { method: 'DELETE', headers: auth })).status, id).toBe(422);
    }
    expect((await (await app.request('/api/user/wishlist', { headers: auth })).json()).data).toHaveLength(1);
  });
});
