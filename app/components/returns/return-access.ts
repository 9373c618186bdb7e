import type { RefundQuote, Return, ReturnOptions, ReturnQuoteBody, ReturnRequestBody, WithdrawalBody, WithdrawalQuoteBody } from '@common/returns/contracts';
import { api } from '~/lib/api/browser-client';

/**
 * How a screen reaches an order's returns: the customer through their session and the order's
 * number, a guest with the order's number and e-mail (kept in the page's state, never in its
 * address). The request form and the withdrawal dialog work the same over either.
 */
export interface ReturnAccess {
  orderNumber: string;
  options: (signal?: AbortSignal) => Promise<ReturnOptions>;
  quote: (body: ReturnQuoteBody, signal?: AbortSignal) => Promise<RefundQuote>;
  request: (body: ReturnRequestBody) => Promise<Return>;
  /** The withdrawal's refund before confirming it. */
  quoteWithdrawal: (body: WithdrawalQuoteBody, signal?: AbortSignal) => Promise<RefundQuote>;
  withdraw: (body: WithdrawalBody) => Promise<Return>;
}

export function customerReturnAccess(orderNumber: string): ReturnAccess {
  const params = { number: orderNumber };
  return {
    orderNumber,
    options: async (signal) => (await api('GET /user/orders/{number}/returns/options', { params }, { signal })).data,
    quote: async (body, signal) => (await api('POST /user/orders/{number}/returns/quote', { params, body }, { signal })).data,
    request: async (body) => (await api('POST /user/orders/{number}/returns', { params, body })).data,
    quoteWithdrawal: async (body, signal) => (await api('POST /user/orders/{number}/withdrawal/quote', { params, body }, { signal })).data,
    withdraw: async (body) => (await api('POST /user/orders/{number}/withdrawal', { params, body })).data,
  };
}

export type GuestOrderKey = { number: string; email: string };

/** A guest's calls never send anyone to /login: a 401 cannot happen, and a guest has no session. */
const guestCall = { skipAuthRedirect: true };

export function guestReturnAccess(key: GuestOrderKey): ReturnAccess {
  return {
    orderNumber: key.number,
    options: async (signal) => (await api('POST /guest/returns/options', { body: { ...key } }, { ...guestCall, signal })).data,
    quote: async (body, signal) => (await api('POST /guest/returns/quote', { body: { ...body, ...key } }, { ...guestCall, signal })).data,
    request: async (body) => (await api('POST /guest/returns', { body: { ...body, ...key } }, guestCall)).data,
    quoteWithdrawal: async (body, signal) => (await api('POST /guest/withdrawal/quote', { body: { ...body, ...key } }, { ...guestCall, signal })).data,
    withdraw: async (body) => (await api('POST /guest/withdrawal', { body: { ...body, ...key } }, guestCall)).data,
  };
}

/** A guest order's returns, the newest first. */
export async function guestReturns(key: GuestOrderKey, signal?: AbortSignal): Promise<Return[]> {
  return (await api('POST /guest/returns/search', { body: { ...key } }, { ...guestCall, signal })).data;
}
