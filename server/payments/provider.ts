// The one door to a payment gateway. The store talks to this interface only; the built-in test
// gateway (./test-gateway.ts) implements it and behaves like a real gateway's test mode. A real
// gateway (Redsys, Stripe…) would be another implementation chosen in server/config.ts.
// Card numbers never reach the store: the browser tokenises the card with the gateway first and
// the store only ever holds the token and what may be shown (brand, last four digits, expiry).

export interface CardDetails {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  /** Money taken: `reference` identifies the charge for refunds. */
  | { status: 'succeeded'; reference: string; card?: Omit<CardDetails, 'token'> }
  /** The bank asks the shopper to confirm (3-D Secure, Bizum app): call `confirm` with the answer. */
  | { status: 'requires_action'; reference: string; card?: Omit<CardDetails, 'token'> }
  /** Nothing was taken; `message` is Spanish and can be shown to the shopper as it is. */
  | { status: 'failed'; code: 'declined' | 'insufficient_funds' | 'timeout' | 'invalid' | 'expired_card'; message: string; reference?: string };

export interface ChargeRequest {
  amountCents: number;
  /** Order number, shown on the shopper's bank statement. */
  description: string;
  /** The same key gives back the same charge (a retried request never charges twice). */
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  /** 'test' for the built-in gateway. */
  readonly id: string;
  /** Whether the checkout should show the test card numbers. */
  readonly testMode: boolean;
  /** What the gateway keeps of a tokenised card; null when the token is unknown. */
  cardDetails(token: string): Promise<CardDetails | null>;
  /** Checks a card can be saved for later (a zero-amount verification); a failed card is refused. */
  verifyCard(token: string): Promise<{ ok: true; card: CardDetails } | { ok: false; message: string }>;
  chargeCard(request: ChargeRequest & { token: string }): Promise<ChargeResult>;
  chargeBizum(request: ChargeRequest & { phone: string }): Promise<ChargeResult>;
  /** The shopper's answer to the bank's question (`approve` false: the shopper cancelled). */
  confirm(reference: string, approve: boolean): Promise<ChargeResult>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
}
