import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentRedirect } from '../../../common/checkout/contracts';
import { PAYMENT_METHOD_NAMES } from '../../../common/checkout/pricing';
import { centsToEuros, formatEuros } from '../../../common/money';
import { PAYMENT_WINDOW_MINUTES } from '../../../common/orders/rules';
import { CARD_BRAND_NAMES } from '../../../common/payments/test-gateway';
import type { Db } from '../../db/client';
import { orders, paymentNotifications, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import type { Logger } from '../../logger';
import { countPaymentNotification } from '../../observability/metrics';
import { queueOrderMail } from '../../mail/order-mails';
import { queueStaffPaymentAlert } from '../../mail/payment-alert-mail';
import { absoluteUrl } from '../../http/public-origin';
import {
  isHostedProvider,
  type HostedMethod,
  type HostedPaymentProvider,
  type HostedPaymentStart,
  type IncomingNotification,
  type PaymentEvent,
  type StorePaymentProvider,
} from '../../payments/hosted-provider';
import { closeOpenCharges, recordCharge, recordChargeAnswer, recordSavedCard, requestRefund, settleRefund } from '../../payments/ledger';
import type { ChargeResult, PaymentProvider } from '../../payments/provider';
import { ConflictError, NotFoundError } from '../../errors';
import { PAYMENT_EXPIRED_MESSAGE, failOrderPayment, markOrderPaid } from '../orders/lifecycle';
import { recordOrderEvent, SYSTEM_ACTOR } from '../../timelines/order-timeline';
import { presentOrder } from '../orders/order-presenter';
import { transaction } from '../../db/transaction';

// Paying for an order, as named steps (issue 32; decision record 17). Placing an order
// (server/flows/place-order.ts) takes the units and opens the charge in its transaction; then:
//
//   direct (the built-in test gateway, its card form in the checkout):
//     chargeDirectly      → the gateway is asked outside any transaction
//     recordChargeOutcome → paid (invoice, confirmation e-mail) · waits for 3-D Secure / Bizum · failed (stock and coupon back)
//     confirmDirectPayment → the shopper's answer to the bank, then recordChargeOutcome again
//
//   hosted (Redsys, Stripe: the shopper pays on the provider's page; card data never reach the store):
//     openHostedPayment   → the provider's page for this charge, its reference and the OK/KO return addresses
//     receiveNotification → the provider's signed notification, the only thing that marks the charge paid or failed:
//                           verified, matched to its charge, amount and currency checked, then applyPaymentEvent —
//                           paid once, a late payment for an order no longer waiting refunded through the ledger
//     retryHostedPayment  → a shopper who came back without paying opens a new page for the same order
//
//   refunds are the ledger's three steps (../../payments/ledger.ts): intent, provider call, outcome.
//
// Every step that changes the order runs in its own short transaction with the order row locked,
// so two notifications racing, or the notification and the shopper's return, change it once.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function cardLabel(card: { brand?: string | null; last4?: string | null } | undefined): string {
  if (!card?.last4) return 'tarjeta';
  const brand = card.brand ? (CARD_BRAND_NAMES[card.brand] ?? card.brand) : null;
  return `tarjeta${brand ? ` ${brand}` : ''} ···${card.last4}`;
}

export interface ChargePlan {
  kind: 'card' | 'bizum';
  token?: string;
  phone?: string;
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
  /** Keep the card in the customer's account once the bank accepts it. */
  saveCard: boolean;
}

interface OutcomeContext {
  now: Date;
  saveCardFor: number | null;
  plan: ChargePlan | null;
  gateway: StorePaymentProvider;
}

/** `save_card`: the tokenised card goes to the customer's saved cards (the first one becomes the default). */
async function saveCard(tx: Db, context: OutcomeContext): Promise<void> {
  const { plan, saveCardFor: userId } = context;
  if (userId == null || !plan?.saveCard || !plan.token || !plan.card) return;
  await recordSavedCard(tx, { userId, provider: context.gateway.id, card: { token: plan.token, ...plan.card }, makeDefault: false, now: context.now });
}

