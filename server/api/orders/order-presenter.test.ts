import { describe, expect, it } from 'vitest';
import { shownPaymentMethod } from './order-presenter';
import { refundedPaymentStatus } from './payment-status';

describe('how a ledger row’s money moved', () => {
  const card = { method: 'card', cardBrand: 'visa', cardLast4: '4242' };

  it('a refund staff make by hand is a bank transfer, whatever the row kept from the order or its charge', () => {
    expect(shownPaymentMethod({ ...card, kind: 'refund', provider: 'manual' })).toEqual({ method: 'bank_transfer', cardBrand: null, cardLast4: null });
    expect(shownPaymentMethod({ kind: 'refund', provider: 'manual', method: 'cash_on_delivery', cardBrand: null, cardLast4: null }).method).toBe('bank_transfer');
  });

  it('a refund through the gateway and any charge keep their own method and card', () => {
    expect(shownPaymentMethod({ ...card, kind: 'refund', provider: 'test' })).toEqual({ method: 'card', cardBrand: 'visa', cardLast4: '4242' });
    expect(shownPaymentMethod({ kind: 'charge', provider: 'manual', method: 'cash_on_delivery', cardBrand: null, cardLast4: null }).method).toBe('cash_on_delivery');
  });
});

describe('the payment status after refunds', () => {
  it('nothing back: unchanged; part of the charge: partially refunded; all of it: refunded', () => {
    expect(refundedPaymentStatus({ chargedCents: 7200, refundedCents: 0 })).toBeNull();
    expect(refundedPaymentStatus({ chargedCents: 7200, refundedCents: 1800 })).toBe('partially_refunded');
    expect(refundedPaymentStatus({ chargedCents: 7200, refundedCents: 7200 })).toBe('refunded');
  });
});
