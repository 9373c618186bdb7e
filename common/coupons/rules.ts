import { centsToEuros, formatEuros } from '../money';

// Whether a coupon applies to an order, and what it takes off. Pure: the checkout's quote and the
// place-order transaction both call it with what they read, so they cannot disagree.

export type CouponKind = 'percentage' | 'fixed';

export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** Whole percent (1–100) for 'percentage'; cents for 'fixed'. */
  value: number;
  min_order_cents: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  first_order_only: boolean;
  is_active: boolean;
  used_count: number;
}

export interface CouponContext {
  /** Goods in the cart, VAT included, before the discount. */
  subtotalCents: number;
  now: Date;
  /** This customer's earlier orders that used the coupon (account, or e-mail for a guest). */
  customerUses: number;
  /** This customer's earlier orders of any kind that count (placed and not failed). */
  customerOrders: number;
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; message: string };

export const COUPON_NOT_FOUND = 'Este código no existe. Revisa cómo lo has escrito.';

/** Spanish description of what the coupon gives: '10 % de descuento', '5 € de descuento'. */
export function couponBenefit(terms: Pick<CouponTerms, 'kind' | 'value'>): string {
  return terms.kind === 'percentage' ? `${terms.value} % de descuento` : `${formatEuros(centsToEuros(terms.value))} de descuento`;
}

/** What the coupon takes off a subtotal: a percentage rounded to the cent, never more than the subtotal. */
export function couponDiscountCents(terms: Pick<CouponTerms, 'kind' | 'value'>, subtotalCents: number): number {
  const raw = terms.kind === 'percentage' ? Math.round((subtotalCents * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}

export function checkCoupon(terms: CouponTerms, context: CouponContext): CouponCheck {
  const { now } = context;
  if (!terms.is_active) return { ok: false, message: 'Este código ya no está activo.' };
  if (terms.starts_at && now < terms.starts_at) {
    return { ok: false, message: `Este código se puede usar a partir del ${terms.starts_at.toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' })}.` };
  }
  if (terms.ends_at && now > terms.ends_at) return { ok: false, message: 'Este código ha caducado.' };
  if (terms.max_uses != null && terms.used_count >= terms.max_uses) return { ok: false, message: 'Este código ya se ha agotado.' };
  if (terms.max_uses_per_customer != null && context.customerUses >= terms.max_uses_per_customer) {
    return {
      ok: false,
      message: terms.max_uses_per_customer === 1 ? 'Ya has usado este código.' : `Ya has usado este código ${terms.max_uses_per_customer} veces, el máximo por persona.`,
    };
  }
  if (terms.first_order_only && context.customerOrders > 0) return { ok: false, message: 'Este código es solo para el primer pedido.' };
  if (context.subtotalCents < terms.min_order_cents) {
    return { ok: false, message: `Este código es para pedidos a partir de ${formatEuros(centsToEuros(terms.min_order_cents))}.` };
  }
  return { ok: true, discountCents: couponDiscountCents(terms, context.subtotalCents) };
}

/** Codes are kept upper-case and compared that way: 'bienvenida10' is BIENVENIDA10. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
