import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { IncomingNotification } from '../hosted-provider';
import { createStripeProvider, sessionExpiresAt } from './stripe-provider';

// Reading Stripe's webhooks, signed here as Stripe signs them. The whole journey against the
// local simulator (payment page, refunds, idempotency) is in tests/simulators/stripe-simulator.test.ts.

const SECRET = 'whsec_provider_test';
const NOW = new Date('2026-11-20T10:00:00Z');
// Nothing listens on port 9 of this machine: where the provider would ask Stripe for the card, it cannot.
const NO_STRIPE = 'http://127.0.0.1:9';
const provider = createStripeProvider({ secretKey: 'sk_test_provider', webhookSecret: SECRET, apiBase: NO_STRIPE, clock: () => NOW });

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1',
    object: 'checkout.session',
    amount_total: 4590,
    currency: 'eur',
    payment_intent: 'pi_123',
    payment_status: 'paid',
    status: 'complete',
    metadata: { order_number: 'TD-2026-000123', payment_id: '41' },
    ...overrides,
  };
}

function signed(type: string, object: Record<string, unknown>, options: { secret?: string; at?: Date; livemode?: boolean } = {}): IncomingNotification {
  const body = JSON.stringify({ id: 'evt_1', object: 'event', api_version: Stripe.API_VERSION, created: 1, livemode: options.livemode ?? false, type, data: { object } }, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? SECRET, timestamp: Math.floor((options.at ?? NOW).getTime() / 1000) });
  return { body, contentType: 'application/json; charset=utf-8', headers: { 'stripe-signature': header } };
}

describe('the Stripe provider', () => {
  it('is Stripe Checkout, cards only, in test mode with a test key', () => {
    expect(provider).toMatchObject({ id: 'stripe', flow: 'hosted', label: 'Stripe Checkout', methods: ['card'], testMode: true });
    expect(createStripeProvider({ secretKey: 'rk_test_x', webhookSecret: SECRET }).testMode).toBe(true);
    expect(createStripeProvider({ secretKey: 'sk_live_x', webhookSecret: SECRET }).testMode).toBe(false);
  });

  it('offers no Bizum: a Bizum payment is refused before asking Stripe', async () => {
    const request = { paymentId: 1, orderNumber: 'TD-2026-000001', amountCents: 100, method: 'bizum', email: 'a@example.com', idempotencyKey: 'k', expiresAt: NOW } as const;
    await expect(provider.startPayment({ ...request, urls: { ok: 'https://t.example/ok', ko: 'https://t.example/ko', notification: 'https://t.example/n' } })).rejects.toThrow(/cards only/);
  });

  it('takes an API origin only (the SDK adds /v1)', () => {
    expect(() => createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: SECRET, apiBase: 'http://127.0.0.1:12111/v1' })).toThrow(/origin only/);
    expect(() => createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: SECRET, apiBase: 'ftp://127.0.0.1' })).toThrow(/http/);
  });

  it("keeps the page's end within Stripe's 30 minutes to 24 hours", () => {
    const seconds = (ms: number) => Math.floor(ms / 1000);
    expect(sessionExpiresAt(new Date(NOW.getTime() + 10 * 60_000), NOW)).toBe(seconds(NOW.getTime() + 31 * 60_000));
    expect(sessionExpiresAt(new Date(NOW.getTime() + 2 * 3_600_000), NOW)).toBe(seconds(NOW.getTime() + 2 * 3_600_000));
    expect(sessionExpiresAt(new Date(NOW.getTime() + 48 * 3_600_000), NOW)).toBe(seconds(NOW.getTime() + 24 * 3_600_000 - 60_000));
  });
});

