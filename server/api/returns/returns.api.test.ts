import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';
import { auditLog, mailOutbox, orderLines, orders, payments, returns, products, stockMovements, storeSettings } from '../../db/schema';
import { forgetStoreSettings } from '../../settings/store-settings';
import { createShop, createTestProduct, orderBody, stockOf, type ShopRefs } from '../checkout/checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Headers = Record<string, string>;

describe('returns, exchanges and withdrawal API', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let shop: ShopRefs;
  let customer: Headers;
  let other: Headers;

  const send = async (method: string, url: string, body?: unknown, headers: Headers = {}) => {
    const res = await api.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, body: type.includes('json') ? ((await res.json()) as any) : new Uint8Array(await res.arrayBuffer()) };
  };
  const cardToken = async () =>
    (await send('POST', '/api/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }, { 'X-Forwarded-For': '10.7.7.7' })).body.data.token;

  /** A delivered order: 2 × A (size S) and 1 × B, paid by card (or as asked), delivered `daysAgo` days ago. */
  const deliveredOrder = async (headers: Headers | null, options: { payment?: 'card' | 'cash_on_delivery'; daysAgo?: number; email?: string; personalisedB?: boolean } = {}) => {
    const a = await createTestProduct(db(), shop, { price: 30, variants: [{ stock: 5 }, { stock: 1 }] });
    const b = await createTestProduct(db(), shop, { price: 20, variants: [{ stock: 3 }] });
    if (options.personalisedB) await db().update(products).set({ isPersonalised: true }).where(eq(products.id, b.product.id));
    const payment = options.payment ?? 'card';
    const body = orderBody({
      items: [
        { product_id: a.product.id, variant_id: a.variants[0]!.id, quantity: 2 },
        { product_id: b.product.id, variant_id: b.variants[0]!.id, quantity: 1 },
      ],
      expected_total: payment === 'card' ? 80 : 83,
      payment_method: payment,
      ...(payment === 'card' ? { payment: { card_token: await cardToken() } } : {}),
      ...(options.email ? { email: options.email } : {}),
    });
    const placed = await send('POST', '/api/checkout/orders', body, headers ?? {});
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const number = placed.body.data.order.number as string;
    const deliveredAt = new Date(Date.now() - (options.daysAgo ?? 2) * 86_400_000);
    const [row] = await db().update(orders).set({ status: 'delivered', deliveredAt, paymentStatus: 'paid' }).where(eq(orders.number, number)).returning();
    if (payment === 'cash_on_delivery') await db().insert(payments).values({ orderId: row!.id, kind: 'charge', method: 'cash_on_delivery', provider: 'manual', status: 'succeeded', amountCents: row!.totalCents });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row!.id)).orderBy(asc(orderLines.id));
    return { number, id: row!.id, a, b, lineA: lines[0]!, lineB: lines[1]! };
  };

  beforeAll(async () => {
    shop = await createShop(db());
    customer = (await createUser(db(), { name: 'Nora Cliente' })).auth;
    other = (await createUser(db(), { name: 'Otra Persona' })).auth;
  });

  it('a customer returns one line for a refund and exchanges another for a bigger size; staff receive, refund once and ship the exchange', async () => {
    const order = await deliveredOrder(customer);
    const options = await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, customer);
    expect(options.status).toBe(200);
    const withdrawalQuote = await send('POST', `/api/user/orders/${order.number}/withdrawal/quote`, {}, customer);
    expect(withdrawalQuote.body.data).toMatchObject({ total: 80, lines: [{ order_line_id: order.lineA.id, quantity: 2, refund: 60 }, { order_line_id: order.lineB.id, quantity: 1, refund: 20 }] });
    expect((await send('POST', `/api/user/orders/${order.number}/withdrawal/quote`, {}, other)).status).toBe(404);
    expect(options.body.data).toMatchObject({ can_return: true, can_withdraw: true, refund_method: 'original', return_window_days: 30 });
    expect(options.body.data.lines[0]).toMatchObject({ returnable_quantity: 2, exchange_options: [{ variant_id: order.a.variants[1]!.id, size: 'M', available: true }] });
    expect(options.body.data.refund_method_label).toMatch(/tarjeta .*···4242/);

    // Bad input: 422 per field, nothing written.
    const tooMany = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineA.id, quantity: 3, reason: 'talla_pequena', resolution: 'refund' }] }, customer);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors['lines.0.quantity'][0]).toMatch(/como mucho 2 unidades/);
    const zero = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineA.id, quantity: 0, reason: 'otro', resolution: 'refund' }] }, customer);
    expect(zero.status).toBe(422);
    const noSize = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineA.id, quantity: 1, reason: 'talla_pequena', resolution: 'exchange' }] }, customer);
    expect(noSize.body.errors['lines.0.exchange_variant_id']).toBeDefined();
    const wrongVariant = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineA.id, quantity: 1, reason: 'talla_pequena', resolution: 'exchange', exchange_variant_id: order.b.variants[0]!.id }] }, customer);
    expect(wrongVariant.status).toBe(422);
    expect(await db().select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(0);

    const lines = [
      { order_line_id: order.lineA.id, quantity: 1, reason: 'talla_pequena', resolution: 'exchange', exchange_variant_id: order.a.variants[1]!.id },
      { order_line_id: order.lineB.id, quantity: 1, reason: 'no_como_foto', resolution: 'refund' },
    ];
    const quote = await send('POST', `/api/user/orders/${order.number}/returns/quote`, { lines }, customer);
    expect(quote.body.data).toMatchObject({ total: 20, shipping: 0, unavailable_exchanges: [] });

    const created = await send('POST', `/api/user/orders/${order.number}/returns`, { lines, comment: 'La M me irá mejor.' }, customer);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ret = created.body.data;
    expect(ret).toMatchObject({ status: 'requested', status_label: 'Solicitada', kind: 'return', refund: { total: 20 }, item_count: 2 });
    expect(ret.number).toMatch(/^DV-\d{4}-\d{6}$/);
    expect(await stockOf(db(), order.a.variants[1]!.id)).toBe(0);
    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'return-requested'), eq(mailOutbox.subject, `Tu devolución ${ret.number} está en marcha`)));
    expect(mail!.text).toMatch(/Pasamos a recogerlo gratis/);

    // Only what is left can be returned; other people see nothing.
    const again = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineB.id, quantity: 1, reason: 'otro', resolution: 'refund' }] }, customer);
    expect(again.status).toBe(422);
    expect((await send('GET', `/api/user/returns/${ret.number}`, undefined, other)).status).toBe(404);
    expect((await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, other)).status).toBe(404);
    expect((await send('GET', '/api/user/returns', undefined, customer)).body.data.data.map((r: any) => r.number)).toContain(ret.number);
    const sheet = await send('GET', `/api/user/returns/${ret.number}/sheet`, undefined, customer);
    expect(sheet.type).toBe('application/pdf');
    expect(new TextDecoder().decode((sheet.body as Uint8Array).slice(0, 5))).toBe('%PDF-');

    // Staff: permission, receive once, refund once (two tabs), exchange once.
    expect((await send('GET', `/api/admin/returns/${ret.id}`, undefined, customer)).status).toBe(403);
    const early = await send('POST', `/api/admin/returns/${ret.id}/refund`, undefined, api.admin);
    expect(early.status).toBe(409);
    const picked = await send('POST', `/api/admin/returns/${ret.id}/pickup`, undefined, api.admin);
    expect(picked.body.data).toMatchObject({ status: 'picked_up', actions: { receive: true, pickup: false } });
    const [lineA, lineB] = picked.body.data.lines;
    const stockBefore = await stockOf(db(), order.a.variants[0]!.id);
    const received = await send('POST', `/api/admin/returns/${ret.id}/receive`, { lines: [{ return_line_id: lineA.id, condition: 'sellable' }, { return_line_id: lineB.id, condition: 'damaged' }] }, api.admin);
    expect(received.body.data).toMatchObject({ status: 'received', actions: { refund: true, exchange: true, reject: false } });
    expect(await stockOf(db(), order.a.variants[0]!.id)).toBe(stockBefore + 1);
    expect(await stockOf(db(), order.b.variants[0]!.id)).toBe(2);
    const twice = await send('POST', `/api/admin/returns/${ret.id}/receive`, { lines: [{ return_line_id: lineA.id, condition: 'sellable' }] }, api.admin);
    expect(twice.status).toBe(409);
    expect(await stockOf(db(), order.a.variants[0]!.id)).toBe(stockBefore + 1);

    const refunds = await Promise.all([send('POST', `/api/admin/returns/${ret.id}/refund`, undefined, api.admin), send('POST', `/api/admin/returns/${ret.id}/refund`, undefined, api.admin)]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 200]);
    const ledger = await db().select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(ledger).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 2000, returnId: ret.id })]);
    const exchange = await send('POST', `/api/admin/returns/${ret.id}/exchange`, undefined, api.admin);
    expect(exchange.body.data).toMatchObject({ status: 'refunded', actions: { exchange: false, refund: false } });
    expect((await send('POST', `/api/admin/returns/${ret.id}/exchange`, undefined, api.admin)).status).toBe(409);
    const [exchangeOrder] = await db().select().from(orders).where(eq(orders.exchangeForReturnId, ret.id));
    expect(exchangeOrder).toMatchObject({ totalCents: 0, status: 'paid' });
    const mine = await send('GET', `/api/user/returns/${ret.number}`, undefined, customer);
    expect(mine.body.data).toMatchObject({ status: 'refunded', refund_status: 'paid', exchange_order_number: exchangeOrder!.number });

    // The journal explains every unit of the exchanged variant, and staff read it.
    const journal = await send('GET', `/api/admin/inventory/variants/${order.a.variants[1]!.id}/movements`, undefined, api.admin);
    expect(journal.body.data.variant.stock).toBe(0);
    expect(journal.body.data.data.map((m: any) => [m.reason, m.delta])).toEqual(expect.arrayContaining([['exchanged', -1]]));
    const damaged = await db().select().from(stockMovements).where(and(eq(stockMovements.returnId, ret.id), eq(stockMovements.reason, 'damaged')));
    expect(damaged).toHaveLength(1);
    const logged = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'return'), eq(auditLog.entityId, String(ret.id))));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['pickup', 'receive', 'refund', 'exchange']));
    const stats = await send('GET', '/api/admin/returns/stats', undefined, api.admin);
    expect(stats.body.data.units_returned).toBeGreaterThanOrEqual(2);
  });

  it('two requests at once for the same units: one return, never more than delivered', async () => {
    const order = await deliveredOrder(customer);
    const body = { lines: [{ order_line_id: order.lineA.id, quantity: 2, reason: 'talla_grande', resolution: 'refund' }] };
    const results = await Promise.all([1, 2, 3].map(() => send('POST', `/api/user/orders/${order.number}/returns`, body, customer)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 422 || r.status === 409)).toBe(true);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, order.lineA.id));
    expect(line!.returnedQuantity).toBe(2);
  });

  it('staff reject before receiving: the exchange reservation and the units go back', async () => {
    const order = await deliveredOrder(customer);
    const created = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineA.id, quantity: 1, reason: 'talla_pequena', resolution: 'exchange', exchange_variant_id: order.a.variants[1]!.id }] }, customer);
    expect(await stockOf(db(), order.a.variants[1]!.id)).toBe(0);
    expect((await send('POST', `/api/admin/returns/${created.body.data.id}/reject`, { reason: 'no' }, api.admin)).status).toBe(422);
    const rejected = await send('POST', `/api/admin/returns/${created.body.data.id}/reject`, { reason: 'La prenda se usó y no tiene etiquetas.' }, api.admin);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'La prenda se usó y no tiene etiquetas.' });
    expect(await stockOf(db(), order.a.variants[1]!.id)).toBe(1);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, order.lineA.id));
    expect(line!.returnedQuantity).toBe(0);
  });

  it('a guest withdraws within 14 days (cash on delivery: to an IBAN, paid by staff); after 14 days it is refused', async () => {
    const order = await deliveredOrder(null, { payment: 'cash_on_delivery', email: 'invitada@example.com' });
    const access = { number: order.number, email: 'INVITADA@example.com' };
    expect((await send('POST', '/api/guest/returns/options', { ...access, email: 'otra@example.com' })).status).toBe(404);
    const opts = await send('POST', '/api/guest/returns/options', access);
    expect(opts.body.data).toMatchObject({ can_withdraw: true, refund_method: 'transfer' });
    const noConfirm = await send('POST', '/api/guest/withdrawal', { ...access, iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(noConfirm.status).toBe(422);
    const noIban = await send('POST', '/api/guest/withdrawal', { ...access, confirm: true });
    expect(noIban.body.errors.iban).toBeDefined();
    const badIban = await send('POST', '/api/guest/withdrawal', { ...access, confirm: true, iban: 'ES00 1234' });
    expect(badIban.body.errors.iban).toBeDefined();
    // The amount before confirming: the withdrawal's own quote, what the confirmation then fixes.
    const quoted = await send('POST', '/api/guest/withdrawal/quote', access);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.data).toMatchObject({ total: 83, shipping: 3, discount_share: 0, refund_method: 'transfer' });
    expect(await db().select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(0);
    const withdrawn = await send('POST', '/api/guest/withdrawal', { ...access, confirm: true, iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(201);
    // The whole order comes back: shipping and the cash-on-delivery fee too.
    expect(withdrawn.body.data).toMatchObject({ kind: 'withdrawal', item_count: 3, refund: { total: 83 }, refund_method: 'transfer', refund_iban: 'ES91 ···· 1332' });
    const [ack] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'return-requested')).orderBy(asc(mailOutbox.id)).limit(50).then((rows) => rows.filter((r) => r.toAddress === 'invitada@example.com'));
    expect(ack!.text).toMatch(/recibimos tu decisión de desistir del contrato/);
    const sheetPath = withdrawn.body.data.sheet_url as string;
    expect((await send('GET', sheetPath)).type).toBe('application/pdf');
    expect((await send('GET', sheetPath.replace(/token=.*/, 'token=nope'))).status).toBe(404);
    expect((await send('POST', '/api/guest/returns/search', access)).body.data).toHaveLength(1);

    const id = withdrawn.body.data.id;
    const lines = (await send('GET', `/api/admin/returns/${id}`, undefined, api.admin)).body.data.lines;
    await send('POST', `/api/admin/returns/${id}/receive`, { lines: lines.map((l: any) => ({ return_line_id: l.id, condition: 'sellable' })) }, api.admin);
    const pending = await send('POST', `/api/admin/returns/${id}/refund`, undefined, api.admin);
    expect(pending.body.data).toMatchObject({ status: 'received', refund_status: 'pending', actions: { mark_refund_paid: true }, refund_iban_full: 'ES91 2100 0418 4502 0005 1332' });
    const paid = await send('POST', `/api/admin/returns/${id}/refund/paid`, { reference: 'TRF-1' }, api.admin);
    expect(paid.body.data).toMatchObject({ status: 'refunded', refund_status: 'paid' });
    expect((await send('POST', `/api/admin/returns/${id}/refund/paid`, {}, api.admin)).status).toBe(409);

    const late = await deliveredOrder(null, { payment: 'cash_on_delivery', email: 'tarde@example.com', daysAgo: 15 });
    expect((await send('POST', '/api/guest/withdrawal/quote', { number: late.number, email: 'tarde@example.com' })).status).toBe(409);
    const refused = await send('POST', '/api/guest/withdrawal', { number: late.number, email: 'tarde@example.com', confirm: true, iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/plazo de 14 días/);
  });

  it('the return window comes from the settings; the 14 days of withdrawal do not move', async () => {
    const order = await deliveredOrder(customer, { daysAgo: 40 });
    const closed = await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, customer);
    expect(closed.body.data).toMatchObject({ can_return: false, can_withdraw: false, return_window_days: 30 });
    expect(closed.body.data.refused_reason).toMatch(/El plazo para devolver este pedido terminó/);
    await db().insert(storeSettings).values({ key: 'return_window_days', value: 45 }).onConflictDoUpdate({ target: storeSettings.key, set: { value: 45 } });
    forgetStoreSettings(db());
    try {
      const open = await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, customer);
      expect(open.body.data).toMatchObject({ can_return: true, can_withdraw: false, return_window_days: 45 });
      const withdraw = await send('POST', `/api/user/orders/${order.number}/withdrawal`, { confirm: true }, customer);
      expect(withdraw.status).toBe(409);
      const ret = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineB.id, quantity: 1, reason: 'llego_tarde', resolution: 'refund' }] }, customer);
      expect(ret.status).toBe(201);
    } finally {
      await db().delete(storeSettings).where(eq(storeSettings.key, 'return_window_days'));
      forgetStoreSettings(db());
    }
  });

  it('a personalised garment is sold with its flag and refused at the return with the help page\'s reason', async () => {
    const order = await deliveredOrder(customer, { personalisedB: true });
    expect(order.lineB.isPersonalised).toBe(true);
    const options = await send('GET', `/api/user/orders/${order.number}/returns/options`, undefined, customer);
    expect(options.body.data.lines[1]).toMatchObject({ returnable_quantity: 0, not_returnable_reason: expect.stringMatching(/personalizadas/) });
    const refused = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: order.lineB.id, quantity: 1, reason: 'otro', resolution: 'refund' }] }, customer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['lines.0.order_line_id'][0]).toMatch(/hechas a medida no admiten devolución/);

    // Staff mark a product as personalised in its form; the shop's product says so.
    const saved = await send('PUT', `/api/admin/products/${order.a.product.id}`, { is_personalised: true }, api.admin);
    expect(saved.status).toBe(200);
    expect((await send('GET', `/api/products/${order.a.product.id}`)).body.data.product.is_personalised).toBe(true);
  });
});
