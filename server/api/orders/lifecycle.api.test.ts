import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { coupons, mailOutbox, orderEvents, orders, payments } from '../../db/schema';
import { retryOpenRefunds } from '../../payments/ledger';
import { createTestGateway } from '../../payments/test-gateway';
import { createShop, createTestProduct, orderBody, stockOf, type ShopRefs } from '../checkout/checkout-test-kit';
import { markOrderPaid } from './lifecycle';
import { cancelOrder } from '../../flows/cancel-order';
import { recordOrderEvent } from '../../timelines/order-timeline';
import { transaction } from '../../db/transaction';

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
    await transaction(db, async (tx) => {
      await tx.insert(payments).values({ orderId: order.id, kind: 'charge', method: 'bank_transfer', provider: 'manual', status: 'succeeded', amountCents: 5995 });
      await markOrderPaid(tx, pending, staff, now);
      await recordOrderEvent(tx, order.id, { kind: 'status', fromStatus: 'pending_payment', toStatus: 'paid', message: 'Transferencia recibida.', actor: staff, now });
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

  const paidByCard = async (stock: number) => {
    const item = await variantWith(stock);
    const tokenRes = await app.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
    });
    const token = ((await tokenRes.json()) as any).data.token;
    const order = await place(item, { payment_method: 'card', payment: { card_token: token } });
    expect((await rowOf(order.id)).status).toBe('paid');
    return { item, order };
  };
  const refundsOf = async (orderId: number) => db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'refund')));

  it('cancels even when the gateway fails: the refund is retried once at once, then later, and never paid twice', async () => {
    const { item, order } = await paidByCard(4);
    const gateway = createTestGateway(db);
    let calls = 0;
    const failing = { ...gateway, refund: async () => { calls += 1; return { status: 'failed' as const, message: 'El banco no responde.' }; } };
    const cancelled = await cancelOrder(db, { payments: failing }, order.id, staff, null, now);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(calls).toBe(2);
    expect(await stockOf(db, item.variantId)).toBe(4);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 2, amountCents: 6000, failureMessage: 'El banco no responde.' })]);
    const timeline = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.message);
    expect(timeline.some((m) => /no se ha podido hacer: El banco no responde\. Se reintentará/.test(m))).toBe(true);

    // A gateway that times out (throws) is a failure too, not a 500.
    const throwing = { ...gateway, refund: async () => { throw new Error('socket hang up'); } };
    const later = new Date(now.getTime() + 11 * 60_000);
    await retryOpenRefunds(db, throwing, later);
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: 'failed', attempts: 4 });

    // The bank is back: two retries at the same time give one refund.
    const muchLater = new Date(now.getTime() + 30 * 60_000);
    const settled = await Promise.all([retryOpenRefunds(db, gateway, muchLater), retryOpenRefunds(db, gateway, muchLater)]);
    expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 6000 })]);
    expect(refunds[0]!.providerReference).toMatch(/^re_/);
    await expect(cancelOrder(db, { payments: gateway }, order.id, staff, null, now)).rejects.toMatchObject({ status: 409 });
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a refund whose call never happened (a crash after the intent) is made by the retry, once', async () => {
    const { order } = await paidByCard(3);
    const gateway = createTestGateway(db);
    const crashing = { ...gateway, refund: async () => { throw new Error('process stopped'); } };
    await cancelOrder(db, { payments: crashing }, order.id, staff, null, now);
    // As if the process had stopped before calling: the intent stays pending.
    await db.update(payments).set({ status: 'pending', attempts: 0 }).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(await retryOpenRefunds(db, gateway, new Date(now.getTime() + 5_000))).toBe(0);
    expect(await retryOpenRefunds(db, gateway, new Date(now.getTime() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
  });
});
