import { PAYMENT_METHOD_NAMES, SHIPPING_METHOD_NAMES } from '@common/checkout/pricing';
import type { Order } from '@common/orders/contracts';
import { formatPrice } from '@common/money';
import { CARD_BRAND_NAMES } from '@common/payments/test-gateway';

// How an order's facts are written on screen: dates on the store's clock (Madrid), whoever reads
// them and wherever the page was rendered, and the Spanish names of methods and actors.

const TIME_ZONE = 'Europe/Madrid';
const DAY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const SHORT_DAY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const DAY_TIME = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '24 de noviembre de 2026'. */
export function formatOrderDay(iso: string): string {
  const date = valid(iso);
  return date ? DAY.format(date) : '';
}

/** '24 nov 2026'. */
export function formatOrderShortDay(iso: string): string {
  const date = valid(iso);
  return date ? SHORT_DAY.format(date) : '';
}

/** '24 nov 2026, 18:05' (Madrid time). */
export function formatOrderDateTime(iso: string): string {
  const date = valid(iso);
  return date ? DAY_TIME.format(date) : '';
}

export function paymentMethodName(method: Order['payment_method']): string {
  return PAYMENT_METHOD_NAMES[method];
}

export function shippingMethodName(method: Order['shipping_method']): string {
  return SHIPPING_METHOD_NAMES[method];
}

/** 'Visa •••• 4242', or the method's name when no card is known. */
export function paymentInstrument(payment: Pick<Order['payments'][number], 'method' | 'card_brand' | 'card_last4'>): string {
  if (payment.method === 'card' && payment.card_last4) {
    const brand = payment.card_brand ? (CARD_BRAND_NAMES[payment.card_brand] ?? payment.card_brand) : 'Tarjeta';
    return `${brand} •••• ${payment.card_last4}`;
  }
  return paymentMethodName(payment.method);
}

export const PAYMENT_RECORD_STATUS_LABELS: Record<Order['payments'][number]['status'], string> = {
  pending: 'Pendiente',
  requires_action: 'Esperando confirmación',
  succeeded: 'Completado',
  failed: 'Fallido',
  cancelled: 'Anulado',
};

/** Who made a change, as the reader should see it: the customer reads 'Tú'; staff read names. */
export type OrderAudience = 'customer' | 'staff';

export function eventActor(event: Pick<Order['events'][number], 'actor_kind' | 'actor_name'>, audience: OrderAudience): string {
  if (event.actor_kind === 'system') return audience === 'customer' ? 'Tienda Diverso' : 'Sistema (automático)';
  if (event.actor_kind === 'customer') return audience === 'customer' ? 'Tú' : (event.actor_name ?? 'Cliente');
  return audience === 'customer' ? 'Equipo de Tienda Diverso' : (event.actor_name ?? 'Equipo de Tienda Diverso');
}

/** '2 prendas', '1 prenda'. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'prenda' : 'prendas'}`;
}

export function money(euros: number): string {
  return formatPrice(euros);
}
