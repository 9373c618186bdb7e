import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createStripeSimulator, submitTestCard, type StripeSimulator } from '../../../tests/simulators/stripe-simulator';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { mailOutbox, orders, paymentNotifications, payments } from '../../db/schema';
import { createStripeProvider } from '../../payments/stripe/stripe-provider';
import { createShop, createTestProduct, orderBody, stockOf, type ShopRefs } from '../checkout/checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Issue 32: selling through Stripe Checkout with the official SDK, end to end against the local
// simulator of Stripe's API (tests/simulators/stripe-simulator.ts), whose webhooks are signed as
// Stripe signs them. Only a verified webhook marks an order paid or failed.

const SECRET_KEY = 'sk_test_tiendaDiverso123';
const WEBHOOK_SECRET = 'whsec_pruebasTiendaDiverso';
const WEBHOOK = '/api/payments/stripe/webhook';

describe('paying through Stripe Checkout on its signed webhooks', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  let stripe: StripeSimulator;

  const post = async (path: string, body: unknown) => {
    const res = await app.request(`/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const item = async () => {
    const { product, variants } = await createTestProduct(db, shop, { price: 30, variants: [{ stock: 3 }] });
    return { product_id: product.id, variant_id: variants[0]!.id, quantity: 1 };
  };
  const place = async () => {
    const line = await item();
    const { status, body } = await post('/checkout/orders', orderBody({ items: [line], expected_total: 34.95, payment_method: 'card' }));
    expect(status).toBe(201);
    const returnToken = new URL(body.data.payment.redirect.return_path, 'http://store').searchParams.get('t')!;
    return { line, placed: body.data, url: body.data.payment.redirect.url as string, number: body.data.order.number as string, returnToken };
  };
  const orderRow = async (number: string) => (await db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const rowsOf = async (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    stripe = await createStripeSimulator({ webhookUrl: `http://localhost:3000${WEBHOOK}`, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY, deliver: async (url, init) => app.request(url, init) });
    app = createTestApp(testDb.database, { payments: createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url }) });
    shop = await createShop(db);
  });
  afterAll(async () => {
    await stripe?.close();
    await testDb?.cleanup();
  });

  it('sends the shopper to Stripe Checkout; the signed checkout.session.completed pays the order once, however often it comes', async () => {
    const { url, number, placed, returnToken, line } = await place();
    expect(placed.payment).toMatchObject({ status: 'redirect', redirect: { method: 'GET', fields: [] } });
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    // A declined card stays on Stripe's page: the order keeps waiting, nothing is taken.
    expect(await (await submitTestCard(url, '4000000000000002')).text()).toContain('Tu tarjeta ha sido rechazada.');
    expect(await orderRow(number)).toMatchObject({ status: 'pending_payment' });

    const paid = await submitTestCard(url, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/checkout/pago/${number}?t=${returnToken}&resultado=ok`);
    const order = await orderRow(number);
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    const [charge] = await rowsOf(order.id);
    expect(charge).toMatchObject({ provider: 'stripe', status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    expect(charge!.providerReference).toMatch(/^pi_/);
    expect(await stockOf(db, line.variant_id)).toBe(2);

    const completed = stripe.events.findIndex((event) => event.type === 'checkout.session.completed');
    const again = await Promise.all([stripe.replay(completed), stripe.replay(completed)]);
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    expect(await rowsOf(order.id)).toHaveLength(1);
    const mails = (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'))).filter((mail) => mail.subject.includes(number));
    expect(mails).toHaveLength(1);
    const outcomes = (await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id))).map((row) => row.outcome);
    expect(outcomes).toContain('paid');
  });

  it('refuses a webhook with a wrong or missing signature (400, nothing recorded), and a tampered body', async () => {
    const body = JSON.stringify({ id: 'evt_falso', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_falso', payment_status: 'paid' } } });
    const before = (await db.select().from(paymentNotifications)).length;
    for (const headers of [{}, { 'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }] as Record<string, string>[]) {
      const res = await app.request(WEBHOOK, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ received: false });
    }
    const genuine = stripe.events[0]!;
    const tampered = await app.request(WEBHOOK, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}` }, body: genuine.body });
    expect(tampered.status).toBe(400);
    expect((await db.select().from(paymentNotifications)).length).toBe(before);
  });

  it('a session that expires unpaid fails the order and gives the units back', async () => {
    const { url, number, line } = await place();
    const sessionId = url.split('/pay/')[1]!;
    const expired = await fetch(`${stripe.url}/v1/checkout/sessions/${sessionId}/expire`, { method: 'POST', headers: { Authorization: `Bearer ${SECRET_KEY}` } });
    expect(expired.status).toBe(200);
    await stripe.idle();
    expect(await orderRow(number)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOf(db, line.variant_id)).toBe(3);
  });

  it('staff cancelling a paid order refund it through Stripe with the ledger’s key, and Stripe’s charge.refunded confirms it', async () => {
    const { url, number } = await place();
    await submitTestCard(url, '4242424242424242');
    const order = await orderRow(number);
    const admin = (await createUser(db, { roles: ['admin'] })).auth;
    const cancelled = await app.request(`/api/admin/orders/${order.id}/cancel`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...admin }, body: JSON.stringify({ reason: 'La clienta lo pidió por teléfono' }) });
    expect(cancelled.status).toBe(200);
    await stripe.idle();
    const refunds = await db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(refunds).toEqual([expect.objectContaining({ provider: 'stripe', status: 'succeeded', amountCents: 3495, idempotencyKey: `refund:cancel:${number}` })]);
    const intent = (await rowsOf(order.id))[0]!.providerReference;
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    const confirmed = await db.select().from(paymentNotifications).where(and(eq(paymentNotifications.orderId, order.id), eq(paymentNotifications.outcome, 'refund_confirmed')));
    expect(confirmed).toHaveLength(1);
  });

  it('offers card only (Bizum is not taken through Stripe) and says so to staff', async () => {
    const line = await item();
    const quote = await post('/checkout/quote', { items: [line] });
    expect(quote.body.data.payment_page).toEqual({ flow: 'hosted', label: 'Stripe Checkout', test_mode: true });
    expect(quote.body.data.payment_options.map((option: any) => option.method)).not.toContain('bizum');
    const bizum = await post('/checkout/orders', orderBody({ items: [line], expected_total: 34.95, payment_method: 'bizum', payment: { bizum_phone: '612345678' } }));
    expect(bizum.status).toBe(422);
    expect(bizum.body.errors.payment_method[0]).toMatch(/Bizum no está disponible/);
    const admin = (await createUser(db, { roles: ['admin'] })).auth;
    const info = (await (await app.request('/api/admin/payments/provider', { headers: admin })).json()) as any;
    expect(info.data).toMatchObject({ provider: 'stripe', mode: 'test', methods: ['card'] });
    expect(info.data.notes.join(' ')).toMatch(/Bizum no se ofrece con Stripe/);
    expect(JSON.stringify(info)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(info)).not.toContain(WEBHOOK_SECRET);
  });
});
