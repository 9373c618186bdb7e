import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../common/checkout/pricing';
import { centsToEuros, formatEuros } from '../../../common/money';
import { allowedStaffTransitions, cancelNeedsRefund, customerCanCancel, type OrderStatus } from '../../../common/orders/rules';
import type { Db } from '../../db/client';
import { coupons, orderLines, orders, type OrderRow, type PaymentRow } from '../../db/schema';
import { moveStock } from '../../inventory/stock';
import { closeOpenCharges, refundDestination, requestRefund, succeededCharge } from '../../payments/ledger';
import { issueSaleInvoice } from '../../invoices/order-invoices';
import type { ApiDeps } from '../context';
import { ConflictError, NotFoundError } from '../../errors';
import { recordOrderEvent, SYSTEM_ACTOR, type OrderActor } from '../../timelines/order-timeline';

// The changes of an order's life that more than one screen makes, each in the caller's
// transaction: giving the stock and the coupon use back, paid, payment failed (also the sweep of
// abandoned card and Bizum payments, server/flows/expire-payments.ts) and the steps of the one
// cancellation (its flow, with the refund through the gateway, is server/flows/cancel-order.ts).
// Their timeline entries go through server/timelines/order-timeline.ts.

/** Statuses whose units are still taken from the stock (before the parcel leaves, and not released). */
const HOLDS_STOCK: readonly OrderStatus[] = ['pending_payment', 'paid', 'preparing'];

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Puts the order's units back through the stock journal (reason 'released'). Only for an order that
 * still holds its stock — the callers move the order out of such a status with a conditional
 * update first, so it runs once.
 */
export async function releaseOrderStock(tx: Db, orderId: number, actor: OrderActor = SYSTEM_ACTOR, now?: Date): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (line.variantId == null && line.productId == null) continue;
    await moveStock(tx, { variantId: line.variantId, productId: line.productId, delta: line.quantity, reason: 'released', orderId, actor, now });
  }
}

/** Gives one use of the coupon back (never below zero). */
export async function releaseCouponUse(tx: Db, couponId: number | null): Promise<void> {
  if (couponId == null) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
}

/**
 * The money arrived: pending_payment → paid (payment status paid, paid_at), and the sale's invoice.
 * The caller records the payment row and the timeline entry in its own words (the gateway's
 * answer, staff's bank transfer).
 * 409 when the order is no longer waiting for its payment.
 */
