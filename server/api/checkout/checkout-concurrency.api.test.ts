import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { orderLines, orders } from '../../db/schema';
import { createShop, createTestProduct, orderBody, productStockOf, stockOf } from './checkout-test-kit';

// PostgreSQL only: PGlite is one connection in this process, so its transactions never overlap
// and there is no race to lose. On PostgreSQL the pool runs them side by side.
describe.skipIf(process.env.TEST_DB !== 'postgres')('the last units under a rush of buyers (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('sells the last 10 units to exactly 10 of 200 buyers at once, and the stock ends at 0', async () => {
    const db = testDb.database.db;
    const shop = await createShop(db);
    const { product, variants } = await createTestProduct(db, shop, { price: 30, variants: [{ stock: 10 }, { stock: 5 }] });
    const variantId = variants[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        app.request('/api/checkout/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(
            orderBody({ items: [{ product_id: product.id, variant_id: variantId, quantity: 1 }], expected_total: 34.95, email: `rush-${index}@example.com` }),
          ),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);

    expect(await stockOf(db, variantId)).toBe(0);
    expect(await stockOf(db, variants[1]!.id)).toBe(5);
    expect(await productStockOf(db, product.id)).toBe(5);
    const sold = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orderLines.variantId, variantId), eq(orders.status, 'pending_payment')));
    expect(sold).toHaveLength(10);
  }, 120_000);
});
