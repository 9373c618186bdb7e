import { success } from '../../../common/api/replies';
import type { HostedPaymentStatus } from '../../../common/checkout/contracts';
import { centsToEuros, formatEuros } from '../../../common/money';
import { paymentGatewayEndpoints as endpoints } from '../../../common/payments/endpoints';
import type { PaymentProviderInfo } from '../../../common/payments/provider-contracts';
import type { OrderRow, PaymentRow } from '../../db/schema';
import { absoluteUrl } from '../../http/public-origin';
import { isHostedProvider, type StorePaymentProvider } from '../../payments/hosted-provider';
import { isTestGateway } from '../../payments/test-gateway';
import type { ApiApp, ApiDeps } from '../context';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { AlternateReply, serve } from '../route-kit';
import { NOTIFICATION_PATHS, findByReturnToken, receiveNotification, redirectAnswer, retryHostedPayment } from './payment-flow';
import { limitPublicWrite } from './public-rate-limit';

/** The shopper's name for the provider, on the page they come back to. */
const SHOPPER_LABELS: Record<string, string> = { redsys: 'tu banco (Redsys)', stripe: 'Stripe', test: 'la pasarela de pruebas' };

function hostedStatus(row: OrderRow, charge: PaymentRow, provider: StorePaymentProvider, now: Date): HostedPaymentStatus {
  const total = formatEuros(centsToEuros(row.totalCents));
  const label = SHOPPER_LABELS[charge.provider] ?? charge.provider;
  const base = { order_number: row.number, total: centsToEuros(row.totalCents), payment_due_at: row.paymentDueAt?.toISOString() ?? null, provider_label: label };
  if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded' || row.paymentStatus === 'partially_refunded') {
    return { ...base, state: 'paid', message: `Pago de ${total} confirmado. Te hemos enviado la confirmación del pedido por email.`, can_retry: false };
  }
  if (row.status === 'payment_failed') {
    const why = charge.failureMessage ?? 'El pago no se ha completado.';
    return { ...base, state: 'failed', message: /no se ha cobrado nada/i.test(why) ? why : `${why} No se ha cobrado nada.`, can_retry: false };
  }
  if (row.status === 'cancelled') return { ...base, state: 'cancelled', message: 'Este pedido está cancelado. Si llegaste a pagarlo, te devolvemos el dinero.', can_retry: false };
  const open = row.status === 'pending_payment' && (!row.paymentDueAt || now <= row.paymentDueAt);
  return {
    ...base,
    state: 'waiting',
    message: `Estamos esperando la confirmación del pago de ${total} por parte de ${label}.`,
    can_retry: open && isHostedProvider(provider) && provider.id === charge.provider,
  };
}

const PROVIDER_NOTES: Record<string, string[]> = {
  test: [
    'Pasarela de pruebas integrada: no mueve dinero real. Las tarjetas y móviles de prueba están en el checkout.',
    'Para cobrar de verdad, arranca la tienda con PAYMENT_PROVIDER=redsys o stripe y sus claves (README, «Cobrar de verdad»).',
  ],
  redsys: [
    'La compradora paga en la página segura de Redsys (tarjeta con 3-D Secure, o Bizum); la tienda nunca ve la tarjeta.',
    'Solo la notificación online firmada de Redsys marca un pedido como pagado. Activa en el portal de Redsys la notificación «HTTP» y «Sincronización: asíncrona».',
    'Las devoluciones (totales o parciales) se piden a Redsys desde la tienda al cancelar un pedido pagado o reembolsar una devolución.',
  ],
  stripe: [
    'La compradora paga con tarjeta en Stripe Checkout (3-D Secure lo gestiona Stripe); la tienda nunca ve la tarjeta.',
    'Bizum no se ofrece con Stripe: para Bizum, usa Redsys.',
    'Da de alta la dirección de notificación como webhook en el panel de Stripe con los eventos checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired y charge.refunded.',
  ],
};

export function describePaymentProvider(provider: StorePaymentProvider): PaymentProviderInfo {
  if (!isHostedProvider(provider)) {
    return { provider: 'test', label: 'Pasarela de pruebas', mode: 'test', methods: ['card', 'bizum'], notes: PROVIDER_NOTES.test!, notification_url: null };
  }
  return {
    provider: provider.id,
    label: provider.label,
    mode: provider.testMode ? 'test' : 'live',
    methods: [...provider.methods],
    notes: PROVIDER_NOTES[provider.id]!,
    notification_url: absoluteUrl(NOTIFICATION_PATHS[provider.id]),
  };
}

/**
 * /api/payments/*: the test gateway's own card form (a real gateway serves its own), the signed
 * notifications of Redsys and Stripe (no session, no rate limit: the provider must always get
 * through, and the signature is what is checked), and the shopper's way back from the provider's page.
 */
export function registerPaymentGatewayRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, endpoints['POST /payments/test-gateway/tokens'], async ({ body }, c) => {
    const gateway = deps.payments;
    if (!isTestGateway(gateway)) throw new NotFoundError('La tienda no está en modo de pruebas: la tarjeta se introduce en la pasarela de pago.');
    const now = deps.now();
    await limitPublicWrite(db, 'cardTokens', deps.clientIp(c), now);
    const result = await gateway.tokenise({ number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc }, now);
    if (!result.ok) throw new ValidationError({ [result.field]: [result.message] });
    const { card } = result;
    return success({ token: card.token, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear });
  });

  for (const provider of ['redsys', 'stripe'] as const) {
    const endpoint = provider === 'redsys' ? endpoints['POST /payments/redsys/notification'] : endpoints['POST /payments/stripe/webhook'];
    serve(app, deps, endpoint, async (_input, c) => {
      const headers: Record<string, string | undefined> = {};
      c.req.raw.headers.forEach((value, name) => void (headers[name.toLowerCase()] = value));
      const answer = await receiveNotification(
        db,
        deps.payments,
        provider,
        { body: await c.req.text(), contentType: c.req.header('content-type') ?? null, headers },
        { now: deps.now(), logger: deps.logger },
      );
      return answer.status === 200 ? answer.body : new AlternateReply(400, answer.body);
    });
  }

  serve(app, deps, endpoints['POST /checkout/orders/{number}/payment-status'], async ({ params, body }) => {
    const { row, charge } = await findByReturnToken(db, params.number, body.return_token);
    return success(hostedStatus(row, charge, deps.payments, deps.now()));
  });

  serve(app, deps, endpoints['POST /checkout/orders/{number}/payment/retry'], async ({ params, body }) => {
    const { row } = await findByReturnToken(db, params.number, body.return_token);
    const opened = await retryHostedPayment(db, deps.payments, row, deps.now());
    if (!opened.redirect) throw new ConflictError('No hemos podido abrir la página de pago. No se ha cobrado nada: vuelve a hacer el pedido desde el carrito.');
    return success({ redirect: redirectAnswer({ ...opened, redirect: opened.redirect }) });
  });

  serve(app, deps, endpoints['GET /admin/payments/provider'], async () => success(describePaymentProvider(deps.payments)));
}
