import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { centsToEuros, formatEuros } from '../../../common/money';
import { formatOrderNumber } from '../../../common/orders/rules';
import { RETURN_CONDITION_LABELS, type ReturnCondition, type ReturnStatus } from '../../../common/returns/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, productVariants, returnLines, returns, stockMovements, type PaymentRow, type ReturnRow } from '../../db/schema';
import { madridYear, nextInSequence } from '../../db/sequences';
import { moveStock, type StockActor } from '../../inventory/stock';
import { markManualRefundPaid, refundDestination, requestRefund, succeededCharge } from '../../payments/ledger';
import type { RefundingProvider } from '../../payments/ledger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordOrderEvent, SYSTEM_ACTOR, type OrderActor } from '../../timelines/order-timeline';
import { recordReturnEvent, setReturnEventStatus } from '../../timelines/return-timeline';
import { queueReturnMail } from './return-mails';
import { presentReturn, returnRefund } from './return-presenter';
import { issueReturnInvoice } from '../../invoices/order-invoices';

// The steps staff take with a return, each run by server/flows/staff-return-steps.ts in one
// transaction with its timeline lines (the return's and the order's) and its audit entry, each
// checked against the return's state under a row lock so two staff tabs cannot take the same step
// twice: pickup → receive (per line: sellable back to stock, damaged written off) → refund (the
// ledger's intent; the provider call after the transaction) and/or exchange (a linked order at 0 €);
// reject (before receiving: the units claimed and the exchange reservations go back).

export interface ReturnStaffChange {
  audit: AuditActor;
  now: Date;
}

const OPEN: readonly ReturnStatus[] = ['requested', 'picked_up'];

const staffActor = (change: ReturnStaffChange): StockActor => ({ kind: 'staff', id: change.audit.id, name: change.audit.name });

export async function lockReturn(tx: Db, id: number): Promise<ReturnRow> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  if (!row) throw new NotFoundError('Devolución no encontrada.');
  return row;
}

/** A step on both timelines: the return's, and the order's with the return's number. */
async function recordStep(tx: Db, row: ReturnRow, kind: string, message: string, change: ReturnStaffChange | null, toStatus: ReturnStatus | null = null) {
  const actor: OrderActor = change ? { kind: 'staff', id: change.audit.id, name: change.audit.name } : { kind: 'system' };
  await recordReturnEvent(tx, row.id, { kind, toStatus, message, actor, now: change?.now ?? new Date() });
  await recordOrderEvent(tx, row.orderId, { kind: 'return', message: `${row.number}: ${message}`, actor, now: change?.now });
}

async function audit(tx: Db, change: ReturnStaffChange, row: ReturnRow, action: string, changes: Record<string, { before: unknown; after: unknown }>) {
  await recordAudit(tx, change.audit, { action, entityType: 'return', entityId: row.id, entityLabel: row.number, changes: changes as never });
}

/** The return's state once its money and its exchange are settled. Runs in the outcome's transaction. */
async function settleStatus(tx: Db, returnId: number, now: Date): Promise<ReturnRow | null> {
  const row = (await tx.select().from(returns).where(eq(returns.id, returnId)))[0];
  if (!row || row.status === 'rejected') return null;
  const refund = await returnRefund(tx, row.id);
  const [exchange] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.exchangeForReturnId, row.id)).limit(1);
  const refunded = row.refundCents === 0 || refund?.status === 'succeeded';
  const next: ReturnStatus | null = refund?.status === 'succeeded' ? 'refunded' : exchange && refunded ? 'exchange_sent' : exchange && row.refundCents === 0 ? 'exchange_sent' : null;
  if (!next || next === row.status) return null;
  const [updated] = await tx
    .update(returns)
    .set({ status: next, updatedAt: now, ...(next === 'refunded' ? { refundedAt: now } : {}), closedAt: now })
    .where(eq(returns.id, row.id))
    .returning();
  return updated ?? null;
}

/** "Marcar recogida": the return, still requested, picked up. */
export async function markReturnPickedUp(tx: Db, row: ReturnRow, change: ReturnStaffChange): Promise<void> {
  if (row.status !== 'requested') throw new ConflictError(`La devolución ${row.number} no está pendiente de recogida.`);
  await tx.update(returns).set({ status: 'picked_up', pickedUpAt: change.now, updatedAt: change.now }).where(eq(returns.id, row.id));
  await recordStep(tx, row, 'status', 'Paquete recogido por el transportista.', change, 'picked_up');
  await audit(tx, change, row, 'pickup', { status: { before: row.status, after: 'picked_up' } });
}

