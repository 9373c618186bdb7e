import { normaliseRedsysResponse, redsysResponseMessage } from '../../../common/payments/redsys-responses';
import type { HostedMethod, HostedPaymentProvider, IncomingNotification, NotificationReading, PaymentEvent } from '../hosted-provider';
import type { RefundResult } from '../provider';
import {
  REDSYS_SIGNATURE_VERSION,
  isRedsysOrderCode,
  isRedsysSecretKey,
  parameter,
  sameNumber,
  signMessage,
  verifyMessage,
  type RedsysParameters,
  type SignedRedsysMessage,
} from './signature';

// Redsys's TPV Virtual by redirection (issue 32): the store POSTs a signed form from the shopper's
// browser to Redsys's payment page (card or Bizum), Redsys sends its signed "notificación online"
// to DS_MERCHANT_MERCHANTURL, then sends the shopper back to URLOK/URLKO. Refunds ("devoluciones",
// transaction type 3) go through Redsys's REST interface, server to server.
//
// Redsys's payment page has no expiry parameter: it gives the shopper about 30 minutes whatever
// `expiresAt` says, so a payment can be notified after the store stopped waiting; the ledger has to
// take it (or refund it). The idempotency key of a payment is not needed either: the order code is
// derived from the ledger's charge row, so the same row always gives the same form, and Redsys
// itself refuses to take an order code twice (SIS0051).

export interface RedsysProviderOptions {
  /** The merchant code (FUC, "número de comercio"), e.g. 999008881 in Redsys's sandbox. */
  merchantCode: string;
  /** The terminal number, e.g. 1. */
  terminal: string;
  /** The merchant's SHA-256 secret key, Base64 as Redsys's portal gives it. */
  secretKey: string;
  /** Redsys's test environment (sis-t) rather than live money. */
  testMode: boolean;
  /** Another Redsys address: the local simulator in tests. Defaults to sis-t in test mode, sis in live. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export const REDSYS_TEST_URL = 'https://sis-t.redsys.es:25443';
export const REDSYS_LIVE_URL = 'https://sis.redsys.es';
const EURO = '978';
const SPANISH = '001';
const PAYMENT = '0';
const REFUND = '3';
/** Ds_Response of an accepted refund or confirmation. */
const REFUND_ACCEPTED = '0900';
/** Ds_ProcessedPayMethod of a Bizum payment (Redsys's table of processed payment methods). */
const BIZUM_PROCESSED = '68';
const REFUND_TIMEOUT_MS = 15_000;
/** A notification is a few hundred bytes; anything far larger is not Redsys. */
const MAX_NOTIFICATION_BYTES = 64 * 1024;

/** Ds_Card_Brand, in the store's names (common/payments/test-gateway.ts CARD_BRAND_NAMES). */
const CARD_BRANDS: Record<string, string> = { '1': 'visa', '2': 'mastercard', '6': 'diners', '8': 'amex', '9': 'jcb', '22': 'unionpay' };

const CHECK_BEFORE_RETRYING = 'Comprueba en el portal de Redsys (Canales) si la devolución se ha hecho antes de repetirla.';
const MESSAGES = {
  unreachable: 'La pasarela de pago no responde.',
  refundUnknown: 'La pasarela no reconoce este pago.',
  refundNotPositive: 'El importe del reembolso debe ser mayor que cero.',
  refundUnverified: `La respuesta de Redsys a la devolución no tiene una firma válida. ${CHECK_BEFORE_RETRYING}`,
  refundUnreadable: `Redsys ha respondido a la devolución algo que no se entiende. ${CHECK_BEFORE_RETRYING}`,
} as const;

/** SIS errors Redsys answers a refund with, for staff (the shopper never sees them). */
const REFUND_ERRORS: Record<string, string> = {
  SIS0054: 'Redsys no encuentra el pago que se quiere devolver',
  SIS0055: 'Redsys tiene más de un pago con este número de pedido',
  SIS0056: 'el pago que se quiere devolver no está autorizado',
  SIS0057: 'el importe supera lo que queda por devolver de este pago',
  SIS0041: 'la firma no es correcta: revisa la clave del comercio',
  SIS0042: 'la firma no es correcta: revisa la clave del comercio',
  SIS0026: 'el comercio o el terminal no existen: revisa la configuración de Redsys',
  SIS0214: 'el comercio no tiene permitidas las devoluciones por esta vía: hazla desde el portal de Redsys',
  SIS0268: 'el comercio no tiene permitidas las devoluciones por esta vía: hazla desde el portal de Redsys',
  SIS0416: 'Redsys no permite devolver este importe',
  SIS0417: 'ya no se puede devolver este pago por su fecha',
  SIS0485: 'Bizum ha rechazado la devolución',
};

/** Redsys's 12-character order code of a ledger charge row: its id, zero-padded ("000000000123"). */
export function redsysOrderCode(paymentId: number): string {
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0 || paymentId >= 1e12) throw new Error(`A Redsys order code needs a payment id from 1 to 999999999999, not ${paymentId}`);
  return String(paymentId).padStart(12, '0');
}

