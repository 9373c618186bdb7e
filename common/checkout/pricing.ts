import { centsToEuros, eurosToCents, formatPrice } from '../money';
import { isVatExempt, type ShippingZone } from './zones';

// The totals of an order, in cents: the checkout's quote and the place-order transaction both
// call quoteTotals with what they read, so the shopper pays exactly what the review step showed.
// Prices carry VAT (spec: prices shown VAT included); the VAT is shown apart, not added.

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const PAYMENT_METHODS = ['card', 'bizum', 'cash_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Tarjeta',
  bizum: 'Bizum',
  cash_on_delivery: 'Contra reembolso',
  bank_transfer: 'Transferencia bancaria',
};

export const SHIPPING_METHOD_NAMES: Record<ShippingMethod, string> = {
  standard: 'Envío estándar',
  express: 'Envío exprés',
};

/** The settings the totals depend on (euros, as /admin/settings keeps them). */
export interface PricingSettings {
  shipping_standard_fee: number;
  shipping_baleares_fee: number;
  shipping_islands_fee: number;
  shipping_express_fee: number;
  free_shipping_threshold: number;
  cash_on_delivery_fee: number;
  vat_rate: number;
}

export interface ShippingOption {
  method: ShippingMethod;
  available: boolean;
  /** What it costs for this order (0 when free). */
  feeCents: number;
  /** It would cost this much without the free-shipping threshold. */
  baseFeeCents: number;
  isFree: boolean;
}

/**
 * Express is a courier in the peninsula only; standard reaches every zone. `freeStandardShipping`:
 * an automatic promotion ("envío gratis desde X €", common/campaigns/promotions.ts) was reached.
 */
export function shippingOptions(zone: ShippingZone, goodsCents: number, settings: PricingSettings, freeStandardShipping = false): ShippingOption[] {
  const zoneFee = eurosToCents(
    zone === 'peninsula' ? settings.shipping_standard_fee : zone === 'baleares' ? settings.shipping_baleares_fee : settings.shipping_islands_fee,
  );
  const threshold = eurosToCents(settings.free_shipping_threshold);
  const freeStandard = freeStandardShipping || goodsCents >= threshold;
  return [
    { method: 'standard', available: true, baseFeeCents: zoneFee, feeCents: freeStandard ? 0 : zoneFee, isFree: freeStandard || zoneFee === 0 },
    {
      method: 'express',
      available: zone === 'peninsula',
      baseFeeCents: eurosToCents(settings.shipping_express_fee),
      feeCents: eurosToCents(settings.shipping_express_fee),
      isFree: eurosToCents(settings.shipping_express_fee) === 0,
    },
  ];
}

export interface TotalsInput {
  /** `promotionCents`: what an automatic promotion took off the line (the subtotal is after it). */
  lines: readonly { unitPriceCents: number; quantity: number; promotionCents?: number }[];
  zone: ShippingZone;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod | null;
  /** What the coupon takes off (from common/coupons/rules.ts), 0 without one. */
  discountCents: number;
  settings: PricingSettings;
  /** An automatic promotion makes standard shipping free. */
  freeStandardShipping?: boolean;
}

export interface Totals {
  /** The lines after their promotions: what the coupon's discount is computed on. */
  subtotalCents: number;
  /** What the automatic promotions took off the lines (already out of the subtotal; shown apart). */
  promotionCents: number;
  discountCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  /** VAT taken off for Canarias, Ceuta and Melilla. */
  vatExemptionCents: number;
  totalCents: number;
  /** The VAT inside the total, at `vatRate` percent. */
  vatCents: number;
  vatRate: number;
}

/** The part of a VAT-included amount that is VAT at `rate` percent, to the cent. */
export function vatIncluded(amountCents: number, rate: number): number {
  return Math.round((amountCents * rate) / (100 + rate));
}

export function quoteTotals(input: TotalsInput): Totals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity - (line.promotionCents ?? 0), 0);
  const promotionCents = input.lines.reduce((sum, line) => sum + (line.promotionCents ?? 0), 0);
  const discountCents = Math.max(0, Math.min(input.discountCents, subtotalCents));
  const goodsCents = subtotalCents - discountCents;
  const option = shippingOptions(input.zone, goodsCents, input.settings, input.freeStandardShipping).find((candidate) => candidate.method === input.shippingMethod);
  const shippingCents = option?.available ? option.feeCents : 0;
  const paymentFeeCents = input.paymentMethod === 'cash_on_delivery' ? eurosToCents(input.settings.cash_on_delivery_fee) : 0;
  const gross = goodsCents + shippingCents + paymentFeeCents;
  const rate = input.settings.vat_rate;
  if (isVatExempt(input.zone)) {
    const vatExemptionCents = vatIncluded(gross, rate);
    return { subtotalCents, promotionCents, discountCents, shippingCents, paymentFeeCents, vatExemptionCents, totalCents: gross - vatExemptionCents, vatCents: 0, vatRate: 0 };
  }
  return { subtotalCents, promotionCents, discountCents, shippingCents, paymentFeeCents, vatExemptionCents: 0, totalCents: gross, vatCents: vatIncluded(gross, rate), vatRate: rate };
}

/**
 * The goods at their price before the automatic promotions, for the totals a page shows: "Subtotal"
 * this much, then "Promociones −X" (the API's `subtotal` is already after them, the coupon's base).
 */
export function subtotalBeforePromotions(totals: { subtotal: number; promotions: number }): number {
  return centsToEuros(eurosToCents(totals.subtotal) + eurosToCents(totals.promotions));
}

/** '2ª unidad al 50 %: −12,50 €', under a line its promotion took from. */
export function linePromotionText(promotion: { label: string; discount: number }): string {
  return `${promotion.label}: −${formatPrice(promotion.discount)}`;
}
