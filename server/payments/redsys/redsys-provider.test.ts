import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedsysSimulator, payAsShopper, type RedsysSimulator } from '../../../tests/simulators/redsys-simulator';
import type { HostedPaymentProvider, HostedPaymentRequest, IncomingNotification } from '../hosted-provider';
import { REDSYS_LIVE_URL, REDSYS_TEST_URL, createRedsysProvider, redsysOrderCode } from './redsys-provider';
import { decodeMerchantParameters, signMessage, type RedsysParameters } from './signature';

// Redsys's public sandbox merchant (999008881, terminal 1, key sq7Hj…), as in Redsys's test pages.
const MERCHANT = { merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
const OTHER_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';

const provider = createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: 'http://redsys.invalid' });

function request(overrides: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest {
  return {
    paymentId: 123,
    orderNumber: 'TD-2026-000123',
    amountCents: 4599,
    method: 'card',
    email: 'ana@example.com',
    urls: { ok: 'https://tienda.example/pago/ok?pedido=TD-2026-000123', ko: 'https://tienda.example/pago/ko', notification: 'https://tienda.example/api/pagos/redsys' },
    idempotencyKey: 'pay-123',
    expiresAt: new Date('2026-11-20T10:30:00Z'),
    ...overrides,
  };
}

/** A notification as Redsys sends it: form-urlencoded, URL-safe signature. */
function notification(parameters: RedsysParameters, secretKey = MERCHANT.secretKey): IncomingNotification {
  const signed = signMessage(secretKey, parameters, 'Ds_Order', true);
  return { body: new URLSearchParams({ ...signed }).toString(), contentType: 'application/x-www-form-urlencoded', headers: {} };
}

const paidCard: RedsysParameters = {
  Ds_Date: '20%2F11%2F2026',
  Ds_Hour: '11%3A02',
  Ds_SecurePayment: '1',
  Ds_Card_Number: '454881******0003',
  Ds_Card_Country: '724',
  Ds_Amount: '4599',
  Ds_Currency: '978',
  Ds_Order: '000000000123',
  Ds_MerchantCode: '999008881',
  Ds_Terminal: '001',
  Ds_Response: '0000',
  Ds_MerchantData: 'TD-2026-000123',
  Ds_TransactionType: '0',
  Ds_ConsumerLanguage: '1',
  Ds_AuthorisationCode: '482910',
  Ds_Card_Brand: '1',
  Ds_ProcessedPayMethod: '80',
};

describe('Redsys provider: the payment form', () => {
  it('derives the order code from the ledger row, unique and within Redsys rules', () => {
    expect(redsysOrderCode(123)).toBe('000000000123');
    expect(redsysOrderCode(999_999_999_999)).toBe('999999999999');
    expect(() => redsysOrderCode(0)).toThrow();
    expect(() => redsysOrderCode(1e12)).toThrow();
    expect(() => redsysOrderCode(1.5)).toThrow();
  });

  it('signs a card payment for realizarPago with the parameters Redsys documents', async () => {
    const start = await provider.startPayment(request());
    expect(start.checkoutReference).toBe('000000000123');
    expect(start.redirect.url).toBe('http://redsys.invalid/sis/realizarPago');
    expect(start.redirect.method).toBe('POST');
    expect(Object.keys(start.redirect.fields).sort()).toEqual(['Ds_MerchantParameters', 'Ds_Signature', 'Ds_SignatureVersion']);
    expect(start.redirect.fields['Ds_SignatureVersion']).toBe('HMAC_SHA256_V1');
    expect(decodeMerchantParameters(start.redirect.fields['Ds_MerchantParameters'] ?? '')).toEqual({
      DS_MERCHANT_AMOUNT: '4599',
      DS_MERCHANT_ORDER: '000000000123',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: 'https://tienda.example/api/pagos/redsys',
      DS_MERCHANT_URLOK: 'https://tienda.example/pago/ok?pedido=TD-2026-000123',
      DS_MERCHANT_URLKO: 'https://tienda.example/pago/ko',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'TD-2026-000123',
      DS_MERCHANT_MERCHANTDATA: 'TD-2026-000123',
      DS_MERCHANT_CONSUMERLANGUAGE: '001',
      DS_MERCHANT_PAYMETHODS: 'C',
    });
  });

  it('asks for Bizum only when the shopper chose Bizum, and gives the same form for the same row', async () => {
    const bizum = await provider.startPayment(request({ method: 'bizum' }));
    expect(decodeMerchantParameters(bizum.redirect.fields['Ds_MerchantParameters'] ?? '')?.['DS_MERCHANT_PAYMETHODS']).toBe('z');
    expect(await provider.startPayment(request({ method: 'bizum' }))).toEqual(bizum);
  });

  it("goes to Redsys's test or live address when no other is given", async () => {
    const test = createRedsysProvider({ ...MERCHANT, testMode: true });
    const live = createRedsysProvider({ ...MERCHANT, testMode: false });
    expect((await test.startPayment(request())).redirect.url).toBe(`${REDSYS_TEST_URL}/sis/realizarPago`);
    expect((await live.startPayment(request())).redirect.url).toBe(`${REDSYS_LIVE_URL}/sis/realizarPago`);
    expect(live).toMatchObject({ id: 'redsys', flow: 'hosted', testMode: false, label: 'Redsys (TPV Virtual)', methods: ['card', 'bizum'] });
  });

  it('refuses a configuration that could never sign (a key that is not 3DES, a malformed merchant)', () => {
    expect(() => createRedsysProvider({ ...MERCHANT, secretKey: 'c2hvcnQ=', testMode: true })).toThrow(/24-byte/);
    expect(() => createRedsysProvider({ ...MERCHANT, merchantCode: 'abc', testMode: true })).toThrow();
  });
});

describe('Redsys provider: reading the notificación online', () => {
  it('reads a paid card payment: amount, euros, brand, last four digits, authorisation', async () => {
    expect(await provider.readNotification(notification(paidCard))).toEqual({
      verified: true,
      eventId: null,
      event: {
        kind: 'paid',
        checkoutReference: '000000000123',
        providerReference: '000000000123',
        amountCents: 4599,
        currency: 'EUR',
        method: 'card',
        card: { brand: 'visa', last4: '0003' },
        authorisation: '482910',
      },
    });
  });

  it('reads a notification sis-t.redsys.es really sent (recorded in redsys-easy test/fixtures/rest/redirect.ts)', async () => {
    const body = new URLSearchParams({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters:
        'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
      Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
    }).toString();
    const reading = await provider.readNotification({ body, contentType: 'application/x-www-form-urlencoded', headers: {} });
    expect(reading).toMatchObject({
      verified: true,
      event: { kind: 'paid', checkoutReference: '0726qI3H7sZx', amountCents: 4999, method: 'card', card: { brand: 'visa', last4: '0004' }, authorisation: '052029' },
    });
  });

  it('reads a JSON body too, and a signature in the standard Base64 alphabet', async () => {
    const signed = signMessage(MERCHANT.secretKey, paidCard, 'Ds_Order');
    const reading = await provider.readNotification({ body: JSON.stringify(signed), contentType: 'application/json', headers: {} });
    expect(reading).toMatchObject({ verified: true, event: { kind: 'paid', amountCents: 4599 } });
  });

  it('refuses a wrong signature, another key, another merchant or another terminal', async () => {
    const good = new URLSearchParams(notification(paidCard).body);
    const forged = new URLSearchParams(good);
    forged.set('Ds_Signature', '7DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=');
    const form = (fields: URLSearchParams): IncomingNotification => ({ body: fields.toString(), contentType: 'application/x-www-form-urlencoded', headers: {} });
    expect(await provider.readNotification(form(forged))).toEqual({ verified: false, reason: 'signature does not match' });
    expect(await provider.readNotification(notification(paidCard, OTHER_KEY))).toEqual({ verified: false, reason: 'signature does not match' });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_MerchantCode: '999008882' }))).toEqual({ verified: false, reason: 'another merchant (999008882)' });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Terminal: '002' }))).toEqual({ verified: false, reason: 'another terminal (002)' });
    // The amount changed after signing.
    const tampered = new URLSearchParams(good);
    tampered.set('Ds_MerchantParameters', Buffer.from(JSON.stringify({ ...paidCard, Ds_Amount: '1' })).toString('base64'));
    expect(await provider.readNotification(form(tampered))).toMatchObject({ verified: false });
  });

  it('never throws on garbage', async () => {
    const bodies: [string, string | null][] = [
      ['', null],
      ['hola', 'text/plain'],
      ['{"Ds_Signature":', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=%%%&Ds_Signature=abc', 'application/x-www-form-urlencoded'],
      ['Ds_SignatureVersion=HMAC_SHA512_V2&Ds_MerchantParameters=e30=&Ds_Signature=abc', 'application/x-www-form-urlencoded'],
      [`Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=${Buffer.from('{"Ds_Order":"1"}').toString('base64')}&Ds_Signature=abc`, null],
      ['x'.repeat(100_000), 'application/x-www-form-urlencoded'],
    ];
    for (const [body, contentType] of bodies) {
      const reading = await provider.readNotification({ body, contentType, headers: {} });
      expect(reading.verified, body.slice(0, 40)).toBe(false);
    }
    // Signed but unusable: no amount, or a response that is not a code.
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Amount: '45,99' }))).toEqual({ verified: false, reason: 'Ds_Amount missing or not digits' });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Response: 'OK' }))).toMatchObject({ verified: false });
  });

  it('reads a refusal with its code and a Spanish message for the shopper', async () => {
    const reading = await provider.readNotification(notification({ ...paidCard, Ds_Response: '0190', Ds_AuthorisationCode: '' }));
    expect(reading).toEqual({
      verified: true,
      eventId: null,
      event: {
        kind: 'failed',
        checkoutReference: '000000000123',
        amountCents: 4599,
        currency: 'EUR',
        code: '0190',
        message: expect.stringMatching(/^El banco ha rechazado el pago.*No se ha cobrado nada/),
      },
    });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Response: '9915' }))).toMatchObject({ event: { kind: 'failed', code: '9915', message: expect.stringMatching(/cancelado/) } });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Response: '190' }))).toMatchObject({ event: { kind: 'failed', code: '0190' } });
  });

  it('reads a Bizum payment: method bizum, no card', async () => {
    const { Ds_Card_Number: _number, Ds_Card_Brand: _brand, Ds_Card_Country: _country, ...bizum } = paidCard;
    const reading = await provider.readNotification(notification({ ...bizum, Ds_ProcessedPayMethod: '68' }));
    expect(reading).toMatchObject({ verified: true, event: { kind: 'paid', method: 'bizum', amountCents: 4599 } });
    expect(reading.verified && reading.event.kind === 'paid' && reading.event.card).toBeFalsy();
  });

  it('reads refund confirmations (type 3, 0900), ignores other refund answers and other transaction types', async () => {
    expect(await provider.readNotification(notification({ ...paidCard, Ds_TransactionType: '3', Ds_Response: '0900', Ds_Amount: '1000' }))).toEqual({
      verified: true,
      eventId: null,
      event: { kind: 'refunded', providerReference: '000000000123', amountCents: 1000, currency: 'EUR' },
    });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_TransactionType: '3', Ds_Response: '0950' }))).toMatchObject({ verified: true, event: { kind: 'ignored' } });
    expect(await provider.readNotification(notification({ ...paidCard, Ds_TransactionType: '1' }))).toMatchObject({ verified: true, event: { kind: 'ignored' } });
  });

  it('gives another currency as its ISO number', async () => {
    expect(await provider.readNotification(notification({ ...paidCard, Ds_Currency: '840' }))).toMatchObject({ event: { kind: 'paid', currency: '840' } });
  });
});

