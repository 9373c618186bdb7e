import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostedPaymentProvider, HostedPaymentRequest, IncomingNotification } from '../../server/payments/hosted-provider';
import { createStripeProvider } from '../../server/payments/stripe/stripe-provider';
import { createStripeSimulator, submitTestCard, type StripeSimulator } from './stripe-simulator';

// The Stripe provider, through the official SDK unmodified, against the local simulator: the
// shopper pays on the simulator's page (fetch posting its form) and the webhook the simulator
// sends is read back by the provider.

const KEY = 'sk_test_simulator';
const WEBHOOK_SECRET = 'whsec_simulator';
const WEBHOOK_URL = 'https://tienda.example/api/payments/stripe/webhook';

let now: number;
let simulator: StripeSimulator;
let provider: HostedPaymentProvider;
let received: IncomingNotification[];

beforeEach(async () => {
  now = Date.now();
  received = [];
  simulator = await createStripeSimulator({
    webhookUrl: WEBHOOK_URL,
    webhookSecret: WEBHOOK_SECRET,
    clock: () => new Date(now),
    async deliver(url, init) {
      expect(url).toBe(WEBHOOK_URL);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      received.push({ body: String(init.body), contentType: headers['content-type'] ?? null, headers });
      return new Response(null, { status: 200 });
    },
  });
  provider = createStripeProvider({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, apiBase: simulator.url, clock: () => new Date(now) });
});

afterEach(async () => {
  await simulator.close();
});