/**
 * "Recibir", the lines: each once, with its condition; sellable units back to stock, damaged ones
 * written off. Answers what was received, in words (422 per field for a line of another return).
 */
export async function receiveReturnLines(tx: Db, row: ReturnRow, lines: { return_line_id: number; condition: ReturnCondition }[], change: ReturnStaffChange): Promise<string[]> {
  const id = row.id;
  if (!OPEN.includes(row.status as ReturnStatus)) throw new ConflictError(`La devolución ${row.number} ya no espera prendas (${row.status === 'rejected' ? 'rechazada' : 'recibida'}).`);
  const errors: Record<string, string[]> = {};
  const actor = staffActor(change);
  const received: string[] = [];
  for (const [index, want] of lines.entries()) {
    const [line] = await tx
      .update(returnLines)
      .set({ condition: want.condition, receivedAt: change.now })
      .where(and(eq(returnLines.id, want.return_line_id), eq(returnLines.returnId, id), isNull(returnLines.receivedAt)))
      .returning();
    if (!line) {
      const [exists] = await tx.select({ id: returnLines.id }).from(returnLines).where(and(eq(returnLines.id, want.return_line_id), eq(returnLines.returnId, id)));
      if (!exists) errors[`lines.${index}.return_line_id`] = ['Esta prenda no es de esta devolución.'];
      else throw new ConflictError('Esa prenda ya se había recibido: vuelve a cargar la devolución.');
      continue;
    }
    const [orderLine] = await tx.select().from(orderLines).where(eq(orderLines.id, line.orderLineId));
    // The unit comes back into the journal either way; a damaged one leaves it again at once.
    if (orderLine?.variantId != null || orderLine?.productId != null) {
      await moveStock(tx, { variantId: orderLine.variantId, productId: orderLine.productId, delta: line.quantity, reason: 'returned', orderId: row.orderId, returnId: row.id, actor, now: change.now });
      if (want.condition === 'damaged') {
        await moveStock(tx, { variantId: orderLine.variantId, productId: orderLine.productId, delta: -line.quantity, reason: 'damaged', orderId: row.orderId, returnId: row.id, actor, note: `Devolución ${row.number}`, now: change.now });
      }
    }
    received.push(`${line.quantity} × ${orderLine?.productName ?? 'prenda'} (${RETURN_CONDITION_LABELS[want.condition].toLowerCase()})`);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return received;
}

/** "Recibir", the return: received once no line waits any more; the timelines and the audit say what came. */
export async function recordReceipt(tx: Db, row: ReturnRow, received: string[], change: ReturnStaffChange): Promise<void> {
  const [{ pending } = { pending: 0 }] = await tx
    .select({ pending: sql<number>`count(*)::int` })
    .from(returnLines)
    .where(and(eq(returnLines.returnId, row.id), isNull(returnLines.receivedAt)));
  if (pending === 0) await tx.update(returns).set({ status: 'received', receivedAt: change.now, updatedAt: change.now }).where(eq(returns.id, row.id));
  else await tx.update(returns).set({ updatedAt: change.now }).where(eq(returns.id, row.id));
  await recordStep(tx, row, 'received', `Recibido: ${received.join(', ')}.`, change, pending === 0 ? 'received' : null);
  await audit(tx, change, row, 'receive', { received: { before: null, after: received.join(', ') } });
}

/** A return's refund settled: the return moves on, with its line, and is refunded, its corrective invoice mailed. */
export async function settleReturnRefund(tx: Db, refund: PaymentRow): Promise<void> {
  const updated = await settleStatus(tx, refund.returnId!, refund.updatedAt);
  if (updated?.status === 'refunded') {
    await recordReturnEvent(tx, updated.id, { kind: 'refund', toStatus: 'refunded', message: `Reembolsados ${formatEuros(centsToEuros(refund.amountCents))} ${refundDestination(refund)}.`, actor: SYSTEM_ACTOR, now: refund.updatedAt });
    // The money went back: the corrective invoice of the return, attached to the e-mail that says so.
    const invoice = await issueReturnInvoice(tx, updated, refund.updatedAt);
    await queueReturnMail(tx, updated, 'refunded', invoice);
  }
}

/**
 * "Reembolsar": all lines received, the refund recorded once under `refund:return:DV-…` (a second
 * click, a second tab: the same intent). Answers the refund to send through the provider after the
 * transaction, or null (nothing to send: a transfer staff make, or already refunded).
 */
export async function requestReturnRefund(tx: Db, provider: RefundingProvider, row: ReturnRow, change: ReturnStaffChange): Promise<number | null> {
  if (row.status === 'rejected') throw new ConflictError(`La devolución ${row.number} está rechazada.`);
  if (row.refundCents === 0) throw new ConflictError(`La devolución ${row.number} no tiene nada que reembolsar (es un cambio).`);
  const view = await presentReturn(tx, row);
  if (view.lines.some((l) => l.received_at == null)) throw new ConflictError('Recibe antes todas las prendas de la devolución.');
  const existing = await returnRefund(tx, row.id);
  if (existing) return existing.provider === 'manual' || existing.status === 'succeeded' ? null : existing.id;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  const charge = row.refundMethod === 'original' ? await succeededCharge(tx, row.orderId) : null;
  const refund = await requestRefund(tx, {
    orderId: row.orderId,
    returnId: row.id,
    amountCents: row.refundCents,
    key: `refund:return:${row.number}`,
    charge,
    method: order!.paymentMethod,
    gatewayId: provider.id,
    refundIban: row.refundIban,
    now: change.now,
  });
  const euros = formatEuros(centsToEuros(refund.amountCents));
  await recordStep(tx, row, 'refund', refund.provider === 'manual' ? `Reembolso de ${euros} pendiente de transferir ${refundDestination(refund)}.` : `Reembolso de ${euros} ${refundDestination(refund)} en curso.`, change);
  await audit(tx, change, row, 'refund', { refund: { before: null, after: centsToEuros(refund.amountCents) } });
  return refund.provider === 'manual' ? null : refund.id;
}

/** "Marcar transferencia hecha": the manual refund paid, said on the order's timeline and audited. Answers the payment. */
export async function markReturnTransferPaid(tx: Db, row: ReturnRow, reference: string | null, change: ReturnStaffChange): Promise<PaymentRow> {
  const refund = await returnRefund(tx, row.id);
  const paid = refund ? await markManualRefundPaid(tx, refund.id, reference, change.now) : null;
  if (!paid) throw new ConflictError(`La devolución ${row.number} no tiene ninguna transferencia pendiente.`);
  await recordOrderEvent(tx, row.orderId, { kind: 'refund', message: `Devueltos ${formatEuros(centsToEuros(paid.amountCents))} ${refundDestination(paid)}${reference ? ` (referencia ${reference})` : ''}.`, actor: staffActor(change), now: change.now });
  await audit(tx, change, row, 'refund-paid', { refund: { before: 'pending', after: 'succeeded' }, ...(reference ? { reference: { before: null, after: reference } } : {}) });
  return paid;
}

type ExchangeLine = { line: typeof returnLines.$inferSelect; orderLine: typeof orderLines.$inferSelect };

/** "Enviar cambio", the check: not rejected, not sent yet, with exchanged lines all received. Answers them. */
export async function exchangeLinesToShip(tx: Db, row: ReturnRow): Promise<ExchangeLine[]> {
  if (row.status === 'rejected') throw new ConflictError(`La devolución ${row.number} está rechazada.`);
  const [already] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.exchangeForReturnId, row.id));
  if (already) throw new ConflictError(`El cambio de ${row.number} ya salió en el pedido ${already.number}.`);
  const lines = await tx.select({ line: returnLines, orderLine: orderLines }).from(returnLines).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId)).where(eq(returnLines.returnId, row.id));
  const exchanges = lines.filter((l) => l.line.resolution === 'exchange');
  if (exchanges.length === 0) throw new ConflictError(`La devolución ${row.number} no tiene cambios.`);
  if (exchanges.some((l) => l.line.receivedAt == null)) throw new ConflictError('Recibe antes las prendas que se cambian.');
  return exchanges;
}

