import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createUser } from '../../tests/factories';
import { createTestApp } from '../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';
import { products } from '../db/schema';
import { JSON_BODY_MAX_BYTES } from './index';

describe('request body size', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let ids: { brand: number; category: number };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    const db = testDb.database.db;
    admin = (await createUser(db, { roles: ['admin'] })).auth;
    ids = { brand: (await createBrand(db)).id, category: (await createCategory(db)).id };
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const product = (description: string) =>
    JSON.stringify({ name: 'Abrigo largo', sku: `AB-${description.length}`, brand_id: ids.brand, category_id: ids.category, price: 120, description });

  it('refuses a JSON body over 1 MB with a 413 and a Spanish message, storing nothing', async () => {
    const res = await app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: product('x'.repeat(JSON_BODY_MAX_BYTES)),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/demasiado grande/);
    expect(await testDb.database.db.select({ id: products.id }).from(products)).toHaveLength(0);
  });

  it('refuses an oversized login before reading it', async () => {
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', password: 'p'.repeat(JSON_BODY_MAX_BYTES + 10) }),
    });
    expect(res.status).toBe(413);
  });

  it('still takes a large but reasonable product body', async () => {
    const res = await app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: product('Lana merino. '.repeat(1500)),
    });
    expect(res.status).toBe(201);
  });
});
