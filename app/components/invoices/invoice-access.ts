import type { InvoiceRecipientBody, InvoiceRequestOutcome } from '@common/invoices/contracts';
import { api } from '~/lib/api/browser-client';
import type { GuestOrderKey } from '~/components/returns/return-access';

/**
 * How an order's page asks for its full invoice: the customer through their session and the order's
 * number, a guest with the number and e-mail the order lookup found it with (kept in the page's
 * state, never in its address). The form works the same over either.
 */
export interface InvoiceAccess {
  orderNumber: string;
  requestFullInvoice: (body: InvoiceRecipientBody) => Promise<InvoiceRequestOutcome>;
}

export function customerInvoiceAccess(orderNumber: string): InvoiceAccess {
  return {
    orderNumber,
    requestFullInvoice: async (body) => (await api('POST /user/orders/{number}/invoice', { params: { number: orderNumber }, body })).data,
  };
}

/** A guest's call never sends anyone to /login: a guest has no session. */
export function guestInvoiceAccess(key: GuestOrderKey): InvoiceAccess {
  return {
    orderNumber: key.number,
    requestFullInvoice: async (body) =>
      (await api('POST /orders/{number}/invoice', { params: { number: key.number }, body: { ...body, email: key.email } }, { skipAuthRedirect: true })).data,
  };
}
