import Stripe from 'stripe';
import type { HostedPaymentProvider, NotificationReading, PaymentEvent } from '../hosted-provider';
import type { RefundResult } from '../provider';

// Stripe Checkout through the official SDK (issue 32). The store creates a Checkout Session and
// sends the shopper to Stripe's page; only Stripe's signed webhook says whether money was taken.
//
// Stripe's webhook endpoint is not sent with each payment (unlike Redsys's MerchantURL): it is set
// once in Stripe's dashboard (Developers → Webhooks) on the store's notification address, with the
// events checkout.session.completed, checkout.session.async_payment_succeeded,
// checkout.session.async_payment_failed, checkout.session.expired and charge.refunded; its
// signing secret (whsec_…) is `webhookSecret`. So `urls.notification` goes unused here.

export interface StripeProviderOptions {
  /** sk_test_… / sk_live_… (or a restricted key rk_…). */
  secretKey: string;
  /** The signing secret of the store's webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** Another API address than https://api.stripe.com (the local simulator: http://127.0.0.1:12111). */
  apiBase?: string;
  /** Now: the session's end is counted from it, and a webhook's signature may be 300 s old at most. */
  clock?: () => Date;
}

/** Stripe refuses an expires_at nearer than 30 minutes or further than 24 hours from the session's creation. */
const MIN_SESSION_MS = 30 * 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000;
/** Our clock and Stripe's, and the request's time on the wire, never agree to the second. */
const CLOCK_MARGIN_MS = 60_000;

const MESSAGES = {
  expired: 'El pago no se completó a tiempo y la página de pago ha caducado: no se ha cobrado nada.',
  asyncFailed: 'El banco ha rechazado el pago. No se ha cobrado nada: prueba con otra tarjeta o con otro método de pago.',
  refundTooLarge: 'El importe supera lo que queda por devolver de este pago.',
  refundNotPaid: 'Este pago no tiene un cobro que se pueda devolver.',
  refundUnknown: 'La pasarela no reconoce este pago.',
  refundNotPositive: 'El importe del reembolso debe ser mayor que cero.',
  unreachable: 'La pasarela de pago no responde.',
  badKey: 'La pasarela de pago ha rechazado la clave de la tienda: revisa STRIPE_SECRET_KEY.',
  refundRefused: 'La pasarela de pago no ha hecho el reembolso. Vuelve a intentarlo más tarde o revísalo en el panel de Stripe.',
} as const;

