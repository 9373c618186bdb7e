import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

/**
 * A search and nothing else is counted, ranked and faceted from its hits in memory (product-listing.ts);
 * with another filter the database does it. Both must tell the shopper the same.
 */
describe('facets and order of a search alone', () => {
  const api = setupApiTest();

  beforeAll(async () => {
    const ours = await createBrand(api.db, { name: 'Ñandú', slug: 'nandu-facetas' });
    const theirs = await createBrand(api.db, { name: 'Abeto', slug: 'abeto-facetas' });
    const shirts = await createCategory(api.db, { name: 'Camisas', slug: 'camisas-facetas' });
    const coats = await createCategory(api.db, { name: 'Abrigos', slug: 'abrigos-facetas' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const variant = (sku: string, size: string, color_name: string, color_hex: string, stock: number) => ({ sku, size, color_name, color_hex, stock });
    await createProduct(api.db, {
      name: 'Camisa de lino',
      sku: 'SF-1',
      brand_id: ours.id,
      category_id: shirts.id,
      price: 49.9,
      createdAt: at(1),
      variants: [variant('SF-1-S', 'S', 'Índigo', '#223366', 2), variant('SF-1-M', 'M', 'Índigo', '#223366', 0)],
    });
    await createProduct(api.db, {
      name: 'Camisa de franela',
      sku: 'SF-2',
      brand_id: theirs.id,
      category_id: shirts.id,
      price: 59,
      sale_price: 39.5,
      condition: 'refurbished',
      createdAt: at(2),
      variants: [variant('SF-2-M', 'M', 'Naranja', '#DD7722', 4), variant('SF-2-XL', 'XL', 'Ñu', '#665544', 1)],
    });
    await createProduct(api.db, {
      name: 'Abrigo camisero',
      sku: 'SF-3',
      brand_id: ours.id,
      category_id: coats.id,
      price: 120,
      createdAt: at(3),
      variants: [variant('SF-3-L', 'L', 'negro', '#111111', 0)],
    });
    await createProduct(api.db, { name: 'Pantalón recto', sku: 'SF-4', brand_id: theirs.id, category_id: coats.id, createdAt: at(4) });
  });

  const page = async (query: string) => {
    const response = await api.get(`/api/products?per_page=50&${query}`);
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('counts brands, categories, conditions, sizes, colours and prices of the matches', async () => {
    const { total, facets } = await page('search=camis');
    expect(total).toBe(3);
    const count = (list: { slug?: string; count: number }[], slug: string) => list.find((item) => item.slug === slug)?.count;
    expect(count(facets.brands, 'nandu-facetas')).toBe(2);
    expect(count(facets.brands, 'abeto-facetas')).toBe(1);
    expect(count(facets.categories, 'camisas-facetas')).toBe(2);
    expect(count(facets.categories, 'abrigos-facetas')).toBe(1);
    expect(facets.conditions.find((c: { condition: string }) => c.condition === 'refurbished').count).toBe(1);
    // In stock only: M of the linen shirt and L of the coat are sold out, yet listed with what else has them.
    expect(facets.sizes).toEqual([
      { size: 'S', count: 1 },
      { size: 'M', count: 1 },
      { size: 'L', count: 0 },
      { size: 'XL', count: 1 },
    ]);
    // Spanish order: 'Ñu' after 'Naranja' and 'negro', 'Índigo' with the i's.
    expect(facets.colors.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual([
      ['Índigo', 1],
      ['Naranja', 1],
      ['negro', 0],
      ['Ñu', 1],
    ]);
    expect(facets.price_range).toEqual({ min: 39, max: 120 });
  });

  it('answers the same facets and order as the database does for the same matches', async () => {
    // min_price=0 keeps every match but sends the list through the database's counting and ranking.
    for (const search of ['camis', 'camisa', 'lino', 'abrigo camisero', 'sf-2', 'camsia']) {
      const alone = await page(`search=${encodeURIComponent(search)}`);
      const filtered = await page(`search=${encodeURIComponent(search)}&min_price=0`);
      expect(alone.total).toBe(filtered.total);
      expect(alone.data.map((p: { name: string }) => p.name)).toEqual(filtered.data.map((p: { name: string }) => p.name));
      expect(alone.facets).toEqual(filtered.facets);
      // Page by page too: the hits' page reads only what can reach it.
      for (const page of [1, 2, 3]) {
        const one = await api.get(`/api/products?per_page=1&page=${page}&search=${encodeURIComponent(search)}`);
        const oneFiltered = await api.get(`/api/products?per_page=1&page=${page}&search=${encodeURIComponent(search)}&min_price=0`);
        expect(one.body.data.data.map((p: { name: string }) => p.name)).toEqual(oneFiltered.body.data.data.map((p: { name: string }) => p.name));
      }
    }
  });

  it('answers empty facets for a search matching nothing', async () => {
    const { total, data, facets } = await page('search=xyzzy');
    expect(total).toBe(0);
    expect(data).toEqual([]);
    expect(facets.sizes).toEqual([]);
    expect(facets.colors).toEqual([]);
    expect(facets.brands.every((brand: { count: number }) => brand.count === 0)).toBe(true);
  });
});
