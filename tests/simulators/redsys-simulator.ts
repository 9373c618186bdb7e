import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { redsysResponseMessage } from '../../common/payments/redsys-responses';
import { TEST_BIZUM_APPROVES, TEST_BIZUM_DECLINES, luhnValid } from '../../common/payments/test-gateway';
import {
  REDSYS_SIGNATURE_VERSION,
  decodeMerchantParameters,
  isRedsysOrderCode,
  parameter,
  sameNumber,
  signMerchantParameters,
  signMessage,
  signatureMatches,
  type RedsysParameters,
  type SignedRedsysMessage,
} from '../../server/payments/redsys/signature';

// A local Redsys (TPV Virtual) for tests and for trying the store by hand: the same addresses,
// signatures and messages as sis-t.redsys.es, for the part of Redsys the store uses.
//
// - POST /sis/realizarPago: the shopper's browser arrives with the store's signed form. A wrong
//   signature, another merchant or a repeated order shows Redsys's error page (SIS0042, SIS0026,
//   SIS0051) and does nothing. Otherwise a payment page: card (DS_MERCHANT_PAYMETHODS 'C'),
//   Bizum ('z') or both (none given), and "Cancelar".
// - When the payment ends (paid, refused, cancelled) it POSTs the signed "notificación online" to
//   DS_MERCHANT_MERCHANTURL through `deliver`, and only then sends the browser back to URLOK or
//   URLKO with the same three fields in the query string, as Redsys does.
// - POST /sis/rest/trataPeticionREST: refunds (transaction type 3) of orders it took, never more
//   than was paid (SIS0057), answered with signed JSON and Ds_Response 0900.
//
// Test cards: the first two and the Mastercard are from Redsys's published test cards for sis-t
// (4548810000000003 frictionless EMV3DS 2.2; 4918019199883839 EMV3DS 2.1 challenge;
// 5576440022788500, which the sandbox denies). Redsys publishes no card short of funds: that one
// is this simulator's. Any future expiry date and any 3-digit CVV (123 in Redsys's examples).

export type SimulatorCardOutcome = 'frictionless' | 'challenge' | 'denied' | 'insufficient_funds';

export interface SimulatorCard {
  number: string;
  /** Ds_Card_Brand: 1 Visa, 2 Mastercard. */
  brand: '1' | '2';
  outcome: SimulatorCardOutcome;
  description: string;
}

export const REDSYS_SIMULATOR_CARDS: readonly SimulatorCard[] = [
  { number: '4548810000000003', brand: '1', outcome: 'frictionless', description: 'Pago aceptado sin pasos adicionales' },
  { number: '4918019199883839', brand: '1', outcome: 'challenge', description: 'El banco pide confirmar el pago (3-D Secure)' },
  { number: '5576440022788500', brand: '2', outcome: 'denied', description: 'Denegada por el banco (0190)' },
  { number: '4548810000001167', brand: '1', outcome: 'insufficient_funds', description: 'Fondos insuficientes (0116)' },
];

/** Bizum's test phones, the same as the built-in test gateway's: one accepts in the bank's app, the other's bank declines. */
export const REDSYS_SIMULATOR_BIZUM = { approves: TEST_BIZUM_APPROVES, declines: TEST_BIZUM_DECLINES } as const;