/** host/port/protocol for the SDK from an address such as http://127.0.0.1:12111. */
function sdkAddress(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The Stripe API address must be http:// or https://, not ${apiBase}`);
  if (url.pathname !== '/' || url.search) throw new Error(`The Stripe API address is an origin only (the SDK adds /v1/…), not ${apiBase}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80, protocol };
}

/** The session's end as Stripe accepts it: the store's payment window, within Stripe's 30 minutes to 24 hours. */
export function sessionExpiresAt(expiresAt: Date, now: Date): number {
  const earliest = now.getTime() + MIN_SESSION_MS + CLOCK_MARGIN_MS;
  const latest = now.getTime() + MAX_SESSION_MS - CLOCK_MARGIN_MS;
  return Math.floor(Math.min(Math.max(expiresAt.getTime(), earliest), latest) / 1000);
}

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

export function createStripeProvider(options: StripeProviderOptions): HostedPaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'Tienda Diverso' },
    ...(options.apiBase ? sdkAddress(options.apiBase) : {}),
  });
  const clock = options.clock ?? (() => new Date());
  const testMode = /^(sk|rk)_test_/.test(options.secretKey);

  /** The card's brand, last four digits and authorisation code, from the PaymentIntent's charge: nice to have, never required. */
  async function cardOf(paymentIntentId: string): Promise<{ card: { brand: string | null; last4: string | null }; authorisation: string | null } | null> {
    try {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }, { timeout: 5_000, maxNetworkRetries: 0 });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      if (!card) return null;
      return { card: { brand: card.brand ?? null, last4: card.last4 ?? null }, authorisation: card.authorization_code ?? null };
    } catch {
      return null;
    }
  }

  async function paid(session: Stripe.Checkout.Session): Promise<PaymentEvent> {
    const providerReference = idOf(session.payment_intent);
    if (!providerReference || session.amount_total == null || !session.currency) {
      return { kind: 'ignored', description: `Sesión ${session.id} pagada sin PaymentIntent, importe o moneda` };
    }
    const details = await cardOf(providerReference);
    return {
      kind: 'paid',
      checkoutReference: session.id,
      providerReference,
      amountCents: session.amount_total,
      currency: session.currency.toUpperCase(),
      method: 'card',
      card: details?.card,
      authorisation: details?.authorisation ?? null,
    };
  }

  function failed(session: Stripe.Checkout.Session, code: string, message: string): PaymentEvent {
    return { kind: 'failed', checkoutReference: session.id, amountCents: session.amount_total, currency: session.currency?.toUpperCase() ?? null, code, message };
  }

  async function eventOf(event: Stripe.Event): Promise<PaymentEvent> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // 'unpaid': a delayed payment method, its outcome comes as async_payment_succeeded or _failed.
        if (session.payment_status !== 'paid') return { kind: 'ignored', description: `Sesión ${session.id} completada sin cobrar todavía (${session.payment_status})` };
        return paid(session);
      }
      case 'checkout.session.async_payment_succeeded':
        return paid(event.data.object);
      case 'checkout.session.async_payment_failed':
        return failed(event.data.object, 'async_payment_failed', MESSAGES.asyncFailed);
      case 'checkout.session.expired':
        return failed(event.data.object, 'expired', MESSAGES.expired);
      case 'charge.refunded': {
        const charge = event.data.object;
        const providerReference = idOf(charge.payment_intent);
        if (!providerReference) return { kind: 'ignored', description: `Reembolso del cobro ${charge.id}, sin PaymentIntent` };
        // amount_refunded is what the charge has given back in all, this refund and the earlier ones.
        return { kind: 'refunded', providerReference, amountCents: charge.amount_refunded, currency: charge.currency.toUpperCase() };
      }
      default:
        return { kind: 'ignored', description: `Evento ${event.type}` };
    }
  }

  function refundFailure(error: unknown): string {
    if (!(error instanceof Stripe.errors.StripeError)) return MESSAGES.refundRefused;
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
      return MESSAGES.unreachable;
    }
    if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) return MESSAGES.badKey;
    switch (error.code) {
      case 'charge_already_refunded':
      case 'amount_too_large':
        return MESSAGES.refundTooLarge;
      case 'resource_missing':
        return MESSAGES.refundUnknown;
      case 'charge_not_refundable':
      case 'payment_intent_unexpected_state':
        return MESSAGES.refundNotPaid;
      default:
        return MESSAGES.refundRefused;
    }
  }

  return {
    id: 'stripe',
    flow: 'hosted',
    testMode,
    label: 'Stripe Checkout',
    // Checkout's pages live on checkout.stripe.com; the local simulator serves them itself.
    pageOrigin: options.apiBase ? new URL(options.apiBase).origin : 'https://checkout.stripe.com',
    methods: ['card'],

    async startPayment(request) {
      if (request.method !== 'card') throw new Error(`Stripe Checkout takes cards only here, not ${request.method}`);
      // Errors are the SDK's StripeError (type, code, statusCode): the caller records them and offers another try.
      const metadata = { order_number: request.orderNumber, payment_id: String(request.paymentId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: `Pedido ${request.orderNumber}` } }, quantity: 1 },
          ],
          // The SDK's API version (2026-10-28.endive) replaced payment_method_types with this filter:
          // Bizum is not offered through Stripe, cards only.
          allowed_payment_method_types: ['card'],
          customer_email: request.email,
          client_reference_id: request.orderNumber,
          metadata,
          payment_intent_data: { metadata, description: `Pedido ${request.orderNumber}` },
          success_url: request.urls.ok,
          cancel_url: request.urls.ko,
          expires_at: sessionExpiresAt(request.expiresAt, clock()),
          locale: 'es',
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe created the Checkout Session ${session.id} without a payment page address`);
      return { checkoutReference: session.id, redirect: { url: session.url, method: 'GET', fields: {} } };
    },

    async readNotification(incoming): Promise<NotificationReading> {
      const signature = incoming.headers['stripe-signature'];
      if (!signature) return { verified: false, reason: 'Falta la cabecera Stripe-Signature' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(incoming.body, signature, options.webhookSecret, undefined, undefined, clock().getTime());
      } catch (error) {
        return { verified: false, reason: error instanceof Error ? error.message : String(error) };
      }
      // Test and live endpoints have their own secrets; an event of the other mode is not ours.
      if (event.livemode === testMode) return { verified: false, reason: `Evento ${event.id} de ${event.livemode ? 'producción' : 'pruebas'} en una tienda en ${testMode ? 'pruebas' : 'producción'}` };
      try {
        return { verified: true, eventId: event.id, event: await eventOf(event) };
      } catch (error) {
        return { verified: false, reason: `Evento ${event.id} ilegible: ${error instanceof Error ? error.message : String(error)}` };
      }
    },

    async refund(providerReference, amountCents, idempotencyKey): Promise<RefundResult> {
      if (amountCents <= 0) return { status: 'failed', message: MESSAGES.refundNotPositive };
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerReference, amount: amountCents }, { idempotencyKey });
        // A card refund is 'pending' for a moment at Stripe; it is accepted and will not be undone
        // (a later failure is rare and comes as refund.failed, which staff see in Stripe's dashboard).
        if (refund.status === 'succeeded' || refund.status === 'pending') return { status: 'succeeded', reference: refund.id };
        return { status: 'failed', message: `${MESSAGES.refundRefused} (Stripe: ${refund.status ?? 'sin estado'})` };
      } catch (error) {
        return { status: 'failed', message: refundFailure(error) };
      }
    },
  };
}
