import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

// A local stand-in for Stripe's API and its hosted Checkout page, for tests and for trying the
// store without an account: the official SDK, unmodified, is pointed at it (apiBase / STRIPE_API_URL).
// It implements the part of the API the store calls, the way Stripe answers it:
//   POST /v1/checkout/sessions              create (form-encoded, nested keys; unknown parameters refused)
//   GET  /v1/checkout/sessions/:id          retrieve (expand[]=payment_intent)
//   POST /v1/checkout/sessions/:id/expire   expire an open session → checkout.session.expired
//   GET  /v1/payment_intents/:id            retrieve (expand[]=latest_charge)
//   POST /v1/refunds                        refund a PaymentIntent, never more than is left → charge.refunded
// with `Authorization: Bearer sk_test_…` required, `Idempotency-Key` honoured (the same key and
// parameters give the saved answer back; other parameters are refused) and errors in Stripe's shape.
//
// The hosted page, GET /pay/:sessionId, is a card form that knows Stripe's test cards. Paying sends
// checkout.session.completed, signed as Stripe signs it, BEFORE the browser is sent back to the
// success_url; a declined card sends payment_intent.payment_failed and the session stays open.
// Events triggered through the API (expire, refund) are delivered once the API has answered, as
// Stripe does; `idle()` waits for them. Deliveries go one at a time, in order.

export interface StripeSimulatorOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The store's webhook endpoint, as set in Stripe's dashboard. */
  webhookUrl: string;
  /** Its signing secret (whsec_…). */
  webhookSecret: string;
  /** How a webhook is sent: fetch by default; API tests pass the app's request(). */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
  /** The only key accepted; unset, any test key (sk_test_… / rk_test_…). */
  secretKey?: string;
  clock?: () => Date;
  /** Shown on the payment page. */
  storeName?: string;
}

export interface SimulatedEvent {
  id: string;
  type: string;
  /** The JSON body as sent (pretty-printed, as Stripe sends it). */
  body: string;
  /** The HTTP status of the last delivery; null before one answered (or when it could not connect). */
  status: number | null;
}

type Json = Record<string, unknown>;

export interface StripeSimulator {
  /** The API base for the SDK (http://127.0.0.1:port). */
  url: string;
  close(): Promise<void>;
  events: SimulatedEvent[];
  /** Sends an event again, freshly signed (Stripe's retries and "Resend"). */
  replay(eventIndex: number): Promise<Response>;
  /** Until every event sent so far has been delivered. */
  idle(): Promise<void>;
  /** Checkout Sessions by id, as the API shows them (live: they change as the shopper pays). */
  sessions: ReadonlyMap<string, Json>;
  refunds: ReadonlyMap<string, Json>;
}

/** Stripe's documented test cards this simulator knows; any other number is refused as in test mode. */
export const STRIPE_TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', description: 'Pago aceptado' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds', description: 'Pago aceptado (Mastercard)' },
  { number: '4000002760003184', brand: 'visa', outcome: 'authenticate', description: 'Pide autenticación 3-D Secure' },
  { number: '4000000000000002', brand: 'visa', outcome: 'card_declined', description: 'Tarjeta rechazada' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Rechazada por fondos insuficientes' },
] as const;

type TestCard = (typeof STRIPE_TEST_CARDS)[number];

/** The API version events are written in: the one the installed SDK pins. */
const API_VERSION = '2026-10-28.endive';
const MIN_SESSION_S = 30 * 60;
const MAX_SESSION_S = 24 * 60 * 60;

const DECLINES = {
  card_declined: { decline_code: 'generic_decline', message: 'Your card was declined.', shopper: 'Tu tarjeta ha sido rechazada.' },
  insufficient_funds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', shopper: 'Tu tarjeta no tiene fondos suficientes.' },
  authentication_failed: {
    decline_code: null,
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    shopper: 'No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
  },
} as const;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
  toJSON() {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

const invalid = (message: string, param?: string, code?: string) => new ApiError(400, 'invalid_request_error', message, code, param);
const missing = (kind: string, id: string, param: string) => new ApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

const randomId = (prefix: string, length = 24) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
};

