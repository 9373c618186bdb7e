import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createBrand, createCategory } from '../../tests/factories';
import { products } from '../db/schema';
import { JSON_BODY_MAX_BYTES } from './index';

describe('request body size', () => {
  const api = setupApiTest();
  let ids: { brand: number; category: number };

  beforeAll(async () => {
    ids = { brand: (await createBrand(api.db)).id, category: (await createCategory(api.db)).id };
  });

  const product = (description: string) =>
    JSON.stringify({ name: 'Abrigo largo', sku: `AB-${description.length}`, brand_id: ids.brand, category_id: ids.category, price: 120, description });

  it('refuses a JSON body over 1 MB with a 413 and a Spanish message, storing nothing', async () => {
    const res = await api.app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...api.admin, 'Content-Type': 'application/json' },
      body: product('x'.repeat(JSON_BODY_MAX_BYTES)),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/demasiado grande/);
    expect(await api.db.select({ id: products.id }).from(products)).toHaveLength(0);
  });

  it('refuses an oversized login before reading it', async () => {
    const res = await api.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', password: 'p'.repeat(JSON_BODY_MAX_BYTES + 10) }),
    });
    expect(res.status).toBe(413);
  });

  it('still takes a large but reasonable product body', async () => {
    const res = await api.app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...api.admin, 'Content-Type': 'application/json' },
      body: product('Lana merino. '.repeat(1500)),
    });
    expect(res.status).toBe(201);
  });
});
