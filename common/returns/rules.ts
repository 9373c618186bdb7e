// The rules of a return, pure: the reasons, the states and what may follow each, the windows
// (the store's return window from the settings, and the 14 days of legal withdrawal that always
// apply), what a line may still return and what the customer gets back.

export const RETURN_REASONS = ['talla_pequena', 'talla_grande', 'no_como_foto', 'defectuoso', 'llego_tarde', 'otro'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** A withdrawal's lines carry this reason: no explanation is needed (art. 9 CRD). */
export const WITHDRAWAL_REASON = 'desistimiento';
export type ReturnLineReason = ReturnReason | typeof WITHDRAWAL_REASON;

export const RETURN_REASON_LABELS: Record<ReturnLineReason, string> = {
  talla_pequena: 'Talla pequeña',
  talla_grande: 'Talla grande',
  no_como_foto: 'No es como en la foto',
  defectuoso: 'Defectuoso',
  llego_tarde: 'Llegó tarde',
  otro: 'Otro',
  desistimiento: 'Desistimiento del contrato',
};

export const RETURN_STATUSES = ['requested', 'picked_up', 'received', 'refunded', 'exchange_sent', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Solicitada',
  picked_up: 'Recogida',
  received: 'Recibida',
  refunded: 'Reembolsada',
  exchange_sent: 'Cambio enviado',
  rejected: 'Rechazada',
};

/** The states still in progress (the queue's default view, the customer's "en curso"). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'picked_up', 'received'];

export const RETURN_KINDS = ['return', 'withdrawal'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Record<ReturnKind, string> = { return: 'Devolución o cambio', withdrawal: 'Desistimiento' };

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = { refund: 'Reembolso', exchange: 'Cambio' };

export const RETURN_CONDITIONS = ['sellable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = { sellable: 'Apta para la venta', damaged: 'Dañada' };

export const REFUND_METHODS = ['original', 'transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The legal withdrawal period (art. 9 CRD, art. 102 TRLGDCU): 14 calendar days from delivery. */
export const LEGAL_WITHDRAWAL_DAYS = 14;
/** The store's own window when the settings do not say otherwise (the help page promises 30). */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

export const PERSONALISED_REFUSAL =
  'Las prendas personalizadas (bordados, iniciales, parches) o hechas a medida no admiten devolución porque se confeccionan para ti; si tienen un defecto, las cubre la garantía.';

export function formatReturnNumber(year: number, sequence: number): string {
  return `DV-${year}-${String(sequence).padStart(6, '0')}`;
}
export const RETURN_NUMBER_PATTERN = /^DV-\d{4}-\d{6,}$/;

const DAY = 86_400_000;

/** The last moment of a window of `days` calendar days counted from the day after delivery. */
export function windowEnd(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * DAY);
}

export interface ReturnWindow {
  /** Until when the store's return window is open (returns and exchanges). */
  returnUntil: Date;
  /** Until when the customer may withdraw from the contract (never shorter than 14 days). */
  withdrawUntil: Date;
  canReturn: boolean;
  canWithdraw: boolean;
}

/** Only a delivered order can be returned; the windows count from its delivery. */
export function returnWindow(order: { status: string; deliveredAt: Date | null }, windowDays: number, now: Date): ReturnWindow | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  const returnUntil = windowEnd(order.deliveredAt, Math.max(windowDays, LEGAL_WITHDRAWAL_DAYS));
  const withdrawUntil = windowEnd(order.deliveredAt, LEGAL_WITHDRAWAL_DAYS);
  return { returnUntil, withdrawUntil, canReturn: now <= returnUntil, canWithdraw: now <= withdrawUntil };
}

/** Units of a line that may still go into a return. */
export function returnableQuantity(line: { quantity: number; returnedQuantity: number; isPersonalised: boolean }): number {
  return line.isPersonalised ? 0 : Math.max(0, line.quantity - line.returnedQuantity);
}

export interface RefundOrderFacts {
  subtotalCents: number;
  discountCents: number;
  vatExemptionCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  /** Units the order has, and units already in an earlier (not refused) return. */
  totalUnits: number;
  unitsAlreadyReturned: number;
  /** What was charged and what has been refunded so far: a refund never goes past it. */
  chargedCents: number;
  refundedCents: number;
  /** Shipping already given back by an earlier return (it is refunded once). */
  shippingRefundedCents: number;
}

