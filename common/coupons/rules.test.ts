import { describe, expect, it } from 'vitest';
import { checkCoupon, couponBenefit, couponDiscountCents, normaliseCouponCode, type CouponTerms } from './rules';

const now = new Date('2026-11-24T12:00:00Z');
const terms: CouponTerms = {
  code: 'OTONO10',
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
};
const context = { subtotalCents: 5000, now, customerUses: 0, customerOrders: 0 };

describe('coupon rules', () => {
  it('takes a percentage rounded to the cent, and a fixed amount never above the subtotal', () => {
    expect(checkCoupon(terms, { ...context, subtotalCents: 3995 })).toEqual({ ok: true, discountCents: 400 });
    expect(couponDiscountCents({ kind: 'fixed', value: 1500 }, 1000)).toBe(1000);
    expect(couponBenefit({ kind: 'fixed', value: 500 })).toBe('5\u00a0€ de descuento');
    expect(couponBenefit(terms)).toBe('10 % de descuento');
  });

  it.each([
    [{ is_active: false }, context, 'Este código ya no está activo.'],
    [{ starts_at: new Date('2026-12-01T00:00:00Z') }, context, 'Este código se puede usar a partir del 1/12/2026.'],
    [{ ends_at: new Date('2026-11-01T00:00:00Z') }, context, 'Este código ha caducado.'],
    [{ max_uses: 3, used_count: 3 }, context, 'Este código ya se ha agotado.'],
    [{ max_uses_per_customer: 1 }, { ...context, customerUses: 1 }, 'Ya has usado este código.'],
    [{ max_uses_per_customer: 2 }, { ...context, customerUses: 2 }, 'Ya has usado este código 2 veces, el máximo por persona.'],
    [{ first_order_only: true }, { ...context, customerOrders: 1 }, 'Este código es solo para el primer pedido.'],
    [{ min_order_cents: 6000 }, context, 'Este código es para pedidos a partir de 60\u00a0€.'],
  ] as const)('refuses %o', (changes, ctx, message) => {
    expect(checkCoupon({ ...terms, ...changes }, ctx)).toEqual({ ok: false, message });
  });

  it('accepts at the limits: the minimum itself, the last use, the last day', () => {
    expect(checkCoupon({ ...terms, min_order_cents: 5000, max_uses: 3, used_count: 2, ends_at: now }, context).ok).toBe(true);
  });

  it('reads codes in any case', () => {
    expect(normaliseCouponCode('  otono10 ')).toBe('OTONO10');
  });
});
