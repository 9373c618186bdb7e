import type { PaymentProvider, RefundResult } from './provider';

// The shape of a real payment provider (issue 32): the hosted payment page. The store never sees
// card data (PCI DSS SAQ A): it asks the provider for a payment page, sends the shopper there, and
// only the provider's signed server-to-server notification (Redsys "notificación online", Stripe
// webhooks) marks the payment paid or failed — never the shopper's return to the OK/KO address.
// Redsys (./redsys/) and Stripe (./stripe/) implement it; the built-in test gateway keeps the direct
// shape of ./provider.ts.

export type HostedMethod = 'card' | 'bizum';

export interface HostedPaymentRequest {
  /** The ledger's charge row. Unique forever: Redsys's 12-character order code is derived from it. */
  paymentId: number;
  /** TD-2026-000123: shown on the provider's page and the shopper's bank statement. */
  orderNumber: string;
  amountCents: number;
  method: HostedMethod;
  /** The buyer's e-mail (Stripe Checkout fills it in). */
  email: string;
  /** Absolute addresses on the store's public origin. */
  urls: {
    /** The shopper comes back here after paying (Redsys URLOK, Stripe success_url). */
    ok: string;
    /** …or after a refusal or giving up (Redsys URLKO, Stripe cancel_url). */
    ko: string;
    /** The signed server-to-server notification (Redsys MerchantURL; Stripe's webhook is set in its dashboard). */
    notification: string;
  };
  /** The same key gives back the same payment page (a retried request never opens two). */
  idempotencyKey: string;
  /** When the store stops waiting (the order's payment window): a provider that can, expires its page then. */
  expiresAt: Date;
}

export interface HostedPaymentStart {
  /** What the provider's notifications name: Redsys's Ds_Order, Stripe's Checkout Session id. */
  checkoutReference: string;
  /** Where the browser goes: a plain GET (Stripe Checkout) or a form POSTed there (Redsys). */
  redirect: { url: string; method: 'GET' | 'POST'; fields: Record<string, string> };
}

/** What arrived at the notification address, unread: the raw body is what signatures cover. */
export interface IncomingNotification {
  body: string;
  contentType: string | null;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
}

export type PaymentEvent =
  /** The money was taken. `providerReference` is what a refund needs (Redsys Ds_Order, Stripe PaymentIntent id). */
  | {
      kind: 'paid';
      checkoutReference: string;
      providerReference: string;
      amountCents: number;
      /** ISO 4217 letters ('EUR'); Redsys's 978 is given as 'EUR'. */
      currency: string;
      method: HostedMethod;
      card?: { brand: string | null; last4: string | null };
      /** The bank's authorisation code, for the timeline. */
      authorisation?: string | null;
    }
  /** Nothing was taken: refused, cancelled by the shopper, or the page expired. `message` is Spanish, for the shopper. */
  | {
      kind: 'failed';
      checkoutReference: string;
      amountCents: number | null;
      currency: string | null;
      /** The provider's code ('0190', 'card_declined', 'expired'…). */
      code: string;
      message: string;
    }
  /** The provider says a refund happened (Stripe `charge.refunded`): the ledger's own refund confirmed. */
  | { kind: 'refunded'; providerReference: string; amountCents: number; currency: string }
  /** A genuine notification the store has nothing to do with (another event type). */
  | { kind: 'ignored'; description: string };

export type NotificationReading =
  /** Signature missing or wrong, merchant or terminal not ours, unreadable: nothing may change. */
  | { verified: false; reason: string }
  /** `eventId`: the provider's id of this notification when it has one (Stripe's evt_…), for duplicates. */
  | { verified: true; eventId: string | null; event: PaymentEvent };

export interface HostedPaymentProvider {
  readonly id: 'redsys' | 'stripe';
  readonly flow: 'hosted';
  /** The provider's test environment (Redsys sis-t, Stripe sk_test_ keys) rather than live money. */
  readonly testMode: boolean;
  /** Shown to staff: 'Redsys (TPV Virtual)', 'Stripe Checkout'. */
  readonly label: string;
  /** What the checkout may offer through it (Stripe: card only). */
  readonly methods: readonly HostedMethod[];
  /** The origin of its payment page: the pages' CSP lets a form go there (form-action). */
  readonly pageOrigin: string;
  startPayment(request: HostedPaymentRequest): Promise<HostedPaymentStart>;
  /** Checks the signature and the merchant, then reads the event. Never throws for bad input. */
  readNotification(incoming: IncomingNotification): Promise<NotificationReading>;
  /** A total or partial refund of a paid charge; the same key never refunds twice where the provider allows it. */
  refund(providerReference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
}

/** The store's payment provider: the built-in test gateway (direct) or a hosted payment page. */
export type StorePaymentProvider = PaymentProvider | HostedPaymentProvider;

export function isHostedProvider(provider: StorePaymentProvider): provider is HostedPaymentProvider {
  return (provider as Partial<HostedPaymentProvider>).flow === 'hosted';
}
