import { describe, expect, it } from 'vitest';
import { applyPromotions, type PromotionLine, type RunningPromotion } from './promotions';
import type { CampaignScope } from './rules';

const everything: CampaignScope = { whole_store: true, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [] };
const line = (key: string, unitPriceCents: number, quantity: number, over: Partial<PromotionLine> = {}): PromotionLine => ({
  key,
  facts: { productId: Number(key.split(':')[0]), categoryIds: [1], brandId: 1 },
  size: 'M',
  unitPriceCents,
  quantity,
  ...over,
});
const promo = (campaignId: number, kind: RunningPromotion['kind'], over: Partial<RunningPromotion> = {}): RunningPromotion => ({
  campaignId,
  name: `Campaña ${campaignId}`,
  kind,
  scope: everything,
  startsAt: new Date(`2027-01-0${campaignId}T00:00:00Z`),
  ...over,
});

describe('2ª unidad al 50 %', () => {
  it('halves every second unit from the dearest, half a cent to the shopper', () => {
    const result = applyPromotions([line('1:', 1999, 2)], [promo(1, 'second_unit_half')]);
    expect(result.lines.get('1:')).toEqual({ discountCents: 1000, label: '2ª unidad al 50 %', campaignId: 1 });
    expect(result.totalCents).toBe(1000);
  });

  it('pairs units across lines: the cheaper of each pair is the half-price one', () => {
    const result = applyPromotions([line('1:', 3000, 1), line('2:', 2001, 1), line('3:', 999, 1)], [promo(1, 'second_unit_half')]);
    expect(result.lines.get('2:')?.discountCents).toBe(1001);
    expect(result.lines.has('1:')).toBe(false);
    expect(result.lines.has('3:')).toBe(false); // the third unit has no pair
  });

  it('gives nothing to one unit', () => {
    expect(applyPromotions([line('1:', 1999, 1)], [promo(1, 'second_unit_half')]).totalCents).toBe(0);
  });
});

describe('3x2', () => {
  it('the cheapest of each three is free', () => {
    const result = applyPromotions([line('1:', 2995, 2), line('2:', 1295, 1), line('3:', 4999, 3)], [promo(1, 'three_for_two')]);
    // Ranked: 4999 4999 4999 | 2995 2995 1295 → the 3rd (4999) and the 6th (1295) are free.
    expect(result.lines.get('3:')?.discountCents).toBe(4999);
    expect(result.lines.get('2:')?.discountCents).toBe(1295);
    expect(result.lines.has('1:')).toBe(false);
    expect(result.totalCents).toBe(6294);
  });
});

describe('scope, sizes and several promotions', () => {
  it('does not count units of an excluded size or outside the scope', () => {
    const scope: CampaignScope = { ...everything, whole_store: false, category_ids: [1], excluded_sizes: ['XL'] };
    const result = applyPromotions(
      [line('1:1', 2000, 1, { size: 'XL' }), line('1:2', 2000, 1), line('2:', 2000, 1, { facts: { productId: 2, categoryIds: [9], brandId: 1 } })],
      [promo(1, 'second_unit_half', { scope })],
    );
    expect(result.totalCents).toBe(0);
  });

  it('a unit takes one promotion: the one that started first counts first', () => {
    const result = applyPromotions([line('1:', 1000, 3)], [promo(2, 'second_unit_half'), promo(1, 'three_for_two')]);
    expect(result.lines.get('1:')).toMatchObject({ discountCents: 1000, label: '3x2', campaignId: 1 });
  });

  it('free shipping from an amount of the covered goods after the other promotions; the lowest threshold reached wins', () => {
    const lines = [line('1:', 3000, 2)];
    const result = applyPromotions(lines, [promo(1, 'second_unit_half'), promo(2, 'free_shipping', { minOrderCents: 5000 }), promo(3, 'free_shipping', { minOrderCents: 4500 })]);
    expect(result.totalCents).toBe(1500);
    expect(result.freeShipping).toMatchObject({ campaignId: 3, minOrderCents: 4500 }); // 4500 of goods left
    expect(applyPromotions(lines, [promo(1, 'second_unit_half'), promo(2, 'free_shipping', { minOrderCents: 5000 })]).freeShipping).toBeNull();
  });
});
