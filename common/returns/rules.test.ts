import { describe, expect, it } from 'vitest';
import { computeRefund, lineDiscountShare, returnedUnitsValue, type RefundOrderFacts } from './rules';

const order: RefundOrderFacts = {
  subtotalCents: 8000,
  discountCents: 800,
  vatExemptionCents: 0,
  shippingCents: 0,
  paymentFeeCents: 0,
  totalUnits: 3,
  unitsAlreadyReturned: 0,
  chargedCents: 7200,
  refundedCents: 0,
  shippingRefundedCents: 0,
};

describe('the coupon’s share of a refund', () => {
  it('is the garments’ part of the discount, the same the refund deducted', () => {
    expect(lineDiscountShare(order, 2000)).toEqual({ couponCents: 200, vatExemptionCents: 0 });
    const refund = computeRefund(order, [{ valueCents: 2000, quantity: 1, resolution: 'refund', reason: 'otro' }]);
    expect(refund).toMatchObject({ lineCents: [1800], discountShareCents: 200, totalCents: 1800 });
  });

  it('keeps the VAT not charged in Canarias apart from the coupon', () => {
    const canarias = { ...order, vatExemptionCents: 1250 };
    const share = lineDiscountShare(canarias, 3000);
    expect(share).toEqual({ couponCents: 300, vatExemptionCents: 469 });
    const refund = computeRefund(canarias, [{ valueCents: 3000, quantity: 2, resolution: 'refund', reason: 'otro' }]);
    expect(refund.discountShareCents).toBe(share.couponCents + share.vatExemptionCents);
  });

  it('an exchange deducts nothing', () => {
    expect(computeRefund(order, [{ valueCents: 2000, quantity: 1, resolution: 'exchange', reason: 'talla_grande' }]).discountShareCents).toBe(0);
  });
});

describe('a line with an automatic promotion', () => {
  // Two shirts at 25 € with "2ª unidad al 50 %": the line was paid 37,50 €, not 50 €.
  const promoted = { lineTotalCents: 3750, quantity: 2 };

  it('gives back what was paid for the unit, its share of the line’s total', () => {
    expect(returnedUnitsValue(promoted, 0, 1)).toBe(1875);
    expect(returnedUnitsValue(promoted, 1, 1)).toBe(1875);
    expect(returnedUnitsValue(promoted, 0, 2)).toBe(3750);
  });

  it('spreads an odd total so the parts add up to it, the last units taking the remainder', () => {
    const line = { lineTotalCents: 1000, quantity: 3 };
    const parts = [returnedUnitsValue(line, 0, 1), returnedUnitsValue(line, 1, 1), returnedUnitsValue(line, 2, 1)];
    expect(parts).toEqual([333, 333, 334]);
    expect(returnedUnitsValue(line, 0, 3)).toBe(1000);
    expect(returnedUnitsValue(line, 1, 2)).toBe(667);
  });

  it('refunds the promoted unit less its share of the coupon computed on the subtotal after promotions', () => {
    // Subtotal after promotions 37,50 €, a 5 € coupon took its part of it: the order charged 32,50 €.
    const facts: RefundOrderFacts = { ...order, subtotalCents: 3750, discountCents: 500, totalUnits: 2, chargedCents: 3250 };
    const one = computeRefund(facts, [{ valueCents: returnedUnitsValue(promoted, 0, 1), quantity: 1, resolution: 'refund', reason: 'otro' }]);
    expect(one).toMatchObject({ lineCents: [1625], discountShareCents: 250, totalCents: 1625 });
    const rest = computeRefund(
      { ...facts, unitsAlreadyReturned: 1, refundedCents: 1625 },
      [{ valueCents: returnedUnitsValue(promoted, 1, 1), quantity: 1, resolution: 'refund', reason: 'otro' }],
    );
    // Both units back: exactly what was charged, never the 50 € of the list.
    expect(one.totalCents + rest.totalCents).toBe(3250);
  });
});