export interface RedsysSimulatorOptions {
  /** 0 (default): a free port on 127.0.0.1. */
  port?: number;
  merchantCode: string;
  terminal: string;
  secretKey: string;
  /** How notifications reach the store: fetch by default; API tests pass the app's request(). */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface SimulatedPayment {
  order: string;
  amountCents: number;
  description: string;
  merchantUrl: string | null;
  urlOk: string | null;
  urlKo: string | null;
  /** DS_MERCHANT_PAYMETHODS as sent ('C', 'z'), null when none. */
  payMethods: string | null;
  status: 'open' | 'paid' | 'denied' | 'cancelled';
  /** The final Ds_Response, null while open. */
  response: string | null;
  method: 'card' | 'bizum' | null;
  authorisationCode: string | null;
  refundedCents: number;
}

export interface SimulatedNotification {
  url: string;
  /** The store's HTTP status; 0 when it could not be reached. */
  status: number;
  order: string;
  response: string;
  /** The form-urlencoded body, as sent. */
  body: string;
}

export interface RedsysSimulator {
  url: string;
  close(): Promise<void>;
  /** Every notification sent, replays included, in order. */
  notifications: SimulatedNotification[];
  refunds: { order: string; amountCents: number }[];
  /** Every order it has seen, by order code. */
  payments: Map<string, SimulatedPayment>;
  /** Sends a captured notification again, as Redsys retries one, and records the new delivery. */
  replay(index: number): Promise<SimulatedNotification>;
}

interface Session {
  order: string;
  step: 'choose' | 'challenge' | 'bizum-app';
  card?: SimulatorCard;
  phone?: string;
  /** Redsys's own parameters the notification echoes. */
  merchantData: string;
  language: string;
}

interface Finish {
  response: string;
  method: 'card' | 'bizum' | null;
  card?: { number: string; brand: '1' | '2' };
  /** Ds_ProcessedPayMethod (78/79 challenge Visa/Mastercard, 80/81 frictionless, 68 Bizum). */
  processed?: string;
  securePayment: '0' | '1';
}

const MAX_BODY_BYTES = 64 * 1024;

const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
const masked = (number: string) => `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #f2f2f2; }
  header { background: #7a1230; color: #fff; padding: .75rem 1rem; }
  header p { margin: 0; font-weight: 700; }
  header span { font-weight: 400; }
  main { max-width: 40rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: .5rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.2rem; margin-top: 2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; padding: .5rem; border: 1px solid #595959; border-radius: .25rem; width: 100%; max-width: 20rem; box-sizing: border-box; }
  input[aria-invalid="true"] { border-color: #b00020; }
  button { font: inherit; font-weight: 600; margin-top: 1.25rem; margin-right: .5rem; padding: .6rem 1.2rem; border-radius: .25rem; border: 2px solid #7a1230; background: #7a1230; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #7a1230; }
  :focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; }
  table { border-collapse: collapse; margin-top: .5rem; }
  th, td { text-align: left; padding: .25rem .75rem .25rem 0; border-bottom: 1px solid #d0d0d0; }
  .hint { color: #4a4a4a; }
`;

function page(title: string, main: string, script = ''): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Simulador de Redsys</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>Simulador de Redsys <span>(TPV Virtual de pruebas: no se mueve dinero)</span></p></header>
<main>
${main}
</main>
${script}
</body>
</html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Date and hour in Madrid, URL-encoded as Redsys sends them ("22%2F10%2F2021", "22%3A51"). */
function madridDateAndHour(now: Date): { date: string; hour: string } {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', ...options }).format(now);
  const date = part({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const hour = part({ hour: '2-digit', minute: '2-digit', hour12: false });
  return { date: encodeURIComponent(date), hour: encodeURIComponent(hour) };
}

export async function createRedsysSimulator(options: RedsysSimulatorOptions): Promise<RedsysSimulator> {
  const deliver = options.deliver ?? ((url: string, init: RequestInit) => fetch(url, init));
  const payments = new Map<string, SimulatedPayment>();
  const sessions = new Map<string, Session>();
  const notifications: SimulatedNotification[] = [];
  const refunds: { order: string; amountCents: number }[] = [];
  const terminalSent = options.terminal.trim().padStart(3, '0');
  const merchantLine = `Comercio ${options.merchantCode} · terminal ${options.terminal}`;

  function errorPage(code: string, text: string): string {
    return page(
      `Error ${code}`,
      `<h1>No se puede realizar la operación</h1>
<p>Código de error: <strong>${escapeHtml(code)}</strong></p>
<p>${escapeHtml(text)}</p>
<p class="hint">Es lo que muestra Redsys cuando la petición del comercio no es válida: no se ha cobrado nada ni se avisa a la tienda.</p>`,
    );
  }

  function summary(payment: SimulatedPayment): string {
    return `<dl>
<dt>Comercio</dt><dd>${escapeHtml(merchantLine)}</dd>
<dt>Pedido</dt><dd>${escapeHtml(payment.order)}</dd>
<dt>Concepto</dt><dd>${escapeHtml(payment.description || '—')}</dd>
<dt>Importe</dt><dd><strong>${euros(payment.amountCents)}</strong></dd>
</dl>`;
  }

  function paymentPage(sessionId: string, payment: SimulatedPayment, error?: { form: 'tarjeta' | 'bizum'; field: string; message: string }): string {
    const offersCard = payment.payMethods === null || payment.payMethods === 'C';
    const offersBizum = payment.payMethods === null || payment.payMethods === 'z';
    const invalid = (form: 'tarjeta' | 'bizum', field: string) =>
      error && error.form === form && error.field === field ? ` aria-invalid="true" aria-describedby="error-${form}"` : '';
    const errorLine = (form: 'tarjeta' | 'bizum') =>
      error && error.form === form ? `<p id="error-${form}" class="error" role="alert">${escapeHtml(error.message)}</p>` : '';
    const card = offersCard
      ? `<section aria-labelledby="titulo-tarjeta">
<h2 id="titulo-tarjeta">Pagar con tarjeta</h2>
${errorLine('tarjeta')}
<form id="pago-tarjeta" method="post" action="/sis/simulador/tarjeta">
${hidden('sesion', sessionId)}
<label for="numero">Número de tarjeta</label>
<input id="numero" name="numero" inputmode="numeric" autocomplete="cc-number" required${invalid('tarjeta', 'numero')}>
<label for="caducidad">Caducidad (MM/AA)</label>
<input id="caducidad" name="caducidad" autocomplete="cc-exp" placeholder="12/49" required${invalid('tarjeta', 'caducidad')}>
<label for="cvv">Código de seguridad (CVV)</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required${invalid('tarjeta', 'cvv')}>
<button type="submit">Pagar ${euros(payment.amountCents)}</button>
</form>
<table>
<caption class="hint">Tarjetas de prueba (cualquier caducidad futura y cualquier CVV de 3 cifras, por ejemplo 123)</caption>
<thead><tr><th scope="col">Número</th><th scope="col">Resultado</th></tr></thead>
<tbody>
${REDSYS_SIMULATOR_CARDS.map((testCard) => `<tr><td>${grouped(testCard.number)}</td><td>${escapeHtml(testCard.description)}</td></tr>`).join('\n')}
</tbody>
</table>
</section>`
      : '';
    const bizum = offersBizum
      ? `<section aria-labelledby="titulo-bizum">
<h2 id="titulo-bizum">Pagar con Bizum</h2>
${errorLine('bizum')}
<form id="pago-bizum" method="post" action="/sis/simulador/bizum">
${hidden('sesion', sessionId)}
<label for="telefono">Teléfono móvil</label>
<input id="telefono" name="telefono" type="tel" autocomplete="tel-national" required${invalid('bizum', 'telefono')}>
<button type="submit">Pagar con Bizum</button>
</form>
<p class="hint">Móviles de prueba: ${REDSYS_SIMULATOR_BIZUM.approves} (el banco acepta el pago) y ${REDSYS_SIMULATOR_BIZUM.declines} (el banco lo rechaza).</p>
</section>`
      : '';
    return page(
      'Pago seguro',
      `<h1>Pago seguro</h1>
${summary(payment)}
${card}
${bizum}
<form id="cancelar" method="post" action="/sis/simulador/cancelar">
${hidden('sesion', sessionId)}
<button type="submit" class="secondary">Cancelar y volver a la tienda</button>
</form>`,
    );
  }

  function challengePage(sessionId: string, payment: SimulatedPayment, card: SimulatorCard): string {
    return page(
      'Confirma el pago en tu banco',
      `<h1>Confirma el pago en tu banco</h1>
<p>Tu banco (simulado) pide que confirmes este pago con la tarjeta terminada en ${card.number.slice(-4)}.</p>
${summary(payment)}
<form id="confirmar-3ds" method="post" action="/sis/simulador/3ds">
${hidden('sesion', sessionId)}
<button type="submit" name="decision" value="autorizar">Autorizar</button>
<button type="submit" name="decision" value="cancelar" class="secondary">Cancelar</button>
</form>`,
    );
  }

  function bizumAppPage(sessionId: string, payment: SimulatedPayment, phone: string): string {
    return page(
      'Confirma el pago en la app de tu banco',
      `<h1>Confirma el pago en la app de tu banco</h1>
<p>Hemos enviado la solicitud de pago de ${euros(payment.amountCents)} al móvil ${escapeHtml(phone)}. Acéptala o recházala en la app de tu banco (simulada) y vuelve aquí.</p>
${summary(payment)}
<form id="confirmar-bizum" method="post" action="/sis/simulador/bizum-app">
${hidden('sesion', sessionId)}
<button type="submit" name="decision" value="aceptar">La he aceptado en la app</button>
<button type="submit" name="decision" value="rechazar" class="secondary">La he rechazado en la app</button>
</form>`,
    );
  }

  /** The page that takes the browser back to the store: submits itself, with a button when scripts do not run. */
  function returnPage(payment: SimulatedPayment, message: SignedRedsysMessage): string {
    const paid = payment.status === 'paid';
    const address = paid ? payment.urlOk : payment.urlKo;
    const heading = paid ? 'Pago realizado' : payment.status === 'cancelled' ? 'Pago cancelado' : 'Pago no realizado';
    const text = paid ? `Se han cobrado ${euros(payment.amountCents)}.` : redsysResponseMessage(payment.response ?? '');
    if (!address) return page(heading, `<h1>${heading}</h1><p>${escapeHtml(text)}</p>`);
    // A GET form replaces the query string of its action: the store's own parameters travel as fields.
    const target = new URL(address);
    const fields = [...target.searchParams].map(([name, value]) => hidden(name, value));
    target.search = '';
    target.hash = '';
    return page(
      heading,
      `<h1>${heading}</h1>
<p>${escapeHtml(text)}</p>
<form id="volver" method="get" action="${escapeHtml(target.toString())}">
${fields.join('\n')}
${hidden('Ds_SignatureVersion', message.Ds_SignatureVersion)}
${hidden('Ds_MerchantParameters', message.Ds_MerchantParameters)}
${hidden('Ds_Signature', message.Ds_Signature)}
<button type="submit">Volver a la tienda</button>
</form>`,
      `<script>document.getElementById('volver').submit();</script>`,
    );
  }

  async function send(url: string, body: string, order: string, response: string): Promise<SimulatedNotification> {
    let status = 0;
    try {
      const answer = await deliver(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = answer.status;
      await answer.text().catch(() => '');
    } catch {
      status = 0;
    }
    const notification = { url, status, order, response, body };
    notifications.push(notification);
    return notification;
  }

  /** Ends the payment: the notification to the store first, then the page that sends the browser back. */
  async function finish(sessionId: string, session: Session, payment: SimulatedPayment, outcome: Finish): Promise<string> {
    sessions.delete(sessionId);
    const authorised = Number(outcome.response) <= 99;
    payment.status = authorised ? 'paid' : ['9915', '9673'].includes(outcome.response) ? 'cancelled' : 'denied';
    payment.response = outcome.response;
    payment.method = outcome.method;
    payment.authorisationCode = authorised ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
    const { date, hour } = madridDateAndHour(new Date());
    // In the order and with the names of Redsys's notifications.
    const parameters: RedsysParameters = {
      Ds_Date: date,
      Ds_Hour: hour,
      Ds_SecurePayment: outcome.securePayment,
      ...(outcome.card ? { Ds_Card_Number: masked(outcome.card.number), Ds_Card_Country: '724' } : {}),
      Ds_Amount: String(payment.amountCents),
      Ds_Currency: '978',
      Ds_Order: payment.order,
      Ds_MerchantCode: options.merchantCode,
      Ds_Terminal: terminalSent,
      Ds_Response: outcome.response,
      Ds_MerchantData: encodeURIComponent(session.merchantData),
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: session.language,
      Ds_AuthorisationCode: payment.authorisationCode ?? '',
      ...(outcome.card ? { Ds_Card_Brand: outcome.card.brand } : {}),
      ...(outcome.processed ? { Ds_ProcessedPayMethod: outcome.processed } : {}),
    };
    const message = signMessage(options.secretKey, parameters, 'Ds_Order', true);
    if (payment.merchantUrl) await send(payment.merchantUrl, new URLSearchParams({ ...message }).toString(), payment.order, outcome.response);
    return returnPage(payment, message);
  }

  function startPayment(form: URLSearchParams): string {
    const version = form.get('Ds_SignatureVersion');
    const merchantParameters = form.get('Ds_MerchantParameters') ?? '';
    const signature = form.get('Ds_Signature') ?? '';
    if (version !== REDSYS_SIGNATURE_VERSION) return errorPage('SIS0429', 'Error en la versión (Ds_SignatureVersion).');
    const parameters = decodeMerchantParameters(merchantParameters);
    if (!parameters) return errorPage('SIS0430', 'Error al decodificar el parámetro Ds_MerchantParameters.');
    const order = parameter(parameters, 'DS_MERCHANT_ORDER') ?? '';
    if (!isRedsysOrderCode(order)) return errorPage('SIS0014', 'Error de formato en Ds_Merchant_Order.');
    if (!signatureMatches(signature, signMerchantParameters(options.secretKey, order, merchantParameters))) return errorPage('SIS0042', 'Error en el cálculo de la firma.');
    if (!sameNumber(parameter(parameters, 'DS_MERCHANT_MERCHANTCODE'), options.merchantCode) || !sameNumber(parameter(parameters, 'DS_MERCHANT_TERMINAL'), options.terminal)) {
      return errorPage('SIS0026', 'No existe el comercio o el terminal enviado.');
    }
    const amount = parameter(parameters, 'DS_MERCHANT_AMOUNT') ?? '';
    if (!/^\d{1,12}$/.test(amount) || Number(amount) === 0) return errorPage('SIS0018', 'Falta Ds_Merchant_Amount o no es un importe.');
    if (parameter(parameters, 'DS_MERCHANT_CURRENCY') !== '978') return errorPage('SIS0027', 'Error en la moneda enviada por el comercio.');
    if ((parameter(parameters, 'DS_MERCHANT_TRANSACTIONTYPE') ?? '') !== '0') return errorPage('SIS0023', 'Ds_Merchant_TransactionType desconocido (el simulador solo hace pagos, tipo 0).');
    const seen = payments.get(order);
    if (seen && seen.status !== 'open') return errorPage('SIS0051', 'Número de pedido repetido.');
    const payMethods = parameter(parameters, 'DS_MERCHANT_PAYMETHODS') ?? null;
    const payment: SimulatedPayment = seen ?? {
      order,
      amountCents: Number(amount),
      description: parameter(parameters, 'DS_MERCHANT_PRODUCTDESCRIPTION') ?? '',
      merchantUrl: parameter(parameters, 'DS_MERCHANT_MERCHANTURL') || null,
      urlOk: parameter(parameters, 'DS_MERCHANT_URLOK') || null,
      urlKo: parameter(parameters, 'DS_MERCHANT_URLKO') || null,
      payMethods: payMethods === 'C' || payMethods === 'z' ? payMethods : null,
      status: 'open',
      response: null,
      method: null,
      authorisationCode: null,
      refundedCents: 0,
    };
    payments.set(order, payment);
    const sessionId = randomBytes(16).toString('hex');
    sessions.set(sessionId, {
      order,
      step: 'choose',
      merchantData: parameter(parameters, 'DS_MERCHANT_MERCHANTDATA') ?? '',
      language: String(Number(parameter(parameters, 'DS_MERCHANT_CONSUMERLANGUAGE') ?? '1') || 1),
    });
    return paymentPage(sessionId, payment);
  }

  async function payByCard(sessionId: string, session: Session, payment: SimulatedPayment, form: URLSearchParams): Promise<string> {
    const number = (form.get('numero') ?? '').replace(/[\s-]/g, '');
    const expiry = (form.get('caducidad') ?? '').trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
    const cvv = (form.get('cvv') ?? '').trim();
    if (!luhnValid(number)) return paymentPage(sessionId, payment, { form: 'tarjeta', field: 'numero', message: 'El número de tarjeta no es válido: revísalo.' });
    const card = REDSYS_SIMULATOR_CARDS.find((testCard) => testCard.number === number);
    if (!card) return paymentPage(sessionId, payment, { form: 'tarjeta', field: 'numero', message: 'El simulador solo acepta sus tarjetas de prueba (las de la lista).' });
    const month = Number(expiry?.[1]);
    if (!expiry || month < 1 || month > 12) return paymentPage(sessionId, payment, { form: 'tarjeta', field: 'caducidad', message: 'Escribe la caducidad como MM/AA, por ejemplo 12/49.' });
    if (!/^\d{3}$/.test(cvv)) return paymentPage(sessionId, payment, { form: 'tarjeta', field: 'cvv', message: 'El CVV son las 3 cifras del dorso de la tarjeta.' });
    const now = new Date();
    const year = 2000 + Number(expiry[2]);
    const frictionless = card.brand === '1' ? '80' : '81';
    const base = { method: 'card' as const, card, securePayment: '1' as const };
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      return finish(sessionId, session, payment, { ...base, response: '0101', processed: frictionless, securePayment: '0' });
    }
    switch (card.outcome) {
      case 'frictionless':
        return finish(sessionId, session, payment, { ...base, response: '0000', processed: frictionless });
      case 'denied':
        return finish(sessionId, session, payment, { ...base, response: '0190', processed: frictionless });
      case 'insufficient_funds':
        return finish(sessionId, session, payment, { ...base, response: '0116', processed: frictionless });
      case 'challenge':
        session.step = 'challenge';
        session.card = card;
        return challengePage(sessionId, payment, card);
    }
  }

  async function answerChallenge(sessionId: string, session: Session, payment: SimulatedPayment, form: URLSearchParams): Promise<string> {
    const card = session.card;
    if (session.step !== 'challenge' || !card) return errorPage('SIS0944', 'Sesión incorrecta.');
    const processed = card.brand === '1' ? '78' : '79';
    if (form.get('decision') === 'autorizar') return finish(sessionId, session, payment, { response: '0000', method: 'card', card, processed, securePayment: '1' });
    return finish(sessionId, session, payment, { response: '0184', method: 'card', card, processed, securePayment: '0' });
  }

  async function payByBizum(sessionId: string, session: Session, payment: SimulatedPayment, form: URLSearchParams): Promise<string> {
    const phone = (form.get('telefono') ?? '').replace(/[\s.-]/g, '').replace(/^(\+34|0034)/, '');
    if (!/^[67]\d{8}$/.test(phone)) return paymentPage(sessionId, payment, { form: 'bizum', field: 'telefono', message: 'Escribe un móvil español de 9 cifras.' });
    if (phone !== REDSYS_SIMULATOR_BIZUM.approves && phone !== REDSYS_SIMULATOR_BIZUM.declines) {
      return paymentPage(sessionId, payment, {
        form: 'bizum',
        field: 'telefono',
        message: `El simulador solo acepta los móviles de prueba ${REDSYS_SIMULATOR_BIZUM.approves} y ${REDSYS_SIMULATOR_BIZUM.declines}.`,
      });
    }
    session.step = 'bizum-app';
    session.phone = phone;
    return bizumAppPage(sessionId, payment, phone);
  }

  async function answerBizumApp(sessionId: string, session: Session, payment: SimulatedPayment, form: URLSearchParams): Promise<string> {
    if (session.step !== 'bizum-app' || !session.phone) return errorPage('SIS0944', 'Sesión incorrecta.');
    const bizum = { method: 'bizum' as const, processed: '68', securePayment: '1' as const };
    if (form.get('decision') !== 'aceptar') return finish(sessionId, session, payment, { ...bizum, response: '9673' });
    return finish(sessionId, session, payment, { ...bizum, response: session.phone === REDSYS_SIMULATOR_BIZUM.approves ? '0000' : '0190' });
  }

  function refund(body: string): Record<string, string> {
    let request: Partial<SignedRedsysMessage>;
    try {
      request = JSON.parse(body) as Partial<SignedRedsysMessage>;
    } catch {
      return { errorCode: 'SIS0431' };
    }
    if (request.Ds_SignatureVersion !== REDSYS_SIGNATURE_VERSION) return { errorCode: 'SIS0429' };
    const parameters = decodeMerchantParameters(request.Ds_MerchantParameters ?? '');
    if (!parameters) return { errorCode: 'SIS0430' };
    const order = parameter(parameters, 'DS_MERCHANT_ORDER') ?? '';
    if (!isRedsysOrderCode(order)) return { errorCode: 'SIS0014' };
    if (!signatureMatches(request.Ds_Signature ?? '', signMerchantParameters(options.secretKey, order, request.Ds_MerchantParameters ?? ''))) return { errorCode: 'SIS0042' };
    if (!sameNumber(parameter(parameters, 'DS_MERCHANT_MERCHANTCODE'), options.merchantCode) || !sameNumber(parameter(parameters, 'DS_MERCHANT_TERMINAL'), options.terminal)) {
      return { errorCode: 'SIS0026' };
    }
    if (parameter(parameters, 'DS_MERCHANT_TRANSACTIONTYPE') !== '3') return { errorCode: 'SIS0023' };
    if (parameter(parameters, 'DS_MERCHANT_CURRENCY') !== '978') return { errorCode: 'SIS0027' };
    const amount = parameter(parameters, 'DS_MERCHANT_AMOUNT') ?? '';
    if (!/^\d{1,12}$/.test(amount) || Number(amount) === 0) return { errorCode: 'SIS0018' };
    const payment = payments.get(order);
    if (!payment || payment.status === 'open') return { errorCode: 'SIS0054' };
    if (payment.status !== 'paid') return { errorCode: 'SIS0056' };
    if (payment.refundedCents + Number(amount) > payment.amountCents) return { errorCode: 'SIS0057' };
    payment.refundedCents += Number(amount);
    refunds.push({ order, amountCents: Number(amount) });
    return {
      ...signMessage(
        options.secretKey,
        {
          Ds_Amount: amount,
          Ds_Currency: '978',
          Ds_Order: order,
          Ds_MerchantCode: options.merchantCode,
          Ds_Terminal: options.terminal,
          Ds_Response: '0900',
          Ds_AuthorisationCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          Ds_TransactionType: '3',
          Ds_SecurePayment: '0',
          Ds_Language: '1',
          Ds_MerchantData: '',
          Ds_Card_Country: '724',
        },
        'Ds_Order',
      ),
    };
  }

  type Step = (sessionId: string, session: Session, payment: SimulatedPayment, form: URLSearchParams) => Promise<string>;
  const steps: Record<string, Step> = {
    '/sis/simulador/tarjeta': payByCard,
    '/sis/simulador/3ds': answerChallenge,
    '/sis/simulador/bizum': payByBizum,
    '/sis/simulador/bizum-app': answerBizumApp,
    '/sis/simulador/cancelar': (sessionId, session, payment) => finish(sessionId, session, payment, { response: '9915', method: null, securePayment: '0' }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const html = (body: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
    };
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return html(errorPage('SIS0001', 'Esta dirección solo recibe formularios (POST).'), 405);
    }
    const body = await readBody(request);
    if (path === '/sis/rest/trataPeticionREST') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(refund(body)));
      return;
    }
    const form = new URLSearchParams(body);
    if (path === '/sis/realizarPago') return html(startPayment(form));
    const step = steps[path];
    if (!step) return html(errorPage('SIS0001', 'Dirección desconocida.'), 404);
    const sessionId = form.get('sesion') ?? '';
    const session = sessions.get(sessionId);
    const payment = session && payments.get(session.order);
    if (!session || !payment || payment.status !== 'open') return html(errorPage('SIS0944', 'Sesión incorrecta: el pago ya ha terminado o no existe.'));
    return html(await step(sessionId, session, payment, form));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Error del simulador: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    notifications,
    refunds,
    payments,
    async replay(index) {
      const original = notifications[index];
      if (!original) throw new Error(`No notification ${index}: ${notifications.length} sent`);
      return send(original.url, original.body, original.order, original.response);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type ShopperChoice =
  | { card: string; expiry?: string; cvv?: string; challenge?: 'autorizar' | 'cancelar' }
  | { bizum: string; app?: 'aceptar' | 'rechazar' }
  | { cancel: true };

export interface ShopperReturn {
  /** Where the browser is sent back (URLOK or URLKO with Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature), null when it is not. */
  returnUrl: string | null;
  /** The last page the simulator answered. */
  page: string;
}

const unescapeHtml = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A form of one of the simulator's pages: its method, address and hidden fields. */
function formOf(html: string, id: string, base: string): { method: string; action: string; fields: Record<string, string> } | null {
  const match = html.match(new RegExp(`<form id="${id}" method="(get|post)" action="([^"]*)">([\\s\\S]*?)</form>`));
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const [, name, value] of (match[3] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescapeHtml(name ?? '')] = unescapeHtml(value ?? '');
  return { method: match[1] ?? 'post', action: new URL(unescapeHtml(match[2] ?? ''), base).toString(), fields };
}

/**
 * What a shopper's browser does on the simulator: posts the store's form, fills in a card or a
 * Bizum phone (or cancels), answers the bank, and is sent back. For tests that pay without a browser.
 */
export async function payAsShopper(redirect: { url: string; method: string; fields: Record<string, string> }, choice: ShopperChoice): Promise<ShopperReturn> {
  const post = async (url: string, fields: Record<string, string>) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    return response.text();
  };
  const submit = async (html: string, id: string, fields: Record<string, string> = {}) => {
    const form = formOf(html, id, redirect.url);
    if (!form) throw new Error(`The simulator's page has no form ${id}: ${html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)}`);
    return post(form.action, { ...form.fields, ...fields });
  };
  const finished = (html: string): ShopperReturn => {
    const back = formOf(html, 'volver', redirect.url);
    if (!back) return { returnUrl: null, page: html };
    const url = new URL(back.action);
    for (const [name, value] of Object.entries(back.fields)) url.searchParams.append(name, value);
    return { returnUrl: url.toString(), page: html };
  };

  let html = await post(redirect.url, redirect.fields);
  if (!formOf(html, 'cancelar', redirect.url)) return { returnUrl: null, page: html };
  if ('cancel' in choice) return finished(await submit(html, 'cancelar'));
  if ('card' in choice) {
    html = await submit(html, 'pago-tarjeta', { numero: choice.card, caducidad: choice.expiry ?? '12/49', cvv: choice.cvv ?? '123' });
    if (formOf(html, 'confirmar-3ds', redirect.url)) html = await submit(html, 'confirmar-3ds', { decision: choice.challenge ?? 'autorizar' });
    return finished(html);
  }
  html = await submit(html, 'pago-bizum', { telefono: choice.bizum });
  if (formOf(html, 'confirmar-bizum', redirect.url)) html = await submit(html, 'confirmar-bizum', { decision: choice.app ?? 'aceptar' });
  return finished(html);
}