describe('reading a Stripe webhook', () => {
  it('a completed, paid Checkout Session is paid; the card is left out when Stripe cannot be asked for it', async () => {
    const reading = await provider.readNotification(signed('checkout.session.completed', session()));
    expect(reading).toEqual({
      verified: true,
      eventId: 'evt_1',
      event: { kind: 'paid', checkoutReference: 'cs_test_a1', providerReference: 'pi_123', amountCents: 4590, currency: 'EUR', method: 'card', card: undefined, authorisation: null },
    });
  });

  it('a completed session not paid yet waits for the asynchronous events', async () => {
    const reading = await provider.readNotification(signed('checkout.session.completed', session({ payment_status: 'unpaid' })));
    expect(reading).toMatchObject({ verified: true, event: { kind: 'ignored' } });
    const later = await provider.readNotification(signed('checkout.session.async_payment_succeeded', session()));
    expect(later).toMatchObject({ verified: true, event: { kind: 'paid', providerReference: 'pi_123', amountCents: 4590 } });
    const failed = await provider.readNotification(signed('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })));
    expect(failed).toMatchObject({ verified: true, event: { kind: 'failed', checkoutReference: 'cs_test_a1', code: 'async_payment_failed', amountCents: 4590, currency: 'EUR' } });
  });

  it('an expired session failed: nothing was taken, said in Spanish', async () => {
    const reading = await provider.readNotification(signed('checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid', payment_intent: null })));
    expect(reading).toEqual({
      verified: true,
      eventId: 'evt_1',
      event: {
        kind: 'failed',
        checkoutReference: 'cs_test_a1',
        amountCents: 4590,
        currency: 'EUR',
        code: 'expired',
        message: expect.stringMatching(/^El pago no se completó a tiempo.*no se ha cobrado nada\.$/),
      },
    });
  });

  it("a refunded charge names its PaymentIntent and the charge's refunded total", async () => {
    const charge = { id: 'ch_1', object: 'charge', amount: 4590, amount_refunded: 1500, currency: 'eur', payment_intent: 'pi_123', refunded: false };
    const reading = await provider.readNotification(signed('charge.refunded', charge));
    expect(reading).toMatchObject({ verified: true, event: { kind: 'refunded', providerReference: 'pi_123', amountCents: 1500, currency: 'EUR' } });
  });

  it('another event type is genuine but ignored', async () => {
    const reading = await provider.readNotification(signed('payment_intent.payment_failed', { id: 'pi_123', object: 'payment_intent' }));
    expect(reading).toMatchObject({ verified: true, eventId: 'evt_1', event: { kind: 'ignored' } });
  });

  it('refuses a missing or wrong signature, a changed body, a stale timestamp and a live event on a test store', async () => {
    const good = signed('checkout.session.completed', session());
    expect(await provider.readNotification({ ...good, headers: {} })).toMatchObject({ verified: false });
    expect(await provider.readNotification(signed('checkout.session.completed', session(), { secret: 'whsec_someone_else' }))).toMatchObject({ verified: false });
    expect(await provider.readNotification({ ...good, body: good.body.replace('4590', '1') })).toMatchObject({ verified: false });
    const stale = signed('checkout.session.completed', session(), { at: new Date(NOW.getTime() - 301_000) });
    expect(await provider.readNotification(stale)).toMatchObject({ verified: false, reason: expect.stringMatching(/tolerance/) });
    expect(await provider.readNotification(signed('checkout.session.completed', session(), { livemode: true }))).toMatchObject({ verified: false });
  });

  it('never throws on a signed body that is not JSON', async () => {
    const body = 'no es JSON';
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: Math.floor(NOW.getTime() / 1000) });
    expect(await provider.readNotification({ body, contentType: 'text/plain', headers: { 'stripe-signature': header } })).toMatchObject({ verified: false });
  });
});

describe('refunds', () => {
  it('refuses a zero amount without asking Stripe', async () => {
    expect(await provider.refund('pi_123', 0, 'key')).toEqual({ status: 'failed', message: 'El importe del reembolso debe ser mayor que cero.' });
  });

  it('says the gateway does not answer when Stripe cannot be reached', async () => {
    const unreachable = createStripeProvider({ secretKey: 'sk_test_provider', webhookSecret: SECRET, apiBase: NO_STRIPE });
    expect(await unreachable.refund('pi_123', 100, 'key')).toEqual({ status: 'failed', message: 'La pasarela de pago no responde.' });
  });
});