/** The three fields of a notification, from a form (what Redsys sends) or a JSON body. */
function notificationFields(incoming: IncomingNotification): Partial<SignedRedsysMessage> | null {
  const body = incoming.body.trim();
  const isJson = (incoming.contentType ?? '').toLowerCase().includes('json') || body.startsWith('{');
  const fields: Record<string, string> = {};
  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null) return null;
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name.toLowerCase()] = value;
  } else {
    for (const [name, value] of new URLSearchParams(body)) fields[name.toLowerCase()] = value;
  }
  // A form encoder that left '+' unescaped turns it into a space: Base64 never has spaces.
  const base64 = (value: string | undefined) => value?.replace(/ /g, '+');
  return {
    Ds_SignatureVersion: fields['ds_signatureversion'],
    Ds_MerchantParameters: base64(fields['ds_merchantparameters']),
    Ds_Signature: base64(fields['ds_signature']),
  };
}

const currencyName = (code: string) => (code === EURO ? 'EUR' : code);

export function createRedsysProvider(options: RedsysProviderOptions): HostedPaymentProvider {
  if (!isRedsysSecretKey(options.secretKey)) throw new Error('The Redsys secret key must be the Base64 of a 24-byte key, as Redsys gives it');
  if (!/^\d{1,9}$/.test(options.merchantCode.trim())) throw new Error(`The Redsys merchant code is up to 9 digits, not ${options.merchantCode}`);
  if (!/^\d{1,3}$/.test(options.terminal.trim())) throw new Error(`The Redsys terminal is up to 3 digits, not ${options.terminal}`);
  const baseUrl = (options.baseUrl ?? (options.testMode ? REDSYS_TEST_URL : REDSYS_LIVE_URL)).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const merchantCode = options.merchantCode.trim();
  const terminal = options.terminal.trim();

  /** Signature, merchant and terminal of a Redsys message (notification or REST answer). */
  function verified(message: Partial<SignedRedsysMessage>): { ok: true; parameters: RedsysParameters; order: string } | { ok: false; reason: string } {
    const result = verifyMessage(options.secretKey, message, 'Ds_Order');
    if (!result.ok) return result;
    if (!sameNumber(parameter(result.parameters, 'Ds_MerchantCode'), merchantCode)) return { ok: false, reason: `another merchant (${parameter(result.parameters, 'Ds_MerchantCode') ?? 'none'})` };
    if (!sameNumber(parameter(result.parameters, 'Ds_Terminal'), terminal)) return { ok: false, reason: `another terminal (${parameter(result.parameters, 'Ds_Terminal') ?? 'none'})` };
    return result;
  }

  function readEvent(parameters: RedsysParameters, order: string): NotificationReading {
    const amount = parameter(parameters, 'Ds_Amount');
    const currency = parameter(parameters, 'Ds_Currency');
    const response = normaliseRedsysResponse(parameter(parameters, 'Ds_Response') ?? '');
    if (!amount || !/^\d{1,12}$/.test(amount)) return { verified: false, reason: 'Ds_Amount missing or not digits' };
    if (!currency || !/^\d{3}$/.test(currency)) return { verified: false, reason: 'Ds_Currency missing or not a 3-digit code' };
    if (!response) return { verified: false, reason: 'Ds_Response missing or not a response code' };
    const amountCents = Number(amount);
    const transactionType = parameter(parameters, 'Ds_TransactionType') ?? PAYMENT;
    const event = (value: PaymentEvent): NotificationReading => ({ verified: true, eventId: null, event: value });

    if (transactionType === REFUND) {
      if (response === REFUND_ACCEPTED) return event({ kind: 'refunded', providerReference: order, amountCents, currency: currencyName(currency) });
      return event({ kind: 'ignored', description: `Redsys refund of order ${order} answered ${response}` });
    }
    if (transactionType !== PAYMENT) return event({ kind: 'ignored', description: `Redsys transaction type ${transactionType} for order ${order}` });

    if (Number(response) <= 99) {
      const method: HostedMethod = parameter(parameters, 'Ds_ProcessedPayMethod') === BIZUM_PROCESSED ? 'bizum' : 'card';
      // Ds_Card_Number comes masked ("454881******0004") when the merchant is set up to receive it.
      const cardNumber = parameter(parameters, 'Ds_Card_Number') ?? parameter(parameters, 'Ds_CardNumber');
      const last4 = cardNumber && /\d{4}$/.test(cardNumber) ? cardNumber.slice(-4) : null;
      const brand = CARD_BRANDS[parameter(parameters, 'Ds_Card_Brand') ?? ''] ?? null;
      const authorisation = parameter(parameters, 'Ds_AuthorisationCode')?.trim() || null;
      return event({
        kind: 'paid',
        checkoutReference: order,
        providerReference: order,
        amountCents,
        currency: currencyName(currency),
        method,
        ...(method === 'card' ? { card: { brand, last4 } } : {}),
        authorisation,
      });
    }
    return event({ kind: 'failed', checkoutReference: order, amountCents, currency: currencyName(currency), code: response, message: redsysResponseMessage(response) });
  }

  return {
    id: 'redsys',
    flow: 'hosted',
    testMode: options.testMode,
    label: 'Redsys (TPV Virtual)',
    pageOrigin: new URL(baseUrl).origin,
    methods: ['card', 'bizum'],

    async startPayment(request) {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new Error(`A Redsys payment needs a positive whole number of cents, not ${request.amountCents}`);
      const order = redsysOrderCode(request.paymentId);
      const parameters: RedsysParameters = {
        DS_MERCHANT_AMOUNT: String(request.amountCents),
        DS_MERCHANT_ORDER: order,
        DS_MERCHANT_MERCHANTCODE: merchantCode,
        DS_MERCHANT_CURRENCY: EURO,
        DS_MERCHANT_TRANSACTIONTYPE: PAYMENT,
        DS_MERCHANT_TERMINAL: terminal,
        DS_MERCHANT_MERCHANTURL: request.urls.notification,
        DS_MERCHANT_URLOK: request.urls.ok,
        DS_MERCHANT_URLKO: request.urls.ko,
        DS_MERCHANT_PRODUCTDESCRIPTION: request.orderNumber,
        DS_MERCHANT_MERCHANTDATA: request.orderNumber,
        DS_MERCHANT_CONSUMERLANGUAGE: SPANISH,
        // 'z' shows Bizum only, 'C' the card form only.
        DS_MERCHANT_PAYMETHODS: request.method === 'bizum' ? 'z' : 'C',
      };
      const fields = signMessage(options.secretKey, parameters, 'DS_MERCHANT_ORDER');
      return { checkoutReference: order, redirect: { url: `${baseUrl}/sis/realizarPago`, method: 'POST', fields: { ...fields } } };
    },

    async readNotification(incoming) {
      try {
        if (Buffer.byteLength(incoming.body) > MAX_NOTIFICATION_BYTES) return { verified: false, reason: 'body too large for a Redsys notification' };
        const fields = notificationFields(incoming);
        if (!fields) return { verified: false, reason: 'body is neither a form nor a JSON object' };
        const result = verified(fields);
        if (!result.ok) return { verified: false, reason: result.reason };
        return readEvent(result.parameters, result.order);
      } catch (error) {
        return { verified: false, reason: `unreadable notification: ${error instanceof Error ? error.message : String(error)}` };
      }
    },

    // Redsys's REST interface has no idempotency key: the same request twice refunds twice. The
    // ledger calls this once per refund row and records the outcome; a timeout leaves the outcome
    // unknown (Redsys may have refunded), which is why the message asks staff to look before retrying
    // and why a refund notification (transaction type 3, 0900) is read as 'refunded'.
    async refund(providerReference, amountCents, idempotencyKey): Promise<RefundResult> {
      if (!isRedsysOrderCode(providerReference)) return { status: 'failed', message: MESSAGES.refundUnknown };
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { status: 'failed', message: MESSAGES.refundNotPositive };
      const request = signMessage(
        options.secretKey,
        {
          DS_MERCHANT_ORDER: providerReference,
          DS_MERCHANT_AMOUNT: String(amountCents),
          DS_MERCHANT_CURRENCY: EURO,
          DS_MERCHANT_MERCHANTCODE: merchantCode,
          DS_MERCHANT_TERMINAL: terminal,
          DS_MERCHANT_TRANSACTIONTYPE: REFUND,
        },
        'DS_MERCHANT_ORDER',
      );
      let status: number;
      let text: string;
      try {
        const response = await fetchImpl(`${baseUrl}/sis/rest/trataPeticionREST`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch {
        return { status: 'failed', message: MESSAGES.unreachable };
      }
      if (status >= 500) return { status: 'failed', message: MESSAGES.unreachable };
      let answer: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
        answer = parsed as Record<string, unknown>;
      } catch {
        return { status: 'failed', message: MESSAGES.refundUnreadable };
      }
      if (typeof answer['errorCode'] === 'string') {
        const code = answer['errorCode'];
        return { status: 'failed', message: `Redsys ha rechazado la devolución (${code}): ${REFUND_ERRORS[code] ?? 'consulta el código en el portal de Redsys'}.` };
      }
      const result = verified({
        Ds_SignatureVersion: typeof answer['Ds_SignatureVersion'] === 'string' ? answer['Ds_SignatureVersion'] : REDSYS_SIGNATURE_VERSION,
        Ds_MerchantParameters: typeof answer['Ds_MerchantParameters'] === 'string' ? answer['Ds_MerchantParameters'] : undefined,
        Ds_Signature: typeof answer['Ds_Signature'] === 'string' ? answer['Ds_Signature'] : undefined,
      });
      if (!result.ok || result.order !== providerReference) return { status: 'failed', message: MESSAGES.refundUnverified };
      const response = normaliseRedsysResponse(parameter(result.parameters, 'Ds_Response') ?? '');
      if (response !== REFUND_ACCEPTED) return { status: 'failed', message: `Redsys ha rechazado la devolución (respuesta ${response ?? 'vacía'}).` };
      const authorisation = parameter(result.parameters, 'Ds_AuthorisationCode')?.trim();
      // Each refund of an order has its own authorisation code; the key stands in if Redsys sent none.
      return { status: 'succeeded', reference: `${providerReference}:${authorisation || idempotencyKey}` };
    },
  };
}