/**
 * "Enviar cambio", the order: a linked order at 0 € with the reserved variants, paid and ready to
 * prepare; the units reserved at the request now belong to it in the journal, and its timeline
 * opens. Answers its number.
 */
export async function insertExchangeOrder(tx: Db, row: ReturnRow, exchanges: ExchangeLine[], change: ReturnStaffChange): Promise<string> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  const number = formatOrderNumber(madridYear(change.now), await nextInSequence(tx, 'order_number_seq'));
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      userId: original!.userId,
      email: original!.email,
      customerName: original!.customerName,
      phone: original!.phone,
      status: 'paid',
      paymentMethod: original!.paymentMethod,
      paymentStatus: 'paid',
      shippingMethod: 'standard',
      shippingZone: original!.shippingZone,
      shippingAddress: row.pickupAddress,
      subtotalCents: 0,
      totalCents: 0,
      vatCents: 0,
      vatRate: original!.vatRate,
      customerNote: `Cambio de la devolución ${row.number} (pedido ${original!.number}).`,
      exchangeForReturnId: row.id,
      idempotencyKey: `exchange:${row.number}`,
      accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      requestHash: `exchange:${row.number}`,
      paidAt: change.now,
      createdAt: change.now,
      updatedAt: change.now,
    })
    .returning();
  const variants = await tx.select().from(productVariants).where(inArray(productVariants.id, exchanges.map((l) => l.line.exchangeVariantId ?? 0)));
  await tx.insert(orderLines).values(
    exchanges.map(({ line, orderLine }) => ({
      orderId: order!.id,
      productId: orderLine.productId,
      variantId: line.exchangeVariantId,
      productName: orderLine.productName,
      productSlug: orderLine.productSlug,
      brandName: orderLine.brandName,
      size: line.exchangeSize,
      colorName: line.exchangeColorName,
      sku: line.exchangeSku ?? variants.find((v) => v.id === line.exchangeVariantId)?.sku ?? orderLine.sku,
      imageUrl: orderLine.imageUrl,
      unitPriceCents: 0,
      listPriceCents: orderLine.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: 0,
      vatRate: orderLine.vatRate,
      isPersonalised: false,
    })),
  );
  // The units reserved at the request now belong to this order in the journal.
  await tx.update(stockMovements).set({ orderId: order!.id }).where(and(eq(stockMovements.returnId, row.id), eq(stockMovements.reason, 'exchanged')));
  await recordOrderEvent(tx, order!.id, { kind: 'placed', toStatus: 'paid', message: `Pedido de cambio a 0 € de la devolución ${row.number} (pedido ${original!.number}).`, actor: staffActor(change), now: change.now });
  return number;
}

