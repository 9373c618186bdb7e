import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';
import { coupons, orderLines, orders, payments } from '../../db/schema';
import { createShop, createTestProduct, orderBody, TEST_IBAN, type ShopRefs } from '../checkout/checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Headers = Record<string, string>;

// An order's payment status follows its returns' refunds: 'partially_refunded' once part of the
// charge has gone back, 'refunded' once all of it has — for the customer, the staff list's filter
// and the contract. A refund staff make by transfer reads as a transfer.

describe('payment status after partial refunds', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let shop: ShopRefs;
  let customer: Headers;

  const send = async (method: string, url: string, body?: unknown, headers: Headers = {}) => {
    const res = await api.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const cardToken = async () =>
    (await send('POST', '/api/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }, { 'X-Forwarded-For': '10.8.8.8' })).body.data.token;

  /** 2 × A at 30 € and 1 × B at 20 €, delivered yesterday: by card with BIENVENIDA10 (72 €), or cash on delivery (83 €). */
  const deliveredOrder = async (payment: 'card' | 'cash_on_delivery') => {
    const a = await createTestProduct(db(), shop, { price: 30, variants: [{ stock: 5 }] });
    const b = await createTestProduct(db(), shop, { price: 20, variants: [{ stock: 3 }] });
    const body = orderBody({
      items: [
        { product_id: a.product.id, variant_id: a.variants[0]!.id, quantity: 2 },
        { product_id: b.product.id, variant_id: b.variants[0]!.id, quantity: 1 },
      ],
      expected_total: payment === 'card' ? 72 : 83,
      payment_method: payment,
      ...(payment === 'card' ? { payment: { card_token: await cardToken() }, coupon_code: 'bienvenida10' } : {}),
    });
    const placed = await send('POST', '/api/checkout/orders', body, customer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const number = placed.body.data.order.number as string;
    const [row] = await db().update(orders).set({ status: 'delivered', deliveredAt: new Date(Date.now() - 86_400_000), paymentStatus: 'paid' }).where(eq(orders.number, number)).returning();
    if (payment === 'cash_on_delivery') await db().insert(payments).values({ orderId: row!.id, kind: 'charge', method: 'cash_on_delivery', provider: 'manual', status: 'succeeded', amountCents: row!.totalCents });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row!.id)).orderBy(asc(orderLines.id));
    return { number, id: row!.id, lineA: lines[0]!, lineB: lines[1]! };
  };

  /** The customer returns those lines; staff pick up, receive and refund. Answers the staff's view of the return. */
  const returnAndRefund = async (orderNumber: string, lines: { order_line_id: number; quantity: number }[], iban?: string) => {
    const created = await send(
      'POST',
      `/api/user/orders/${orderNumber}/returns`,
      { lines: lines.map((l) => ({ ...l, reason: 'talla_grande', resolution: 'refund' })), ...(iban ? { iban } : {}) },
      customer,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    await send('POST', `/api/admin/returns/${id}/pickup`, undefined, api.admin);
    const received = await send('POST', `/api/admin/returns/${id}/receive`, { lines: created.body.data.lines.map((l: any) => ({ return_line_id: l.id, condition: 'sellable' })) }, api.admin);
    expect(received.body.data.status).toBe('received');
    const refunded = await send('POST', `/api/admin/returns/${id}/refund`, undefined, api.admin);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    return { created: created.body.data, staff: refunded.body.data };
  };

  const paymentStatusOf = async (number: string) => (await send('GET', `/api/user/orders/${number}`, undefined, customer)).body.data.payment_status as string;
  const staffList = async (paymentStatus: string) => (await send('GET', `/api/admin/orders?payment_status=${paymentStatus}&per_page=100`, undefined, api.admin)).body.data.data.map((o: any) => o.number) as string[];

  beforeAll(async () => {
    shop = await createShop(db());
    customer = (await createUser(db(), { name: 'Paula Parcial' })).auth;
    await db().insert(coupons).values({ code: 'BIENVENIDA10', kind: 'percentage', value: 10, maxUses: 100 });
  });

  it('one line of two refunded: partially refunded for the customer and the staff filter; the other line still returns, then refunded', async () => {
    const order = await deliveredOrder('card');
    const first = await returnAndRefund(order.number, [{ order_line_id: order.lineB.id, quantity: 1 }]);
    // The saved return says what the coupon's share took off: 10 % of B's 20 €.
    expect(first.created.refund).toMatchObject({ lines_total: 18, coupon_code: 'BIENVENIDA10', coupon_share: 2, vat_exemption_share: 0, shipping: 0, total: 18 });
    expect(first.staff).toMatchObject({ status: 'refunded', refund_status: 'paid' });

    expect(await paymentStatusOf(order.number)).toBe('partially_refunded');
    expect(await staffList('partially_refunded')).toContain(order.number);
    expect(await staffList('paid')).not.toContain(order.number);
    const listed = await send('GET', `/api/user/orders?per_page=50`, undefined, customer);
    expect(listed.body.data.data.find((o: any) => o.number === order.number)?.payment_status).toBe('partially_refunded');

    // A partially refunded order still returns its other lines.
    const options = await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, customer);
    expect(options.body.data).toMatchObject({ can_return: true });
    expect(options.body.data.lines[0]).toMatchObject({ order_line_id: order.lineA.id, returnable_quantity: 2 });

    await returnAndRefund(order.number, [{ order_line_id: order.lineA.id, quantity: 2 }]);
    expect(await paymentStatusOf(order.number)).toBe('refunded');
    expect(await staffList('refunded')).toContain(order.number);
    expect(await staffList('partially_refunded')).not.toContain(order.number);
    const refunds = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(refunds.filter((p) => p.kind === 'refund').reduce((sum, p) => sum + p.amountCents, 0)).toBe(7200);
  });

  it('a refund by transfer counts once staff mark it made, and reads as a transfer whatever the order was paid with', async () => {
    const order = await deliveredOrder('cash_on_delivery');
    const { staff } = await returnAndRefund(order.number, [{ order_line_id: order.lineB.id, quantity: 1 }], TEST_IBAN);
    expect(staff).toMatchObject({ refund_status: 'pending', actions: { mark_refund_paid: true } });
    // Not made yet: nothing has gone back.
    expect(await paymentStatusOf(order.number)).toBe('paid');

    const paid = await send('POST', `/api/admin/returns/${staff.id}/refund/paid`, { reference: 'TRF-7' }, api.admin);
    expect(paid.body.data).toMatchObject({ status: 'refunded', refund_status: 'paid' });
    expect(paid.body.data.refunds).toEqual([expect.objectContaining({ method: 'bank_transfer', status: 'succeeded', amount: 20 })]);
    expect(await paymentStatusOf(order.number)).toBe('partially_refunded');

    // A refund recorded before the ledger named it a transfer (it carried the order's method) reads as one too.
    await db().insert(payments).values({ orderId: order.id, kind: 'refund', method: 'cash_on_delivery', provider: 'manual', status: 'pending', amountCents: 100, cardBrand: 'visa', cardLast4: '4242' });
    const seen = await send('GET', `/api/user/orders/${order.number}`, undefined, customer);
    const shown = seen.body.data.payments.filter((p: any) => p.kind === 'refund');
    expect(shown).toHaveLength(2);
    expect(shown.every((p: any) => p.method === 'bank_transfer' && p.card_last4 === null)).toBe(true);
    expect(seen.body.data.payments.find((p: any) => p.kind === 'charge')).toMatchObject({ method: 'cash_on_delivery' });
  });
});
