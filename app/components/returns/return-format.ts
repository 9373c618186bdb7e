import type { RefundQuote, Return, ReturnSummary } from '@common/returns/contracts';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@common/returns/rules';
import { formatOrderDateTime } from '~/components/orders/order-format';

// How a return's facts are written on screen (dates on the store's clock, as for orders).

/** The return's page in the customer area. */
export const customerReturnPath = (number: string) => `/user/returns/${number}`;

/** The screen where a customer asks for a return of an order. */
export const orderReturnRequestPath = (orderNumber: string) => `/user/orders/${orderNumber}/return`;

/** What a withdrawal or a request tells the customer once it is in: with the date and the time. */
export function acknowledgementText(ret: Pick<Return, 'kind' | 'number' | 'requested_at'>): { title: string; body: string } {
  const at = formatOrderDateTime(ret.requested_at);
  if (ret.kind === 'withdrawal') {
    return {
      title: 'Hemos recibido tu desistimiento',
      body: `Queda registrado con el número ${ret.number} el ${at}. Te hemos enviado un email con el acuse de recibo y las instrucciones de recogida.`,
    };
  }
  return {
    title: 'Solicitud de devolución recibida',
    body: `Tu devolución ${ret.number} queda registrada el ${at}. Te hemos enviado un email con las instrucciones de recogida y la hoja de devolución.`,
  };
}

/** '2 prendas', '1 prenda'. */
export function garmentCount(count: number): string {
  return `${count} ${count === 1 ? 'prenda' : 'prendas'}`;
}

/** The state of a return as a customer reads it in a list, e.g. 'Solicitada'. */
export function returnStatusLabel(ret: Pick<ReturnSummary, 'status' | 'status_label'>): string {
  return ret.status_label || RETURN_STATUS_LABELS[ret.status as ReturnStatus];
}

/** 'Por transferencia…' inside a sentence: 'por transferencia…'. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What the refunded garments cost, before the coupon's share (and the VAT not charged) came off: the rows add up to the total. */
export function refundGarments(refund: Pick<Return['refund'], 'lines_total' | 'coupon_share' | 'vat_exemption_share'>): number {
  return Math.round((refund.lines_total + refund.coupon_share + refund.vat_exemption_share) * 100) / 100;
}

/** 'Descuento del cupón BIENVENIDA10': the row of what the coupon's share took off the refund. */
export function couponShareTerm(code: string | null): string {
  return code ? `Descuento del cupón ${code}` : 'Descuento del cupón';
}

/**
 * A quote's rows (the request form's, the withdrawal dialog's). Whether the server counts
 * lines_total before or after the coupon's share, the rows add up: the garments at what they cost,
 * less that share, plus any shipping.
 */
export function refundRows(quote: Pick<RefundQuote, 'lines_total' | 'discount_share' | 'shipping' | 'total'>) {
  const grossAddsUp = Math.abs(quote.lines_total - quote.discount_share + quote.shipping - quote.total) < 0.005;
  return { garments: grossAddsUp ? quote.lines_total : quote.lines_total + quote.discount_share, discount: quote.discount_share, shipping: quote.shipping, total: quote.total };
}