/** "Enviar cambio", the return: the step on its timelines and audited, its state settled, the e-mail. */
export async function recordExchangeSent(tx: Db, row: ReturnRow, number: string, change: ReturnStaffChange): Promise<void> {
  await recordStep(tx, row, 'exchange', `Cambio enviado en el pedido ${number}.`, change);
  await audit(tx, change, row, 'exchange', { exchange_order: { before: null, after: number } });
  const updated = await settleStatus(tx, row.id, change.now);
  if (updated?.status === 'exchange_sent') await setReturnEventStatus(tx, row.id, 'exchange', 'exchange_sent');
  await queueReturnMail(tx, updated ?? (await lockReturn(tx, row.id)), 'exchange_sent');
}

/**
 * "Rechazar", the units: only before anything is received; the claimed units and the exchange
 * reservations go back. Answers the lines (their reasons decide the size advice's refresh).
 */
export async function releaseRejectedUnits(tx: Db, row: ReturnRow, change: ReturnStaffChange): Promise<ExchangeLine[]> {
  if (!OPEN.includes(row.status as ReturnStatus)) throw new ConflictError(`La devolución ${row.number} ya no se puede rechazar.`);
  const lines = await tx.select({ line: returnLines, orderLine: orderLines }).from(returnLines).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId)).where(eq(returnLines.returnId, row.id));
  if (lines.some((l) => l.line.receivedAt != null)) throw new ConflictError('Ya se han recibido prendas de esta devolución: no se puede rechazar.');
  for (const { line, orderLine } of lines) {
    await tx
      .update(orderLines)
      .set({ returnedQuantity: sql`greatest(${orderLines.returnedQuantity} - ${line.quantity}, 0)` })
      .where(eq(orderLines.id, orderLine.id));
    if (line.exchangeVariantId != null && !line.reservationReleased) {
      await moveStock(tx, { variantId: line.exchangeVariantId, productId: orderLine.productId, delta: line.quantity, reason: 'released', orderId: row.orderId, returnId: row.id, actor: staffActor(change), note: `Devolución ${row.number} rechazada`, now: change.now });
      await tx.update(returnLines).set({ reservationReleased: true }).where(eq(returnLines.id, line.id));
    }
  }
  return lines;
}

/** "Rechazar", the return: rejected with the reason, on its timelines, audited and e-mailed. */
export async function markRejected(tx: Db, row: ReturnRow, reason: string, change: ReturnStaffChange): Promise<void> {
  const [updated] = await tx
    .update(returns)
    .set({ status: 'rejected', rejectionReason: reason, closedAt: change.now, updatedAt: change.now })
    .where(eq(returns.id, row.id))
    .returning();
  await recordStep(tx, row, 'status', `Devolución rechazada: ${reason}`, change, 'rejected');
  await audit(tx, change, row, 'reject', { status: { before: row.status, after: 'rejected' }, reason: { before: null, after: reason } });
  await queueReturnMail(tx, updated!, 'rejected');
}
