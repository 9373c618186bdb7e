import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { eq } from 'drizzle-orm';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { fiscalRecords, fiscalSubmissions, invoices, storeSettings } from '../db/schema';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../api/checkout/checkout-test-kit';
import { forgetStoreSettings } from '../api/settings/settings-service';
import { aeatSubmitter, readVerdict, sendPendingSubmissions, type AeatConnection } from './aeat-submitter';
import { outboxSubmitter, setFiscalSubmitter } from './fiscal-submitter';

// The AEAT submitter against a local TLS server that, like the tax office, asks for the client's
// certificate: records issued in a transaction are kept pending and sent afterwards, in order; an
// unreachable or failing office leaves them pending for the next round.

const ANSWER = (state: string) =>
  `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="x"><tikR:EstadoEnvio>${state}</tikR:EstadoEnvio></tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;

describe('sending VERI*FACTU records to the AEAT with the company certificate', () => {
  const api = setupApiTest();
  let shop: ShopRefs;
  let server: Server;
  let connection: AeatConnection;
  const received: { body: string; clientCn: string | undefined }[] = [];
  const replies: { status: number; body: string }[] = [];

  beforeAll(async () => {
    shop = await createShop(api.db);
    for (const [key, value] of Object.entries({ legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' })) {
      await api.db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(api.db);
    setFiscalSubmitter(aeatSubmitter);

    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      clientCertificate: { cn: 'Moda Diversa S.L.' } as never,
      extensions: [{ name: 'basicConstraints', cA: true }, { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
    });
    server = createServer({ key: pems.private, cert: pems.cert, ca: pems.cert, requestCert: true, rejectUnauthorized: true }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        received.push({ body: Buffer.concat(chunks).toString('utf8'), clientCn: peer.subject?.CN as string | undefined });
        const reply = replies.shift() ?? { status: 200, body: ANSWER('Correcto') };
        res.writeHead(reply.status, { 'Content-Type': 'text/xml' }).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
    connection = { endpoint, cert: Buffer.from(pems.clientcert!), key: Buffer.from(pems.clientprivate!), ca: Buffer.from(pems.cert), timeoutMs: 5_000 };
  });

  afterAll(async () => {
    setFiscalSubmitter(outboxSubmitter);
    await new Promise((resolve) => server?.close(resolve));
  });

  const paidOrder = async () => {
    const { product, variants } = await createTestProduct(api.db, shop, { price: 70, variants: [{ stock: 5 }] });
    const token = await api.app.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
    });
    const card = ((await token.json()) as { data: { token: string } }).data.token;
    const placed = await api.app.request('/api/checkout/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody({ items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }], expected_total: 70, payment_method: 'card', payment: { card_token: card } })),
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: { order: { invoices: { id: number; number: string }[] } } }).data.order;
    const [record] = await api.db.select().from(fiscalRecords).where(eq(fiscalRecords.invoiceId, order.invoices[0]!.id));
    return { invoice: order.invoices[0]!, record: record! };
  };

  const submissionOf = async (recordId: number) => (await api.db.select().from(fiscalSubmissions).where(eq(fiscalSubmissions.recordId, recordId)))[0]!;

  it('keeps the record pending, retries after a failure, and sends it signed in with the certificate', async () => {
    const { invoice, record } = await paidOrder();
    expect(await submissionOf(record.id)).toMatchObject({ submitter: 'aeat', status: 'pending', attempts: 0 });

    // Without the company's certificate the office refuses the connection: nothing sent, tried again later.
    expect(await sendPendingSubmissions(api.db, { ...connection, cert: undefined, key: undefined })).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 1 });

    replies.push({ status: 503, body: 'Servicio no disponible' });
    expect(await sendPendingSubmissions(api.db, connection)).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 2, response: 'HTTP 503: Servicio no disponible' });

    expect(await sendPendingSubmissions(api.db, connection)).toBe(1);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'accepted', attempts: 3 });
    const last = received.at(-1)!;
    expect(last.clientCn).toBe('Moda Diversa S.L.');
    expect(last.body).toContain('<soapenv:Body>');
    expect(last.body).toContain(`<sf:NumSerieFactura>${invoice.number}</sf:NumSerieFactura>`);
    expect(last.body).toContain(`<sf:Huella>${record.huella}</sf:Huella>`);
    expect(await sendPendingSubmissions(api.db, connection)).toBe(0);
  });

  it('records a refusal with the answer, and sends the next records in the order of the chain', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    replies.push({ status: 200, body: ANSWER('Incorrecto') });
    const before = received.length;
    expect(await sendPendingSubmissions(api.db, connection)).toBe(2);
    expect(await submissionOf(first.record.id)).toMatchObject({ status: 'rejected' });
    expect((await submissionOf(first.record.id)).response).toContain('Incorrecto');
    expect(await submissionOf(second.record.id)).toMatchObject({ status: 'accepted' });
    // Each body's own huella is its last one (the one before belongs to the previous record).
    const ownHuella = (body: string) => [...body.matchAll(/<sf:Huella>([0-9A-F]{64})<\/sf:Huella>/g)].at(-1)?.[1];
    expect(received.slice(before).map((entry) => ownHuella(entry.body))).toEqual([first.record.huella, second.record.huella]);
    expect(await api.db.select().from(invoices)).toHaveLength(3);
  });

  it('reads the verdict of an answer', () => {
    expect(readVerdict(ANSWER('Correcto'))).toBe('accepted');
    expect(readVerdict(ANSWER('ParcialmenteCorrecto'))).toBe('rejected');
    expect(readVerdict('<html>error</html>')).toBeNull();
  });
});
