import { describe, expect, it } from 'vitest';
import {
  computeRefund,
  DEFAULT_RETURN_WINDOW_DAYS,
  formatReturnNumber,
  LEGAL_WITHDRAWAL_DAYS,
  lineDiscountShare,
  OPEN_RETURN_STATUSES,
  RETURN_NUMBER_PATTERN,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  returnableQuantity,
  returnedUnitsValue,
  returnWindow,
  windowEnd,
  type RefundLineInput,
  type RefundOrderFacts,
} from './rules';

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

describe('the windows', () => {
  const deliveredAt = new Date('2026-03-01T10:00:00Z');
  const delivered = { status: 'delivered', deliveredAt };
  const at = (days: number, ms = 0) => new Date(deliveredAt.getTime() + days * 86_400_000 + ms);

  it('counts calendar days from the delivery', () => {
    expect(windowEnd(deliveredAt, 14)).toEqual(new Date('2026-03-15T10:00:00Z'));
    expect(windowEnd(deliveredAt, 30)).toEqual(new Date('2026-03-31T10:00:00Z'));
  });

  it('keeps the store’s 30 days open for a return, the 14 days of withdrawal for a withdrawal', () => {
    expect(returnWindow(delivered, DEFAULT_RETURN_WINDOW_DAYS, at(14))).toEqual({ returnUntil: at(30), withdrawUntil: at(14), canReturn: true, canWithdraw: true });
    expect(returnWindow(delivered, DEFAULT_RETURN_WINDOW_DAYS, at(14, 1))).toMatchObject({ canReturn: true, canWithdraw: false });
    expect(returnWindow(delivered, DEFAULT_RETURN_WINDOW_DAYS, at(30))).toMatchObject({ canReturn: true, canWithdraw: false });
    expect(returnWindow(delivered, DEFAULT_RETURN_WINDOW_DAYS, at(30, 1))).toMatchObject({ canReturn: false, canWithdraw: false });
  });

  it('never gives a return window shorter than the legal 14 days', () => {
    const window = returnWindow(delivered, 7, at(10));
    expect(window).toMatchObject({ returnUntil: at(LEGAL_WITHDRAWAL_DAYS), withdrawUntil: at(LEGAL_WITHDRAWAL_DAYS), canReturn: true, canWithdraw: true });
    expect(returnWindow(delivered, 0, at(14, 1))).toMatchObject({ canReturn: false, canWithdraw: false });
  });

  it('follows the settings’ window when it is longer', () => {
    expect(returnWindow(delivered, 60, at(45))).toMatchObject({ returnUntil: at(60), canReturn: true, canWithdraw: false });
  });

  it('opens no window for an order not delivered', () => {
    expect(returnWindow({ status: 'shipped', deliveredAt: null }, 30, at(1))).toBeNull();
    expect(returnWindow({ status: 'shipped', deliveredAt }, 30, at(1))).toBeNull();
    expect(returnWindow({ status: 'delivered', deliveredAt: null }, 30, at(1))).toBeNull();
  });
});

describe('what a line may still return', () => {
  it('is what is left after earlier returns, never below nothing', () => {
    expect(returnableQuantity({ quantity: 3, returnedQuantity: 0, isPersonalised: false })).toBe(3);
    expect(returnableQuantity({ quantity: 3, returnedQuantity: 2, isPersonalised: false })).toBe(1);
    expect(returnableQuantity({ quantity: 3, returnedQuantity: 4, isPersonalised: false })).toBe(0);
  });

  it('is nothing for a personalised garment', () => {
    expect(returnableQuantity({ quantity: 2, returnedQuantity: 0, isPersonalised: true })).toBe(0);
  });
});

describe('shipping in a refund', () => {
  const shipped: RefundOrderFacts = { ...order, shippingCents: 495, paymentFeeCents: 300, chargedCents: 7200 + 795 };
  const line = (valueCents: number, quantity: number, reason: RefundLineInput['reason'] = 'otro', resolution: RefundLineInput['resolution'] = 'refund'): RefundLineInput => ({ valueCents, quantity, resolution, reason });

  it('is kept when only part of the order comes back', () => {
    expect(computeRefund(shipped, [line(2000, 1)])).toMatchObject({ shippingCents: 0, totalCents: 1800 });
  });

  it('comes back with the fee when the whole order comes back', () => {
    const refund = computeRefund(shipped, [line(5000, 2), line(3000, 1)]);
    expect(refund).toMatchObject({ lineCents: [4500, 2700], shippingCents: 795, totalCents: 4500 + 2700 + 795 });
  });

  it('counts the units of earlier returns towards the whole order', () => {
    const rest = computeRefund({ ...shipped, unitsAlreadyReturned: 2, refundedCents: 4500 }, [line(3000, 1)]);
    expect(rest).toMatchObject({ shippingCents: 795, totalCents: 2700 + 795 });
  });

  it('does not come back when part of the whole order is exchanged', () => {
    expect(computeRefund(shipped, [line(5000, 2), line(3000, 1, 'talla_grande', 'exchange')])).toMatchObject({ lineCents: [4500, 0], shippingCents: 0 });
  });

  it('comes back for a faulty garment refunded, not for one exchanged', () => {
    expect(computeRefund(shipped, [line(2000, 1, 'defectuoso')])).toMatchObject({ shippingCents: 795, totalCents: 1800 + 795 });
    expect(computeRefund(shipped, [line(2000, 1, 'defectuoso', 'exchange')])).toMatchObject({ shippingCents: 0, totalCents: 0 });
  });

  it('is refunded once', () => {
    const second = computeRefund({ ...shipped, shippingRefundedCents: 795 }, [line(2000, 1, 'defectuoso')]);
    expect(second).toMatchObject({ shippingCents: 0, totalCents: 1800 });
  });
});

describe('a refund never goes past what is left of the charge', () => {
  it('is capped at charged less refunded, shipping included', () => {
    const facts: RefundOrderFacts = { ...order, shippingCents: 495, chargedCents: 7695, refundedCents: 7000 };
    const refund = computeRefund(facts, [line3()]);
    expect(refund.totalCents).toBe(695);
    expect(refund.shippingCents).toBe(495);
    expect(computeRefund({ ...facts, refundedCents: 7400 }, [line3()])).toMatchObject({ totalCents: 295, shippingCents: 295 });
    expect(computeRefund({ ...facts, refundedCents: 9000 }, [line3()])).toMatchObject({ totalCents: 0, shippingCents: 0 });
  });

  function line3(): RefundLineInput {
    return { valueCents: 8000, quantity: 3, resolution: 'refund', reason: 'otro' };
  }
});

describe('the states and numbers', () => {
  it('keeps the open states in progress and every state labelled', () => {
    expect(OPEN_RETURN_STATUSES).toEqual(['requested', 'picked_up', 'received']);
    for (const status of RETURN_STATUSES) expect(RETURN_STATUS_LABELS[status]).toBeTruthy();
    expect(RETURN_STATUSES.filter((status) => !OPEN_RETURN_STATUSES.includes(status))).toEqual(['refunded', 'exchange_sent', 'rejected']);
  });

  it('numbers a return DV-year-sequence', () => {
    expect(formatReturnNumber(2026, 42)).toBe('DV-2026-000042');
    expect(formatReturnNumber(2026, 1234567)).toBe('DV-2026-1234567');
    expect(RETURN_NUMBER_PATTERN.test(formatReturnNumber(2026, 42))).toBe(true);
    expect(RETURN_NUMBER_PATTERN.test('DV-26-000042')).toBe(false);
  });
});