let paymentIds = 40;
function request(overrides: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest {
  const paymentId = ++paymentIds;
  return {
    paymentId,
    orderNumber: 'TD-2026-000123',
    amountCents: 4590,
    method: 'card',
    email: 'lucia@example.com',
    urls: {
      ok: 'https://tienda.example/pedido/ok?session={CHECKOUT_SESSION_ID}',
      ko: 'https://tienda.example/pedido/ko',
      notification: WEBHOOK_URL,
    },
    idempotencyKey: `payment-${paymentId}`,
    expiresAt: new Date(now + 45 * 60_000),
    ...overrides,
  };
}

const sdk = () => new Stripe(KEY, { host: '127.0.0.1', port: new URL(simulator.url).port, protocol: 'http', maxNetworkRetries: 0 });

async function paid() {
  const start = await provider.startPayment(request());
  const answer = await submitTestCard(start.redirect.url, '4242 4242 4242 4242');
  expect(answer.status).toBe(303);
  const reading = await provider.readNotification(received.at(-1)!);
  if (!reading.verified || reading.event.kind !== 'paid') throw new Error(`not paid: ${JSON.stringify(reading)}`);
  return { start, event: reading.event };
}

describe('paying on the Stripe simulator', () => {
  it('creates a Checkout Session for the order and sends the shopper to its page', async () => {
    const start = await provider.startPayment(request());
    expect(start).toEqual({ checkoutReference: expect.stringMatching(/^cs_test_/), redirect: { url: `${simulator.url}/pay/${start.checkoutReference}`, method: 'GET', fields: {} } });
    expect(simulator.sessions.get(start.checkoutReference)).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 4590,
      currency: 'eur',
      customer_email: 'lucia@example.com',
      client_reference_id: 'TD-2026-000123',
      metadata: { order_number: 'TD-2026-000123', payment_id: String(paymentIds) },
      allowed_payment_method_types: ['card'],
      locale: 'es',
      expires_at: Math.floor((now + 45 * 60_000) / 1000),
    });

    const page = await fetch(start.redirect.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Pagar a Tienda Diverso<\/h1>/);
    expect(html).toContain('45,90');
    expect(html).toContain('Pedido TD-2026-000123');
    expect(html).toContain('<label for="card_number">Número de tarjeta</label>');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('<a href="https://tienda.example/pedido/ko">← Volver a Tienda Diverso</a>');
  });

  it('paying with 4242… sends the signed webhook before the shopper is sent back; the provider reads it as paid', async () => {
    const start = await provider.startPayment(request());
    const answer = await submitTestCard(start.redirect.url, '4242424242424242');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`https://tienda.example/pedido/ok?session=${start.checkoutReference}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const reading = await provider.readNotification(received[0]!);
    expect(reading).toEqual({
      verified: true,
      eventId: simulator.events[0]!.id,
      event: {
        kind: 'paid',
        checkoutReference: start.checkoutReference,
        providerReference: simulator.sessions.get(start.checkoutReference)!.payment_intent,
        amountCents: 4590,
        currency: 'EUR',
        method: 'card',
        card: { brand: 'visa', last4: '4242' },
        authorisation: expect.stringMatching(/^\d{6}$/),
      },
    });
    expect(simulator.events).toEqual([expect.objectContaining({ type: 'checkout.session.completed', status: 200 })]);
    expect(simulator.sessions.get(start.checkoutReference)).toMatchObject({ status: 'complete', payment_status: 'paid' });

    // The PaymentIntent carries the order, as the store asked.
    const intent = await sdk().paymentIntents.retrieve(String(simulator.sessions.get(start.checkoutReference)!.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', amount: 4590, description: 'Pedido TD-2026-000123', metadata: { order_number: 'TD-2026-000123' } });

    // Back on the page once paid: it says so, and nothing is charged twice.
    expect(await (await fetch(start.redirect.url)).text()).toContain('Este pago ya está hecho');
  });

  it('a changed body or another secret is not verified', async () => {
    await paid();
    const genuine = received[0]!;
    expect(await provider.readNotification({ ...genuine, body: genuine.body.replace('"amount_total": 4590', '"amount_total": 1') })).toMatchObject({ verified: false });
    const someoneElse = createStripeProvider({ secretKey: KEY, webhookSecret: 'whsec_someone_else', apiBase: simulator.url });
    expect(await someoneElse.readNotification(genuine)).toMatchObject({ verified: false });
  });

  it('a declined card stays on the page with the error; the session stays open and can still be paid', async () => {
    const start = await provider.startPayment(request());
    const declined = await submitTestCard(start.redirect.url, '4000000000000002');
    expect(declined.status).toBe(200);
    const html = await declined.text();
    expect(html).toContain('role="alert">Tu tarjeta ha sido rechazada.</p>');
    expect(html).toContain('aria-invalid="true" aria-describedby="payment-error"');
    expect(simulator.events.map((event) => event.type)).toEqual(['payment_intent.payment_failed']);
    expect(await provider.readNotification(received[0]!)).toMatchObject({ verified: true, event: { kind: 'ignored' } });
    expect(simulator.sessions.get(start.checkoutReference)).toMatchObject({ status: 'open', payment_status: 'unpaid' });

    const short = await submitTestCard(start.redirect.url, '4000000000009995');
    expect(await short.text()).toContain('Tu tarjeta no tiene fondos suficientes.');

    expect((await submitTestCard(start.redirect.url, '4242424242424242')).status).toBe(303);
    expect(await provider.readNotification(received.at(-1)!)).toMatchObject({ verified: true, event: { kind: 'paid', checkoutReference: start.checkoutReference } });
  });

  it('refuses numbers that are not test cards', async () => {
    const start = await provider.startPayment(request());
    expect(await (await submitTestCard(start.redirect.url, '4242424242424241')).text()).toContain('El número de tu tarjeta no es válido.');
    expect(await (await submitTestCard(start.redirect.url, '4111111111111111')).text()).toContain('modo de prueba');
    expect(await (await submitTestCard(start.redirect.url, '4242424242424242', { expiry: '01/20' })).text()).toContain('ya ha pasado');
    expect(received).toHaveLength(0);
  });

  it('4000 0027 6000 3184 asks for 3-D Secure: "Fallar" keeps the session open, "Completar" pays', async () => {
    const start = await provider.startPayment(request());
    const asked = await submitTestCard(start.redirect.url, '4000002760003184');
    expect(asked.status).toBe(303);
    const challenge = new URL(asked.headers.get('location')!, simulator.url).href;
    const html = await (await fetch(challenge)).text();
    expect(html).toContain('>Completar</button>');
    expect(html).toContain('>Fallar</button>');

    const failed = await fetch(challenge, { method: 'POST', body: new URLSearchParams({ result: 'fail' }), redirect: 'manual' });
    expect(await failed.text()).toContain('No hemos podido autenticar tu método de pago.');
    expect(simulator.sessions.get(start.checkoutReference)).toMatchObject({ status: 'open' });

    await submitTestCard(start.redirect.url, '4000002760003184');
    const completed = await fetch(challenge, { method: 'POST', body: new URLSearchParams({ result: 'complete' }), redirect: 'manual' });
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe(`https://tienda.example/pedido/ok?session=${start.checkoutReference}`);
    expect(simulator.events.map((event) => event.type)).toEqual(['payment_intent.payment_failed', 'checkout.session.completed']);
    expect(await provider.readNotification(received[1]!)).toMatchObject({ verified: true, event: { kind: 'paid', card: { brand: 'visa', last4: '3184' } } });
  });

  it('the same idempotency key gives back the same page; other parameters under it are refused', async () => {
    const first = request();
    const again = await provider.startPayment(first);
    expect(await provider.startPayment(first)).toEqual(again);
    expect(simulator.sessions.size).toBe(1);
    await expect(provider.startPayment({ ...first, amountCents: 100 })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('an expired session fails the payment, whether expired through the API or when its time is up', async () => {
    const start = await provider.startPayment(request());
    await sdk().checkout.sessions.expire(start.checkoutReference);
    await simulator.idle();
    expect(await provider.readNotification(received[0]!)).toMatchObject({ verified: true, event: { kind: 'failed', checkoutReference: start.checkoutReference, code: 'expired' } });
    const gone = await fetch(start.redirect.url);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('Esta página de pago ha caducado');

    const late = await provider.startPayment(request());
    now += 46 * 60_000;
    expect((await fetch(late.redirect.url)).status).toBe(410);
    expect(await provider.readNotification(received[1]!)).toMatchObject({ verified: true, event: { kind: 'failed', checkoutReference: late.checkoutReference, code: 'expired' } });
  });

  it('a replayed event is the same event, signed again', async () => {
    await paid();
    expect((await simulator.replay(0)).status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    const [first, second] = await Promise.all(received.map((incoming) => provider.readNotification(incoming)));
    expect(second).toEqual(first);
  });
});

describe('refunds on the Stripe simulator', () => {
  it('a partial and then the rest are refunded, each confirmed by charge.refunded; a third is refused', async () => {
    const { event } = await paid();
    const partial = await provider.refund(event.providerReference, 1590, 'refund-1');
    expect(partial).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^re_/) });
    // The same key is the same refund, not a second one.
    expect(await provider.refund(event.providerReference, 1590, 'refund-1')).toEqual(partial);
    expect(simulator.refunds.size).toBe(1);

    const rest = await provider.refund(event.providerReference, 3000, 'refund-2');
    expect(rest).toMatchObject({ status: 'succeeded' });
    await simulator.idle();
    const readings = await Promise.all(received.slice(1).map((incoming) => provider.readNotification(incoming)));
    expect(readings.map((reading) => reading.verified && reading.event)).toEqual([
      { kind: 'refunded', providerReference: event.providerReference, amountCents: 1590, currency: 'EUR' },
      { kind: 'refunded', providerReference: event.providerReference, amountCents: 4590, currency: 'EUR' },
    ]);

    expect(await provider.refund(event.providerReference, 1, 'refund-3')).toEqual({ status: 'failed', message: 'El importe supera lo que queda por devolver de este pago.' });
  });

  it('more than what is left is refused', async () => {
    const { event } = await paid();
    expect(await provider.refund(event.providerReference, 4000, 'refund-1')).toMatchObject({ status: 'succeeded' });
    expect(await provider.refund(event.providerReference, 591, 'refund-2')).toEqual({ status: 'failed', message: 'El importe supera lo que queda por devolver de este pago.' });
  });

  it('a PaymentIntent that was never paid, or unknown, cannot be refunded', async () => {
    const start = await provider.startPayment(request());
    await submitTestCard(start.redirect.url, '4000000000000002');
    const declined = String(simulator.sessions.get(start.checkoutReference)!.payment_intent);
    expect(await provider.refund(declined, 100, 'refund-1')).toEqual({ status: 'failed', message: 'Este pago no tiene un cobro que se pueda devolver.' });
    expect(await provider.refund('pi_unknown', 100, 'refund-2')).toEqual({ status: 'failed', message: 'La pasarela no reconoce este pago.' });
  });
});

