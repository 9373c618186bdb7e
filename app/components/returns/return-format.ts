import type { Return, ReturnSummary } from '@common/returns/contracts';
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
