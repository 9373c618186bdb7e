import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignScope } from '../../../common/campaigns/rules';
import { vatIncluded } from '../../../common/checkout/pricing';
import { createCategory, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { campaigns, coupons, invoices, orderLines, orders, storeSettings } from '../../db/schema';
import { createTestGateway } from '../../payments/test-gateway';
import { forgetStoreSettings } from '../../settings/store-settings';
import { createShop, createTestProduct, orderBody, type ShopRefs } from './checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

describe('automatic promotions at the checkout (issue 34)', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  let customer: Record<string, string>;
  const clock = new Date('2026-12-10T11:00:00Z');
  const DAY = 86_400_000;
  let ip = 0;
  let campaignCount = 0;

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.4.0.${(ip = (ip + 1) % 250)}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const cardToken = async () => (await send('POST', '/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' })).body.data.token as string;

  const scope = (overrides: Partial<CampaignScope>): CampaignScope => ({ whole_store: false, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [], ...overrides });
  const campaign = async (values: { kind: 'second_unit_half' | 'three_for_two' | 'free_shipping'; scope: CampaignScope; minOrderCents?: number; startsAt?: Date; endsAt?: Date; cancelledAt?: Date; name?: string }) => {
    campaignCount += 1;
    const [row] = await db
      .insert(campaigns)
      .values({
        name: values.name ?? `Campaña ${campaignCount}`,
        slug: `campana-promociones-${campaignCount}`,
        offerKind: values.kind,
        scope: values.scope,
        minOrderCents: values.minOrderCents ?? null,
        startsAt: values.startsAt ?? new Date(clock.getTime() - DAY),
        endsAt: values.endsAt ?? new Date(clock.getTime() + DAY),
        cancelledAt: values.cancelledAt ?? null,
      })
      .returning();
    return row!;
  };
  const quote = (items: { product_id: number; variant_id: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
    send('POST', '/checkout/quote', { items, destination: { province: 'Madrid' }, ...extra });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    app = createTestApp(testDb.database, { now: () => clock, payments: createTestGateway(testDb.database.db, () => clock) });
    shop = await createShop(db);
    customer = (await createUser(db, { name: 'Irene Promo' })).auth;
    // The issuer's data, so a paid order gets its invoice at once.
    const issuer = { legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' };
    for (const [key, value] of Object.entries(issuer)) {
      await db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(db);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('quotes 2ª unidad al 50 % on a subcategory with a coupon after it, stores it in the order, invoices it exactly and refunds what the unit cost', async () => {
    // "Ropa" > "Camisas": the campaign is on "Ropa" and reaches the shirt in "Camisas".
    const parent = await createCategory(db);
    const child = await createCategory(db, { parentId: parent.id });
    const shirt = await createTestProduct(db, { ...shop, categoryId: child.id }, { price: 25, variants: [{ stock: 10 }] });
    await campaign({ kind: 'second_unit_half', scope: scope({ category_ids: [parent.id] }), name: 'Dos mejor que una' });
    await db.insert(coupons).values({ code: 'PROMO10', kind: 'percentage', value: 10 });
    const items = [{ product_id: shirt.product.id, variant_id: shirt.variants[0]!.id, quantity: 2 }];

    const quoted = await quote(items, { coupon_code: 'promo10' });
    expect(quoted.status).toBe(200);
    const q = quoted.body.data;
    expect(q.lines[0]).toMatchObject({ unit_price: 25, quantity: 2, line_total: 37.5, promotion: { label: '2ª unidad al 50 %', discount: 12.5, campaign_name: 'Dos mejor que una' } });
    // The coupon's 10 % is of the 37,50 € left; shipping is paid (33,75 € of goods, under 60 €).
    expect(q.totals).toMatchObject({ subtotal: 37.5, promotions: 12.5, discount: 3.75, shipping: 4.95, total: 38.7 });

    const placed = await send(
      'POST',
      '/checkout/orders',
      orderBody({ items, coupon_code: 'PROMO10', expected_total: 38.7, payment_method: 'card', payment: { card_token: await cardToken() } }),
      customer,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order;
    expect(order.totals).toMatchObject({ subtotal: 37.5, promotions: 12.5, discount: 3.75, shipping: 4.95, total: 38.7 });
    expect(order.lines[0]).toMatchObject({ unit_price: 25, quantity: 2, line_total: 37.5, promotion: { label: '2ª unidad al 50 %', discount: 12.5 } });
    const [row] = await db.select().from(orders).where(eq(orders.number, order.number));
    expect(row).toMatchObject({ subtotalCents: 3750, promotionCents: 1250, discountCents: 375, totalCents: 3870, vatCents: vatIncluded(3870, 21) });
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(line).toMatchObject({ unitPriceCents: 2500, quantity: 2, promotionCents: 1250, promotionLabel: '2ª unidad al 50 %', lineTotalCents: 3750 });

    // The invoice: the shirts at what was paid for them, the promotion named; the coupon, the shipping; it adds up to the total.
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    expect(invoice).toBeDefined();
    expect(invoice!.lines.map((l) => [l.description, l.quantity, l.total_cents])).toEqual([
      [expect.stringMatching(new RegExp(`${shirt.product.name} .* · Promoción 2ª unidad al 50 %: −12,50\\s€$`)), 2, 3750],
      ['Descuento (cupón PROMO10)', 1, -375],
      ['Envío estándar', 1, 495],
    ]);
    expect(invoice!.lines.reduce((sum, l) => sum + l.total_cents, 0)).toBe(3870);
    expect(invoice!.totalCents).toBe(3870);
    expect(invoice!.vatCents).toBe(vatIncluded(3870, 21));
    expect(invoice!.lines.reduce((sum, l) => sum + l.vat_cents, 0)).toBe(invoice!.vatCents);
    expect(invoice!.lines.reduce((sum, l) => sum + l.base_cents, 0)).toBe(invoice!.baseCents);

    // Returned: one shirt gives back its half of the 37,50 € paid, less its part of the coupon — not 25 €.
    await db.update(orders).set({ status: 'delivered', deliveredAt: new Date(clock.getTime() - 2 * DAY), paymentStatus: 'paid' }).where(eq(orders.id, row!.id));
    const wanted = { lines: [{ order_line_id: line!.id, quantity: 1, reason: 'talla_grande', resolution: 'refund' }] };
    const refund = await send('POST', `/user/orders/${order.number}/returns/quote`, wanted, customer);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // 18,75 € − 10 % coupon share (1,88 €) = 16,87 €; shipping stays (not the whole order, not faulty).
    expect(refund.body.data).toMatchObject({ total: 16.87, shipping: 0 });
    const created = await send('POST', `/user/orders/${order.number}/returns`, wanted, customer);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.refund).toMatchObject({ total: 16.87 });
    // The second shirt, later: the other half of what the line was paid.
    const rest = await send('POST', `/user/orders/${order.number}/returns/quote`, wanted, customer);
    expect(rest.body.data.lines[0].refund).toBe(16.87);
  });

  it('makes standard shipping free from the campaign’s amount of covered goods, and names the campaign', async () => {
    const jacket = await createTestProduct(db, shop, { price: 45, variants: [{ stock: 5 }] });
    const cap = await createTestProduct(db, shop, { price: 15, variants: [{ stock: 5 }] });
    await campaign({ kind: 'free_shipping', scope: scope({ product_ids: [jacket.product.id] }), minOrderCents: 4000, name: 'Envío gratis chaquetas' });

    const free = await quote([{ product_id: jacket.product.id, variant_id: jacket.variants[0]!.id, quantity: 1 }]);
    expect(free.body.data.totals).toMatchObject({ subtotal: 45, promotions: 0, shipping: 0, total: 45 });
    expect(free.body.data.free_shipping).toEqual({ threshold: 60, missing: 0, promotion: { campaign_name: 'Envío gratis chaquetas', min_order: 40 } });
    expect(free.body.data.shipping_options.find((o: any) => o.method === 'standard').description).toContain('Envío gratis chaquetas');

    // Goods out of the campaign's scope do not count towards its amount.
    const capsOnly = await quote([{ product_id: cap.product.id, variant_id: cap.variants[0]!.id, quantity: 3 }]);
    expect(capsOnly.body.data.totals).toMatchObject({ subtotal: 45, shipping: 4.95, total: 49.95 });
    expect(capsOnly.body.data.free_shipping.promotion).toBeNull();

    const placed = await send('POST', '/checkout/orders', orderBody({ items: [{ product_id: jacket.product.id, variant_id: jacket.variants[0]!.id, quantity: 1 }], expected_total: 45 }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.totals).toMatchObject({ shipping: 0, total: 45 });
  });

  it('a cancelled or not yet started campaign does nothing', async () => {
    const tee = await createTestProduct(db, shop, { price: 20, variants: [{ stock: 9 }] });
    const only = scope({ product_ids: [tee.product.id] });
    await campaign({ kind: 'three_for_two', scope: only, cancelledAt: new Date(clock.getTime() - 3_600_000) });
    await campaign({ kind: 'second_unit_half', scope: only, startsAt: new Date(clock.getTime() + 3_600_000), endsAt: new Date(clock.getTime() + 2 * DAY) });
    await campaign({ kind: 'second_unit_half', scope: only, startsAt: new Date(clock.getTime() - 2 * DAY), endsAt: clock });
    const res = await quote([{ product_id: tee.product.id, variant_id: tee.variants[0]!.id, quantity: 3 }]);
    expect(res.body.data.lines[0]).toMatchObject({ promotion: null, line_total: 60 });
    expect(res.body.data.totals).toMatchObject({ subtotal: 60, promotions: 0, total: 60 });
  });

  it('refuses the order with the new quote when the promotion ended after the review', async () => {
    const skirt = await createTestProduct(db, shop, { price: 30, variants: [{ stock: 9 }] });
    const running = await campaign({ kind: 'three_for_two', scope: scope({ product_ids: [skirt.product.id] }) });
    const items = [{ product_id: skirt.product.id, variant_id: skirt.variants[0]!.id, quantity: 3 }];
    expect((await quote(items)).body.data.totals).toMatchObject({ subtotal: 60, promotions: 30, total: 60 });
    await db.update(campaigns).set({ cancelledAt: clock }).where(eq(campaigns.id, running.id));
    const placed = await send('POST', '/checkout/orders', orderBody({ items, expected_total: 60 }));
    expect(placed.status).toBe(409);
    expect(placed.body.quote.totals).toMatchObject({ subtotal: 90, promotions: 0, total: 90 });
    const lines = await db.select().from(orderLines).orderBy(asc(orderLines.id));
    expect(lines.some((l) => l.productId === skirt.product.id)).toBe(false);
  });
});