/** The money arrived for an order waiting for it: paid, its invoice and the confirmation e-mail. */
async function payOrder(tx: Db, row: OrderRow, charge: PaymentRow, now: Date, how: string): Promise<OrderRow> {
  const paid = await markOrderPaid(tx, row, SYSTEM_ACTOR, now);
  await recordOrderEvent(tx, row.id, {
    kind: 'payment',
    fromStatus: 'pending_payment',
    toStatus: 'paid',
    message: `Pago de ${formatEuros(centsToEuros(charge.amountCents))} con ${how} aceptado.`,
    actor: SYSTEM_ACTOR,
    now,
  });
  await queueOrderMail(tx, await presentOrder(tx, paid), 'confirmation');
  return paid;
}

/**
 * Money taken for an order that is no longer waiting for it (cancelled, expired, or paid by another
 * charge): it goes straight back through the ledger, and staff are told. Answers the refund's row.
 */
async function refundLatePayment(tx: Db, row: OrderRow, charge: PaymentRow, gatewayId: string, now: Date, why: string): Promise<PaymentRow> {
  const refund = await requestRefund(tx, {
    orderId: row.id,
    amountCents: charge.amountCents,
    key: `refund:late:${row.number}:${charge.id}`,
    charge,
    method: charge.method,
    gatewayId,
    now,
  });
  const amount = formatEuros(centsToEuros(charge.amountCents));
  await recordOrderEvent(tx, row.id, { kind: 'refund', message: `${why} Lo devolvemos (${amount}).`, actor: SYSTEM_ACTOR, now });
  await queueStaffPaymentAlert(tx, { orderNumber: row.number, orderId: row.id, amount, why });
  return refund;
}

/**
 * Records the gateway's answer for the order's open charge: paid (with the confirmation e-mail),
 * waiting for the shopper's confirmation, or failed (stock and coupon back). In its own
 * transaction; money the bank took for an order that had meanwhile expired is refunded after it.
 */
export async function recordChargeOutcome(db: Db, orderId: number, paymentId: number, result: ChargeResult, context: OutcomeContext): Promise<OrderRow> {
  const { now } = context;
  const { row: answered, lateRefundId } = await transaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const row = order!;
    const charge = await recordChargeAnswer(tx, paymentId, result, now);
    // The window passed (or the order was cancelled) while the bank answered: the order stays as it
    // is, and money taken for it goes straight back.
    if (row.status !== 'pending_payment') {
      if (result.status !== 'succeeded') return { row, lateRefundId: null };
      const refund = await refundLatePayment(tx, row, charge, context.gateway.id, now, 'El banco aceptó el pago cuando el pedido ya estaba anulado.');
      return { row, lateRefundId: refund.id };
    }

    const how = charge.method === 'bizum' ? 'Bizum' : cardLabel({ brand: charge.cardBrand, last4: charge.cardLast4 });
    if (result.status === 'succeeded') {
      const paid = await payOrder(tx, row, charge, now, how);
      await saveCard(tx, context);
      return { row: paid, lateRefundId: null };
    }
    if (result.status === 'requires_action') {
      const [waiting] = await tx.update(orders).set({ paymentStatus: 'requires_action', updatedAt: now }).where(eq(orders.id, row.id)).returning();
      await recordOrderEvent(tx, row.id, {
        kind: 'payment',
        message:
          charge.method === 'bizum'
            ? `Petición de pago enviada por Bizum al móvil terminado en ${charge.bizumPhone ?? '····'}.`
            : `El banco pide confirmar el pago con ${how} (3-D Secure).`,
        actor: SYSTEM_ACTOR,
        now,
      });
      await saveCard(tx, context);
      return { row: waiting!, lateRefundId: null };
    }
    await failOrderPayment(tx, row, `Pago no completado: ${result.message}`, now);
    const [failed] = await tx.select().from(orders).where(eq(orders.id, row.id));
    return { row: failed!, lateRefundId: null };
  });
  if (lateRefundId != null) await settleRefund(db, context.gateway, lateRefundId, now);
  return answered;
}

const NO_ANSWER: ChargeResult = { status: 'failed', code: 'timeout', message: 'No hemos podido contactar con el banco. No se ha cobrado nada: vuelve a intentarlo en unos minutos.' };