describe("the simulator's API", () => {
  it('wants a test secret key, and answers in Stripe\'s error shape', async () => {
    const anonymous = await fetch(`${simulator.url}/v1/checkout/sessions/cs_test_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
    const live = await fetch(`${simulator.url}/v1/checkout/sessions/cs_test_x`, { headers: { authorization: 'Bearer sk_live_x' } });
    expect(live.status).toBe(401);
    await expect(new Stripe('sk_live_x', { host: '127.0.0.1', port: new URL(simulator.url).port, protocol: 'http' }).refunds.create({ payment_intent: 'pi_x' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(sdk().checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // `curl -u sk_test_…:` as in Stripe's documentation: the key as a Basic user.
    const basic = (key: string) => ({ authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` });
    expect((await fetch(`${simulator.url}/v1/checkout/sessions/cs_test_x`, { headers: basic('sk_test_x') })).status).toBe(404);
    expect((await fetch(`${simulator.url}/v1/checkout/sessions/cs_test_x`, { headers: basic('sk_live_x') })).status).toBe(401);
  });

  it('refuses parameters Stripe does not know, as Stripe does', async () => {
    const params = { mode: 'payment', line_items: [{ price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } }, quantity: 1 }], success_url: 'https://tienda.example/ok' };
    expect(await sdk().checkout.sessions.create(params as Stripe.Checkout.SessionCreateParams)).toMatchObject({ amount_total: 100, status: 'open' });
    await expect(sdk().checkout.sessions.create({ ...params, payment_method_types: ['card'] } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
    await expect(sdk().checkout.sessions.create({ ...params, expires_at: Math.floor(now / 1000) + 60 } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
  });
});
