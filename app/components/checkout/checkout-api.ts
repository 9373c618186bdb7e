import type { CheckoutConflict, CheckoutQuoteBody, PlaceOrderBody, TokeniseCardBody } from '@common/checkout/contracts';
import type { SavedCard } from '@common/payments/account-contracts';
import type { z } from '@common/zod';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';

export type { SavedCard };

// The checkout's calls, in one place. The card number goes to the gateway's tokenisation only;
// the order carries the token. A guest's calls send no token; a customer's carry theirs.

export async function fetchQuote(body: CheckoutQuoteBody, signal?: AbortSignal) {
  return (await api('POST /checkout/quote', { body }, { signal, skipAuthRedirect: true })).data;
}

/** The card goes to the gateway only; the store gets the token back. */
export async function tokeniseCard(body: z.input<typeof TokeniseCardBody>) {
  return (await api('POST /payments/test-gateway/tokens', { body }, { skipAuthRedirect: true })).data;
}

export async function placeOrder(body: PlaceOrderBody) {
  // The bank can take a while: the server answers within its own time limit.
  return (await api('POST /checkout/orders', { body }, { skipAuthRedirect: true, timeoutMs: 30_000 })).data;
}

/** The shopper's answer to the bank's 3-D Secure or Bizum request. */
export async function answerPayment(number: string, orderToken: string, approve: boolean) {
  return (
    await api(
      'POST /checkout/orders/{number}/payment',
      { params: { number }, body: { order_token: orderToken, approve } },
      { skipAuthRedirect: true, timeoutMs: 30_000 },
    )
  ).data;
}

/** The order just placed and where its payment is, opened with the token this browser kept. */
export async function viewOrder(number: string, orderToken: string) {
  return (await api('POST /checkout/orders/{number}/view', { params: { number }, body: { order_token: orderToken } }, { skipAuthRedirect: true })).data;
}

export async function lookupOrder(body: { number: string; email: string }) {
  return (await api('POST /orders/lookup', { body }, { skipAuthRedirect: true })).data;
}

/** A customer's saved cards; none when the list cannot be read (the card form is always there). */
export async function fetchSavedCards(): Promise<SavedCard[]> {
  try {
    return (await api('GET /user/payment-methods', {}, { skipAuthRedirect: true })).data;
  } catch {
    return [];
  }
}

/** The 409 of a total or a stock that changed since the review: its message and the new quote. */
export function conflictOf(error: unknown): z.infer<typeof CheckoutConflict> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.body as Partial<z.infer<typeof CheckoutConflict>> | null;
  return body && typeof body.message === 'string' && body.quote && Array.isArray(body.quote.lines)
    ? { message: body.message, quote: body.quote }
    : null;
}