// ── Form-encoded parameters, as the SDK writes them: line_items[0][price_data][unit_amount]=…

type Param = string | Param[] | { [key: string]: Param };

function decodeStripeForm(body: string): Record<string, Param> {
  const root: Record<string, Param> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`, key);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1]!)];
    let node: Record<string, Param> = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'string') throw invalid(`Invalid ${path.slice(0, index + 1).join('.')}: cannot be both a value and a hash`, key);
      node = (next as Record<string, Param> | undefined) ?? (node[name] = {});
    });
  }
  const arrays = (param: Param): Param => {
    if (typeof param === 'string' || Array.isArray(param)) return param;
    const keys = Object.keys(param);
    const values = Object.fromEntries(keys.map((key) => [key, arrays(param[key]!)]));
    if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return keys.sort((a, b) => Number(a) - Number(b)).map((key) => values[key]!);
    return values;
  };
  return arrays(root) as Record<string, Param>;
}

/** Reads parameters the way Stripe validates them: unknown names, wrong types and missing values are refused. */
class Params {
  constructor(
    private readonly values: Record<string, Param>,
    private readonly prefix = '',
  ) {}
  private name(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }
  only(keys: readonly string[]): this {
    for (const key of Object.keys(this.values)) {
      if (!keys.includes(key)) throw invalid(`Received unknown parameter: ${this.name(key)}`, this.name(key), 'parameter_unknown');
    }
    return this;
  }
  has(key: string) {
    return this.values[key] !== undefined;
  }
  string(key: string, options: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') {
      if (options.required) throw invalid(`Missing required param: ${this.name(key)}.`, this.name(key), 'parameter_missing');
      return undefined;
    }
    if (typeof value !== 'string') throw invalid(`Invalid string: ${this.name(key)}`, this.name(key));
    if (options.max && value.length > options.max) throw invalid(`Invalid string: ${this.name(key)} must be at most ${options.max} characters`, this.name(key), 'parameter_invalid_string');
    return value;
  }
  integer(key: string, options: { required?: boolean; min?: number } = {}): number | undefined {
    const text = this.string(key, options);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, this.name(key), 'parameter_invalid_integer');
    const value = Number(text);
    if (options.min !== undefined && value < options.min) throw invalid(`This value must be greater than or equal to ${options.min}.`, this.name(key), 'parameter_invalid_integer');
    return value;
  }
  hash(key: string, options: { required?: boolean } = {}): Params | undefined {
    const value = this.values[key];
    if (value === undefined) {
      if (options.required) throw invalid(`Missing required param: ${this.name(key)}.`, this.name(key), 'parameter_missing');
      return undefined;
    }
    if (typeof value === 'string' || Array.isArray(value)) throw invalid(`Invalid object: ${this.name(key)}`, this.name(key));
    return new Params(value, this.name(key));
  }
  list(key: string): Params[] | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalid(`Invalid array: ${this.name(key)}`, this.name(key));
    return value.map((item, index) => {
      if (typeof item === 'string' || Array.isArray(item)) throw invalid(`Invalid object: ${this.name(key)}[${index}]`, `${this.name(key)}[${index}]`);
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }
  strings(key: string): string[] | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(`Invalid array: ${this.name(key)}`, this.name(key));
    return value as string[];
  }
  /** Stripe's metadata: up to 50 keys of 40 characters, values of 500. */
  metadata(key: string): Record<string, string> {
    const hash = this.hash(key);
    if (!hash) return {};
    const entries = Object.entries(hash.values);
    if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', this.name(key));
    for (const [name, value] of entries) {
      if (typeof value !== 'string') throw invalid(`Invalid metadata value for ${name}`, `${this.name(key)}[${name}]`);
      if (name.length > 40 || value.length > 500) throw invalid('Metadata keys can be at most 40 characters and values 500.', `${this.name(key)}[${name}]`);
    }
    return Object.fromEntries(entries) as Record<string, string>;
  }
}

// ── The hosted page

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const money = (cents: number, currency: string) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const groupDigits = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f8fa}
  main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem 3rem}
  .test-mode{display:inline-block;margin:0 0 1rem;padding:.125rem .5rem;border-radius:.25rem;background:#ffde92;color:#3d2800;font-size:.875rem;font-weight:600}
  h1{font-size:1.5rem;margin:.5rem 0 .25rem}
  h2{font-size:1.125rem;margin:2rem 0 .5rem}
  .amount{font-size:2rem;font-weight:700;margin:0}
  a{color:#0b4db3}
  a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0b4db3;outline-offset:2px}
  form{margin-top:1.5rem;padding:1.25rem;background:#fff;border:1px solid #c9ced6;border-radius:.5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  label:first-of-type{margin-top:0}
  input{width:100%;padding:.625rem .75rem;font:inherit;color:#1a1f36;background:#fff;border:1px solid #6b7385;border-radius:.375rem}
  input[aria-invalid="true"]{border-color:#b3261e;border-width:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
  .row label{margin-top:1rem}
  button{display:block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:600;color:#fff;background:#0a2540;border:0;border-radius:.375rem;cursor:pointer}
  button.secondary{color:#0a2540;background:#fff;border:2px solid #0a2540}
  .error{margin:0 0 1rem;padding:.75rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18;font-weight:600}
  table{width:100%;border-collapse:collapse;background:#fff}
  th,td{padding:.5rem;border:1px solid #c9ced6;text-align:left}
  td:first-child{font-variant-numeric:tabular-nums;white-space:nowrap}
  .hint{color:#4a5263;font-size:.9375rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode">Simulador de Stripe · modo de prueba</p>
${body}
</main>
</body>
</html>`;
}

