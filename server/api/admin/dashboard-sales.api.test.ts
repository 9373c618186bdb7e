import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { insertTestOrder } from '../orders/test-orders';

// Sales on the dashboard: what counts as a sale, on Madrid's days, and the best sellers by units.
describe('dashboard sales', () => {
  const api = setupApiTest();
  // 12:00 in Madrid (summer time): 'today' began at 2026-06-14T22:00Z.
  const NOW = new Date('2026-06-15T10:00:00Z');
  const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
  let app: ReturnType<typeof createTestApp>;
  let shirt: number;
  let dress: number;

  beforeAll(async () => {
    app = createTestApp(api.testDb.database, { now: () => NOW });
    const db = api.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    shirt = (await createProduct(db, { brand_id: brand.id, category_id: category.id, name: 'Camisa Lino Sales' })).id;
    dress = (await createProduct(db, { brand_id: brand.id, category_id: category.id, name: 'Vestido Sales' })).id;
    const line = (productId: number, quantity: number, unitPriceCents = 1000) => ({ productId, quantity, unitPriceCents, productName: productId === shirt ? 'Camisa Lino Sales' : 'Vestido Sales' });

    // Today (Madrid): two sales and a cash-on-delivery order accepted by staff; a pending and a cancelled one do not count.
    await insertTestOrder(db, { status: 'paid', createdAt: ago(2), lines: [line(shirt, 2)] }); // 20 €
    await insertTestOrder(db, { status: 'delivered', createdAt: ago(11), lines: [line(dress, 1, 4000)] }); // 40 €, 23:00Z yesterday = 01:00 Madrid today
    await insertTestOrder(db, { status: 'preparing', paymentMethod: 'cash_on_delivery', createdAt: ago(1), lines: [line(shirt, 3)] }); // 30 €
    await insertTestOrder(db, { status: 'pending_payment', paymentMethod: 'bank_transfer', createdAt: ago(1), lines: [line(dress, 9)] });
    await insertTestOrder(db, { status: 'cancelled', createdAt: ago(1), lines: [line(dress, 9)] });
    await insertTestOrder(db, { status: 'payment_failed', createdAt: ago(1), lines: [line(dress, 9)] });
    // Yesterday in Madrid (21:30Z): the week and the month, not today.
    await insertTestOrder(db, { status: 'shipped', createdAt: ago(12.5), lines: [line(dress, 1, 5000)] }); // 50 €
    // 20 days ago: the month only.
    await insertTestOrder(db, { status: 'delivered', createdAt: ago(20 * 24), lines: [line(shirt, 1, 6000)] }); // 60 €
    // 40 days ago: nothing.
    await insertTestOrder(db, { status: 'delivered', createdAt: ago(40 * 24), lines: [line(dress, 50)] });
  });

  it('counts paid, preparing, shipped and delivered orders for today, 7 and 30 days, and ranks best sellers by units', async () => {
    const res = await app.request('/api/admin/dashboard', { headers: api.admin });
    expect(res.status).toBe(200);
    const { sales } = (await res.json()).data;
    expect(sales.today).toEqual({ revenue: 90, orders: 3, average_order: 30 });
    expect(sales.last_7_days).toEqual({ revenue: 140, orders: 4, average_order: 35 });
    expect(sales.last_30_days).toEqual({ revenue: 200, orders: 5, average_order: 40 });
    expect(sales.best_sellers).toEqual([
      { product_id: shirt, name: 'Camisa Lino Sales', slug: expect.any(String), units: 6, revenue: 110 },
      { product_id: dress, name: 'Vestido Sales', slug: expect.any(String), units: 2, revenue: 90 },
    ]);
  });
});
