import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { coupons, mailOutbox, orderEvents, orders, payments } from '../../db/schema';
import { createTestGateway } from '../../payments/test-gateway';
import { createShop, createTestProduct, orderBody, stockOf, type ShopRefs } from '../checkout/checkout-test-kit';
import { cancelOrder, markOrderPaid, recordOrderEvent } from './lifecycle';

/* eslint-disable @typescript-eslint/no-explicit-any */

describe('order lifecycle', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  const now = new Date();
  const staff = { kind: 'staff' as const, id: null, name: 'Marta (almacén)' };

  const place = async (variant: { productId: number; variantId: number }, overrides: Record<string, unknown> = {}) => {
    const res = await app.request('/api/checkout/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody({ items: [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 2 }], expected_total: 60, ...overrides })),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as any).data.order as { id: number; number: string };
  };
  const variantWith = async (stock: number) => {
    const { product, variants } = await createTestProduct(db, shop, { price: 30, variants: [{ stock }] });
    return { productId: product.id, variantId: variants[0]!.id };
  };
  const rowOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    app = createTestApp(testDb.database);
    shop = await createShop(db);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('staff cancel a transfer paid by hand: refund pending by transfer, stock and coupon back, mail and timeline', async () => {
    const item = await variantWith(5);
    await db.insert(coupons).values({ code: 'LIFE5', kind: 'fixed', value: 500 });
    const order = await place(item, { coupon_code: 'LIFE5', expected_total: 59.95 });
    expect(await stockOf(db, item.variantId)).toBe(3);
    const pending = await rowOf(order.id);
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({ orderId: order.id, kind: 'charge', method: 'bank_transfer', provider: 'manual', status: 'succeeded', amountCents: 5995 });
      await markOrderPaid(tx as unknown as Db, pending, staff, now);
      await recordOrderEvent(tx as unknown as Db, order.id, { kind: 'status', fromStatus: 'pending_payment', toStatus: 'paid', message: 'Transferencia recibida.', actor: staff, now });
    });
    expect(await rowOf(order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    const cancelled = await cancelOrder(db, { payments: createTestGateway(db) }, order.id, staff, 'Sin stock en almacén', now);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancel_reason: 'Sin stock en almacén', can_cancel: false });
    expect(cancelled.payments.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ['charge', 'succeeded', 59.95],
      ['refund', 'pending', 59.95],
    ]);
    expect(await stockOf(db, item.variantId)).toBe(5);
    expect((await db.select().from(coupons).where(eq(coupons.code, 'LIFE5')))[0]!.usedCount).toBe(0);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.toStatus === 'cancelled')).toMatchObject({ actorKind: 'staff', actorName: 'Marta (almacén)' });
    expect(events.find((e) => e.kind === 'refund')?.message).toMatch(/por transferencia/);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled'));
    expect(mails.some((mail) => mail.subject.includes(order.number))).toBe(true);
  });

  it('a customer cancels a cash-on-delivery order before it ships; nobody cancels a delivered one', async () => {
    const customer = await createUser(db);
    const item = await variantWith(4);
    const order = await place(item, { payment_method: 'cash_on_delivery', expected_total: 63 });
    const actor = { kind: 'customer' as const, id: customer.user.id, name: customer.user.name };
    const cancelled = await cancelOrder(db, { payments: createTestGateway(db) }, order.id, actor, null, now);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', payments: [] });
    expect(await stockOf(db, item.variantId)).toBe(4);

    const delivered = await place(item);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, delivered.id));
    await expect(cancelOrder(db, { payments: createTestGateway(db) }, delivered.id, staff, null, now)).rejects.toMatchObject({ status: 409 });
    await expect(cancelOrder(db, { payments: createTestGateway(db) }, 999_999, staff, null, now)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the order as it was when the gateway refuses the refund', async () => {
    const item = await variantWith(4);
    const gateway = createTestGateway(db);
    const tokenRes = await app.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
    });
    const token = ((await tokenRes.json()) as any).data.token;
    const order = await place(item, { payment_method: 'card', payment: { card_token: token } });
    expect((await rowOf(order.id)).status).toBe('paid');
    const refusing = { payments: { ...gateway, refund: async () => ({ status: 'failed' as const, message: 'El banco no responde.' }) } };
    await expect(cancelOrder(db, refusing, order.id, staff, null, now)).rejects.toMatchObject({ status: 409 });
    expect(await rowOf(order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockOf(db, item.variantId)).toBe(2);
  });
});