// ── The simulator

interface SessionState {
  object: Json & { id: string; status: 'open' | 'complete' | 'expired'; amount_total: number; currency: string; expires_at: number; success_url: string; cancel_url: string | null };
  productName: string;
  intentData: { metadata: Record<string, string>; description: string | null };
  /** The card waiting for the shopper's answer on the 3-D Secure page. */
  authenticating: { card: TestCard; month: number; year: number } | null;
}

/** An API request: its events are sent once it has been answered. */
interface ApiRequest {
  id: string;
  idempotencyKey: string | null;
  answered: Promise<void>;
}

type Intent = Json & { id: string; status: string; amount: number; currency: string; latest_charge: string | null };
type Charge = Json & { id: string; amount: number; amount_refunded: number; currency: string; payment_intent: string; refunded: boolean };

export async function createStripeSimulator(options: StripeSimulatorOptions): Promise<StripeSimulator> {
  const clock = options.clock ?? (() => new Date());
  const now = () => Math.floor(clock().getTime() / 1000);
  const deliver = options.deliver ?? ((url, init) => fetch(url, init));
  const storeName = options.storeName ?? 'Tienda Diverso';

  const sessions = new Map<string, SessionState>();
  const sessionObjects = new Map<string, Json>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const events: SimulatedEvent[] = [];
  let deliveries: Promise<unknown> = Promise.resolve();
  let base = '';

  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  async function send(event: SimulatedEvent): Promise<Response> {
    const timestamp = now();
    const signature = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${event.body}`).digest('hex');
    try {
      const response = await deliver(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': `t=${timestamp},v1=${signature}`,
        },
        body: event.body,
      });
      event.status = response.status;
      return response;
    } catch (error) {
      event.status = null;
      throw error;
    }
  }

  /** Records an event and queues its delivery behind the earlier ones; the promise settles when it has been sent. */
  function emit(type: string, object: Json, extra: { previous?: Json; request?: ApiRequest } = {}): Promise<void> {
    const event = {
      id: randomId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: copy(object), ...(extra.previous ? { previous_attributes: extra.previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: extra.request?.id ?? null, idempotency_key: extra.request?.idempotencyKey ?? null },
      type,
    };
    const record: SimulatedEvent = { id: event.id, type, body: JSON.stringify(event, null, 2), status: null };
    events.push(record);
    // A failed delivery is left for replay(), as Stripe leaves it for its retries.
    const delivered = deliveries
      .then(() => extra.request?.answered)
      .then(() => send(record))
      .then(
        () => undefined,
        () => undefined,
      );
    deliveries = delivered;
    return delivered;
  }

  // ── API

  function sessionView(state: SessionState, expand: string[]): Json {
    const view = copy(state.object);
    if (expand.includes('payment_intent') && typeof view.payment_intent === 'string') view.payment_intent = copy(intents.get(view.payment_intent)!);
    return view;
  }

  function createSession(params: Params): Json {
    params.only([
      'mode', 'line_items', 'allowed_payment_method_types', 'customer_email', 'client_reference_id', 'metadata', 'payment_intent_data',
      'success_url', 'cancel_url', 'expires_at', 'locale', 'expand',
    ]);
    const mode = params.string('mode', { required: true });
    if (mode !== 'payment') throw invalid(`This simulator only knows mode=payment, not ${mode}.`, 'mode');
    const lines = params.list('line_items');
    if (!lines || lines.length === 0) throw invalid('line_items is required in payment mode.', 'line_items', 'parameter_missing');
    let amount = 0;
    let currency: string | undefined;
    const names: string[] = [];
    for (const line of lines) {
      line.only(['price_data', 'quantity']);
      const quantity = line.integer('quantity', { required: true, min: 1 })!;
      const price = line.hash('price_data', { required: true })!.only(['currency', 'unit_amount', 'product_data']);
      const lineCurrency = price.string('currency', { required: true })!;
      if (lineCurrency !== lineCurrency.toLowerCase() || lineCurrency.length !== 3) throw invalid(`Invalid currency: ${lineCurrency}`, 'currency');
      if (currency && currency !== lineCurrency) throw invalid('All line items must have the same currency.', 'line_items');
      currency = lineCurrency;
      amount += price.integer('unit_amount', { required: true, min: 0 })! * quantity;
      const product = price.hash('product_data', { required: true })!.only(['name', 'description', 'metadata']);
      names.push(product.string('name', { required: true })!);
    }
    const methods = params.strings('allowed_payment_method_types');
    if (methods && methods.some((method) => method !== 'card')) throw invalid('This simulator only takes cards (allowed_payment_method_types[]=card).', 'allowed_payment_method_types');
    const email = params.string('customer_email', { max: 800 });
    if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid(`Invalid email address: ${email}`, 'customer_email', 'email_invalid');
    const url = (key: string, required: boolean) => {
      const value = params.string(key, { required, max: 5000 });
      if (value !== undefined && !/^https?:\/\/[^\s]+$/.test(value)) throw invalid('Not a valid URL', key, 'url_invalid');
      return value ?? null;
    };
    const created = now();
    const expiresAt = params.integer('expires_at') ?? created + MAX_SESSION_S;
    if (expiresAt < created + MIN_SESSION_S) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > created + MAX_SESSION_S) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    const intentParams = params.hash('payment_intent_data')?.only(['metadata', 'description']);
    const id = randomId('cs_test_', 58);
    const object: SessionState['object'] = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: methods ?? null,
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: url('cancel_url', false),
      client_reference_id: params.string('client_reference_id', { max: 200 }) ?? null,
      created,
      currency: currency!,
      customer: null,
      customer_details: null,
      customer_email: email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.string('locale') ?? null,
      metadata: params.metadata('metadata'),
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: url('success_url', true)!,
      ui_mode: 'hosted',
      url: `${base}/pay/${id}`,
    };
    sessionObjects.set(id, object);
    sessions.set(id, {
      object,
      productName: names.join(', '),
      intentData: { metadata: intentParams?.metadata('metadata') ?? {}, description: intentParams?.string('description', { max: 1000 }) ?? null },
      authenticating: null,
    });
    return copy(object);
  }

  function sessionFor(id: string): SessionState {
    const state = sessions.get(id);
    if (!state) throw missing('checkout.session', id, 'session');
    return state;
  }

  /** Expires an open session (its PaymentIntent, if any, is canceled) and says so to the store. */
  function expire(state: SessionState, request?: ApiRequest): Promise<void> {
    state.object.status = 'expired';
    state.authenticating = null;
    const intentId = state.object.payment_intent;
    if (typeof intentId === 'string') Object.assign(intents.get(intentId)!, { status: 'canceled', canceled_at: now(), cancellation_reason: 'abandoned' });
    return emit('checkout.session.expired', state.object, { request });
  }

  /** Stripe expires a session once its time is up; here, when it is next looked at. */
  async function expireIfDue(state: SessionState): Promise<void> {
    if (state.object.status === 'open' && now() >= state.object.expires_at) await expire(state);
  }

  function refund(params: Params, request: ApiRequest): Json {
    params.only(['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const intentId = params.string('payment_intent');
    const chargeId = params.string('charge');
    if (!intentId && !chargeId) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent', 'parameter_missing');
    let charge: Charge | undefined;
    if (intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
      charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge || intent.status !== 'succeeded') {
        throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
      }
    } else {
      charge = charges.get(chargeId!);
      if (!charge) throw missing('charge', chargeId!, 'charge');
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = params.integer('amount', { min: 1 }) ?? left;
    if (amount > left) {
      throw invalid(`Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`, 'amount', 'amount_too_large');
    }
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const object: Json = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: params.metadata('metadata'),
      payment_intent: charge.payment_intent,
      reason: params.string('reason') ?? null,
      status: 'succeeded',
    };
    refunds.set(object.id as string, object);
    void emit('charge.refunded', charge, { previous, request });
    return copy(object);
  }

  async function api(method: string, path: string, params: Params, expand: string[], request: ApiRequest): Promise<Json> {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const state = sessionFor(decodeURIComponent(match[1]!));
      await expireIfDue(state);
      return sessionView(state, expand);
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
      params.only(['expand']);
      const state = sessionFor(decodeURIComponent(match[1]!));
      if (state.object.status !== 'open') {
        throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${state.object.status}".`);
      }
      void expire(state, request);
      return sessionView(state, expand);
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = decodeURIComponent(match[1]!);
      const intent = intents.get(id);
      if (!intent) throw missing('payment_intent', id, 'intent');
      const view: Json = copy(intent);
      if (expand.includes('latest_charge') && intent.latest_charge) view.latest_charge = copy(charges.get(intent.latest_charge)!);
      return view;
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(params, request);
    throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
  }

  /** The key as Stripe takes it: `Authorization: Bearer sk_test_…`, or Basic with the key as the user (`curl -u sk_test_…:`). */
  function authorised(header: string | undefined): boolean {
    const basic = /^Basic (\S+)$/.exec(header ?? '')?.[1];
    const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').replace(/:.*$/s, '') : undefined);
    if (!key) return false;
    return options.secretKey ? key === options.secretKey : /^(sk|rk)_test_\w+$/.test(key);
  }

  async function handleApi(req: http.IncomingMessage, url: URL, body: string, answered: Promise<void>): Promise<{ status: number; body: string; replayed?: boolean }> {
    const method = req.method ?? 'GET';
    if (!authorised(req.headers.authorization)) {
      const error = new ApiError(401, 'invalid_request_error', req.headers.authorization ? 'Invalid API Key provided.' : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
      return { status: 401, body: JSON.stringify(error.toJSON()) };
    }
    const idempotencyKey = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (idempotencyKey) {
      const saved = idempotent.get(idempotencyKey);
      if (saved && saved.fingerprint !== fingerprint) {
        const error = new ApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
        return { status: 400, body: JSON.stringify(error.toJSON()) };
      }
      if (saved) return { status: saved.status, body: saved.body, replayed: true };
    }
    try {
      const query = decodeStripeForm(url.search.slice(1));
      const form = method === 'POST' ? decodeStripeForm(body) : {};
      const values = { ...query, ...form };
      const expand = new Params(values).strings('expand') ?? [];
      const answer = JSON.stringify(await api(method, url.pathname, new Params(values), expand, { id: randomId('req_', 14), idempotencyKey, answered }), null, 2);
      // Only answers of requests that ran are kept for the key (Stripe keeps no result of a refused one).
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status: 200, body: answer });
      return { status: 200, body: answer };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: JSON.stringify(error.toJSON()) };
      throw error;
    }
  }

  // ── Hosted page

  function payPage(state: SessionState, form: { number?: string; expiry?: string; cvc?: string; error?: string; field?: 'number' | 'expiry' | 'cvc' } = {}): string {
    const { object } = state;
    const amount = money(object.amount_total, object.currency);
    const invalidField = (field: string) => (form.error && (form.field ?? 'number') === field ? ' aria-invalid="true" aria-describedby="payment-error"' : '');
    const back = object.cancel_url ? `<p><a href="${escapeHtml(object.cancel_url)}">← Volver a ${escapeHtml(storeName)}</a></p>` : '';
    const email = typeof object.customer_email === 'string' ? `<p>Correo electrónico: <strong>${escapeHtml(object.customer_email)}</strong></p>` : '';
    const cards = STRIPE_TEST_CARDS.map((card) => `<tr><td>${groupDigits(card.number)}</td><td>${escapeHtml(card.description)}</td></tr>`).join('\n');
    return page(
      `Pagar ${amount} a ${storeName}`,
      `${back}
<h1>Pagar a ${escapeHtml(storeName)}</h1>
<p class="amount">${amount}</p>
<p>${escapeHtml(state.productName)}</p>
${email}
<form method="post" action="/pay/${escapeHtml(object.id)}">
${form.error ? `<p class="error" id="payment-error" role="alert">${escapeHtml(form.error)}</p>` : ''}
<label for="card_number">Número de tarjeta</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(form.number ?? '')}"${invalidField('number')}>
<div class="row">
<div><label for="card_expiry">Caducidad (MM/AA)</label>
<input id="card_expiry" name="card_expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required value="${escapeHtml(form.expiry ?? '')}"${invalidField('expiry')}></div>
<div><label for="card_cvc">CVC</label>
<input id="card_cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" required value="${escapeHtml(form.cvc ?? '')}"${invalidField('cvc')}></div>
</div>
<button type="submit">Pagar ${amount}</button>
</form>
<h2 id="test-cards">Tarjetas de prueba</h2>
<p class="hint">Con cualquier fecha de caducidad futura y cualquier CVC de 3 cifras. No introduzcas una tarjeta real.</p>
<table aria-labelledby="test-cards">
<thead><tr><th scope="col">Número</th><th scope="col">Qué pasa</th></tr></thead>
<tbody>
${cards}
</tbody>
</table>`,
    );
  }

  function closedPage(state: SessionState): { status: number; html: string } {
    const { object } = state;
    if (object.status === 'complete') {
      return {
        status: 200,
        html: page('Pago completado', `<h1>Este pago ya está hecho</h1>\n<p>Ya has pagado ${money(object.amount_total, object.currency)} a ${escapeHtml(storeName)}.</p>\n<p><a href="${escapeHtml(successUrl(state))}">Volver a ${escapeHtml(storeName)}</a></p>`),
      };
    }
    const back = object.cancel_url ? `<p><a href="${escapeHtml(object.cancel_url)}">← Volver a ${escapeHtml(storeName)}</a></p>` : '';
    return { status: 410, html: page('Página de pago caducada', `<h1>Esta página de pago ha caducado</h1>\n<p>No se ha cobrado nada.</p>\n${back}`) };
  }

  const successUrl = (state: SessionState) => state.object.success_url.replaceAll('{CHECKOUT_SESSION_ID}', state.object.id);

  function intentFor(state: SessionState): Intent {
    const { object } = state;
    if (typeof object.payment_intent === 'string') return intents.get(object.payment_intent)!;
    const intent: Intent = {
      id: randomId('pi_'),
      object: 'payment_intent',
      amount: object.amount_total,
      amount_received: 0,
      allowed_payment_method_types: ['card'],
      canceled_at: null,
      cancellation_reason: null,
      created: now(),
      currency: object.currency,
      description: state.intentData.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: state.intentData.metadata,
      payment_method_types: ['card'],
      receipt_email: object.customer_email ?? null,
      status: 'requires_payment_method',
    };
    intents.set(intent.id, intent);
    object.payment_intent = intent.id;
    return intent;
  }

  async function succeed(state: SessionState, card: TestCard, expiry: { month: number; year: number }): Promise<void> {
    const intent = intentFor(state);
    const charge: Charge = {
      id: randomId('ch_'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      billing_details: { email: state.object.customer_email ?? null, name: null },
      captured: true,
      created: now(),
      currency: intent.currency,
      description: intent.description,
      livemode: false,
      metadata: intent.metadata,
      paid: true,
      payment_intent: intent.id,
      payment_method_details: {
        type: 'card',
        card: { brand: card.brand, last4: card.number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, authorization_code: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)), country: 'US', funding: 'credit' },
      },
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
    Object.assign(state.object, { status: 'complete', payment_status: 'paid', customer_details: { email: state.object.customer_email ?? null, name: null } });
    state.authenticating = null;
    await emit('checkout.session.completed', state.object);
  }

  async function decline(state: SessionState, reason: keyof typeof DECLINES): Promise<string> {
    const intent = intentFor(state);
    const decline = DECLINES[reason];
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: reason === 'authentication_failed' ? 'payment_intent_authentication_failure' : 'card_declined',
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      message: decline.message,
    };
    state.authenticating = null;
    await emit('payment_intent.payment_failed', intent);
    return decline.shopper;
  }

  type PageAnswer = { status: number; html?: string; location?: string };

  async function submitCard(state: SessionState, form: URLSearchParams): Promise<PageAnswer> {
    const number = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
    const expiryText = (form.get('card_expiry') ?? '').replace(/\s/g, '');
    const cvc = (form.get('card_cvc') ?? '').trim();
    const retry = (error: string, field: 'number' | 'expiry' | 'cvc' = 'number'): PageAnswer => ({
      status: 200,
      html: payPage(state, { number: form.get('card_number') ?? '', expiry: form.get('card_expiry') ?? '', cvc, error, field }),
    });
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return retry('El número de tu tarjeta no es válido.');
    const expiry = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiryText);
    if (!expiry) return retry('Escribe la fecha de caducidad como MM/AA.', 'expiry');
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const today = clock();
    if (month < 1 || month > 12) return retry('El mes de caducidad de tu tarjeta no es válido.', 'expiry');
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return retry('La fecha de caducidad de tu tarjeta ya ha pasado.', 'expiry');
    if (!/^\d{3,4}$/.test(cvc)) return retry('El código de seguridad de tu tarjeta no es válido.', 'cvc');
    const card = STRIPE_TEST_CARDS.find((testCard) => testCard.number === number);
    if (!card) return retry('Tu tarjeta ha sido rechazada. Estás en modo de prueba: usa una de las tarjetas de prueba de abajo.');
    switch (card.outcome) {
      case 'succeeds':
        await succeed(state, card, { month, year });
        return { status: 303, location: successUrl(state) };
      case 'authenticate':
        Object.assign(intentFor(state), { status: 'requires_action' });
        state.authenticating = { card, month, year };
        return { status: 303, location: `/pay/${state.object.id}/autenticar` };
      default:
        return retry(await decline(state, card.outcome));
    }
  }

  function authenticationPage(state: SessionState): string {
    const amount = money(state.object.amount_total, state.object.currency);
    return page(
      'Autenticación 3-D Secure de prueba',
      `<h1>Autenticación 3-D Secure de prueba</h1>
<p>Aquí tu banco te pediría confirmar el pago de <strong>${amount}</strong> a ${escapeHtml(storeName)} con la tarjeta acabada en ${escapeHtml(state.authenticating!.card.number.slice(-4))}. Elige cómo responde el banco.</p>
<form method="post" action="/pay/${escapeHtml(state.object.id)}/autenticar">
<button type="submit" name="result" value="complete">Completar</button>
<button type="submit" name="result" value="fail" class="secondary">Fallar</button>
</form>`,
    );
  }

  async function handlePage(method: string, sessionId: string, step: string | undefined, body: string): Promise<PageAnswer> {
    const state = sessions.get(sessionId);
    if (!state) return { status: 404, html: page('Página de pago no encontrada', '<h1>No encontramos esta página de pago</h1>\n<p>Vuelve a la tienda y empieza el pago otra vez.</p>') };
    await expireIfDue(state);
    if (state.object.status !== 'open') return closedPage(state);
    const form = new URLSearchParams(body);
    if (step === 'autenticar') {
      if (!state.authenticating) return { status: 303, location: `/pay/${sessionId}` };
      if (method === 'GET') return { status: 200, html: authenticationPage(state) };
      if (form.get('result') === 'complete') {
        const { card, month, year } = state.authenticating;
        await succeed(state, card, { month, year });
        return { status: 303, location: successUrl(state) };
      }
      return { status: 200, html: payPage(state, { error: await decline(state, 'authentication_failed') }) };
    }
    if (method === 'GET') return { status: 200, html: payPage(state) };
    return submitCard(state, form);
  }

  // ── HTTP

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', base);
      const method = req.method ?? 'GET';
      const answer = async () => {
        if (url.pathname.startsWith('/v1/')) {
          const answered = new Promise<void>((resolve) => res.once('close', () => resolve()));
          const result = await handleApi(req, url, body, answered);
          res.writeHead(result.status, {
            'content-type': 'application/json',
            'request-id': randomId('req_', 14),
            'stripe-version': (req.headers['stripe-version'] as string | undefined) ?? API_VERSION,
            ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
          });
          res.end(result.body);
          return;
        }
        const pay = /^\/pay\/([^/]+)(?:\/(autenticar))?$/.exec(url.pathname);
        if (!pay || (method !== 'GET' && method !== 'POST')) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
          return;
        }
        const result = await handlePage(method, decodeURIComponent(pay[1]!), pay[2], body);
        if (result.location) res.writeHead(result.status, { location: result.location }).end();
        else res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(result.html);
      };
      answer().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } }));
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The Stripe simulator has no TCP address');
  base = `http://127.0.0.1:${address.port}`;

  const idle = async () => {
    let seen: Promise<unknown>;
    do {
      seen = deliveries;
      await seen;
    } while (seen !== deliveries);
  };

  return {
    url: base,
    events,
    idle,
    async replay(eventIndex) {
      const event = events[eventIndex];
      if (!event) throw new Error(`No event ${eventIndex}: the simulator has sent ${events.length}`);
      await idle();
      return send(event);
    },
    sessions: sessionObjects,
    refunds,
    async close() {
      await idle();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** What a shopper does on the simulator's page: types a test card and pays (expiry 12/34, CVC 123). The answer is not followed. */
export function submitTestCard(pageUrl: string, cardNumber: string, card: { expiry?: string; cvc?: string } = {}): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, card_expiry: card.expiry ?? '12/34', card_cvc: card.cvc ?? '123' }),
    redirect: 'manual',
  });
}
