import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HostedPaymentRequest, IncomingNotification } from '../../server/payments/hosted-provider';
import { createRedsysProvider } from '../../server/payments/redsys/redsys-provider';
import { createRedsysSimulator, payAsShopper, type RedsysSimulator } from './redsys-simulator';

const MERCHANT = { merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };

let simulator: RedsysSimulator;
/** What reached the store's notification address, in order. */
let delivered: { url: string; notification: IncomingNotification }[] = [];
let storeAnswers = 200;
let nextPaymentId = 1000;

beforeAll(async () => {
  simulator = await createRedsysSimulator({
    ...MERCHANT,
    deliver: async (url, init) => {
      const headers = new Headers(init.headers);
      delivered.push({ url, notification: { body: String(init.body), contentType: headers.get('content-type'), headers: { 'content-type': headers.get('content-type') ?? undefined } } });
      return new Response('OK', { status: storeAnswers });
    },
  });
});
afterAll(() => simulator.close());
beforeEach(() => {
  delivered = [];
  storeAnswers = 200;
});

const provider = () => createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: simulator.url });

function request(overrides: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest {
  nextPaymentId += 1;
  return {
    paymentId: nextPaymentId,
    orderNumber: `TD-2026-${String(nextPaymentId).padStart(6, '0')}`,
    amountCents: 4599,
    method: 'card',
    email: 'ana@example.com',
    urls: { ok: 'https://tienda.example/pago/ok?pedido=TD-1', ko: 'https://tienda.example/pago/ko', notification: 'https://tienda.example/api/pagos/redsys' },
    idempotencyKey: `pay-${nextPaymentId}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('Redsys simulator: paying by card', () => {
  it('takes the success card: the store is notified before the shopper comes back to URLOK, and the notification verifies as paid', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request());

    const back = await payAsShopper(start.redirect, { card: '4548 8100 0000 0003' });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.url).toBe('https://tienda.example/api/pagos/redsys');
    expect(delivered[0]?.notification.contentType).toBe('application/x-www-form-urlencoded');
    expect(simulator.notifications.at(-1)).toMatchObject({ url: 'https://tienda.example/api/pagos/redsys', status: 200, order: start.checkoutReference, response: '0000' });

    const reading = await redsys.readNotification(delivered[0]!.notification);
    expect(reading).toMatchObject({
      verified: true,
      event: { kind: 'paid', checkoutReference: start.checkoutReference, amountCents: 4599, currency: 'EUR', method: 'card', card: { brand: 'visa', last4: '0003' } },
    });

    // Back to URLOK, its own query string kept, with the same signed fields as GET parameters.
    const returnUrl = new URL(back.returnUrl!);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('https://tienda.example/pago/ok');
    expect(returnUrl.searchParams.get('pedido')).toBe('TD-1');
    const fields = Object.fromEntries(['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'].map((name) => [name, returnUrl.searchParams.get(name) ?? '']));
    expect(await redsys.readNotification({ body: new URLSearchParams(fields).toString(), contentType: null, headers: {} })).toMatchObject({ verified: true, event: { kind: 'paid' } });
    expect(back.page).toContain('<script>document.getElementById(\'volver\').submit();</script>');
    expect(back.page).toContain('<button type="submit">Volver a la tienda</button>');
    expect(simulator.payments.get(start.checkoutReference)).toMatchObject({ status: 'paid', method: 'card', response: '0000' });
  });

  it('refuses the denied card (0190) and the card short of funds (0116): URLKO, a failed event with its message', async () => {
    const redsys = provider();
    for (const [card, code, words] of [
      ['5576440022788500', '0190', /rechazado el pago/],
      ['4548810000001167', '0116', /saldo suficiente/],
    ] as const) {
      delivered = [];
      const start = await redsys.startPayment(request());
      const back = await payAsShopper(start.redirect, { card });
      expect(back.returnUrl).toMatch(/^https:\/\/tienda\.example\/pago\/ko\?Ds_SignatureVersion=/);
      expect(back.page).toContain('Pago no realizado');
      expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ verified: true, event: { kind: 'failed', code, message: expect.stringMatching(words) } });
    }
  });

  it('asks the 3-D Secure card to confirm in the bank: Autorizar pays, Cancelar fails with 0184', async () => {
    const redsys = provider();
    const authorised = await redsys.startPayment(request());
    await payAsShopper(authorised.redirect, { card: '4918019199883839', challenge: 'autorizar' });
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ event: { kind: 'paid', card: { last4: '3839' } } });

    delivered = [];
    const cancelled = await redsys.startPayment(request());
    const back = await payAsShopper(cancelled.redirect, { card: '4918019199883839', challenge: 'cancelar' });
    expect(back.returnUrl).toContain('/pago/ko');
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ event: { kind: 'failed', code: '0184' } });
  });

  it('shows the challenge page before anything is notified', async () => {
    const start = await provider().startPayment(request());
    const page = await (await postForm(start.redirect.url, start.redirect.fields)).text();
    const session = page.match(/name="sesion" value="([0-9a-f]+)"/)?.[1] ?? '';
    const challenge = await (await postForm(`${simulator.url}/sis/simulador/tarjeta`, { sesion: session, numero: '4918019199883839', caducidad: '12/49', cvv: '123' })).text();
    expect(challenge).toContain('<h1>Confirma el pago en tu banco</h1>');
    expect(challenge).toContain('value="autorizar">Autorizar</button>');
    expect(delivered).toHaveLength(0);
  });

  it('keeps the shopper on the form for a mistyped number, an unknown card or a bad expiry, and charges an expired card nothing (0101)', async () => {
    const start = await provider().startPayment(request());
    const page = await (await postForm(start.redirect.url, start.redirect.fields)).text();
    const session = page.match(/name="sesion" value="([0-9a-f]+)"/)?.[1] ?? '';
    const pay = async (numero: string, caducidad = '12/49') => (await postForm(`${simulator.url}/sis/simulador/tarjeta`, { sesion: session, numero, caducidad, cvv: '123' })).text();
    expect(await pay('4548810000000004')).toContain('El número de tarjeta no es válido');
    expect(await pay('4242424242424242')).toContain('solo acepta sus tarjetas de prueba');
    const badExpiry = await pay('4548810000000003', '13/49');
    expect(badExpiry).toContain('role="alert"');
    expect(badExpiry).toContain('aria-invalid="true" aria-describedby="error-tarjeta"');
    expect(delivered).toHaveLength(0);
    await pay('4548810000000003', '01/20');
    expect(simulator.payments.get(start.checkoutReference)?.response).toBe('0101');
  });
});

describe('Redsys simulator: Bizum and giving up', () => {
  it('offers only Bizum when asked for Bizum; 700000000 pays after the bank app, as Bizum (68)', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request({ method: 'bizum' }));
    const page = await (await postForm(start.redirect.url, start.redirect.fields)).text();
    expect(page).toContain('id="pago-bizum"');
    expect(page).not.toContain('id="pago-tarjeta"');

    const back = await payAsShopper(start.redirect, { bizum: '+34 700 000 000' });
    expect(back.returnUrl).toContain('/pago/ok');
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ verified: true, event: { kind: 'paid', method: 'bizum' } });
  });

  it('shows the bank app page first; 700000001 is declined, and rejecting in the app is 9673', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request({ method: 'bizum' }));
    const page = await (await postForm(start.redirect.url, start.redirect.fields)).text();
    const session = page.match(/name="sesion" value="([0-9a-f]+)"/)?.[1] ?? '';
    const app = await (await postForm(`${simulator.url}/sis/simulador/bizum`, { sesion: session, telefono: '700000001' })).text();
    expect(app).toContain('<h1>Confirma el pago en la app de tu banco</h1>');
    expect(delivered).toHaveLength(0);
    await postForm(`${simulator.url}/sis/simulador/bizum-app`, { sesion: session, decision: 'aceptar' });
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ event: { kind: 'failed', code: '0190' } });

    delivered = [];
    const rejected = await redsys.startPayment(request({ method: 'bizum' }));
    await payAsShopper(rejected.redirect, { bizum: '700000000', app: 'rechazar' });
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ event: { kind: 'failed', code: '9673' } });
  });

  it('asks for a test phone', async () => {
    const start = await provider().startPayment(request({ method: 'bizum' }));
    expect((await payAsShopper(start.redirect, { bizum: '612345678' })).page).toContain('solo acepta los móviles de prueba 700000000 y 700000001');
    expect((await payAsShopper(start.redirect, { bizum: '12' })).page).toContain('móvil español de 9 cifras');
  });

  it('sends a shopper who cancels back to URLKO, and notifies 9915', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request());
    const back = await payAsShopper(start.redirect, { cancel: true });
    expect(back.returnUrl).toContain('https://tienda.example/pago/ko?');
    expect(back.page).toContain('Pago cancelado');
    expect(await redsys.readNotification(delivered[0]!.notification)).toMatchObject({ event: { kind: 'failed', code: '9915', message: expect.stringMatching(/Has cancelado/) } });
    expect(simulator.payments.get(start.checkoutReference)?.status).toBe('cancelled');
  });
});

describe('Redsys simulator: what Redsys refuses', () => {
  it('shows SIS0042 for a wrong signature and does nothing', async () => {
    const start = await provider().startPayment(request());
    const response = await postForm(start.redirect.url, { ...start.redirect.fields, Ds_Signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const page = await response.text();
    expect(page).toContain('SIS0042');
    expect(simulator.payments.has(start.checkoutReference)).toBe(false);
    expect(delivered).toHaveLength(0);
  });

  it('shows SIS0026 for another merchant and SIS0051 for an order already finished', async () => {
    const stranger = createRedsysProvider({ ...MERCHANT, merchantCode: '999008882', testMode: true, baseUrl: simulator.url });
    const strangerStart = await stranger.startPayment(request());
    expect(await (await postForm(strangerStart.redirect.url, strangerStart.redirect.fields)).text()).toContain('SIS0026');

    const start = await provider().startPayment(request());
    await payAsShopper(start.redirect, { card: '4548810000000003' });
    expect(await (await postForm(start.redirect.url, start.redirect.fields)).text()).toContain('SIS0051');
  });

  it("renders an accessible page in Spanish: language, main landmark, one h1, labelled fields, the amount", async () => {
    const start = await provider().startPayment(request({ amountCents: 123456 }));
    const page = await (await postForm(start.redirect.url, start.redirect.fields)).text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(page.match(/<main>/g)).toHaveLength(1);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    for (const id of ['numero', 'caducidad', 'cvv']) expect(page).toContain(`<label for="${id}">`);
    expect(page).toContain('1234,56');
    expect(page).toContain(start.checkoutReference);
  });
});

describe('Redsys simulator: notifications and refunds', () => {
  it('records a store that did not answer 200, and replays a notification', async () => {
    storeAnswers = 500;
    const start = await provider().startPayment(request());
    await payAsShopper(start.redirect, { card: '4548810000000003' });
    const index = simulator.notifications.length - 1;
    expect(simulator.notifications[index]?.status).toBe(500);

    storeAnswers = 200;
    const replayed = await simulator.replay(index);
    expect(replayed).toMatchObject({ status: 200, order: start.checkoutReference, body: simulator.notifications[index]?.body });
    expect(delivered.map((delivery) => delivery.notification.body)).toEqual([simulator.notifications[index]?.body, simulator.notifications[index]?.body]);
    await expect(simulator.replay(10_000)).rejects.toThrow();
  });

  it('refunds through trataPeticionREST: part, then the rest, then one more is refused (SIS0057)', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request({ amountCents: 1000 }));
    await payAsShopper(start.redirect, { card: '4548810000000003' });
    expect(await redsys.refund(start.checkoutReference, 400, 'r1')).toMatchObject({ status: 'succeeded' });
    expect(await redsys.refund(start.checkoutReference, 600, 'r2')).toMatchObject({ status: 'succeeded' });
    expect(await redsys.refund(start.checkoutReference, 100, 'r3')).toMatchObject({ status: 'failed', message: expect.stringContaining('SIS0057') });
    expect(simulator.payments.get(start.checkoutReference)?.refundedCents).toBe(1000);
  });

  it('refuses to refund an order that was not paid (SIS0056) or a request signed with another key (SIS0042)', async () => {
    const redsys = provider();
    const start = await redsys.startPayment(request());
    await payAsShopper(start.redirect, { card: '5576440022788500' });
    expect(await redsys.refund(start.checkoutReference, 100, 'r')).toMatchObject({ status: 'failed', message: expect.stringContaining('SIS0056') });

    const paidStart = await redsys.startPayment(request());
    await payAsShopper(paidStart.redirect, { card: '4548810000000003' });
    const wrongKey = createRedsysProvider({ ...MERCHANT, secretKey: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', testMode: true, baseUrl: simulator.url });
    expect(await wrongKey.refund(paidStart.checkoutReference, 100, 'r')).toMatchObject({ status: 'failed', message: expect.stringContaining('SIS0042') });
    expect(simulator.payments.get(paidStart.checkoutReference)?.refundedCents).toBe(0);
  });
});
