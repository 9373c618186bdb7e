import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { eq } from 'drizzle-orm';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { fiscalRecords, fiscalSubmissions, invoices, storeSettings } from '../../db/schema';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../../api/checkout/checkout-test-kit';
import { forgetStoreSettings } from '../../settings/store-settings';
import { aeatSubmitter, sendPendingSubmissions, type AeatConnection } from './aeat-submitter';
import { outboxSubmitter, setFiscalSubmitter } from './fiscal-submitter';
import { verifyInvoiceChain } from './verify-chain';

// The AEAT submitter against a local TLS server that, like the tax office, asks for the client's
// certificate and answers like the AEAT's examples of the VERI*FACTU web service: one
// RespuestaLinea per record with its own EstadoRegistro (and error code), the submission's
// EstadoEnvio, CSV and TiempoEsperaEnvio, or a SOAP fault when it refuses the whole submission.
// Records issued in a transaction are kept pending and sent afterwards, in the chain's order; the
// clock is the test's, so the wait the AEAT asks for is checked to the second.

const RESP = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const INFO = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

interface Verdict {
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: string;
  description?: string;
  duplicate?: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
}

/** The records of a request: invoice number, date and operation of each RegistroFactura, in order. */
function recordsOf(body: string): { number: string; date: string; operation: 'Alta' | 'Anulacion' }[] {
  return [...body.matchAll(/<sfLR:RegistroFactura>([\s\S]*?)<\/sfLR:RegistroFactura>/g)].map(([, inner]) => {
    const alta = inner!.includes('<sf:RegistroAlta>');
    const suffix = alta ? '' : 'Anulada';
    return {
      number: new RegExp(`<sf:NumSerieFactura${suffix}>([^<]+)<`).exec(inner!)![1]!,
      date: new RegExp(`<sf:FechaExpedicionFactura${suffix}>([^<]+)<`).exec(inner!)![1]!,
      operation: alta ? 'Alta' : 'Anulacion',
    };
  });
}