export async function markOrderPaid(tx: Db, order: OrderRow, actor: OrderActor, now: Date): Promise<OrderRow> {
  void actor;
  const [updated] = await tx
    .update(orders)
    .set({ status: 'paid', paymentStatus: 'paid', paidAt: now, paymentDueAt: null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    .returning();
  if (!updated) throw new ConflictError(`El pedido ${order.number} ya no está pendiente de pago.`);
  // Every payment leaves its invoice (issue 22); it waits for the catch-up job while the issuer data are missing.
  await issueSaleInvoice(tx, updated, now);
  return updated;
}

/**
 * A card or Bizum payment that failed, was refused or was abandoned: pending_payment →
 * payment_failed, the units and the coupon use go back, the open charge is marked failed and the
 * timeline says why (`message`, Spanish, as the shopper reads it). False when the order had already
 * left pending_payment (nothing done).
 */
export async function failOrderPayment(tx: Db, order: OrderRow, message: string, now: Date): Promise<boolean> {
  const [updated] = await tx
    .update(orders)
    .set({ status: 'payment_failed', paymentStatus: 'failed', paymentDueAt: null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    .returning({ id: orders.id });
  if (!updated) return false;
  await closeOpenCharges(tx, order.id, 'failed', now, message);
  await releaseOrderStock(tx, order.id, SYSTEM_ACTOR, now);
  await releaseCouponUse(tx, order.couponId);
  await recordOrderEvent(tx, order.id, { kind: 'payment', fromStatus: 'pending_payment', toStatus: 'payment_failed', message, actor: SYSTEM_ACTOR, now });
  return true;
}

function cancelRefusal(row: OrderRow, actor: OrderActor): string {
  switch (row.status as OrderStatus) {
    case 'cancelled':
      return `El pedido ${row.number} ya está cancelado.`;
    case 'payment_failed':
      return `El pedido ${row.number} no llegó a pagarse: no hay nada que cancelar.`;
    case 'shipped':
      return actor.kind === 'customer'
        ? `El pedido ${row.number} ya ha salido del almacén y no se puede cancelar. Cuando llegue, puedes devolverlo.`
        : `El pedido ${row.number} ya ha salido: no se puede cancelar, solo marcarlo como entregado.`;
    case 'delivered':
      return `El pedido ${row.number} ya se ha entregado y no se puede cancelar. Puedes pedir una devolución.`;
    default:
      return `El pedido ${row.number} no se puede cancelar ahora.`;
  }
}

function mayCancel(row: OrderRow, actor: OrderActor): boolean {
  const status = row.status as OrderStatus;
  if (actor.kind === 'customer') return customerCanCancel(status);
  return allowedStaffTransitions({ status, paymentMethod: row.paymentMethod as PaymentMethod }).includes('cancelled');
}

function whoCancelled(actor: OrderActor): string {
  if (actor.kind === 'customer') return 'Pedido cancelado por la clienta';
  if (actor.kind === 'staff') return `Pedido cancelado por el equipo${actor.name ? ` (${actor.name})` : ''}`;
  return 'Pedido cancelado por la tienda';
}

/** Cancellation step 1: the order under a row lock, if this actor may cancel it now (else 404 or 409 in Spanish). */
export async function lockCancellableOrder(tx: Db, orderId: number, actor: OrderActor): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('Pedido no encontrado.');
  if (!mayCancel(order, actor)) throw new ConflictError(cancelRefusal(order, actor));
  return order;
}

/**
 * Cancellation step 2: a charged card or Bizum payment gets a refund intent in the ledger (a bank
 * transfer, a refund staff make by transfer); null when nothing was charged. A card or Bizum
 * payment still waiting for the bank's answer is abandoned with the order.
 */
export async function requestCancellationRefund(tx: Db, deps: Pick<ApiDeps, 'payments'>, order: OrderRow, now: Date): Promise<PaymentRow | null> {
  const method = order.paymentMethod as PaymentMethod;
  let refund: PaymentRow | null = null;
  if (cancelNeedsRefund(order.status as OrderStatus, method)) {
    const charge = await succeededCharge(tx, order.id);
    refund = await requestRefund(tx, {
      orderId: order.id,
      amountCents: charge?.amountCents ?? order.totalCents,
      key: `refund:cancel:${order.number}`,
      charge,
      method,
      gatewayId: deps.payments.id,
      now,
    });
  }
  await closeOpenCharges(tx, order.id, 'cancelled', now);
  return refund;
}

/** Cancellation step 3: the order cancelled (if it has not changed meanwhile, else 409), its units and coupon use given back. */
export async function markCancelled(tx: Db, order: OrderRow, actor: OrderActor, reason: string | null, refund: PaymentRow | null, now: Date): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  const paymentStatus = refund ? 'refunded' : order.paymentStatus === 'paid' ? 'paid' : 'cancelled';
  const cancelReason = reason ? cut(reason, 300) : null;
  const [updated] = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus, cancelReason, cancelledAt: now, paymentDueAt: null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated) throw new ConflictError(`El pedido ${order.number} acaba de cambiar. Vuelve a cargarlo.`);
  if (HOLDS_STOCK.includes(from)) await releaseOrderStock(tx, order.id, actor, now);
  await releaseCouponUse(tx, order.couponId);
  return updated;
}

/** Cancellation step 4: the timeline says who cancelled and why, and the refund under way. */
export async function recordCancellation(tx: Db, before: OrderRow, after: OrderRow, actor: OrderActor, refund: PaymentRow | null, now: Date): Promise<void> {
  await recordOrderEvent(tx, before.id, {
    kind: 'status',
    fromStatus: before.status as OrderStatus,
    toStatus: 'cancelled',
    message: `${whoCancelled(actor)}${after.cancelReason ? `: ${after.cancelReason}` : '.'}`,
    actor,
    now,
  });
  if (refund) {
    const euros = formatEuros(centsToEuros(refund.amountCents));
    await recordOrderEvent(tx, before.id, {
      kind: 'refund',
      message: refund.provider === 'manual' ? `Pendiente de devolver ${euros} por transferencia.` : `Devolución de ${euros} ${refundDestination(refund)} en curso.`,
      actor: SYSTEM_ACTOR,
      now,
    });
  }
}

export const PAYMENT_EXPIRED_MESSAGE =
  'El pago no se completó a tiempo: hemos anulado el pedido y los productos vuelven a la tienda. No se ha cobrado nada.';