/** The direct gateway's charge, after the order's transaction, and its outcome. */
export async function chargeDirectly(
  db: Db,
  gateway: PaymentProvider,
  row: OrderRow,
  paymentId: number,
  plan: ChargePlan,
  context: { now: Date; userId: number | null; idempotencyKey: string },
): Promise<OrderRow> {
  const request = { amountCents: row.totalCents, description: row.number, idempotencyKey: `charge:${context.idempotencyKey}` };
  let result: ChargeResult;
  try {
    result = plan.kind === 'card' ? await gateway.chargeCard({ ...request, token: plan.token! }) : await gateway.chargeBizum({ ...request, phone: plan.phone! });
  } catch {
    result = NO_ANSWER;
  }
  return recordChargeOutcome(db, row.id, paymentId, result, { now: context.now, saveCardFor: context.userId, plan, gateway });
}

/**
 * The shopper's answer to the bank in the direct gateway (3-D Secure, Bizum). An order already paid
 * answers as it is (a repeated click); after the window the order expires (stock back) and the
 * answer is a 409.
 */
export async function confirmDirectPayment(db: Db, gateway: StorePaymentProvider, row: OrderRow, charge: PaymentRow | undefined, approve: boolean, now: Date): Promise<OrderRow> {
  if (row.paymentStatus === 'paid') return row;
  if (row.status === 'payment_failed') {
    throw new ConflictError('Este pago ya no se puede completar y no se ha cobrado nada. Vuelve a hacer el pedido desde el carrito.');
  }
  if (isHostedProvider(gateway) || row.status !== 'pending_payment' || row.paymentStatus !== 'requires_action') {
    throw new ConflictError('Este pedido no está esperando la confirmación de un pago.');
  }
  if (row.paymentDueAt && now > row.paymentDueAt) {
    await transaction(db, async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
      if (locked) await failOrderPayment(tx, locked, PAYMENT_EXPIRED_MESSAGE, now);
    });
    throw new ConflictError(
      `Ha pasado el plazo de ${PAYMENT_WINDOW_MINUTES} minutos para confirmar el pago: hemos anulado el pedido y no se ha cobrado nada. Vuelve a hacer el pedido desde el carrito.`,
    );
  }
  if (!charge?.providerReference || charge.status !== 'requires_action') throw new ConflictError('Este pedido no está esperando la confirmación de un pago.');
  let result: ChargeResult;
  try {
    result = await gateway.confirm(charge.providerReference, approve);
  } catch {
    result = { status: 'failed', code: 'timeout', message: 'No hemos podido contactar con el banco. No se ha cobrado nada.' };
  }
  // A second 'requires_action' is not an answer: the order keeps waiting.
  if (result.status === 'requires_action') return row;
  return recordChargeOutcome(db, row.id, charge.id, result, { now, saveCardFor: null, plan: null, gateway });
}

// ── Hosted payment pages ─────────────────────────────────────────────────────────────────────

/**
 * The secret of a charge's return address: derived from the order's access-token hash (never shown)
 * and the charge, so the same charge always gets the same address (a provider's idempotent request
 * must be sent again unchanged) while only its hash is stored.
 */
export function returnTokenOf(order: Pick<OrderRow, 'accessTokenHash'>, paymentId: number): string {
  return sha256(`payment-return:${order.accessTokenHash}:${paymentId}`).slice(0, 40);
}

export function returnPath(orderNumber: string, token: string): string {
  return `/checkout/pago/${encodeURIComponent(orderNumber)}?t=${token}`;
}

export const NOTIFICATION_PATHS = { redsys: '/api/payments/redsys/notification', stripe: '/api/payments/stripe/webhook' } as const;

export interface HostedPaymentOpened {
  row: OrderRow;
  redirect: HostedPaymentStart['redirect'] | null;
  returnToken: string;
}

/**
 * Opens the provider's payment page for the order's open charge. The same charge opened again (a
 * retried request) gets the same page. A provider that cannot be reached leaves the order failed
 * (stock and coupon back, nothing was charged).
 */