function aeatAnswer(body: string, verdictOf: (number: string) => Verdict, wait: number, csv: string): string {
  const records = recordsOf(body);
  const verdicts = records.map((record) => verdictOf(record.number));
  const envio = verdicts.every((v) => v.state === 'Correcto') ? 'Correcto' : verdicts.every((v) => v.state === 'Incorrecto') ? 'Incorrecto' : 'ParcialmenteCorrecto';
  const lines = records.map((record, index) => {
    const v = verdicts[index]!;
    const error = v.code ? `<tikR:CodigoErrorRegistro>${v.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${v.description ?? ''}</tikR:DescripcionErrorRegistro>` : '';
    const duplicate = v.duplicate
      ? `<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202611241705090001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>${v.duplicate}</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>`
      : '';
    return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${record.number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${record.date}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${record.operation}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${v.state}</tikR:EstadoRegistro>${error}${duplicate}</tikR:RespuestaLinea>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body"><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESP}" xmlns:tik="${INFO}">${envio === 'Incorrecto' ? '' : `<tikR:CSV>${csv}</tikR:CSV>`}<tikR:DatosPresentacion><tik:NIFPresentador>B12345674</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-24T17:05:09+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion><tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Moda Diversa S.L.</tik:NombreRazon><tik:NIF>B12345674</tik:NIF></tik:ObligadoEmision></tikR:Cabecera><tikR:TiempoEsperaEnvio>${wait}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${envio}</tikR:EstadoEnvio>${lines.join('')}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

const fault = (code: string, text: string) =>
  `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[${code}].${text}</faultstring></env:Fault></env:Body></env:Envelope>`;

describe('sending VERI*FACTU records to the AEAT with the company certificate', () => {
  const api = setupApiTest();
  let shop: ShopRefs;
  let server: Server;
  let connection: AeatConnection;
  const received: { body: string; clientCn: string | undefined }[] = [];
  /** What the office says next: a raw reply, or (by default) an answer built from the records it got. */
  const replies: { status: number; body: string }[] = [];
  const verdicts = new Map<string, Verdict>();
  let wait = 60;
  let csvCount = 0;
  let clock = new Date();
  /** The test's clock, moved on by seconds. */
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const send = () => sendPendingSubmissions(api.db, connection, { now: clock });

  beforeAll(async () => {
    shop = await createShop(api.db);
    await setIssuer({ legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' });
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
        const body = Buffer.concat(chunks).toString('utf8');
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        received.push({ body, clientCn: peer.subject?.CN as string | undefined });
        csvCount += 1;
        const reply = replies.shift() ?? { status: 200, body: aeatAnswer(body, (number) => verdicts.get(number) ?? { state: 'Correcto' }, wait, `A-TEST${String(csvCount).padStart(8, '0')}`) };
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

  async function setIssuer(values: Record<string, string>) {
    for (const [key, value] of Object.entries(values)) {
      await api.db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(api.db);
  }

  let shoppers = 0;
  const paidOrder = async () => {
    const { product, variants } = await createTestProduct(api.db, shop, { price: 70, variants: [{ stock: 5 }] });
    const token = await api.app.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.35.0.${++shoppers}` },
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
  const post = async (url: string) => {
    const res = await api.app.request(url, { method: 'POST', headers: { ...api.admin, 'Content-Type': 'application/json' } });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>; message?: string } };
  };
  /** Past the AEAT's wait (and any backoff). */
  const afterTheWait = () => later(3601);

  it('keeps the record pending, retries after a failure with a growing wait, and sends it signed in with the certificate', async () => {
    const { invoice, record } = await paidOrder();
    expect(await submissionOf(record.id)).toMatchObject({ submitter: 'aeat', status: 'pending', attempts: 0 });

    // Without the company's certificate the office refuses the connection: nothing sent, tried again after a minute.
    expect(await sendPendingSubmissions(api.db, { ...connection, cert: undefined, key: undefined }, { now: clock })).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 1 });
    const before = received.length;
    later(30);
    expect(await send()).toBe(0);
    expect(received).toHaveLength(before);

    later(31);
    replies.push({ status: 503, body: 'Servicio no disponible' });
    expect(await send()).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 2, response: 'HTTP 503: Servicio no disponible' });
    expect((await submissionOf(record.id)).nextSendAfter!.getTime()).toBe(clock.getTime() + 120_000);

    later(121);
    expect(await send()).toBe(1);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'accepted', attempts: 3, recordState: 'Correcto', errorCode: null, attention: null });
    expect((await submissionOf(record.id)).csv).toMatch(/^A-TEST\d{8}$/);
    const last = received.at(-1)!;
    expect(last.clientCn).toBe('Moda Diversa S.L.');
    expect(last.body).toContain('<soapenv:Body>');
    expect(last.body).toContain(`<sf:NumSerieFactura>${invoice.number}</sf:NumSerieFactura>`);
    expect(last.body).toContain(`<sf:Huella>${record.huella}</sf:Huella>`);
    afterTheWait();
    expect(await send()).toBe(0);
  });

  it('a partly correct submission: each record keeps its own verdict, code and what to do; the next send waits TiempoEsperaEnvio', async () => {
    afterTheWait();
    const withErrors = await paidOrder();
    const refused = await paidOrder();
    const correct = await paidOrder();
    verdicts.set(withErrors.invoice.number, { state: 'AceptadoConErrores', code: '2004', description: 'El valor del campo FechaHoraHusoGenRegistro debe ser la fecha actual del sistema de la AEAT' });
    verdicts.set(refused.invoice.number, { state: 'Incorrecto', code: '1215', description: 'Error en el bloque de ObligadoEmision.' });
    wait = 90;
    const before = received.length;
    expect(await send()).toBe(3);
    // One submission with the three records, in the order of the chain.
    expect(received).toHaveLength(before + 1);
    expect(recordsOf(received.at(-1)!.body).map((r) => r.number)).toEqual([withErrors.invoice.number, refused.invoice.number, correct.invoice.number]);

    const a = await submissionOf(withErrors.record.id);
    expect(a).toMatchObject({ status: 'needs_attention', recordState: 'AceptadoConErrores', errorCode: '2004' });
    expect(a.attention).toMatch(/^La factura consta en la AEAT, con errores/);
    const b = await submissionOf(refused.record.id);
    expect(b).toMatchObject({ status: 'needs_attention', recordState: 'Incorrecto', errorCode: '1215', errorDescription: 'Error en el bloque de ObligadoEmision.' });
    expect(b.attention).toContain('Ajustes › Datos fiscales de la tienda');
    const c = await submissionOf(correct.record.id);
    expect(c).toMatchObject({ status: 'accepted', recordState: 'Correcto', csv: a.csv });

    // Staff see it: the list counts what needs a person; the detail says what to do and offers the subsanación.
    const list = await api.get('/api/admin/fiscal-submissions', api.admin);
    expect(list.body.data.needs_attention).toBe(2);
    const detail = await api.get(`/api/admin/fiscal-submissions/${b.id}`, api.admin);
    expect(detail.body.data).toMatchObject({ status: 'needs_attention', record_state: 'Incorrecto', error_code: '1215', can_correct: true, can_resend: false, csv: a.csv });
    expect(detail.body.data.attention).toContain('La AEAT rechazó el registro');

    // TiempoEsperaEnvio (90 s): a record issued now is not sent before it has passed.
    const next = await paidOrder();
    const sent = received.length;
    later(89);
    expect(await send()).toBe(0);
    expect(received).toHaveLength(sent);
    later(2);
    expect(await send()).toBe(1);
    expect(received).toHaveLength(sent + 1);
    expect(await submissionOf(next.record.id)).toMatchObject({ status: 'accepted' });
    wait = 60;
  });

  it('a duplicate the AEAT already holds as correct is accepted, with its verdict kept', async () => {
    afterTheWait();
    const { invoice, record } = await paidOrder();
    verdicts.set(invoice.number, { state: 'Incorrecto', code: '3000', description: 'Registro de facturación duplicado.', duplicate: 'Correcta' });
    expect(await send()).toBe(1);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'accepted', recordState: 'Incorrecto', errorCode: '3000', errorDescription: 'Registro de facturación duplicado.', attention: null });
  });

  it('a refused record is re-sent as a subsanación after staff fix the store data: a new chained record with Subsanacion S and RechazoPrevio X', async () => {
    afterTheWait();
    const { invoice, record } = await paidOrder();
    verdicts.set(invoice.number, { state: 'Incorrecto', code: '1215', description: 'Error en el bloque de ObligadoEmision.' });
    expect(await send()).toBe(1);
    const refused = await submissionOf(record.id);
    expect(refused.status).toBe('needs_attention');
    verdicts.delete(invoice.number);

    // Staff correct the legal name in the settings, then re-send as a subsanación.
    await setIssuer({ legal_name: 'Moda Diversa Sociedad Limitada' });
    const corrected = await post(`/api/admin/fiscal-submissions/${refused.id}/correct`);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ status: 'pending', record_kind: 'alta', invoice_number: invoice.number, corrects_record_id: record.id });
    expect(await submissionOf(record.id)).toMatchObject({ status: 'corrected', attention: null });
    expect((await post(`/api/admin/fiscal-submissions/${refused.id}/correct`)).status).toBe(409);

    const [fix] = await api.db.select().from(fiscalRecords).where(eq(fiscalRecords.correctsRecordId, record.id));
    expect(fix).toMatchObject({ kind: 'alta', invoiceNumber: invoice.number, invoiceDate: record.invoiceDate, amountTotal: record.amountTotal });
    expect(fix!.huella).not.toBe(record.huella);
    expect(fix!.previousRecordId).not.toBeNull();

    afterTheWait();
    expect(await send()).toBe(1);
    const body = received.at(-1)!.body;
    expect(body).toMatch(/<sf:NombreRazonEmisor>Moda Diversa Sociedad Limitada<\/sf:NombreRazonEmisor>\s*<sf:Subsanacion>S<\/sf:Subsanacion>\s*<sf:RechazoPrevio>X<\/sf:RechazoPrevio>\s*<sf:TipoFactura>/);
    expect(body).toContain('<sf:NombreRazon>Moda Diversa Sociedad Limitada</sf:NombreRazon>');
    expect(body).toContain(`<sf:NumSerieFactura>${invoice.number}</sf:NumSerieFactura>`);
    expect(body).toContain(`<sf:Huella>${fix!.huella}</sf:Huella>`);
    expect(await submissionOf(fix!.id)).toMatchObject({ status: 'accepted', recordState: 'Correcto' });
    // The invoice keeps its original alta; the chain, with the subsanación in it, still verifies.
    expect((await verifyInvoiceChain(api.db, new Date())).ok).toBe(true);
  });

  it('a record accepted with errors is corrected by a subsanación without RechazoPrevio (the AEAT holds it)', async () => {
    afterTheWait();
    const { invoice, record } = await paidOrder();
    verdicts.set(invoice.number, { state: 'AceptadoConErrores', code: '2001', description: 'El NIF del bloque Destinatarios no está identificado en el censo de la AEAT.' });
    expect(await send()).toBe(1);
    verdicts.delete(invoice.number);
    const withErrors = await submissionOf(record.id);
    const corrected = await post(`/api/admin/fiscal-submissions/${withErrors.id}/correct`);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    afterTheWait();
    expect(await send()).toBe(1);
    const body = received.at(-1)!.body;
    expect(body).toContain('<sf:Subsanacion>S</sf:Subsanacion>');
    expect(body).not.toContain('RechazoPrevio');
  });

  it('a refusal of the whole submission (the certificate) needs a person; once fixed, it is re-sent as it was', async () => {
    afterTheWait();
    const { record } = await paidOrder();
    replies.push({ status: 500, body: fault('4112', 'El titular del certificado debe ser Obligado Emisión, Colaborador Social, Apoderado o Sucesor.') });
    expect(await send()).toBe(1);
    const refused = await submissionOf(record.id);
    expect(refused).toMatchObject({ status: 'needs_attention', recordState: null, errorCode: '4112' });
    expect(refused.attention).toContain('certificado');
    expect((await api.get(`/api/admin/fiscal-submissions/${refused.id}`, api.admin)).body.data).toMatchObject({ can_resend: true, can_correct: true });

    const resent = await post(`/api/admin/fiscal-submissions/${refused.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'pending', attention: null });
    expect((await post(`/api/admin/fiscal-submissions/${refused.id}/resend`)).status).toBe(409);
    afterTheWait();
    expect(await send()).toBe(1);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'accepted', recordState: 'Correcto' });
  });

  it('a technical fault at the AEAT (or an answer that is not one) is retried, not shown to staff', async () => {
    afterTheWait();
    const { record } = await paidOrder();
    replies.push({ status: 500, body: fault('3501', 'Error técnico de base de datos.') });
    expect(await send()).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 1 });
    afterTheWait();
    replies.push({ status: 200, body: '<html><body>Mantenimiento</body></html>' });
    expect(await send()).toBe(0);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'pending', attempts: 2 });
    afterTheWait();
    expect(await send()).toBe(1);
    expect(await submissionOf(record.id)).toMatchObject({ status: 'accepted' });
    expect(await api.db.select().from(invoices)).not.toHaveLength(0);
  });
});
