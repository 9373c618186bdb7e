/**
 * `npm run payments:simulators`: the local Redsys and Stripe simulators of the tests
 * (tests/simulators/), on fixed ports, to try the store's real payment flow by hand without an
 * account anywhere. No money moves. Prints the environment to start the store with for each, and
 * their test cards and phones; Ctrl-C (or SIGTERM) stops them.
 *
 *   Redsys  http://127.0.0.1:4010  Redsys's public sandbox credentials: merchant (FUC) 999008881,
 *                                  terminal 1, SHA-256 key sq7HjrUOBfKmC576ILgskD5srU870gJ7
 *   Stripe  http://127.0.0.1:4011  secret key sk_test_simuladorTiendaDiverso, webhook signing secret
 *                                  whsec_simuladorTiendaDiverso; its webhooks go to
 *                                  $STORE_URL/api/payments/stripe/webhook
 *
 * Options: --redsys-port N, --stripe-port N. Environment: STORE_URL, where the store answers
 * (default http://localhost:3000, the address of `npm start` with the defaults). Redsys is told the
 * store's notification address by the store itself, in each payment's signed form.
 *
 * Notifications and webhooks reach the store by real HTTP; each delivery is printed with the
 * store's answer.
 */
import { parseArgs } from 'node:util';
import { decodeMerchantParameters, parameter } from '../server/payments/redsys/signature';
import { REDSYS_SIMULATOR_BIZUM, REDSYS_SIMULATOR_CARDS, createRedsysSimulator, type RedsysSimulator, type SimulatorCardOutcome } from '../tests/simulators/redsys-simulator';
import { STRIPE_TEST_CARDS, createStripeSimulator, type StripeSimulator } from '../tests/simulators/stripe-simulator';

const REDSYS = { merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' } as const;
const STRIPE = { secretKey: 'sk_test_simuladorTiendaDiverso', webhookSecret: 'whsec_simuladorTiendaDiverso' } as const;
const DEFAULT_STORE_URL = 'http://localhost:3000';

const REDSYS_OUTCOMES: Record<SimulatorCardOutcome, string> = {
  frictionless: 'paid, no further step',
  challenge: 'the bank asks to confirm (3-D Secure): authorise or cancel',
  denied: 'denied by the bank (0190)',
  insufficient_funds: 'insufficient funds (0116)',
};
const STRIPE_OUTCOMES: Record<(typeof STRIPE_TEST_CARDS)[number]['outcome'], string> = {
  succeeds: 'paid',
  authenticate: 'asks for 3-D Secure: complete or fail',
  card_declined: 'declined',
  insufficient_funds: 'declined: insufficient funds',
};

const usage = 'Usage: npm run payments:simulators [-- --redsys-port 4010 --stripe-port 4011]';

function portOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    console.error(`--${name} must be a port number from 1 to 65535, not '${value}'.`);
    console.error(usage);
    process.exit(2);
  }
  return port;
}

let options: { values: { 'redsys-port'?: string; 'stripe-port'?: string } };
try {
  options = parseArgs({ options: { 'redsys-port': { type: 'string' }, 'stripe-port': { type: 'string' } } });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exit(2);
}
const redsysPort = portOf('redsys-port', options.values['redsys-port'], 4010);
const stripePort = portOf('stripe-port', options.values['stripe-port'], 4011);

let storeUrl: string;
try {
  const parsed = new URL(process.env.STORE_URL || DEFAULT_STORE_URL);
  if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http');
  storeUrl = parsed.origin;
} catch {
  console.error(`STORE_URL must be the store's address, such as ${DEFAULT_STORE_URL}, not '${process.env.STORE_URL}'.`);
  process.exit(2);
}
const webhookUrl = `${storeUrl}/api/payments/stripe/webhook`;

/** fetch (10 s at most), printing each delivery and the store's answer, or that it could not be reached. */
function deliverVia(describe: (body: string) => string): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const what = describe(String(init.body));
    try {
      const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(10_000) });
      console.log(`${what} → ${url}: ${response.status}`);
      return response;
    } catch (error) {
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
      console.log(`${what} → ${url}: not delivered (${reason}). Is the store running there?`);
      throw error;
    }
  };
}

function redsysNotification(body: string): string {
  const parameters = decodeMerchantParameters(new URLSearchParams(body).get('Ds_MerchantParameters') ?? '');
  return parameters ? `Redsys notification (order ${parameter(parameters, 'Ds_Order')}, Ds_Response ${parameter(parameters, 'Ds_Response')})` : 'Redsys notification';
}
function stripeEvent(body: string): string {
  try {
    return `Stripe webhook ${String((JSON.parse(body) as { type?: unknown }).type)}`;
  } catch {
    return 'Stripe webhook';
  }
}

let redsys: RedsysSimulator | undefined;
let stripe: StripeSimulator | undefined;
const closeAll = () => Promise.allSettled([redsys?.close(), stripe?.close()]);

try {
  redsys = await createRedsysSimulator({ port: redsysPort, ...REDSYS, deliver: deliverVia(redsysNotification) });
  stripe = await createStripeSimulator({ port: stripePort, webhookUrl, ...STRIPE, deliver: deliverVia(stripeEvent) });
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  const port = redsys ? stripePort : redsysPort;
  console.error(inUse ? `Port ${port} is already in use: choose another with --${redsys ? 'stripe' : 'redsys'}-port.` : `Could not start the simulators: ${String(error)}`);
  await closeAll();
  process.exit(1);
}

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const storePart = storeUrl === DEFAULT_STORE_URL ? '' : `PUBLIC_URL=${storeUrl} `;

console.log(`Payment simulators running: no real money moves. Ctrl-C stops them.

Redsys (TPV Virtual) at ${redsys.url}
  Start the store with:
    ${storePart}PAYMENT_PROVIDER=redsys REDSYS_MERCHANT_CODE=${REDSYS.merchantCode} REDSYS_TERMINAL=${REDSYS.terminal} REDSYS_SECRET_KEY=${REDSYS.secretKey} REDSYS_URL=${redsys.url} npm start
  Test cards (any future expiry such as 12/49, CVV 123):
${REDSYS_SIMULATOR_CARDS.map((card) => `    ${grouped(card.number)}  ${REDSYS_OUTCOMES[card.outcome]}`).join('\n')}
  Bizum test phones: ${REDSYS_SIMULATOR_BIZUM.approves} accepts, ${REDSYS_SIMULATOR_BIZUM.declines} is declined by its bank

Stripe (Checkout) at ${stripe.url}, webhooks to ${webhookUrl}
  Start the store with:
    ${storePart}PAYMENT_PROVIDER=stripe STRIPE_SECRET_KEY=${STRIPE.secretKey} STRIPE_WEBHOOK_SECRET=${STRIPE.webhookSecret} STRIPE_API_URL=${stripe.url} npm start
  Test cards (any future expiry such as 12/34, CVC 123):
${STRIPE_TEST_CARDS.map((card) => `    ${grouped(card.number)}  ${STRIPE_OUTCOMES[card.outcome]}`).join('\n')}
  Bizum is not offered with Stripe.
`);
if (storePart) console.log(`The store must answer at ${storeUrl} (its PORT, or a proxy there).\n`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(130);
  stopping = true;
  console.log(`${signal}: stopping the payment simulators…`);
  await closeAll();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
