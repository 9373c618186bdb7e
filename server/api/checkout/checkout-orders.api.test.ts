import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BIZUM_APPROVES, TEST_BIZUM_DECLINES } from '../../../common/payments/test-gateway';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { addresses, coupons, mailOutbox, orders, paymentMethods, storeSettings } from '../../db/schema';
import { createTestGateway } from '../../payments/test-gateway';
import { expireAbandonedPayments } from '../../flows/expire-payments';
import { cancelOrder } from '../../flows/cancel-order';
import { forgetStoreSettings } from '../../settings/store-settings';
import { ADDRESSES, TEST_IBAN, createShop, createTestProduct, newKey, orderBody, stockOf, type ShopRefs } from './checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

describe('placing an order', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  let clock = new Date();
  let ip = 0;

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.2.0.${(ip = (ip + 1) % 250)}`, ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const tokenFor = async (number: string) => (await post('/payments/test-gateway/tokens', { number, exp_month: 12, exp_year: 2031, cvc: '123' })).body.data.token as string;
  /** A fresh variant with `stock` units at 30 € (50 € for free shipping at two units). */
  const variantWith = async (stock: number, price = 30) => {
    const { product, variants } = await createTestProduct(db, shop, { price, variants: [{ stock }] });
    return { productId: product.id, variantId: variants[0]!.id };
  };
  const place = (item: { productId: number; variantId: number }, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}, quantity = 1) =>
    post('/checkout/orders', orderBody({ items: [{ product_id: item.productId, variant_id: item.variantId, quantity }], expected_total: 30 * quantity + (30 * quantity >= 60 ? 0 : 4.95), ...overrides }), headers);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    app = createTestApp(testDb.database, { now: () => clock, payments: createTestGateway(testDb.database.db, () => clock) });
    shop = await createShop(db);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('charges a card, marks the order paid, takes the stock and sends the confirmation', async () => {
    const item = await variantWith(5);
    const { status, body } = await place(item, { payment_method: 'card', payment: { card_token: await tokenFor('4242424242424242') } }, {}, 2);
    expect(status).toBe(201);
    const placed = body.data;
    expect(placed.payment).toMatchObject({ status: 'succeeded', action: null });
    expect(placed.order).toMatchObject({ status: 'paid', payment_status: 'paid', item_count: 2, totals: { subtotal: 60, shipping: 0, total: 60, vat_rate: 21 } });
    expect(placed.order.number).toMatch(/^TD-\d{4}-\d{6}$/);
    expect(placed.order.payments).toMatchObject([{ kind: 'charge', status: 'succeeded', card_brand: 'visa', card_last4: '4242', amount: 60 }]);
    expect(placed.order.events.map((e: any) => e.kind)).toEqual(['placed', 'payment']);
    expect(placed.order.payment_due_at).toBeNull();
    expect(await stockOf(db, item.variantId)).toBe(3);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(mails.some((mail) => mail.subject.includes(placed.order.number))).toBe(true);
  });

  for (const [number, code, words] of [
    ['4000000000000002', 'declined', /rechazado la tarjeta/],
    ['4000000000009995', 'insufficient_funds', /fondos suficientes/],
    ['4000000000000119', 'timeout', /No se ha cobrado nada/],
  ] as const) {
    it(`gives the stock and the coupon back when the card fails (${code})`, async () => {
      const item = await variantWith(4);
      await db.insert(coupons).values({ code: `FALLO${code.length}${number.slice(-3)}`, kind: 'fixed', value: 500, maxUses: 5 });
      const { status, body } = await place(item, {
        payment_method: 'card',
        payment: { card_token: await tokenFor(number) },
        coupon_code: `fallo${code.length}${number.slice(-3)}`,
        expected_total: 29.95,
      });
      expect(status).toBe(201);
      expect(body.data.payment.status).toBe('failed');
      expect(body.data.payment.message).toMatch(words);
      expect(body.data.order).toMatchObject({ status: 'payment_failed', payment_status: 'failed' });
      expect(body.data.order.payments[0]).toMatchObject({ status: 'failed' });
      expect(await stockOf(db, item.variantId)).toBe(4);
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, `FALLO${code.length}${number.slice(-3)}`));
      expect(coupon!.usedCount).toBe(0);
    });
  }

  it('asks for 3-D Secure, then pays on approval or releases on refusal', async () => {
    const item = await variantWith(4);
    const first = await place(item, { payment_method: 'card', payment: { card_token: await tokenFor('4000002760003184') } });
    expect(first.body.data.payment).toMatchObject({ status: 'requires_action', action: { kind: 'three_d_secure' } });
    expect(first.body.data.order).toMatchObject({ status: 'pending_payment', payment_status: 'requires_action' });
    expect(await stockOf(db, item.variantId)).toBe(3);
    const { number } = first.body.data.order;
    const token = first.body.data.order_token;
    const approved = await post(`/checkout/orders/${number}/payment`, { order_token: token, approve: true });
    expect(approved.status).toBe(200);
    expect(approved.body.data.order).toMatchObject({ status: 'paid', payment_status: 'paid' });
    // A second click answers the same paid order.
    expect((await post(`/checkout/orders/${number}/payment`, { order_token: token, approve: true })).body.data.order.status).toBe('paid');

    const second = await place(item, { payment_method: 'card', payment: { card_token: await tokenFor('4000002760003184') } });
    expect(await stockOf(db, item.variantId)).toBe(2);
    const refused = await post(`/checkout/orders/${second.body.data.order.number}/payment`, { order_token: second.body.data.order_token, approve: false });
    expect(refused.status).toBe(200);
    expect(refused.body.data.payment.status).toBe('failed');
    expect(refused.body.data.order.status).toBe('payment_failed');
    expect(await stockOf(db, item.variantId)).toBe(3);
    expect((await post(`/checkout/orders/${second.body.data.order.number}/payment`, { order_token: second.body.data.order_token, approve: true })).status).toBe(409);
  });

  it('takes Bizum through the bank app, and a declined Bizum fails at once', async () => {
    const item = await variantWith(4);
    const bizum = await place(item, { payment_method: 'bizum', payment: { bizum_phone: TEST_BIZUM_APPROVES } });
    expect(bizum.body.data.payment).toMatchObject({ status: 'requires_action', action: { kind: 'bizum' } });
    const paid = await post(`/checkout/orders/${bizum.body.data.order.number}/payment`, { order_token: bizum.body.data.order_token, approve: true });
    expect(paid.body.data.order.status).toBe('paid');
    const declined = await place(item, { payment_method: 'bizum', payment: { bizum_phone: TEST_BIZUM_DECLINES } });
    expect(declined.body.data.order.status).toBe('payment_failed');
    expect(declined.body.data.payment.message).toMatch(/Bizum ha rechazado/);
    expect(await stockOf(db, item.variantId)).toBe(3);
    expect((await place(item, { payment_method: 'bizum', payment: {} })).status).toBe(422);
  });

  it('places cash on delivery and bank transfer orders as pending, with how to pay', async () => {
    const item = await variantWith(4);
    const cod = await place(item, { payment_method: 'cash_on_delivery', expected_total: 37.95 });
    expect(cod.status).toBe(201);
    expect(cod.body.data.order).toMatchObject({ status: 'pending_payment', payment_status: 'pending', totals: { payment_fee: 3, total: 37.95 }, payment_due_at: null });
    expect(cod.body.data.payment).toMatchObject({ status: 'pending' });
    expect(cod.body.data.payment.message).toMatch(/al recibir el paquete/);
    // No IBAN in the settings: the store takes no transfers, and says so.
    await db.delete(storeSettings).where(eq(storeSettings.key, 'bank_transfer_iban'));
    forgetStoreSettings(db);
    const refused = await place(item, { payment_method: 'bank_transfer' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Transferencia bancaria: La tienda no acepta transferencias por ahora. Elige otro método de pago.');
    await db.insert(storeSettings).values({ key: 'bank_transfer_iban', value: TEST_IBAN });
    forgetStoreSettings(db);
    const transfer = await place(item, { payment_method: 'bank_transfer' });
    expect(transfer.body.data.order).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    expect(transfer.body.data.payment.message).toContain('IBAN ES91 2100 0418 4502 0005 1332');
    expect(transfer.body.data.payment.message).toContain(transfer.body.data.order.number);
    expect(await stockOf(db, item.variantId)).toBe(2);
  });

  it('answers a repeated attempt with the same order and takes the stock once', async () => {
    const item = await variantWith(5);
    const body = orderBody({ items: [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }], expected_total: 34.95 });
    const [a, b] = await Promise.all([post('/checkout/orders', body), post('/checkout/orders', body)]);
    const again = await post('/checkout/orders', body);
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.data.order.number, b.body.data.order.number, again.body.data.order.number]).size).toBe(1);
    expect(again.body.data.order_token).toBe(a.body.data.order_token);
    expect(await stockOf(db, item.variantId)).toBe(4);
    const other = await post('/checkout/orders', { ...body, items: [{ product_id: item.productId, variant_id: item.variantId, quantity: 2 }], expected_total: 60 });
    expect(other.status).toBe(409);
    expect(other.body.quote.lines[0].quantity).toBe(2);
    expect(await stockOf(db, item.variantId)).toBe(4);
  });

  it('refuses with the quote of now when the total or the stock changed', async () => {
    const item = await variantWith(2);
    const changed = await place(item, { expected_total: 29.95 });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/El total ha cambiado/);
    expect(changed.body.quote.totals.total).toBe(34.95);
    const short = await place(item, { expected_total: 90 }, {}, 3);
    expect(short.status).toBe(409);
    expect(short.body.quote.lines[0]).toMatchObject({ quantity: 2, available: 2, changes: ['quantity_reduced'] });
    expect(short.body.quote.can_place).toBe(false);
    expect(await stockOf(db, item.variantId)).toBe(2);
    expect(await db.select().from(orders).where(eq(orders.email, 'nadie@example.com'))).toEqual([]);
  });

  it('lets a guest look an order up by number and e-mail, with one message for every miss', async () => {
    const item = await variantWith(3);
    const placed = await place(item, { email: 'Invitada@Example.com' });
    const { number } = placed.body.data.order;
    const found = await post('/orders/lookup', { number, email: 'invitada@example.com' });
    expect(found.status).toBe(200);
    expect(found.body.data.number).toBe(number);
    const wrongEmail = await post('/orders/lookup', { number, email: 'otra@example.com' });
    const wrongNumber = await post('/orders/lookup', { number: 'TD-2020-999999', email: 'invitada@example.com' });
    expect([wrongEmail.status, wrongNumber.status]).toEqual([404, 404]);
    expect(wrongEmail.body.message).toBe(wrongNumber.body.message);
    expect((await post('/orders/lookup', { number: 'nope', email: 'x@example.com' })).status).toBe(422);
  });

  it('never shows a customer\'s order to anyone else through the checkout calls', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const item = await variantWith(3);
    const placed = await place(item, { email: owner.user.email, payment_method: 'card', payment: { card_token: await tokenFor('4000002760003184') } }, owner.auth);
    const { number } = placed.body.data.order;
    const token = placed.body.data.order_token;
    expect((await post(`/checkout/orders/${number}/view`, { order_token: token }, owner.auth)).status).toBe(200);
    expect((await post(`/checkout/orders/${number}/view`, { order_token: token }, other.auth)).status).toBe(404);
    expect((await post(`/checkout/orders/${number}/view`, { order_token: 'x'.repeat(64) }, owner.auth)).status).toBe(404);
    expect((await post(`/checkout/orders/${number}/payment`, { order_token: token, approve: true }, other.auth)).status).toBe(404);
    expect((await post('/orders/lookup', { number, email: owner.user.email })).status).toBe(404);
    expect((await post(`/checkout/orders/${number}/view`, { order_token: token }, owner.auth)).body.data.order.status).toBe('pending_payment');
  });

  it('saves the card and the address for a customer who asks, and uses only the customer\'s saved cards', async () => {
    const customer = await createUser(db);
    const stranger = await createUser(db);
    const item = await variantWith(5);
    const placed = await place(
      item,
      { email: customer.user.email, payment_method: 'card', payment: { card_token: await tokenFor('5555555555554444'), save_card: true }, save_address: true, shipping_address: { ...ADDRESSES.palma }, expected_total: 36.95 },
      customer.auth,
    );
    expect(placed.body.data.order.status).toBe('paid');
    const cards = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.user.id));
    expect(cards).toMatchObject([{ brand: 'mastercard', last4: '4444', isDefault: true }]);
    const book = await db.select().from(addresses).where(eq(addresses.userId, customer.user.id));
    expect(book).toMatchObject([{ postalCode: '07001', province: 'Illes Balears' }]);
    const again = await place(item, { email: customer.user.email, payment_method: 'card', payment: { saved_card_id: cards[0]!.id } }, customer.auth);
    expect(again.body.data.order.status).toBe('paid');
    const stolen = await place(item, { payment_method: 'card', payment: { saved_card_id: cards[0]!.id } }, stranger.auth);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors['payment.saved_card_id']).toBeDefined();
    expect((await place(item, { payment_method: 'card', payment: { card_token: 'tok_inventado' } })).status).toBe(422);
  });

  it('expires an unanswered payment after its window and gives the stock back', async () => {
    const item = await variantWith(3);
    const placed = await place(item, { payment_method: 'bizum', payment: { bizum_phone: TEST_BIZUM_APPROVES } });
    expect(await stockOf(db, item.variantId)).toBe(2);
    const later = new Date(clock.getTime() + 31 * 60_000);
    const saved = clock;
    clock = later;
    try {
      const late = await post(`/checkout/orders/${placed.body.data.order.number}/payment`, { order_token: placed.body.data.order_token, approve: true });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/Ha pasado el plazo/);
    } finally {
      clock = saved;
    }
    expect(await stockOf(db, item.variantId)).toBe(3);

    const other = await place(item, { payment_method: 'card', payment: { card_token: await tokenFor('4000002760003184') } });
    expect(await expireAbandonedPayments(db, new Date(clock.getTime() + 10 * 60_000))).toBe(0);
    expect(await expireAbandonedPayments(db, later)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(orders).where(eq(orders.number, other.body.data.order.number));
    expect(row).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOf(db, item.variantId)).toBe(3);
  });

  it('cancels through the one cancellation: refunds a paid card, refuses a shipped order', async () => {
    const customer = await createUser(db);
    const item = await variantWith(3);
    const placed = await place(item, { email: customer.user.email, payment_method: 'card', payment: { card_token: await tokenFor('4242424242424242') } }, customer.auth);
    const deps = { payments: createTestGateway(db, () => clock) };
    const actor = { kind: 'customer' as const, id: customer.user.id, name: customer.user.name };
    const cancelled = await cancelOrder(db, deps, placed.body.data.order.id, actor, 'Me he equivocado de talla', clock);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancel_reason: 'Me he equivocado de talla' });
    expect(cancelled.payments.map((p) => [p.kind, p.status])).toEqual([
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(await stockOf(db, item.variantId)).toBe(3);
    await expect(cancelOrder(db, deps, placed.body.data.order.id, actor, null, clock)).rejects.toMatchObject({ status: 409 });

    const shipped = await place(item, { payment_method: 'cash_on_delivery', expected_total: 37.95 });
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.body.data.order.id));
    await expect(cancelOrder(db, deps, shipped.body.data.order.id, actor, null, clock)).rejects.toMatchObject({ status: 409 });
  });

  it('gives the money back when the bank accepts after the order expired', async () => {
    const base = createTestGateway(db, () => clock);
    const late = new Date(clock.getTime() + 31 * 60_000);
    const slowBank = { ...base, confirm: async (reference: string, approve: boolean) => {
      await expireAbandonedPayments(db, late);
      return base.confirm(reference, approve);
    } };
    const slowApp = createTestApp(testDb.database, { now: () => clock, payments: slowBank });
    const item = await variantWith(3);
    const placed = await place(item, { payment_method: 'card', payment: { card_token: await tokenFor('4000002760003184') } });
    const res = await slowApp.request(`/api/checkout/orders/${placed.body.data.order.number}/payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_token: placed.body.data.order_token, approve: true }),
    });
    const answer = ((await res.json()) as any).data;
    expect(answer.order.status).toBe('payment_failed');
    expect(answer.order.payments.map((p: any) => [p.kind, p.status])).toEqual([
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(await stockOf(db, item.variantId)).toBe(3);
  });

  it('limits guest look-ups per address', async () => {
    const headers = { 'X-Forwarded-For': '10.77.0.1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await post('/orders/lookup', { number: 'TD-2026-000001', email: 'nadie@example.com' }, headers)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('needs the terms accepted and a well-formed key', async () => {
    const item = await variantWith(3);
    expect((await place(item, { accept_terms: false })).status).toBe(422);
    expect((await place(item, { idempotency_key: 'corta' })).status).toBe(422);
    expect(newKey().length).toBeGreaterThan(16);
  });
});
