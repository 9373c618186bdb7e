import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

/**
 * The size and colour facets and filters read what each product keeps of its variants (migration 0016),
 * kept by the variants' triggers: they follow a stock change to 0 and back, a recoloured, added or removed variant.
 */
describe('sizes and colours in stock kept per product', () => {
  const api = setupApiTest();
  let categoryId = 0;
  let linenId = 0;
  const variantIds = new Map<string, number>();

  beforeAll(async () => {
    const brand = await createBrand(api.db, { name: 'Marca', slug: 'marca-existencias' });
    const category = await createCategory(api.db, { name: 'Prendas', slug: 'prendas-existencias' });
    categoryId = category.id;
    const variant = (sku: string, size: string, color_name: string, color_hex: string, stock: number) => ({ sku, size, color_name, color_hex, stock });
    const linen = await createProduct(api.db, {
      name: 'Camisa de lino',
      sku: 'VE-1',
      brand_id: brand.id,
      category_id: category.id,
      variants: [variant('VE-1-S', 'S', 'Índigo', '#223366', 2), variant('VE-1-M', 'M', 'Índigo', '#223366', 0)],
    });
    linenId = linen.id;
    await createProduct(api.db, {
      name: 'Camisa de franela',
      sku: 'VE-2',
      brand_id: brand.id,
      category_id: category.id,
      variants: [variant('VE-2-M', 'M', 'Teja', '#AA5533', 1)],
    });
    for (const row of await api.db.select({ id: productVariants.id, sku: productVariants.sku }).from(productVariants)) variantIds.set(row.sku, row.id);
  });

  const list = async (query: string) => {
    const response = await api.get(`/api/products?per_page=50&${query}`);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const sizes = (data: { facets: { sizes: { size: string; count: number }[] } }) => data.facets.sizes.map((s) => [s.size, s.count]);
  const colors = (data: { facets: { colors: { name: string; count: number }[] } }) => data.facets.colors.map((c) => [c.name, c.count]);
  const names = (data: { data: { name: string }[] }) => data.data.map((p) => p.name).sort();
  // A search alone (counted in memory) and the category's list (counted by the database) tell the same.
  const queries = () => ['search=camisa', `category_id=${categoryId}`];
  // Changes reach the cached answers through the database's notification (on PostgreSQL a moment after the commit).
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000 });

  const adjust = async (sku: string, delta: number) => {
    const response = await api.app.request(`/api/admin/inventory/variants/${variantIds.get(sku)}/adjustments`, {
      method: 'POST',
      headers: { ...api.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ delta, reason: delta < 0 ? 'damaged' : 'received', note: 'Prueba de existencias' }),
    });
    expect(response.status).toBe(201);
  };

  it('counts the products having each size and colour in stock, a sold-out one with 0', async () => {
    for (const query of queries()) {
      const data = await list(query);
      expect(sizes(data)).toEqual([
        ['S', 1],
        ['M', 1],
      ]);
      expect(colors(data)).toEqual([
        ['Índigo', 1],
        ['Teja', 1],
      ]);
    }
    expect(names(await list('search=camisa&size=S'))).toEqual(['Camisa de lino']);
    expect(names(await list('search=camisa&color=%C3%ADndigo'))).toEqual(['Camisa de lino']);
  });

  it('follows a stock change to 0 and back', async () => {
    await adjust('VE-1-S', -2);
    await eventually(async () => {
      for (const query of queries()) {
        const data = await list(query);
        expect(sizes(data)).toEqual([
          ['S', 0],
          ['M', 1],
        ]);
        expect(colors(data)).toEqual([
          ['Índigo', 0],
          ['Teja', 1],
        ]);
      }
    });
    expect(names(await list('search=camisa&size=S'))).toEqual([]);
    expect(names(await list('search=camisa&color=%C3%8Dndigo'))).toEqual([]);

    await adjust('VE-1-S', 3);
    await eventually(async () => {
      for (const query of queries()) {
        const data = await list(query);
        expect(sizes(data)).toEqual([
          ['S', 1],
          ['M', 1],
        ]);
        expect(colors(data)).toEqual([
          ['Índigo', 1],
          ['Teja', 1],
        ]);
      }
    });
    expect(names(await list('search=camisa&size=S'))).toEqual(['Camisa de lino']);
  });

  it('follows a variant recoloured, added or removed', async () => {
    const kept = async () => {
      const [row] = await api.db
        .select({ sizes: products.variantSizes, sizesInStock: products.sizesInStock, colors: products.variantColors, hexes: products.variantColorHexes, colorsInStock: products.colorsInStock })
        .from(products)
        .where(eq(products.id, linenId));
      return row;
    };
    await api.db.update(productVariants).set({ colorName: 'Azul' }).where(eq(productVariants.sku, 'VE-1-M'));
    expect(await kept()).toEqual({ sizes: ['M', 'S'], sizesInStock: ['S'], colors: ['Azul', 'Índigo'], hexes: ['#223366', '#223366'], colorsInStock: ['Índigo'] });
    await api.db.insert(productVariants).values({ productId: linenId, size: 'XL', colorName: 'Azul', colorHex: '#0000FF', sku: 'VE-1-XL', stock: 4 });
    expect(await kept()).toEqual({ sizes: ['M', 'S', 'XL'], sizesInStock: ['S', 'XL'], colors: ['Azul', 'Índigo'], hexes: ['#0000FF', '#223366'], colorsInStock: ['Azul', 'Índigo'] });
    await api.db.delete(productVariants).where(eq(productVariants.productId, linenId));
    expect(await kept()).toEqual({ sizes: [], sizesInStock: [], colors: [], hexes: [], colorsInStock: [] });
    await eventually(async () => {
      for (const query of queries()) {
        const data = await list(query);
        expect(sizes(data)).toEqual([['M', 1]]);
        expect(colors(data)).toEqual([['Teja', 1]]);
      }
    });
  });
});
