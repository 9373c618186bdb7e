import { describe, expect, it } from 'vitest';
import { computeRefund, lineDiscountShare, type RefundOrderFacts } from './rules';

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
    const refund = computeRefund(order, [{ unitPriceCents: 2000, quantity: 1, resolution: 'refund', reason: 'otro' }]);
    expect(refund).toMatchObject({ lineCents: [1800], discountShareCents: 200, totalCents: 1800 });
  });

  it('keeps the VAT not charged in Canarias apart from the coupon', () => {
    const canarias = { ...order, vatExemptionCents: 1250 };
    const share = lineDiscountShare(canarias, 3000);
    expect(share).toEqual({ couponCents: 300, vatExemptionCents: 469 });
    const refund = computeRefund(canarias, [{ unitPriceCents: 1500, quantity: 2, resolution: 'refund', reason: 'otro' }]);
    expect(refund.discountShareCents).toBe(share.couponCents + share.vatExemptionCents);
  });

  it('an exchange deducts nothing', () => {
    expect(computeRefund(order, [{ unitPriceCents: 2000, quantity: 1, resolution: 'exchange', reason: 'talla_grande' }]).discountShareCents).toBe(0);
  });
});
