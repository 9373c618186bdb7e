import { describe, expect, it } from 'vitest';
import { allowedStaffTransitions, cancelNeedsRefund, countsAsPlaced, customerCanCancel, formatOrderNumber, ORDER_NUMBER_PATTERN } from './rules';

describe('order life', () => {
  it('marks a transfer paid by hand, sends cash on delivery to preparation, and cards only through the gateway', () => {
    expect(allowedStaffTransitions({ status: 'pending_payment', paymentMethod: 'bank_transfer' })).toEqual(['paid', 'cancelled']);
    expect(allowedStaffTransitions({ status: 'pending_payment', paymentMethod: 'cash_on_delivery' })).toEqual(['preparing', 'cancelled']);
    expect(allowedStaffTransitions({ status: 'pending_payment', paymentMethod: 'card' })).toEqual(['cancelled']);
    expect(allowedStaffTransitions({ status: 'preparing', paymentMethod: 'card' })).toEqual(['shipped', 'cancelled']);
    expect(allowedStaffTransitions({ status: 'shipped', paymentMethod: 'card' })).toEqual(['delivered']);
    expect(allowedStaffTransitions({ status: 'delivered', paymentMethod: 'card' })).toEqual([]);
    expect(allowedStaffTransitions({ status: 'cancelled', paymentMethod: 'card' })).toEqual([]);
  });

  it('lets the customer cancel until the parcel leaves, refunding what was charged', () => {
    expect(['pending_payment', 'paid', 'preparing'].every((s) => customerCanCancel(s as never))).toBe(true);
    expect(customerCanCancel('shipped')).toBe(false);
    expect(cancelNeedsRefund('paid', 'card')).toBe(true);
    expect(cancelNeedsRefund('pending_payment', 'bank_transfer')).toBe(false);
    expect(cancelNeedsRefund('preparing', 'cash_on_delivery')).toBe(false);
    expect(countsAsPlaced('payment_failed')).toBe(false);
  });

  it('numbers orders so a person can read them out', () => {
    expect(formatOrderNumber(2026, 123)).toBe('TD-2026-000123');
    expect(ORDER_NUMBER_PATTERN.test(formatOrderNumber(2026, 1234567))).toBe(true);
  });
});