describe('Redsys provider: refunds through the REST interface (against the simulator)', () => {
  let simulator: RedsysSimulator;
  let redsys: HostedPaymentProvider;
  beforeAll(async () => {
    simulator = await createRedsysSimulator({ ...MERCHANT, deliver: async () => new Response('OK') });
    redsys = createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: simulator.url });
  });
  afterAll(() => simulator.close());

  async function paid(paymentId: number, amountCents: number): Promise<string> {
    const start = await redsys.startPayment(request({ paymentId, amountCents }));
    await payAsShopper(start.redirect, { card: '4548810000000003' });
    expect(simulator.payments.get(start.checkoutReference)?.status).toBe('paid');
    return start.checkoutReference;
  }

  it('refunds in part, then the rest, then refuses a cent more', async () => {
    const order = await paid(501, 5000);
    const first = await redsys.refund(order, 2000, 'refund-1');
    expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^000000000501:\d{6}$/) });
    expect(await redsys.refund(order, 3000, 'refund-2')).toMatchObject({ status: 'succeeded' });
    expect(await redsys.refund(order, 1, 'refund-3')).toEqual({ status: 'failed', message: expect.stringMatching(/SIS0057.*supera/) });
    expect(simulator.refunds.filter((refund) => refund.order === order)).toEqual([
      { order, amountCents: 2000 },
      { order, amountCents: 3000 },
    ]);
  });

  it('refuses what cannot be refunded before asking Redsys', async () => {
    expect(await redsys.refund('not-an-order', 100, 'k')).toEqual({ status: 'failed', message: 'La pasarela no reconoce este pago.' });
    expect(await redsys.refund('000000000501', 0, 'k')).toEqual({ status: 'failed', message: 'El importe del reembolso debe ser mayor que cero.' });
    expect(await redsys.refund('000000009999', 100, 'k')).toMatchObject({ status: 'failed', message: expect.stringMatching(/SIS0054/) });
  });

  it('says the gateway does not answer when it cannot be reached', async () => {
    const unreachable = createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: 'http://127.0.0.1:9', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await unreachable.refund('000000000501', 100, 'k')).toEqual({ status: 'failed', message: 'La pasarela de pago no responde.' });
  });

  it('does not trust an answer signed with another key', async () => {
    const forged = signMessage(OTHER_KEY, { Ds_Order: '000000000501', Ds_MerchantCode: '999008881', Ds_Terminal: '1', Ds_Response: '0900', Ds_Amount: '100' }, 'Ds_Order');
    const impostor = createRedsysProvider({ ...MERCHANT, testMode: true, baseUrl: 'http://redsys.invalid', fetch: async () => Response.json(forged) });
    expect(await impostor.refund('000000000501', 100, 'k')).toEqual({ status: 'failed', message: expect.stringMatching(/no tiene una firma válida/) });
  });
});
