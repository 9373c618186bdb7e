import { describe, expect, it } from 'vitest';
import type { RunningPromotion } from '../../../common/campaigns/promotions';
import type { CampaignScope, ScopeFacts } from '../../../common/campaigns/rules';
import type { CouponTerms } from '../../../common/coupons/rules';
import { buildQuote, mergeItems, priceLine, type ProductFacts, type QuoteInput, type QuoteSettings, type VariantFacts } from './quote-builder';

const settings: QuoteSettings = {
  bank_transfer_iban: '',
  shipping_standard_fee: 4.95,
  shipping_baleares_fee: 6.95,
  shipping_islands_fee: 9.95,
  shipping_express_fee: 9.95,
  free_shipping_threshold: 60,
  cash_on_delivery_fee: 3,
  vat_rate: 21,
};

const product = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  id: 1,
  name: 'Camisa',
  slug: 'camisa',
  sku: 'CAM',
  priceCents: 5000,
  salePriceCents: null,
  stockQuantity: 10,
  onSale: true,
  hasVariants: true,
  brandName: 'ruediverso',
  imageUrl: null,
  ...overrides,
});
const variant = (overrides: Partial<VariantFacts> = {}): VariantFacts => ({ id: 11, productId: 1, size: 'M', colorName: 'Negro', sku: 'CAM-M', stock: 10, priceCents: null, ...overrides });

function quote(overrides: Partial<QuoteInput> = {}) {
  const p = product();
  const v = variant();
  return buildQuote({
    items: [{ productId: 1, variantId: 11, quantity: 1 }],
    products: new Map([[p.id, p]]),
    variants: new Map([[v.id, v]]),
    province: 'Madrid',
    shippingMethod: 'standard',
    paymentMethod: null,
    couponCode: null,
    coupon: null,
    settings,
    now: new Date('2026-11-24T12:00:00Z'),
    promotions: [],
    scopeFacts: new Map(),
    ...overrides,
  });
}

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'HOLA',
  kind: 'percentage',
  value: 10,
  min_order_cents: 0,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  first_order_only: false,
  is_active: true,
  used_count: 0,
  ...overrides,
});