export interface RefundLineInput {
  /** What the returned units were paid (returnedUnitsValue: their share of the line's total). */
  valueCents: number;
  quantity: number;
  resolution: ReturnResolution;
  reason: ReturnLineReason;
}

export interface RefundBreakdown {
  /** Per line, what it gives back (0 for an exchange). */
  lineCents: number[];
  /** The coupon discount (and the VAT taken off for Canarias, Ceuta, Melilla) the returned lines carried. */
  discountShareCents: number;
  shippingCents: number;
  totalCents: number;
}

export interface LineDiscountShare {
  /** The part of the order's coupon discount the garments carried. */
  couponCents: number;
  /** The part of the VAT not charged (Canarias, Ceuta, Melilla) they carried. */
  vatExemptionCents: number;
}

/**
 * What `units` units of an order line were paid, when `unitsBefore` of its units are already in
 * earlier returns: the line's total — after its automatic promotion ("2ª unidad al 50 %") — spread
 * over its units so the parts add up exactly to it, the last units taking the remainder cents.
 * Returning every unit of a line, at once or bit by bit, gives back exactly its total.
 */
export function returnedUnitsValue(line: { lineTotalCents: number; quantity: number }, unitsBefore: number, units: number): number {
  if (line.quantity <= 0) return 0;
  const base = Math.floor(line.lineTotalCents / line.quantity);
  const remainder = line.lineTotalCents - base * line.quantity;
  const paidUpTo = (count: number) => {
    const k = Math.max(0, Math.min(count, line.quantity));
    return k * base + Math.max(0, k - (line.quantity - remainder));
  };
  return paidUpTo(unitsBefore + units) - paidUpTo(unitsBefore);
}

/**
 * The share of the order's coupon discount and VAT exemption that garments worth `valueCents`
 * (what they were paid, returnedUnitsValue) carried, in proportion to the subtotal: what a refund of them deducts.
 * A saved return shows the same figures its refund was fixed with (server/api/returns/return-presenter.ts).
 */
export function lineDiscountShare(order: Pick<RefundOrderFacts, 'subtotalCents' | 'discountCents' | 'vatExemptionCents'>, valueCents: number): LineDiscountShare {
  const share = (ofCents: number) => (order.subtotalCents > 0 ? Math.round((ofCents * valueCents) / order.subtotalCents) : 0);
  return { couponCents: share(order.discountCents), vatExemptionCents: share(order.vatExemptionCents) };
}

/**
 * What the customer gets back: each refunded line at what it cost, less its share of the order's
 * discount and VAT exemption; shipping (and the cash-on-delivery fee) only when the whole order comes
 * back or an item is faulty, or for a withdrawal (art. 13 CRD); never more than is left to refund.
 */
export function computeRefund(order: RefundOrderFacts, lines: RefundLineInput[]): RefundBreakdown {
  let discountShareCents = 0;
  const lineCents = lines.map((line) => {
    if (line.resolution !== 'refund') return 0;
    const value = line.valueCents;
    const share = lineDiscountShare(order, value);
    const off = share.couponCents + share.vatExemptionCents;
    discountShareCents += off;
    return Math.max(0, value - off);
  });
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const wholeOrder = order.unitsAlreadyReturned + units >= order.totalUnits && lines.every((line) => line.resolution === 'refund');
  const faulty = lines.some((line) => line.reason === 'defectuoso' && line.resolution === 'refund');
  const shippingDue = wholeOrder || faulty ? order.shippingCents + order.paymentFeeCents : 0;
  const shippingCents = Math.max(0, shippingDue - order.shippingRefundedCents);
  const left = Math.max(0, order.chargedCents - order.refundedCents);
  const wanted = lineCents.reduce((a, b) => a + b, 0) + shippingCents;
  const totalCents = Math.min(wanted, left);
  return { lineCents, discountShareCents, shippingCents: Math.min(shippingCents, left), totalCents };
}
