import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

type Named = { name: string };
type CategoryReply = { slug: string; products_count: number; is_active?: boolean };

describe('categories with sub-categories, and inactive ones', () => {
  const api = setupApiTest();
  const json = (url: string, headers?: Record<string, string>) => api.get(url, headers);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = api.db;
    const brand = await createBrand(db);
    const punto = await createCategory(db, { name: 'Punto', slug: 'punto', sortOrder: 1 });
    const jerseis = await createCategory(db, { name: 'Jerséis', slug: 'jerseis', parentId: punto.id, sortOrder: 2 });
    const retirada = await createCategory(db, { name: 'Retirada', slug: 'retirada', parentId: punto.id, isActive: false, sortOrder: 3 });
    Object.assign(ids, { punto: punto.id, jerseis: jerseis.id, retirada: retirada.id });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await createProduct(db, { name: 'Cárdigan de punto', brand_id: brand.id, category_id: punto.id, price: 60, createdAt: day(1) });
    await createProduct(db, { name: 'Jersey de ochos', brand_id: brand.id, category_id: jerseis.id, price: 70, createdAt: day(2) });
    await createProduct(db, { name: 'Jersey en borrador', brand_id: brand.id, category_id: jerseis.id, price: 70, status: 'draft', createdAt: day(3) });
    await createProduct(db, { name: 'Chaleco retirado', brand_id: brand.id, category_id: retirada.id, price: 40, createdAt: day(4) });
  });

  it("lists a parent's products with its active sub-categories' ones, newest first", async () => {
    const { status, body } = await json(`/api/products/category/${ids.punto}`);
    expect(status).toBe(200);
    expect(body.data.map((p: Named) => p.name)).toEqual(['Jersey de ochos', 'Cárdigan de punto']);
    expect((await json(`/api/products/category/${ids.jerseis}`)).body.data.map((p: Named) => p.name)).toEqual(['Jersey de ochos']);
  });

  it('answers 404 for an inactive category, in the store list and by id', async () => {
    expect((await json(`/api/products/category/${ids.retirada}`)).status).toBe(404);
    const { body } = await json('/api/products/categories');
    expect(body.data.map((c: CategoryReply) => [c.slug, c.products_count])).toEqual([['punto', 2], ['jerseis', 1]]);
  });

  it('filters the store list by a parent the same way', async () => {
    const { body } = await json(`/api/products?category=punto`);
    expect(body.data.data.map((p: Named) => p.name)).toEqual(['Jersey de ochos', 'Cárdigan de punto']);
  });

  it('shows the back office every category, inactive ones too, counting drafts', async () => {
    const { status, body } = await json('/api/admin/categories', api.admin);
    expect(status).toBe(200);
    expect(body.data.map((c: CategoryReply) => [c.slug, c.is_active, c.products_count])).toEqual([
      ['punto', true, 3],
      ['jerseis', true, 2],
      ['retirada', false, 1],
    ]);
  });
});