describe('checkout quote builder', () => {
  it('prices the sale price, and a variant with its own price ignores the product sale', () => {
    expect(priceLine({ productId: 1, variantId: 11, quantity: 2 }, product({ salePriceCents: 3990 }), variant())).toMatchObject({
      unit_price: 39.9,
      list_price: 50,
      line_total: 79.8,
      changes: [],
    });
    expect(priceLine({ productId: 1, variantId: 11, quantity: 1 }, product({ salePriceCents: 3990 }), variant({ priceCents: 5500 }))).toMatchObject({
      unit_price: 55,
      list_price: 55,
    });
  });

  it('flags price changes, short stock, sold-out and unavailable lines with a Spanish notice', () => {
    const up = priceLine({ productId: 1, variantId: 11, quantity: 1, seenUnitPrice: 45 }, product(), variant());
    expect(up.changes).toEqual(['price_up']);
    expect(up.notice).toMatch(/^El precio ha subido de 45\s€ a 50\s€\.$/);
    expect(priceLine({ productId: 1, variantId: 11, quantity: 1, seenUnitPrice: 60 }, product(), variant()).changes).toEqual(['price_down']);
    const short = priceLine({ productId: 1, variantId: 11, quantity: 5 }, product(), variant({ stock: 3 }));
    expect(short).toMatchObject({ quantity: 3, available: 3, changes: ['quantity_reduced'] });
    expect(short.notice).toContain('Solo quedan 3 unidades');
    expect(priceLine({ productId: 1, variantId: 11, quantity: 1 }, product(), variant({ stock: 0 })).changes).toEqual(['out_of_stock']);
    expect(priceLine({ productId: 1, variantId: 11, quantity: 1 }, product({ onSale: false }), variant()).changes).toEqual(['unavailable']);
    expect(priceLine({ productId: 1, variantId: 11, quantity: 1 }, product(), variant({ productId: 2 })).changes).toEqual(['unavailable']);
    expect(priceLine({ productId: 1, variantId: null, quantity: 1 }, product(), undefined).changes).toEqual(['unavailable']);
    expect(priceLine({ productId: 1, variantId: null, quantity: 2 }, product({ hasVariants: false, stockQuantity: 4 }), undefined)).toMatchObject({ quantity: 2, changes: [] });
  });

  it('adds up repeated lines of the same variant', () => {
    expect(mergeItems([{ productId: 1, variantId: 11, quantity: 2 }, { productId: 1, variantId: 11, quantity: 3 }])).toEqual([{ productId: 1, variantId: 11, quantity: 5 }]);
  });

  it('ships free from the threshold, charges the COD fee and offers express only in the peninsula', () => {
    const small = quote();
    expect(small.quote.totals).toMatchObject({ subtotal: 50, shipping: 4.95, total: 54.95, vat_rate: 21 });
    expect(small.quote.free_shipping).toEqual({ threshold: 60, missing: 10, promotion: null });
    const big = quote({ items: [{ productId: 1, variantId: 11, quantity: 2 }], paymentMethod: 'cash_on_delivery' });
    expect(big.quote.totals).toMatchObject({ subtotal: 100, shipping: 0, payment_fee: 3, total: 103 });
    const baleares = quote({ province: 'Illes Balears', shippingMethod: 'express' });
    expect(baleares.quote.shipping_options.find((o) => o.method === 'express')?.available).toBe(false);
    expect(baleares.quote.can_place).toBe(false);
    expect(quote({ shippingMethod: 'express' }).quote.totals.shipping).toBe(9.95);
  });

  it('takes the VAT off for Canarias and offers no cash on delivery there', () => {
    const islands = quote({ province: 'Las Palmas' });
    expect(islands.zone).toBe('islands');
    expect(islands.quote.totals).toMatchObject({ subtotal: 50, shipping: 9.95, vat: 0, vat_rate: 0, vat_exemption: 10.4, total: 49.55 });
    expect(islands.quote.payment_options.find((o) => o.method === 'cash_on_delivery')?.available).toBe(false);
    expect(quote({ province: 'Las Palmas', paymentMethod: 'cash_on_delivery' }).quote.can_place).toBe(false);
  });

  it('applies a valid coupon and explains a refused one', () => {
    const valid = quote({ couponCode: 'HOLA', coupon: { id: 5, terms: terms(), customerUses: 0, customerOrders: 0 } });
    expect(valid.couponId).toBe(5);
    expect(valid.quote.coupon).toMatchObject({ code: 'HOLA', valid: true, discount: 5 });
    expect(valid.quote.totals).toMatchObject({ discount: 5, total: 49.95 });
    const missing = quote({ couponCode: 'NADA', coupon: null });
    expect(missing.quote.coupon).toMatchObject({ valid: false, discount: 0 });
    expect(missing.couponId).toBeNull();
    const used = quote({ couponCode: 'HOLA', coupon: { id: 5, terms: terms({ max_uses_per_customer: 1 }), customerUses: 1, customerOrders: 1 } });
    expect(used.quote.coupon?.message).toBe('Ya has usado este código.');
    expect(used.quote.totals.discount).toBe(0);
  });

  describe('with automatic promotions', () => {
    const scope = (overrides: Partial<CampaignScope> = {}): CampaignScope => ({ whole_store: false, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [], ...overrides });
    const promotion = (overrides: Partial<RunningPromotion> = {}): RunningPromotion => ({
      campaignId: 7,
      name: 'Rebajas de invierno',
      kind: 'second_unit_half',
      scope: scope({ category_ids: [3] }),
      startsAt: new Date('2026-11-20T00:00:00Z'),
      ...overrides,
    });
    // The shirt's category 30 sits under 3 ("Camisas" under "Ropa"): a campaign on 3 reaches it.
    const facts = new Map<number, ScopeFacts>([[1, { productId: 1, categoryIds: [30, 3], brandId: 2 }]]);
    const two = [{ productId: 1, variantId: 11, quantity: 2 }];

    it('takes half of the second unit off the line, and the subtotal and the total are after it', () => {
      const built = quote({ items: two, promotions: [promotion()], scopeFacts: facts });
      const [line] = built.quote.lines;
      expect(line).toMatchObject({ unit_price: 50, quantity: 2, line_total: 75, promotion: { label: '2ª unidad al 50 %', discount: 25, campaign_name: 'Rebajas de invierno' } });
      expect(built.lines[0]).toMatchObject({ promotionCents: 2500, promotionLabel: '2ª unidad al 50 %' });
      expect(built.quote.totals).toMatchObject({ subtotal: 75, promotions: 25, discount: 0, shipping: 0, total: 75 });
      expect(built.totals.vatCents).toBe(1302);
    });

    it('applies the coupon after the promotion, to the goods left, and its minimum counts them', () => {
      const tenPercent = { id: 5, terms: terms(), customerUses: 0, customerOrders: 0 };
      const built = quote({ items: two, promotions: [promotion()], scopeFacts: facts, couponCode: 'HOLA', coupon: tenPercent });
      expect(built.quote.totals).toMatchObject({ subtotal: 75, promotions: 25, discount: 7.5, shipping: 0, total: 67.5 });
      // 100 € of list goods but 75 € after the promotion: a coupon from 80 € no longer applies.
      const fromEighty = { ...tenPercent, terms: terms({ min_order_cents: 8000 }) };
      const refused = quote({ items: two, promotions: [promotion()], scopeFacts: facts, couponCode: 'HOLA', coupon: fromEighty });
      expect(refused.quote.coupon).toMatchObject({ valid: false, discount: 0 });
      expect(refused.quote.totals.total).toBe(75);
    });

    it('does nothing to a product out of the scope or a size the campaign leaves out', () => {
      const other = quote({ items: two, promotions: [promotion({ scope: scope({ brand_ids: [99] }) })], scopeFacts: facts });
      expect(other.quote.lines[0]).toMatchObject({ promotion: null, line_total: 100 });
      expect(other.quote.totals.promotions).toBe(0);
      const excluded = quote({ items: two, promotions: [promotion({ scope: scope({ whole_store: true, excluded_sizes: ['m'] }) })], scopeFacts: facts });
      expect(excluded.quote.lines[0]?.promotion).toBeNull();
    });

    it('makes standard shipping free from the campaign’s amount of covered goods, and says which campaign', () => {
      const freeFrom40 = promotion({ campaignId: 8, name: 'Envío gratis de otoño', kind: 'free_shipping', minOrderCents: 4000, scope: scope({ whole_store: true }) });
      const built = quote({ promotions: [freeFrom40], scopeFacts: facts });
      expect(built.quote.totals).toMatchObject({ subtotal: 50, shipping: 0, total: 50 });
      expect(built.quote.free_shipping).toEqual({ threshold: 60, missing: 0, promotion: { campaign_name: 'Envío gratis de otoño', min_order: 40 } });
      const standard = built.quote.shipping_options.find((o) => o.method === 'standard');
      expect(standard).toMatchObject({ fee: 0, is_free: true });
      expect(standard?.description).toContain('Envío gratis de otoño');
      // Express is a courier: never free by the promotion.
      expect(quote({ promotions: [freeFrom40], scopeFacts: facts, shippingMethod: 'express' }).quote.totals.shipping).toBe(9.95);
      // Below the amount: shipping as usual.
      const below = quote({ promotions: [{ ...freeFrom40, minOrderCents: 5500 }], scopeFacts: facts });
      expect(below.quote.totals.shipping).toBe(4.95);
      expect(below.quote.free_shipping.promotion).toBeNull();
    });
  });
});