export async function openHostedPayment(
  db: Db,
  provider: HostedPaymentProvider,
  row: OrderRow,
  charge: Pick<PaymentRow, 'id' | 'method' | 'amountCents'>,
  context: { now: Date; idempotencyKey: string },
): Promise<HostedPaymentOpened> {
  const returnToken = returnTokenOf(row, charge.id);
  const back = absoluteUrl(returnPath(row.number, returnToken));
  let start: HostedPaymentStart;
  try {
    start = await provider.startPayment({
      paymentId: charge.id,
      orderNumber: row.number,
      amountCents: charge.amountCents,
      method: charge.method as HostedMethod,
      email: row.email,
      urls: { ok: `${back}&resultado=ok`, ko: `${back}&resultado=ko`, notification: absoluteUrl(NOTIFICATION_PATHS[provider.id]) },
      idempotencyKey: `checkout:${context.idempotencyKey}:${charge.id}`,
      expiresAt: row.paymentDueAt ?? new Date(context.now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
    });
  } catch {
    const failed = await transaction(db, async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
      if (locked) await failOrderPayment(tx, locked, `Pago no completado: no hemos podido abrir la página de pago de ${provider.label}. No se ha cobrado nada: vuelve a intentarlo en unos minutos.`, context.now);
      return (await tx.select().from(orders).where(eq(orders.id, row.id)))[0]!;
    });
    return { row: failed, redirect: null, returnToken };
  }
  await db
    .update(payments)
    .set({ checkoutReference: start.checkoutReference, returnTokenHash: sha256(returnToken), updatedAt: context.now })
    .where(eq(payments.id, charge.id));
  return { row, redirect: start.redirect, returnToken };
}

/** The provider's page as the checkout contract gives it to the browser. */
export function redirectAnswer(opened: HostedPaymentOpened & { redirect: HostedPaymentStart['redirect'] }): PaymentRedirect {
  const { url, method, fields } = opened.redirect;
  return { url, method, fields: Object.entries(fields).map(([name, value]) => ({ name, value })), return_path: returnPath(opened.row.number, opened.returnToken) };
}

/** The order and charge behind a return address's secret; 404 for anything else. */
export async function findByReturnToken(db: Db, number: string, token: string): Promise<{ row: OrderRow; charge: PaymentRow }> {
  const [found] = await db
    .select({ row: orders, charge: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.returnTokenHash, sha256(token)), eq(orders.number, number), eq(payments.kind, 'charge')));
  if (!found || !timingSafeEqual(Buffer.from(found.charge.returnTokenHash ?? ''), Buffer.from(sha256(token)))) throw new NotFoundError('No encontramos ese pago.');
  return found;
}

/**
 * A shopper who left the provider's page without paying (closed it, went back) opens a new one for
 * the same order while it still waits, before its payment window ends. The charge left open is
 * closed; should its money arrive after all, it pays the order if that is still waiting, and is
 * refunded if another charge paid it first (applyPaymentEvent).
 */
export async function retryHostedPayment(db: Db, provider: StorePaymentProvider, row: OrderRow, now: Date): Promise<HostedPaymentOpened> {
  if (!isHostedProvider(provider)) throw new ConflictError('Este pedido se paga en la propia tienda.');
  if (row.status !== 'pending_payment' || (row.paymentMethod !== 'card' && row.paymentMethod !== 'bizum')) {
    throw new ConflictError(row.paymentStatus === 'paid' ? 'Este pedido ya está pagado.' : 'Este pedido ya no está esperando el pago. Vuelve a hacerlo desde el carrito.');
  }
  if (!provider.methods.includes(row.paymentMethod)) throw new ConflictError(`${PAYMENT_METHOD_NAMES[row.paymentMethod]} ya no se puede usar para pagar. Vuelve a hacer el pedido desde el carrito.`);
  if (row.paymentDueAt && now > row.paymentDueAt) throw new ConflictError(`Ha pasado el plazo de ${PAYMENT_WINDOW_MINUTES} minutos para pagar este pedido. Vuelve a hacerlo desde el carrito.`);
  const paymentId = await transaction(db, async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
    if (locked?.status !== 'pending_payment') throw new ConflictError('Este pedido ya no está esperando el pago.');
    await closeOpenCharges(tx, row.id, 'cancelled', now);
    return recordCharge(tx, { orderId: row.id, method: row.paymentMethod, provider: provider.id, status: 'pending', amountCents: row.totalCents, now });
  });
  return openHostedPayment(db, provider, row, { id: paymentId, method: row.paymentMethod, amountCents: row.totalCents }, { now, idempotencyKey: `retry:${row.number}` });
}

