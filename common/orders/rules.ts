import type { PaymentMethod } from '../checkout/pricing';

// The life of an order (issue 12): pending payment → paid → preparing → shipped → delivered, or
// cancelled; a card or Bizum payment that fails or is abandoned ends in payment_failed. Pure rules,
// read by the server (which decides) and the pages (which only offer what is allowed).

export const ORDER_STATUSES = ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'payment_failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pendiente de pago',
  paid: 'Pagado',
  preparing: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  payment_failed: 'Pago no completado',
};

/** Orders still on their way: /user/orders/active. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending_payment', 'paid', 'preparing', 'shipped'];

/** 'partially_refunded': part of what was charged has gone back (a return of some lines); 'refunded': all of it. */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'partially_refunded', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  requires_action: 'Esperando confirmación',
  paid: 'Pagado',
  failed: 'Fallido',
  partially_refunded: 'Reembolsado parcialmente',
  refunded: 'Reembolsado',
  cancelled: 'Anulado',
};

export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
}

/**
 * The changes staff may make by hand. 'paid' by hand is only for a bank transfer (card and Bizum
 * are paid through the gateway); cash on delivery skips 'paid' (it is collected on delivery).
 */
export function allowedStaffTransitions(order: OrderFacts): OrderStatus[] {
  switch (order.status) {
    case 'pending_payment':
      if (order.paymentMethod === 'bank_transfer') return ['paid', 'cancelled'];
      if (order.paymentMethod === 'cash_on_delivery') return ['preparing', 'cancelled'];
      return ['cancelled'];
    case 'paid':
      return ['preparing', 'cancelled'];
    case 'preparing':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return ['delivered'];
    default:
      return [];
  }
}

/** A customer may cancel until the parcel leaves the warehouse. */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid' || status === 'preparing';
}

/** Whether cancelling this order gives money back through the provider (it was charged). */
export function cancelNeedsRefund(status: OrderStatus, paymentMethod: PaymentMethod): boolean {
  if (paymentMethod === 'cash_on_delivery') return false;
  return status === 'paid' || status === 'preparing';
}

/** Orders that count as the customer's orders (for 'first order only' and the customer's history). */
export function countsAsPlaced(status: OrderStatus): boolean {
  return status !== 'payment_failed';
}

/** TD-2026-000123: the year the order was placed and its number, six digits at least. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `TD-${year}-${String(sequence).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^TD-\d{4}-\d{6,}$/;

/** How long a card (3-D Secure) or Bizum payment may stay unconfirmed before the order expires and its stock goes back. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Carriers staff pick from when shipping, and how to build their tracking link. */
export const CARRIERS = {
  correos: { name: 'Correos', trackingUrl: (n: string) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${encodeURIComponent(n)}` },
  seur: { name: 'SEUR', trackingUrl: (n: string) => `https://www.seur.com/livetracking/?segOnlineIdentificador=${encodeURIComponent(n)}` },
  mrw: { name: 'MRW', trackingUrl: (n: string) => `https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?enviament=${encodeURIComponent(n)}` },
  gls: { name: 'GLS', trackingUrl: (n: string) => `https://gls-group.com/ES/es/seguimiento-envio?match=${encodeURIComponent(n)}` },
  ctt: { name: 'CTT Express', trackingUrl: (n: string) => `https://www.cttexpress.com/localizador-de-envios/?sc=${encodeURIComponent(n)}` },
} as const;
export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];
