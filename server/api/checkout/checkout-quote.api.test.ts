import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { createShop, createTestProduct, orderBody, productStockOf, type ShopRefs } from './checkout-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

describe('the checkout quote', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let db: Db;
  let shop: ShopRefs;
  const now = new Date();
  const day = 24 * 3600_000;

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const quote = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await post('/checkout/quote', body, headers);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  let tee: { product_id: number; variant_id: number };
  const oneTee = (quantity = 1) => [{ ...tee, quantity }];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    db = testDb.database.db;
    app = createTestApp(testDb.database);
    shop = await createShop(db);
    const { product, variants } = await createTestProduct(db, shop, { price: 30, variants: [{ stock: 50 }] });
    tee = { product_id: product.id, variant_id: variants[0]!.id };
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('prices the sale price and a variant\'s own price from the database, not from the cart', async () => {
    const { product, variants } = await createTestProduct(db, shop, { price: 50, sale_price: 40, variants: [{ stock: 5 }, { stock: 5, price: 55 }] });
    const data = await quote({
      items: [
        { product_id: product.id, variant_id: variants[0]!.id, quantity: 1, seen_unit_price: 50 },
        { product_id: product.id, variant_id: variants[1]!.id, quantity: 1, seen_unit_price: 55 },
      ],
    });
    expect(data.lines[0]).toMatchObject({ unit_price: 40, list_price: 50, changes: ['price_down'] });
    expect(data.lines[1]).toMatchObject({ unit_price: 55, list_price: 55, changes: [], notice: null });
    expect(data.totals).toMatchObject({ subtotal: 95, shipping: 0, total: 95 });
    expect(data.has_changes).toBe(true);
    expect(data.can_place).toBe(true);
  });

  it('ships free from the threshold, adds the COD fee and keeps express to the peninsula', async () => {
    const one = await quote({ items: oneTee(), payment_method: 'cash_on_delivery' });
    expect(one.totals).toMatchObject({ subtotal: 30, shipping: 4.95, payment_fee: 3, total: 37.95, vat_rate: 21 });
    expect(one.free_shipping).toEqual({ threshold: 60, missing: 30, promotion: null });
    const two = await quote({ items: oneTee(2) });
    expect(two.totals).toMatchObject({ shipping: 0, total: 60 });
    const express = await quote({ items: oneTee(2), shipping_method: 'express' });
    expect(express.totals.shipping).toBe(9.95);
    const baleares = await quote({ items: oneTee(), destination: { province: 'Illes Balears' }, shipping_method: 'express' });
    expect(baleares.shipping_zone).toBe('baleares');
    expect(baleares.shipping_options.find((o: any) => o.method === 'express').available).toBe(false);
    expect(baleares.can_place).toBe(false);
  });

  it('invoices Canarias without VAT and offers no cash on delivery there', async () => {
    const data = await quote({ items: oneTee(), destination: { province: 'Santa Cruz de Tenerife', postal_code: '38001' } });
    expect(data.shipping_zone).toBe('islands');
    expect(data.totals).toMatchObject({ subtotal: 30, shipping: 9.95, vat: 0, vat_rate: 0 });
    expect(data.totals.vat_exemption).toBeCloseTo(6.93, 2);
    expect(data.totals.total).toBeCloseTo(33.02, 2);
    expect(data.payment_options.find((o: any) => o.method === 'cash_on_delivery').available).toBe(false);
  });

  it('reports sold-out, short and withdrawn lines, and products without variants by their own stock', async () => {
    const { product: draft, variants: draftVariants } = await createTestProduct(db, shop, { price: 20, status: 'draft' });
    const { product: plain } = await createTestProduct(db, shop, { price: 12, stock: 3 });
    const data = await quote({
      items: [
        { product_id: draft.id, variant_id: draftVariants[0]!.id, quantity: 1 },
        { product_id: plain.id, quantity: 5 },
        { ...tee, quantity: 99 },
      ],
    });
    expect(data.lines[0].changes).toEqual(['unavailable']);
    expect(data.lines[1]).toMatchObject({ variant_id: null, quantity: 3, available: 3, changes: ['quantity_reduced'] });
    expect(data.lines[2]).toMatchObject({ quantity: 50, changes: ['quantity_reduced'] });
    expect(data.can_place).toBe(false);
    expect((await post('/checkout/quote', { items: [] })).status).toBe(422);
  });

  it('places a product without variants from its own stock', async () => {
    const { product } = await createTestProduct(db, shop, { price: 12, stock: 3 });
    const res = await post('/checkout/orders', orderBody({ items: [{ product_id: product.id, quantity: 2 }], expected_total: 28.95 }));
    expect(res.status).toBe(201);
    expect(await productStockOf(db, product.id)).toBe(1);
  });

  describe('coupons', () => {
    const addCoupon = async (code: string, values: Partial<typeof coupons.$inferInsert> = {}) => {
      await db.insert(coupons).values({ code, kind: 'percentage', value: 10, ...values });
    };
    const couponOf = async (code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      (await quote({ items: oneTee(), coupon_code: code, ...extra }, headers)).coupon;

    it('applies a percentage rounded to the cent and a fixed amount never above the goods', async () => {
      await addCoupon('QUINCE', { value: 15 });
      await addCoupon('CIENEUROS', { kind: 'fixed', value: 10_000 });
      const { product, variants } = await createTestProduct(db, shop, { price: 33.33, variants: [{ stock: 5 }] });
      const pct = await quote({ items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }], coupon_code: 'quince' });
      expect(pct.coupon).toMatchObject({ code: 'QUINCE', valid: true, discount: 5 });
      expect(pct.totals).toMatchObject({ subtotal: 33.33, discount: 5 });
      const fixed = await quote({ items: oneTee(), coupon_code: 'CIENEUROS' });
      expect(fixed.coupon).toMatchObject({ valid: true, discount: 30 });
      expect(fixed.totals).toMatchObject({ discount: 30, shipping: 4.95, total: 4.95 });
    });

    it('refuses unknown, inactive, future, expired, exhausted and below-minimum codes with their reason', async () => {
      await addCoupon('APAGADO', { isActive: false });
      await addCoupon('FUTURO', { startsAt: new Date(now.getTime() + 2 * day) });
      await addCoupon('PASADO', { endsAt: new Date(now.getTime() - day) });
      await addCoupon('AGOTADO', { maxUses: 3, usedCount: 3 });
      await addCoupon('MINIMO', { minOrderCents: 5000 });
      expect(await couponOf('NOEXISTE')).toMatchObject({ valid: false, message: 'Este código no existe. Revisa cómo lo has escrito.' });
      expect(await couponOf('APAGADO')).toMatchObject({ valid: false, message: 'Este código ya no está activo.' });
      expect((await couponOf('FUTURO')).message).toMatch(/a partir del/);
      expect(await couponOf('PASADO')).toMatchObject({ valid: false, message: 'Este código ha caducado.' });
      expect(await couponOf('AGOTADO')).toMatchObject({ valid: false, message: 'Este código ya se ha agotado.' });
      expect((await couponOf('MINIMO')).message).toMatch(/a partir de 50/);
      const refused = await quote({ items: oneTee(), coupon_code: 'PASADO' });
      expect(refused.totals.discount).toBe(0);
    });

    it('counts uses per customer by account and per guest by e-mail, and first orders by earlier orders', async () => {
      await addCoupon('UNAVEZ', { maxUsesPerCustomer: 1 });
      await addCoupon('PRIMERA', { firstOrderOnly: true });
      const customer = await createUser(db);
      expect((await couponOf('UNAVEZ', {}, customer.auth)).valid).toBe(true);
      expect((await couponOf('PRIMERA', {}, customer.auth)).valid).toBe(true);
      const placed = await post(
        '/checkout/orders',
        orderBody({ items: oneTee(), coupon_code: 'UNAVEZ', expected_total: 31.95, email: customer.user.email }),
        customer.auth,
      );
      expect(placed.status).toBe(201);
      expect(placed.body.data.order).toMatchObject({ coupon_code: 'UNAVEZ', totals: { discount: 3 } });
      expect(await couponOf('UNAVEZ', {}, customer.auth)).toMatchObject({ valid: false, message: 'Ya has usado este código.' });
      expect(await couponOf('PRIMERA', {}, customer.auth)).toMatchObject({ valid: false, message: 'Este código es solo para el primer pedido.' });
      // Another customer, and a guest, are not affected.
      expect((await couponOf('UNAVEZ', {}, (await createUser(db)).auth)).valid).toBe(true);

      const guest = { email: 'invitada-cupon@example.com' };
      const guestOrder = await post('/checkout/orders', orderBody({ items: oneTee(), coupon_code: 'UNAVEZ', expected_total: 31.95, ...guest }));
      expect(guestOrder.status).toBe(201);
      expect((await couponOf('UNAVEZ', guest)).valid).toBe(false);
      expect((await couponOf('PRIMERA', guest)).valid).toBe(false);
      expect((await couponOf('UNAVEZ', { email: 'otra@example.com' })).valid).toBe(true);
      // Placing with a code already used is refused with the quote of now (the total no longer holds).
      const again = await post('/checkout/orders', orderBody({ items: oneTee(), coupon_code: 'UNAVEZ', expected_total: 31.95, ...guest }));
      expect(again.status).toBe(409);
      expect(again.body.quote.coupon).toMatchObject({ valid: false });

      // A guest order with an account's e-mail is that customer's: signing in does not give the use back.
      const later = await createUser(db);
      const asGuest = await post('/checkout/orders', orderBody({ items: oneTee(), coupon_code: 'UNAVEZ', expected_total: 31.95, email: later.user.email }));
      expect(asGuest.status).toBe(201);
      expect(await couponOf('UNAVEZ', {}, later.auth)).toMatchObject({ valid: false, message: 'Ya has usado este código.' });
    });

    it('counts a use at most as often as the coupon allows', async () => {
      await addCoupon('ULTIMO', { maxUses: 1 });
      const first = await post('/checkout/orders', orderBody({ items: oneTee(), coupon_code: 'ULTIMO', expected_total: 31.95, email: 'a-ultimo@example.com' }));
      const second = await post('/checkout/orders', orderBody({ items: oneTee(), coupon_code: 'ULTIMO', expected_total: 31.95, email: 'b-ultimo@example.com' }));
      expect([first.status, second.status]).toEqual([201, 409]);
      expect(second.body.message).toMatch(/ULTIMO/);
    });
  });
});