// ── The provider's notification ──────────────────────────────────────────────────────────────

export type NotificationOutcome =
  | 'paid'
  | 'failed'
  | 'duplicate'
  | 'already_paid'
  | 'late_refunded'
  | 'ignored_after_outcome'
  | 'refund_confirmed'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'ignored';

export interface NotificationAnswer {
  /** 200 for every verified notification (it was received and recorded, whatever it changed); 400 for one that is not. */
  status: 200 | 400;
  body: { received: boolean; outcome?: NotificationOutcome; message?: string };
}

interface Applied {
  outcome: NotificationOutcome;
  orderId: number | null;
  paymentId: number | null;
  detail: string | null;
  lateRefundId: number | null;
}

const applied = (outcome: NotificationOutcome, charge: PaymentRow | null, detail: string | null = null, lateRefundId: number | null = null): Applied => ({
  outcome,
  orderId: charge?.orderId ?? null,
  paymentId: charge?.id ?? null,
  detail,
  lateRefundId,
});

/** What one verified event does to its charge and order, in the caller's transaction. */
async function applyPaymentEvent(tx: Db, provider: HostedPaymentProvider, event: PaymentEvent, now: Date): Promise<Applied> {
  if (event.kind === 'ignored') return applied('ignored', null, event.description);
  if (event.kind === 'refunded') {
    const [refunded] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.id), eq(payments.kind, 'charge'), eq(payments.providerReference, event.providerReference)));
    return applied(refunded ? 'refund_confirmed' : 'unknown_order', refunded ?? null, `${formatEuros(centsToEuros(event.amountCents))} devueltos según ${provider.label}.`);
  }

  const [found] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.id), eq(payments.kind, 'charge'), eq(payments.checkoutReference, event.checkoutReference)));
  if (!found) return applied('unknown_order', null, `Referencia ${event.checkoutReference} desconocida.`);
  // The order first, then the charge: the same order of locks as every other step.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [charge] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  const row = order!;
  const current = charge!;

  if (event.amountCents != null && event.amountCents !== current.amountCents) {
    return applied('amount_mismatch', current, `Importe notificado ${formatEuros(centsToEuros(event.amountCents))}, esperado ${formatEuros(centsToEuros(current.amountCents))}.`);
  }
  if (event.currency != null && event.currency !== 'EUR') return applied('currency_mismatch', current, `Moneda notificada ${event.currency}, esperada EUR.`);

  if (event.kind === 'failed') {
    // Paid already (a late «denied» after the payment, or a replay): the payment stands.
    if (current.status === 'succeeded') return applied('ignored_after_outcome', current, `Denegación (${event.code}) después del pago: no cambia nada.`);
    if (current.status === 'failed') return applied('duplicate', current);
    await recordChargeAnswer(tx, current.id, { status: 'failed', code: 'declined', message: event.message, reference: event.checkoutReference }, now);
    // Only the order's open charge decides: a retried payment left this one behind.
    const isOpenCharge = current.status === 'pending' || current.status === 'requires_action';
    if (row.status === 'pending_payment' && isOpenCharge) {
      await failOrderPayment(tx, row, `Pago no completado: ${event.message}`, now);
      return applied('failed', current, `${event.code}: ${event.message}`);
    }
    return applied('ignored_after_outcome', current, `Denegación (${event.code}) de un pago que ya no estaba abierto.`);
  }

  // Paid.
  if (current.status === 'succeeded') return applied('duplicate', current);
  let answered = await recordChargeAnswer(tx, current.id, { status: 'succeeded', reference: event.providerReference }, now);
  if (event.card?.last4) {
    const [withCard] = await tx.update(payments).set({ cardBrand: event.card.brand?.slice(0, 20) ?? null, cardLast4: event.card.last4.slice(-4) }).where(eq(payments.id, current.id)).returning();
    answered = withCard!;
  }
  if (row.status === 'pending_payment') {
    // Another charge of the order still open (the shopper retried) is closed: this one paid.
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.orderId, row.id), eq(payments.kind, 'charge'), inArray(payments.status, ['pending', 'requires_action'])));
    const how = answered.method === 'bizum' ? 'Bizum' : cardLabel({ brand: answered.cardBrand, last4: answered.cardLast4 });
    await payOrder(tx, row, answered, now, `${how} (${provider.label}${event.kind === 'paid' && event.authorisation ? `, autorización ${event.authorisation}` : ''})`);
    return applied('paid', answered);
  }
  const why =
    row.paymentStatus === 'paid' || row.paymentStatus === 'refunded' || row.paymentStatus === 'partially_refunded'
      ? `${provider.label} notificó un segundo pago del pedido, que ya estaba pagado.`
      : `${provider.label} notificó el pago cuando el pedido ya estaba ${row.status === 'cancelled' ? 'cancelado' : 'anulado por no pagarse a tiempo'}.`;
  const refund = await refundLatePayment(tx, row, answered, provider.id, now, why);
  return applied('late_refunded', answered, why, refund.id);
}

