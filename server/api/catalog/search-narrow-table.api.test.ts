import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { announcementsDelivered } from '../../../tests/test-database';
import { categories, products, productSearch, productVariants } from '../../db/schema';

/**
 * The search reads its matches, ranks, counts and facets from the narrow table of the listed products (migration 0032),
 * kept by a trigger on products: whatever writes the catalogue, a shopper's next search sees it at once.
 */
describe('the search follows every catalogue write at once (the narrow table)', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let brandId: number;
  let categoryId: number;
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await api.app.request(url, { method, headers: { ...api.admin, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
    // The kept answers follow the announcement of the change (on PostgreSQL, heard through LISTEN).
    await announcementsDelivered(api.testDb.database);
    return res;
  };
  const storeSearch = async (text: string, extra = '') => {
    const { status, body } = await api.get(`/api/products?per_page=50&search=${encodeURIComponent(text)}${extra}`);
    expect(status).toBe(200);
    return body.data as { total: number; data: { id: number; name: string }[]; facets?: { sizes: { size: string; count: number }[]; price_range: { min: number; max: number } } };
  };
  const boxNames = async (text: string) => {
    const { status, body } = await api.get(`/api/search?q=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    return (body.data.products as { name: string }[]).map((p) => p.name);
  };
  /** Every listed product has its row, as products hold it; no other product has one. */
  const narrowTableInStep = async () => {
    const result = (await db().execute(sql`
      select count(*)::int as n from (
        (select id, created_at, name, sku, tags, brand_id, category_id, condition, coalesce(sale_price_cents, price_cents) as price,
           variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector
         from ${products} where deleted_at is null and status = 'active' and visibility = 'visible'
         except
         select product_id, created_at, name, sku, tags, brand_id, category_id, condition, price_cents,
           variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector from ${productSearch})
        union all
        (select product_id, created_at, name, sku, tags, brand_id, category_id, condition, price_cents,
           variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector from ${productSearch}
         except
         select id, created_at, name, sku, tags, brand_id, category_id, condition, coalesce(sale_price_cents, price_cents),
           variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector
         from ${products} where deleted_at is null and status = 'active' and visibility = 'visible')) differences`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(0);
  };

  beforeAll(async () => {
    brandId = (await createBrand(db())).id;
    categoryId = (await createCategory(db(), { name: 'Trajes de baño', slug: 'trajes-narrow' })).id;
  });

  it('finds a product under its new name, not its old one, right after staff rename it', async () => {
    const created = await createProduct(db(), { name: 'Bañador zafiro', sku: 'NT-1', brand_id: brandId, category_id: categoryId, price: 30 });
    expect((await storeSearch('bañador zafiro')).data.map((p) => p.id)).toEqual([created.id]);
    expect(await boxNames('zafiro')).toEqual(['Bañador zafiro']);

    expect((await send('PUT', `/api/admin/products/${created.id}`, { name: 'Bañador turquesa' })).status).toBe(200);
    expect((await storeSearch('bañador turquesa')).data.map((p) => p.id)).toEqual([created.id]);
    expect((await storeSearch('bañador zafiro')).total).toBe(0);
    expect(await boxNames('turquesa')).toEqual(['Bañador turquesa']);
    expect(await boxNames('zafiro')).toEqual([]);
    await narrowTableInStep();
  });

  it('follows variants, prices, a renamed category, hiding and deleting', async () => {
    const created = await createProduct(db(), {
      name: 'Bikini coral',
      sku: 'NT-2',
      brand_id: brandId,
      category_id: categoryId,
      price: 40,
      variants: [{ size: 'S', color_name: 'Coral', color_hex: '#ff7f50', sku: 'NT-2-S', stock: 3 }],
    });
    expect((await storeSearch('bikini')).facets?.sizes).toEqual([{ size: 'S', count: 1 }]);

    // A new size and colour (the variants' triggers rewrite the product's facts and document).
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, created.id));
    const res = await send('PUT', `/api/admin/products/${created.id}`, {
      sale_price: 25,
      variants: [
        { id: variant!.id, size: 'S', color_name: 'Coral', color_hex: '#ff7f50', sku: 'NT-2-S', stock: 3 },
        { size: 'XL', color_name: 'Esmeralda', color_hex: '#50c878', sku: 'NT-2-XL', stock: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const found = await storeSearch('bikini esmeralda');
    expect(found.data.map((p) => p.id)).toEqual([created.id]);
    expect(found.facets?.sizes).toEqual([
      { size: 'S', count: 1 },
      { size: 'XL', count: 1 },
    ]);
    expect(found.facets?.price_range).toEqual({ min: 25, max: 25 });

    // A campaign writes sale prices straight into products (campaign-prices.ts).
    await db().update(products).set({ salePriceCents: 1990 }).where(eq(products.id, created.id));
    await announcementsDelivered(api.testDb.database);
    expect((await storeSearch('bikini esmeralda coral')).facets?.price_range).toEqual({ min: 19, max: 20 });

    // A renamed category rewrites its products' documents.
    await db().update(categories).set({ name: 'Moda playera' }).where(eq(categories.id, categoryId));
    await announcementsDelivered(api.testDb.database);
    expect((await storeSearch('bikini playera')).data.map((p) => p.id)).toEqual([created.id]);
    await narrowTableInStep();

    expect((await send('PUT', `/api/admin/products/${created.id}`, { visibility: 'hidden' })).status).toBe(200);
    expect((await storeSearch('bikini esmeralda')).total).toBe(0);
    expect(await boxNames('bikini')).toEqual([]);
    expect((await send('PUT', `/api/admin/products/${created.id}`, { visibility: 'visible' })).status).toBe(200);
    expect((await storeSearch('bikini esmeralda')).data.map((p) => p.id)).toEqual([created.id]);

    expect((await send('DELETE', `/api/admin/products/${created.id}`)).status).toBe(200);
    expect((await storeSearch('bikini esmeralda')).total).toBe(0);
    expect(await db().select().from(productSearch).where(eq(productSearch.productId, created.id))).toEqual([]);
    await narrowTableInStep();
  });
});
