import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createRedsysSimulator, payAsShopper, type RedsysSimulator } from '../../../tests/simulators/redsys-simulator';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { invoices, mailOutbox, orderEvents, orders, paymentNotifications, payments, storeSettings } from '../../db/schema';
import { forgetStoreSettings } from '../../settings/store-settings';
import { createRedsysProvider } from '../../payments/redsys/redsys-provider';
import { signMessage } from '../../payments/redsys/signature';
import { createShop, createTestProduct, orderBody, stockOf, type ShopRefs } from '../checkout/checkout-test-kit';
import { expireAbandonedPayments } from '../../flows/expire-payments';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Issue 32: selling through Redsys's TPV Virtual, end to end against the local simulator that signs
// and notifies as Redsys does (tests/simulators/redsys-simulator.ts). Only the signed notification
// marks an order paid or failed; every hostile notification changes nothing it must not.

const MERCHANT = { merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
const NOTIFY = '/api/payments/redsys/notification';

describe('paying through Redsys (card with 3-D Secure, Bizum) on its signed notifications', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  let redsys: RedsysSimulator;
  let clock = new Date();
  /** Notifications are held here instead of delivered while a test wants to send them itself. */
  let held: { url: string; body: string }[] | null = null;

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const notify = async (body: string) => {
    const res = await app.request(NOTIFY, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    return { status: res.status, body: (await res.json()) as any };
  };
  const variantWith = async (stock: number) => {
    const { product, variants } = await createTestProduct(db, shop, { price: 30, variants: [{ stock }] });
    return { productId: product.id, variantId: variants[0]!.id };
  };
  /** Places a 34,95 € order paid on Redsys's page: the answer sends the shopper there. */
  const place = async (method: 'card' | 'bizum' = 'card', stock = 3) => {
    const item = await variantWith(stock);
    const { status, body } = await post('/checkout/orders', orderBody({ items: [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }], expected_total: 34.95, payment_method: method }));
    expect(status).toBe(201);
    const redirect = body.data.payment.redirect;
    const form = { url: redirect.url, method: redirect.method, fields: Object.fromEntries(redirect.fields.map((f: any) => [f.name, f.value])) };
    const returnToken = new URL(redirect.return_path, 'http://store').searchParams.get('t')!;
    return { item, placed: body.data, form, returnToken, number: body.data.order.number as string };
  };
  const orderRow = async (number: string) => (await db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const chargesOf = async (orderId: number) => db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'))).orderBy(payments.id);
  const mailsAbout = async (number: string, kind: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((mail) => mail.subject.includes(number));
  const status = (number: string, token: string) => post(`/checkout/orders/${number}/payment-status`, { return_token: token });
  /** A notification as Redsys would sign it, for what the simulator never sends. */
  const forged = (parameters: Record<string, string>, key = MERCHANT.secretKey) =>
    new URLSearchParams({ ...signMessage(key, { Ds_MerchantCode: MERCHANT.merchantCode, Ds_Terminal: '001', Ds_Currency: '978', Ds_TransactionType: '0', Ds_Response: '0000', ...parameters }, 'Ds_Order', true) }).toString();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    redsys = await createRedsysSimulator({
      ...MERCHANT,
      deliver: async (url, init) => {
        if (held) {
          held.push({ url, body: String(init.body) });
          return new Response('', { status: 200 });
        }
        return app.request(url, init);
      },
    });
    const provider = createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: redsys.url });
    app = createTestApp(testDb.database, { now: () => clock, payments: provider });
    shop = await createShop(db);
    // The issuer of the invoices: without it a paid order's invoice waits for the catch-up job.
    for (const [key, value] of Object.entries({ legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' })) {
      await db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(db);
  });
  afterAll(async () => {
    await redsys?.close();
    await testDb?.cleanup();
  });

  it('sends the shopper to Redsys, and only the notification marks the order paid: once, however often it comes', async () => {
    const { form, number, returnToken, placed, item } = await place('card');
    expect(placed.payment.status).toBe('redirect');
    expect(form).toMatchObject({ url: `${redsys.url}/sis/realizarPago`, method: 'POST' });
    expect(Object.keys(form.fields).sort()).toEqual(['Ds_MerchantParameters', 'Ds_Signature', 'Ds_SignatureVersion']);
    expect(placed.order).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    expect(await stockOf(db, item.variantId)).toBe(2);
    // Coming back before the notification shows the wait, not a payment.
    expect((await status(number, returnToken)).body.data).toMatchObject({ state: 'waiting', can_retry: true });

    const shopper = await payAsShopper(form, { card: '4918019199883839', challenge: 'autorizar' });
    expect(shopper.returnUrl).toContain(`/checkout/pago/${number}?t=${returnToken}&resultado=ok`);
    const order = await orderRow(number);
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await chargesOf(order.id)).toEqual([expect.objectContaining({ provider: 'redsys', status: 'succeeded', cardBrand: 'visa', cardLast4: '3839' })]);
    expect((await status(number, returnToken)).body.data).toMatchObject({ state: 'paid', can_retry: false });

    // Redsys retries, and the same notification arrives twice at once: nothing more happens.
    const first = redsys.notifications.findIndex((sent) => sent.url.endsWith(NOTIFY) && sent.body.includes('Ds_Signature'));
    const again = await Promise.all([redsys.replay(first), redsys.replay(first)]);
    expect(again.map((sent) => sent.status)).toEqual([200, 200]);
    expect(await chargesOf(order.id)).toHaveLength(1);
    expect(await mailsAbout(number, 'order-confirmation')).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const recorded = await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id));
    expect(recorded.map((row) => row.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
  });

  it('takes Bizum on the same page, and a denied card fails the order with a message the customer understands', async () => {
    const bizum = await place('bizum');
    await payAsShopper(bizum.form, { bizum: '700000000' });
    expect(await orderRow(bizum.number)).toMatchObject({ status: 'paid', paymentMethod: 'bizum' });
    expect((await chargesOf((await orderRow(bizum.number)).id))[0]).toMatchObject({ method: 'bizum', status: 'succeeded' });

    const denied = await place('card');
    const shopper = await payAsShopper(denied.form, { card: '5576440022788500' });
    expect(shopper.returnUrl).toContain('resultado=ko');
    expect(await orderRow(denied.number)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOf(db, denied.item.variantId)).toBe(3);
    const answer = (await status(denied.number, denied.returnToken)).body.data;
    expect(answer).toMatchObject({ state: 'failed', can_retry: false });
    expect(answer.message).toMatch(/denegad|rechaz/i);
    expect(answer.message).toMatch(/no se ha cobrado nada/i);
  });

  it('refuses a wrong signature, another merchant or terminal and garbage with a 400, recording and changing nothing', async () => {
    held = [];
    const { form, number } = await place('card');
    await payAsShopper(form, { card: '4548810000000003' });
    const genuine = held.find((sent) => sent.url.endsWith(NOTIFY))!;
    held = null;
    const order = await orderRow(number);
    const before = await db.select().from(paymentNotifications);

    const tampered = new URLSearchParams(genuine.body);
    tampered.set('Ds_Signature', tampered.get('Ds_Signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    const charge = (await chargesOf(order.id))[0]!;
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    for (const body of [
      tampered.toString(),
      forged({ Ds_Order: charge.checkoutReference!, Ds_Amount: '3495' }, otherKey),
      forged({ Ds_Order: charge.checkoutReference!, Ds_Amount: '3495', Ds_MerchantCode: '123456789' }),
      forged({ Ds_Order: charge.checkoutReference!, Ds_Amount: '3495', Ds_Terminal: '2' }),
      'Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=%%%&Ds_Signature=x',
      '',
    ]) {
      const answer = await notify(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ received: false });
    }
    expect(await orderRow(number)).toMatchObject({ status: 'pending_payment' });
    expect(await db.select().from(paymentNotifications)).toHaveLength(before.length);

    // The genuine one still works after all that, and arriving twice at once it pays once.
    const raced = await Promise.all([notify(genuine.body), notify(genuine.body)]);
    expect(raced.map((answer) => answer.body.outcome).sort()).toEqual(['duplicate', 'paid']);
    expect(await chargesOf(order.id)).toHaveLength(1);
    expect(await mailsAbout(number, 'order-confirmation')).toHaveLength(1);
    expect(await orderRow(number)).toMatchObject({ status: 'paid' });
  });

  it('an unknown order, a different amount or currency are recorded and change nothing; a late «denied» after the payment leaves it paid', async () => {
    const unknown = await notify(forged({ Ds_Order: '999999999999', Ds_Amount: '3495' }));
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'unknown_order' } });

    const { number } = await place('card');
    const order = await orderRow(number);
    const code = (await chargesOf(order.id))[0]!.checkoutReference!;
    expect((await notify(forged({ Ds_Order: code, Ds_Amount: '1' }))).body).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await notify(forged({ Ds_Order: code, Ds_Amount: '3495', Ds_Currency: '840' }))).body).toMatchObject({ outcome: 'currency_mismatch' });
    expect(await orderRow(number)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    const timeline = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(timeline.some((event) => /rechazada: Importe notificado 0,01/.test(event.message))).toBe(true);

    expect((await notify(forged({ Ds_Order: code, Ds_Amount: '3495', Ds_AuthorisationCode: '123456' }))).body).toMatchObject({ outcome: 'paid' });
    expect((await notify(forged({ Ds_Order: code, Ds_Amount: '3495', Ds_Response: '0190' }))).body).toMatchObject({ outcome: 'ignored_after_outcome' });
    expect(await orderRow(number)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });

  it('money that arrives for an order that expired meanwhile goes back through Redsys by itself, and staff are told', async () => {
    const { form, number, item } = await place('card');
    clock = new Date(Date.now() + 31 * 60_000);
    try {
      expect(await expireAbandonedPayments(db, clock)).toBeGreaterThanOrEqual(1);
      expect(await stockOf(db, item.variantId)).toBe(3);
      await payAsShopper(form, { card: '4548810000000003' });
    } finally {
      clock = new Date();
    }
    const order = await orderRow(number);
    expect(order).toMatchObject({ status: 'payment_failed' });
    const rows = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(redsys.refunds).toContainEqual({ order: rows[0]!.checkoutReference, amountCents: 3495 });
    expect(await mailsAbout(number, 'payment-alert')).toHaveLength(1);
    expect(await stockOf(db, item.variantId)).toBe(3);
  });

  it('a shopper who closed the page pays on a new one for the same order; the old page can no longer take the money twice', async () => {
    const { form, number, returnToken } = await place('card');
    const retried = await post(`/checkout/orders/${number}/payment/retry`, { return_token: returnToken });
    expect(retried.status).toBe(200);
    const next = retried.body.data.redirect;
    expect(next.fields.find((f: any) => f.name === 'Ds_MerchantParameters').value).not.toBe(form.fields.Ds_MerchantParameters);
    await payAsShopper({ url: next.url, method: next.method, fields: Object.fromEntries(next.fields.map((f: any) => [f.name, f.value])) }, { card: '4548810000000003' });
    const order = await orderRow(number);
    expect(order).toMatchObject({ status: 'paid' });
    // The first page, still open in another tab, is paid too: that money goes back.
    await payAsShopper(form, { card: '4548810000000003' });
    const rows = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['charge', 'succeeded'],
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(rows[2]!.refundsPaymentId).toBe(rows[0]!.id);
    expect(await mailsAbout(number, 'order-confirmation')).toHaveLength(1);
    expect((await post(`/checkout/orders/${number}/payment/retry`, { return_token: returnToken })).status).toBe(409);
    expect((await status(number, 'f'.repeat(40))).status).toBe(404);
  });

  it('staff cancelling a paid order refund it through Redsys, once', async () => {
    const { form, number } = await place('card');
    await payAsShopper(form, { card: '4548810000000003' });
    const order = await orderRow(number);
    const refundsBefore = redsys.refunds.length;
    const cancelled = await app.request(`/api/admin/orders/${order.id}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await createUser(db, { roles: ['admin'] })).auth },
      body: JSON.stringify({ reason: 'Sin stock en el almacén' }),
    });
    expect(cancelled.status).toBe(200);
    const refunds = await db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', provider: 'redsys', amountCents: 3495 })]);
    expect(redsys.refunds.slice(refundsBefore)).toEqual([{ order: (await chargesOf(order.id))[0]!.checkoutReference, amountCents: 3495 }]);
  });

  it('tells staff which provider and mode are active, without its keys, and the checkout offers card and Bizum on its page', async () => {
    const admin = (await createUser(db, { roles: ['admin'] })).auth;
    const info = await app.request('/api/admin/payments/provider', { headers: admin });
    const body = (await info.json()) as any;
    expect(body.data).toMatchObject({ provider: 'redsys', mode: 'test', methods: ['card', 'bizum'], notification_url: expect.stringMatching(/\/api\/payments\/redsys\/notification$/) });
    expect(JSON.stringify(body)).not.toContain(MERCHANT.secretKey);
    const item = await variantWith(2);
    const quote = await post('/checkout/quote', { items: [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }] });
    expect(quote.body.data.payment_page).toEqual({ flow: 'hosted', label: 'Redsys (TPV Virtual)', test_mode: true });
    expect(quote.body.data.payment_options.map((option: any) => option.method)).toEqual(['card', 'bizum', 'cash_on_delivery', 'bank_transfer']);
    // A card number or token never goes to the store with Redsys.
    const tokenised = await post('/checkout/orders', orderBody({ items: [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }], expected_total: 34.95, payment_method: 'card', payment: { card_token: 'tok_x' } }));
    expect(tokenised.status).toBe(422);
    expect((await post('/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' })).status).toBe(404);
    // Pages without a cart (the customer's saved cards) read it in the public settings.
    expect((((await (await app.request('/api/settings')).json()) as any).data.payment_flow)).toBe('hosted');
  });
});