/**
 * POST /api/payments/{provider}/…: a notification is hostile input until its signature says it
 * is the provider's. Unverified: 400, logged, nothing written. Verified: matched to its charge and
 * applied once (a replayed notification, or two racing, find the charge already answered), recorded
 * in payment_notifications, answered 200 so the provider stops sending it.
 */
export async function receiveNotification(
  db: Db,
  provider: StorePaymentProvider,
  providerId: string,
  incoming: IncomingNotification,
  context: { now: Date; logger: Logger },
): Promise<NotificationAnswer> {
  if (!isHostedProvider(provider) || provider.id !== providerId) {
    context.logger.warn({ providerId }, 'payment notification for a provider the store does not use');
    countPaymentNotification(providerId, 'refused');
    return { status: 400, body: { received: false, message: 'La tienda no usa esta pasarela de pago.' } };
  }
  const reading = await provider.readNotification(incoming);
  if (!reading.verified) {
    context.logger.warn({ provider: provider.id, reason: reading.reason }, 'payment notification refused');
    countPaymentNotification(provider.id, 'refused');
    return { status: 400, body: { received: false, message: 'Notificación no válida.' } };
  }
  const { event, eventId } = reading;
  const result = await transaction(db, async (tx) => {
    if (eventId) {
      const [seen] = await tx
        .select({ id: paymentNotifications.id })
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.provider, provider.id), eq(paymentNotifications.eventId, eventId)));
      if (seen) return applied('duplicate', null, `Evento ${eventId} ya recibido.`);
    }
    const done = await applyPaymentEvent(tx, provider, event, context.now);
    await tx
      .insert(paymentNotifications)
      .values({
        provider: provider.id,
        eventId,
        eventKind: event.kind,
        checkoutReference: 'checkoutReference' in event ? event.checkoutReference : null,
        orderId: done.orderId,
        paymentId: done.paymentId,
        amountCents: 'amountCents' in event ? event.amountCents : null,
        currency: 'currency' in event && event.currency ? event.currency.slice(0, 3) : null,
        outcome: done.outcome,
        detail: done.detail?.slice(0, 500) ?? null,
        receivedAt: context.now,
      })
      .onConflictDoNothing();
    if (done.orderId != null && (done.outcome === 'amount_mismatch' || done.outcome === 'currency_mismatch')) {
      await recordOrderEvent(tx, done.orderId, { kind: 'payment', message: `Notificación de ${provider.label} rechazada: ${done.detail}`, actor: SYSTEM_ACTOR, now: context.now });
    }
    return done;
  });
  countPaymentNotification(provider.id, result.outcome);
  if (result.lateRefundId != null) await settleRefund(db, provider, result.lateRefundId, context.now);
  const level = result.outcome === 'paid' || result.outcome === 'failed' || result.outcome === 'duplicate' || result.outcome === 'ignored' || result.outcome === 'refund_confirmed' ? 'info' : 'warn';
  context.logger[level]({ provider: provider.id, outcome: result.outcome, orderId: result.orderId, detail: result.detail }, 'payment notification');
  return { status: 200, body: { received: true, outcome: result.outcome } };
}
