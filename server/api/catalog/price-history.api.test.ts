import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { priceHistory, productVariants } from '../../db/schema';
import { createShop, createTestProduct, type ShopRefs } from '../checkout/checkout-test-kit';

// The price history (issue 34): written by the database on every change of a selling price,
// whatever made it (the admin API here), at the database's time, and never rewritten.

describe('price history', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let shop: ShopRefs;
  beforeAll(async () => {
    shop = await createShop(db());
  });

  const historyOf = (productId: number) =>
    db().select().from(priceHistory).where(eq(priceHistory.productId, productId)).orderBy(asc(priceHistory.id));
  const update = async (id: number, body: unknown) => {
    const res = await api.app.request(`/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { ...api.admin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it('records the first price, each change of price or sale price, and nothing when neither changes', async () => {
    const { product } = await createTestProduct(db(), shop, { price: 40 });
    await update(product.id, { sale_price: 30, is_on_sale: true });
    await update(product.id, { name: 'Otro nombre' });
    await update(product.id, { price: 40, sale_price: 30 });
    await update(product.id, { sale_price: 25 });
    await update(product.id, { sale_price: null, is_on_sale: false });
    const rows = await historyOf(product.id);
    expect(rows.map((row) => [row.variantId, row.priceCents, row.listPriceCents])).toEqual([
      [null, 4000, 4000],
      [null, 3000, 4000],
      [null, 2500, 4000],
      [null, 4000, 4000],
    ]);
    // The database's clock, in order.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.recordedAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.recordedAt.getTime());
  });

  it("keeps a variant's own price apart", async () => {
    const { product, variants } = await createTestProduct(db(), shop, { price: 40, variants: [{ stock: 3, price: 45 }, { stock: 3 }] });
    await db().update(productVariants).set({ priceCents: 4200 }).where(eq(productVariants.id, variants[0]!.id));
    const rows = await historyOf(product.id);
    expect(rows.filter((row) => row.variantId === variants[0]!.id).map((row) => row.priceCents)).toEqual([4500, 4200]);
    expect(rows.filter((row) => row.variantId === variants[1]!.id)).toHaveLength(0);
  });

  it('is append-only: no update or delete gets through', async () => {
    const { product } = await createTestProduct(db(), shop, { price: 40 });
    await expect(db().update(priceHistory).set({ priceCents: 1 }).where(eq(priceHistory.productId, product.id))).rejects.toThrow();
    await expect(db().delete(priceHistory).where(eq(priceHistory.productId, product.id))).rejects.toThrow();
    expect(await historyOf(product.id)).toHaveLength(1);
  });

  it('gives the product answers the lawful reference: the price before the reduction, or none for a product put on sale from its first price', async () => {
    const { product: reduced } = await createTestProduct(db(), shop, { price: 40 });
    await update(reduced.id, { sale_price: 30, is_on_sale: true });
    await update(reduced.id, { sale_price: 26 });
    const later = (await api.get(`/api/products/${reduced.id}`)).body.data.product;
    expect(later).toMatchObject({ price: 40, sale_price: 26, reference_price: 40, reduction_percent: 35 });
    expect(Date.parse(later.reduction_since)).not.toBeNaN();

    const { product: born } = await createTestProduct(db(), shop, { price: 40, sale_price: 30 });
    expect((await api.get(`/api/products/${born.id}`)).body.data.product).toMatchObject({ sale_price: 30, reference_price: null, reduction_percent: 0, reduction_since: null });
  });
});
